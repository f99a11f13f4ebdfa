import type { AdminBrand, AdminCategory, AdminSubcategory } from '../../../../contract/admin-taxonomy.ts';

// Brands, categories and subcategories as the console's lists answer them (the taxonomy pages' tests).

export const TINY_ID = '00000000-0000-4000-8000-000000000501';
export const LOOM_ID = '00000000-0000-4000-8000-000000000502';
export const MANGO_ID = '00000000-0000-4000-8000-000000000503';
export const GIRLS_ID = '00000000-0000-4000-8000-000000000601';
export const BOYS_ID = '00000000-0000-4000-8000-000000000602';
export const FROCKS_ID = '00000000-0000-4000-8000-000000000611';
export const SKIRTS_ID = '00000000-0000-4000-8000-000000000612';
export const SHIRTS_ID = '00000000-0000-4000-8000-000000000621';

export function brand(overrides: Partial<AdminBrand> = {}): AdminBrand {
  return {
    _id: TINY_ID,
    name: 'Tiny Threads',
    slug: 'tiny-threads',
    logo: 'brands/tiny.webp',
    image: null,
    isFeatured: true,
    isVisible: true,
    position: 0,
    products: 12,
    ...overrides,
  };
}

export const threeBrands = (): AdminBrand[] => [
  brand(),
  brand({
    _id: LOOM_ID,
    name: 'Loom Basics',
    slug: 'loom-basics',
    logo: null,
    isFeatured: false,
    isVisible: false,
    position: 1,
    products: 1,
  }),
  brand({
    _id: MANGO_ID,
    name: 'Mango Sprout',
    slug: 'mango-sprout',
    isFeatured: false,
    position: 2,
    products: 0,
  }),
];

export function subcategory(overrides: Partial<AdminSubcategory> = {}): AdminSubcategory {
  return {
    _id: FROCKS_ID,
    categoryId: GIRLS_ID,
    name: 'Frocks',
    slug: 'frocks',
    image: 'tiles/frocks.webp',
    isVisible: true,
    position: 0,
    products: 8,
    ...overrides,
  };
}

export function category(overrides: Partial<AdminCategory> = {}): AdminCategory {
  return {
    _id: GIRLS_ID,
    name: 'Girls',
    slug: 'girls',
    image: 'tiles/girls.webp',
    isVisible: true,
    position: 0,
    products: 11,
    subcategories: [
      subcategory(),
      subcategory({ _id: SKIRTS_ID, name: 'Skirts', slug: 'skirts', image: null, position: 1, products: 3 }),
    ],
    ...overrides,
  };
}

export const twoCategories = (): AdminCategory[] => [
  category(),
  category({
    _id: BOYS_ID,
    name: 'Boys',
    slug: 'boys',
    image: null,
    isVisible: false,
    position: 1,
    products: 4,
    subcategories: [
      subcategory({
        _id: SHIRTS_ID,
        categoryId: BOYS_ID,
        name: 'Shirts',
        slug: 'shirts',
        isVisible: false,
        products: 4,
      }),
    ],
  }),
];
