import type { ProductCard, Variant } from '../../contract/catalog.ts';

// Product cards for the tests of shared pieces that show them (the card, its heart), in the
// contract's shapes. The catalogue's own tests build richer products in their feature.

export function makeVariant(overrides: Partial<Variant> = {}): Variant {
  return {
    _id: 'v1',
    color: '#F5F2EA',
    colorName: 'Off White',
    images: ['v1-front.webp', 'v1-back.webp'],
    price: 1299,
    offerPrice: null,
    wholesalePrice: 1879,
    sizes: [{ size: '2-3Y', stock: 9 }],
    ...overrides,
  };
}

/** Card `n`: product id `p{n}`, named `Product {n}`, one colour with a size in stock. */
export function makeCard(n: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    _id: `p${n}`,
    name: `Product ${n}`,
    brand: 'Mango Sprout',
    brandName: 'Mango Sprout',
    brandId: 'b1',
    images: [`p${n}.webp`],
    variants: [makeVariant({ _id: `p${n}-v1` })],
    offers: [],
    defaultPrice: 1299,
    discountPercentage: 30,
    averageRating: 4.2,
    ratingCount: 5,
    CODAvailable: true,
    ...overrides,
  };
}
