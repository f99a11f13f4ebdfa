import type { z } from 'zod';
import type {
  Brand,
  Category,
  HomeData,
  ProductCard,
  ProductDetail,
  ProductListResponse,
  ProductViewResponse,
  Subcategory,
} from '../../../../contract/catalog.ts';
import type { deliveryEstimateSuccess } from '../../../../contract/delivery.ts';
import { makeCard, makeVariant } from '../../../test/product-fixtures.ts';

export { makeCard, makeVariant };

// Catalogue data for the catalogue's tests (home, categories, listing, product page), in the contract's
// shapes; web/features/catalog/fixtures.test.ts parses each with the answer schema of its endpoint.

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

/** One page of the listing's answer. */
export function productsPage(
  products: ProductCard[],
  total: number,
  collection: string | null = null,
): Omit<ProductListResponse, 'success'> {
  return { message: 'Products fetched successfully', products, total, collection };
}

/** The brands and categories the listing's filters and empty state offer. */
export const BRANDS: Brand[] = [
  { _id: 'b1', name: 'Mango Sprout', image: 'mango.webp', logo: null },
  { _id: 'b2', name: 'Tiny Threads', image: 'tiny.webp', logo: null },
];
export const CATEGORIES: Category[] = [
  { _id: 'c1', name: 'Girls', image: 'girls.webp' },
  { _id: 'c2', name: 'Boys', image: null },
];

/** The category page's tree: three categories, the last without subcategories. */
export const CATEGORY_TREE: { categories: Category[]; subcategories: Record<string, Subcategory[]> } = {
  categories: [
    { _id: 'c1', name: 'Boys', image: 'cat-boys.webp' },
    { _id: 'c2', name: 'Girls', image: 'cat-girls.webp' },
    { _id: 'c3', name: 'Footwear', image: null },
  ],
  subcategories: {
    c1: [
      { _id: 's1', name: 'T-Shirts', image: 'sub-tees.webp', categoryId: 'c1' },
      { _id: 's2', name: 'Shorts', image: 'sub-shorts.webp', categoryId: 'c1' },
    ],
    c2: [{ _id: 's3', name: 'Frocks', image: 'sub-frocks.webp', categoryId: 'c2' }],
    c3: [],
  },
};

/** A delivery promise for a pincode (the Check Delivery box). */
export function makeEstimate(
  overrides: Partial<z.infer<typeof deliveryEstimateSuccess>> = {},
): z.infer<typeof deliveryEstimateSuccess> {
  return {
    success: true,
    message: 'Delivery available to Central Delhi, Delhi',
    deliveryMessage: 'Delivery by Mon, 30 Nov',
    pincode: '110001',
    district: 'Central Delhi',
    state: 'Delhi',
    codAvailable: true,
    codLimit: null,
    estimatedDate: '2026-11-30',
    businessDays: 3,
    zone: 'national',
    ...overrides,
  };
}

/** A card of the home page's product rows. */
export function homeCard(id: string, name: string): ProductCard {
  return makeCard(0, {
    _id: id,
    name,
    brand: 'Pebble Kids',
    brandName: 'Pebble Kids',
    images: [`${id}.webp`],
    variants: [
      makeVariant({
        _id: `${id}-v`,
        color: '#ff0000',
        colorName: 'Red',
        images: [],
        price: 499,
        offerPrice: null,
        wholesalePrice: 799,
        sizes: [{ size: '2-3Y', stock: 4 }],
      }),
    ],
    defaultPrice: 499,
    discountPercentage: 37,
    averageRating: 4.5,
    ratingCount: 3,
  });
}

/** Every home section filled (brands include two without a picture or a name, which are not shown). */
export const HOME_DATA: HomeData = {
  ProductSliders: [
    { _id: 'sl1', image: 'banner-1.webp', title: 'Festive Edit – kurtas', link: null },
    { _id: 'sl2', image: 'banner-2.webp', title: 'Winter Cosy', link: null },
  ],
  BrandSliders: [],
  CategorySliders: [
    { _id: 'c1', name: 'Girls', image: 'girls.webp' },
    { _id: 'c2', name: 'Boys', image: null },
  ],
  topSales: [
    { _id: 'ts1', image: 'ts.webp', title: 'Bestselling Frocks', description: 'Twirly frocks', link: null },
  ],
  newArrivals: [homeCard('p1', 'Printed Everyday T-Shirt'), homeCard('p2', 'Embroidered Royal Sherwani Set')],
  featuredProducts: [homeCard('p3', 'Polka Dot Tiered Frock')],
  OfferSection: [
    {
      _id: 'o1',
      image: 'o1.webp',
      title: 'Old title',
      description: 'Invite friends',
      articleId: 'a1',
      link: null,
    },
    {
      _id: 'o2',
      image: 'o2.webp',
      title: 'Festive Sale',
      description: 'Up to 40% off',
      articleId: 'a2',
      link: null,
    },
    {
      _id: 'o3',
      image: 'o3.webp',
      title: 'Winter is here',
      description: 'Hoodies',
      articleId: null,
      link: null,
    },
  ],
  brands: [
    { _id: 'b1', name: 'Pebble Kids', image: 'pebble.webp', logo: null },
    { _id: 'b2', name: 'Sunny Tots', image: null, logo: 'sunny-logo.webp' },
    { _id: 'b3', name: 'No Picture', image: null, logo: null },
    { _id: 'b4', name: '', image: 'x.webp', logo: null },
  ],
  featuringBrandsNow: [{ _id: 'b1', name: 'Pebble Kids', image: 'pebble.webp', logo: 'pebble.webp' }],
  affordableProducts: [
    {
      _id: 'tr1',
      image: 'tr.webp',
      title: 'Graphic Tees',
      description: 'Rockets',
      affordablePrice: 299,
      productType: 't-shirt',
      link: null,
    },
  ],
  topPicksBestPrice: [
    { _id: 'tp1', image: 'tp.webp', title: 'Party Ready', description: 'Tulle', link: null },
  ],
  lowToHighProducts: [
    {
      _id: 'lp1',
      image: 'lp.webp',
      description: 'Socks and bibs',
      startingPrice: 199,
      productTypes: ['socks', 'bib'],
      link: null,
    },
  ],
};

/** Every home section empty. */
export const EMPTY_HOME: HomeData = {
  ProductSliders: [],
  BrandSliders: [],
  CategorySliders: [],
  topSales: [],
  newArrivals: [],
  featuredProducts: [],
  OfferSection: [],
  brands: [],
  featuringBrandsNow: [],
  affordableProducts: [],
  topPicksBestPrice: [],
  lowToHighProducts: [],
};

/** The home endpoint's answer. */
export const homeAnswer = (data: HomeData) => ({ status: 200 as const, data });
