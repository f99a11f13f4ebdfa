import type {
  ProductCard,
  ProductDetail,
  ProductViewResponse,
  Variant,
} from '../../../../contract/catalog.ts';

// Catalogue data for the listing and product page tests.

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

/** `count` cards numbered from `from`. */
export function makeCards(count: number, from = 1): ProductCard[] {
  return Array.from({ length: count }, (_, i) => makeCard(from + i));
}

export function makeDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...makeCard(1),
    _id: 'prod-1',
    name: 'Little Hearts Smocked Frock',
    title: 'Little Hearts Smocked Frock for Girls',
    images: ['product-main.webp', 'product-fabric.webp'],
    variants: [
      makeVariant({
        _id: 'v-white',
        color: '#F5F2EA',
        colorName: 'Off White',
        images: [
          'white-front.webp',
          'white-back.webp',
          'white-side.webp',
          'white-fabric.webp',
          'white-extra.webp',
        ],
        price: 1299,
        offerPrice: 999,
        wholesalePrice: 1879,
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
        offerPrice: null,
        wholesalePrice: 1699,
        sizes: [
          { size: '6-7Y', stock: 0 },
          { size: '7-8Y', stock: 12 },
          { size: '8-9Y', stock: 2 },
        ],
      }),
    ],
    description: 'A twirl-ready frock.\nLined with soft cotton.\n\n  Made from mulmul cotton.  ',
    productType: 'frock',
    categoryId: 'cat-1',
    categoryName: 'Girls',
    subcategoryId: 'sub-1',
    subcategoryName: 'Frocks & Dresses',
    CODAvailable: true,
    features: {
      netWeight: 'N/A',
      material: 'Mulmul Cotton',
      soleMaterial: 'N/A',
      fit: 'Fit & Flare',
      occasion: 'N/A',
      sleevesType: null,
      length: 'N/A',
    },
    createdAt: '2026-09-06T04:55:48.842Z',
    ...overrides,
  };
}

export function makeView(product: ProductDetail = makeDetail()): ProductViewResponse {
  return {
    success: true,
    product,
    discountPercentage: product.discountPercentage,
    brandName: product.brandName,
    reviews: [
      {
        _id: 'r1',
        authorName: 'Karthik V.',
        rating: 4,
        title: 'Happy with it',
        comment: 'Good quality for daily wear.',
        createdAt: '2026-11-17T14:14:57.319Z',
      },
    ],
  };
}
