import {
  ADMIN_PRODUCT_SORTS,
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductListQuery,
  PRODUCT_STATUSES,
  type ProductStatus,
  STOCK_STATES,
} from '../../../../contract/admin-products.ts';

// The product list's search, filters, sort and page live in the page's query string (the API's own
// names), so a filtered view can be shared and survives a reload.

export type StockState = (typeof STOCK_STATES)[number];
export type ProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export interface ProductFilters {
  search: string;
  brand: string;
  category: string;
  subcategory: string;
  productType: string;
  stock: StockState | '';
  status: ProductStatus | '';
  cod: 'yes' | 'no' | '';
  sort: ProductSort;
  page: number;
}

export const NO_FILTERS: ProductFilters = {
  search: '',
  brand: '',
  category: '',
  subcategory: '',
  productType: '',
  stock: '',
  status: '',
  cod: '',
  sort: 'updated',
  page: 1,
};

export const SORT_LABELS: Record<ProductSort, string> = {
  updated: 'Recently changed',
  newest: 'Newest',
  name: 'Name (A–Z)',
  price: 'Price (low to high)',
};

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | '' =>
  value !== null && (choices as readonly string[]).includes(value) ? (value as T) : '';

export function readFilters(params: URLSearchParams): ProductFilters {
  const page = Number(params.get('page'));
  const text = (name: string) => params.get(name)?.trim() ?? '';
  return {
    search: text('search'),
    brand: text('brand'),
    category: text('category'),
    // A subcategory only counts under its category.
    subcategory: text('category') ? text('subcategory') : '',
    productType: text('productType'),
    stock: oneOf(STOCK_STATES, params.get('stock')),
    status: oneOf(PRODUCT_STATUSES, params.get('status')),
    cod: oneOf(['yes', 'no'] as const, params.get('cod')),
    sort: oneOf(ADMIN_PRODUCT_SORTS, params.get('sort')) || 'updated',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a view; empty filters, the default sort and page 1 are left out. */
export function writeFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  const keys = [
    'search',
    'brand',
    'category',
    'subcategory',
    'productType',
    'stock',
    'status',
    'cod',
  ] as const;
  for (const key of keys) if (filters[key]) params.set(key, filters[key]);
  if (filters.sort !== 'updated') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** What GET /api/admin/products is asked for this view. */
export function listQuery(filters: ProductFilters): AdminProductListQuery {
  return {
    search: filters.search || undefined,
    brand: filters.brand || undefined,
    category: filters.category || undefined,
    subcategory: filters.subcategory || undefined,
    productType: filters.productType || undefined,
    stock: filters.stock || undefined,
    status: filters.status || undefined,
    cod: filters.cod || undefined,
    sort: filters.sort,
    page: filters.page,
    limit: ADMIN_PRODUCTS_PAGE_SIZE,
  };
}

/** True when a search or any filter narrows the list (the sort does not). */
export function hasFilters(filters: ProductFilters): boolean {
  return writeFilters({ ...filters, sort: 'updated', page: 1 }).size > 0;
}
