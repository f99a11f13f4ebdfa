import type { ProductCard } from '../../../contract/catalog.ts';
import { makeCard, makeVariant } from '../../test/product-fixtures.ts';

// Saved products for the wishlist page's tests, typed by the contract (fixtures.test.ts parses the
// wishlist answers built from them with the contract's schemas).

export { makeVariant };
/** Saved product `n` (the shared card builder). */
export const makeProduct = makeCard;

/** A frock in two colours, each with sizes in and out of stock (for the colour and size popup). */
export function makeFrock(overrides: Partial<ProductCard> = {}): ProductCard {
  return makeProduct(1, {
    _id: 'prod-1',
    name: 'Little Hearts Smocked Frock',
    images: ['product-main.webp', 'product-fabric.webp'],
    variants: [
      makeVariant({
        _id: 'v-white',
        images: ['white-front.webp', 'white-back.webp'],
        offerPrice: 999,
        sizes: [
          { size: '5-6Y', stock: 0 },
          { size: '6-7Y', stock: 3 },
          { size: '7-8Y', stock: 8 },
        ],
      }),
      makeVariant({
        _id: 'v-pink',
        color: '#F4A7B9',
        colorName: 'Blush Pink',
        images: [],
        price: 1399,
        wholesalePrice: 1699,
        sizes: [
          { size: '6-7Y', stock: 0 },
          { size: '7-8Y', stock: 12 },
          { size: '8-9Y', stock: 2 },
        ],
      }),
    ],
    ...overrides,
  });
}
