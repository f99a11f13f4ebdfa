import type {
  AdminHomeItem,
  AdminHomeProduct,
  AdminHomeResponse,
  HomeItemKind,
} from '../../../../contract/admin-home.ts';
import { HOME_SECTIONS } from '../../../../contract/admin-home.ts';

// Builders for the home merchandising page's tests (fixtures.test.ts parses them with the contract).

export const BRAND_ID = '00000000-0000-4000-8000-0000000000b1';
export const CATEGORY_ID = '00000000-0000-4000-8000-0000000000c1';
export const SUB_ID = '00000000-0000-4000-8000-0000000000d1';
export const ARTICLE_ID = '00000000-0000-4000-8000-0000000000e1';
export const PRODUCT_ID = '00000000-0000-4000-8000-0000000000f1';
export const OTHER_PRODUCT_ID = '00000000-0000-4000-8000-0000000000f2';

export function homeProduct(overrides: Partial<AdminHomeProduct> = {}): AdminHomeProduct {
  return {
    _id: PRODUCT_ID,
    name: 'Floral Cotton Frock',
    image: 'p-frock.webp',
    status: 'live',
    ...overrides,
  };
}

let counter = 0;

export function homeItem(kind: HomeItemKind, overrides: Partial<AdminHomeItem> = {}): AdminHomeItem {
  counter += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    kind,
    title: kind === 'lowestPrice' ? '' : `${kind} ${counter}`,
    description: kind === 'slider' ? '' : 'About it',
    image: `${kind}-${counter}.webp`,
    link: null,
    products: [],
    affordablePrice: kind === 'trending' ? 399 : null,
    productType: kind === 'trending' ? 't-shirt' : null,
    startingPrice: kind === 'lowestPrice' ? 199 : null,
    productTypes: [],
    articleId: null,
    isVisible: true,
    startsAt: null,
    endsAt: null,
    position: counter,
    state: 'showing',
    ...overrides,
  };
}

export function homeSections(
  items: Partial<Record<HomeItemKind, AdminHomeItem[]>> = {},
  overrides: Partial<Omit<AdminHomeResponse, 'success' | 'items'>> = {},
): Omit<AdminHomeResponse, 'success'> {
  return {
    now: '2026-11-20T06:00:00.000Z',
    sections: HOME_SECTIONS.map(({ key, title }) => ({ key, title, isVisible: true })),
    items: { slider: [], topSale: [], offer: [], trending: [], topPick: [], lowestPrice: [], ...items },
    featured: [],
    choices: {
      brands: [{ _id: BRAND_ID, name: 'Tiny Threads' }],
      categories: [{ _id: CATEGORY_ID, name: 'Girls', subcategories: [{ _id: SUB_ID, name: 'Frocks' }] }],
      productTypes: ['frock', 't-shirt'],
      articles: [{ _id: ARTICLE_ID, title: 'How coins work' }],
    },
    ...overrides,
  };
}

/** A row of the products desk's list, as the product search shows it. */
export function productRow(overrides: { _id: string; name: string }) {
  return {
    brandName: 'Tiny Threads',
    categoryName: 'Girls',
    productType: 'frock',
    status: 'live' as const,
    image: 'p.webp',
    price: 649,
    mrp: 1299,
    stock: 3,
    sizesInStock: 1,
    sizes: 2,
    colours: 1,
    CODAvailable: true,
    version: 1,
    updatedAt: '2026-11-20T06:00:00.000Z',
    ...overrides,
  };
}
