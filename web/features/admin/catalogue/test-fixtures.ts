import type { AdminProduct, AdminProductRow } from '../../../../contract/admin-products.ts';
import type { AdminBrand, AdminCategory } from '../../../../contract/admin-taxonomy.ts';
import {
  subcategory,
  brand as taxonomyBrand,
  category as taxonomyCategory,
} from '../taxonomy/test-fixtures.ts';

// Builders for the product pages' tests (fixtures.test.ts parses each with the contract's schema).

export const BRAND_ID = '00000000-0000-4000-8000-000000000201';
export const OTHER_BRAND_ID = '00000000-0000-4000-8000-000000000202';
export const CATEGORY_ID = '00000000-0000-4000-8000-000000000301';
export const OTHER_CATEGORY_ID = '00000000-0000-4000-8000-000000000302';
export const SUBCATEGORY_ID = '00000000-0000-4000-8000-000000000311';
export const OTHER_SUBCATEGORY_ID = '00000000-0000-4000-8000-000000000321';
export const PRODUCT_ID = '00000000-0000-4000-8000-000000000401';
export const VARIANT_ID = '00000000-0000-4000-8000-000000000411';

// Brands and categories are the taxonomy pages' builders, under these ids.
export const brand = (overrides: Partial<AdminBrand> = {}): AdminBrand =>
  taxonomyBrand({ _id: BRAND_ID, ...overrides });

export const category = (overrides: Partial<AdminCategory> = {}): AdminCategory =>
  taxonomyCategory({
    _id: CATEGORY_ID,
    subcategories: [subcategory({ _id: SUBCATEGORY_ID, categoryId: CATEGORY_ID })],
    ...overrides,
  });

export const brands = () => [
  brand(),
  brand({ _id: OTHER_BRAND_ID, name: 'Loom Basics', slug: 'loom-basics' }),
];

export const categories = () => [
  category(),
  category({
    _id: OTHER_CATEGORY_ID,
    name: 'Boys',
    slug: 'boys',
    subcategories: [
      subcategory({
        _id: OTHER_SUBCATEGORY_ID,
        categoryId: OTHER_CATEGORY_ID,
        name: 'Shirts',
        slug: 'shirts',
        isVisible: false,
      }),
    ],
  }),
];

export function productRow(overrides: Partial<AdminProductRow> = {}): AdminProductRow {
  return {
    _id: PRODUCT_ID,
    name: 'Cotton frock',
    brandName: 'Tiny Threads',
    categoryName: 'Girls',
    productType: 'frock',
    status: 'live',
    image: 'catalogue/frock-1.webp',
    price: 499,
    mrp: 799,
    stock: 14,
    sizesInStock: 3,
    sizes: 4,
    colours: 2,
    CODAvailable: true,
    version: 3,
    updatedAt: '2026-11-26T10:30:00.000Z',
    ...overrides,
  };
}

export function product(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    _id: PRODUCT_ID,
    name: 'Cotton frock',
    title: 'Cotton frock with a bow, for parties',
    description: 'Soft cotton, lined.',
    brandId: BRAND_ID,
    brandName: 'Tiny Threads',
    categoryId: CATEGORY_ID,
    categoryName: 'Girls',
    subcategoryId: SUBCATEGORY_ID,
    subcategoryName: 'Frocks',
    productType: 'frock',
    gender: 'girls',
    features: {
      netWeight: null,
      material: 'Cotton',
      soleMaterial: null,
      fit: 'Regular',
      occasion: null,
      sleevesType: null,
      length: null,
    },
    CODAvailable: true,
    searchSynonyms: 'jhabla',
    status: 'live',
    version: 3,
    variants: [
      {
        _id: VARIANT_ID,
        color: '#F4A7B9',
        colorName: 'Rose',
        price: 599,
        offerPrice: 499,
        wholesalePrice: 799,
        images: ['catalogue/frock-1.webp'],
        sizes: [
          { size: '2-3Y', stock: 4 },
          { size: '3-4Y', stock: 0 },
        ],
      },
    ],
    averageRating: 4.5,
    ratingCount: 8,
    salesCount: 21,
    createdAt: '2026-10-01T06:30:00.000Z',
    updatedAt: '2026-11-26T10:30:00.000Z',
    ...overrides,
  };
}
