import { GENDERS, type Gender, type SortField } from '../../../../contract/catalog.ts';
import { AGE_SIZES, PRICE_RANGE, SHOE_SIZES } from '../../../../contract/constants.ts';
import { LISTING_REFRESH_PARAM } from '../../../lib/listing-url.ts';
import type { ListingRequest, SortDirection } from '../api/products.ts';

// The listing keeps every filter in the page URL (so Back works and links can be shared).
// This file reads that URL into the API request and writes filter changes back into it.

export const LISTING_SORTS = [
  { value: 'popularity', label: 'Popularity', sort: 'desc', sortField: 'popularity' },
  { value: 'priceAsc', label: 'Price: Low to High', sort: 'asc', sortField: 'price' },
  { value: 'priceDesc', label: 'Price: High to Low', sort: 'desc', sortField: 'price' },
  { value: 'newest', label: 'Newest First', sort: 'desc', sortField: 'createdAt' },
  { value: 'rating', label: 'Customer Rating', sort: 'desc', sortField: 'rating' },
] as const satisfies readonly { value: string; label: string; sort: SortDirection; sortField: SortField }[];
export type ListingSort = (typeof LISTING_SORTS)[number]['value'];
export const DEFAULT_SORT: ListingSort = 'popularity';

/** The page URL's sort parameter (the API's own `sort` is only asc or desc). */
export const SORT_PARAM = 'sortBy';

/** Rating bands: the radio's value and the minRating/maxRating it sends (top exclusive except 5). */
export const RATING_OPTIONS = [
  { value: 1, label: 'Less than 3★', minRating: 1, maxRating: 3 },
  { value: 3, label: '3★ to 4★', minRating: 3, maxRating: 4 },
  { value: 4, label: '4★ to 5★', minRating: 4, maxRating: 5 },
] as const;
export const ANY_RATING_LABEL = 'Any Rating';

export const DISCOUNT_OPTIONS = [
  { value: 10, label: '10% or more' },
  { value: 20, label: '20% or more' },
  { value: 30, label: '30% or more' },
  { value: 50, label: '50% or more' },
] as const;
export const NO_DISCOUNT_LABEL = 'No Discount';

/** What the listing shows, read from the page URL. */
export interface ListingState {
  /** The API request, sort included. */
  request: ListingRequest;
  sort: ListingSort;
  search: string;
  brands: string[];
  /** The slider's values (0 and 5000 when not narrowed). */
  price: [number, number];
  /** The selected rating radio, if the URL matches one. */
  rating: number | null;
  discount: number | null;
  /** Chosen sizes, in size order. */
  sizes: string[];
  genders: Gender[];
  /** Chosen colour names, lower-case. */
  colours: string[];
  /** Chosen category ids. */
  categories: string[];
}

function textParam(params: URLSearchParams, key: string): string | null {
  const value = params.get(key)?.trim();
  return value ? value : null;
}

function listParam(params: URLSearchParams, key: string): string[] {
  return (params.get(key) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function numberParam(params: URLSearchParams, key: string): number | null {
  const raw = params.get(key)?.trim();
  if (!raw) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

function clampPrice(value: number): number {
  return Math.min(PRICE_RANGE.max, Math.max(PRICE_RANGE.min, value));
}

export function readListingParams(params: URLSearchParams): ListingState {
  const sortValue = params.get(SORT_PARAM);
  const sort = LISTING_SORTS.find((option) => option.value === sortValue) ?? LISTING_SORTS[0];
  const minPrice = numberParam(params, 'minPrice');
  const maxPrice = numberParam(params, 'maxPrice');
  const minRating = numberParam(params, 'minRating');
  const maxRating = numberParam(params, 'maxRating');
  const discountMin = numberParam(params, 'discountMin');
  const brands = listParam(params, 'brand');
  const search = textParam(params, 'search') ?? '';
  const sizes = sortSizes(unique(listParam(params, 'size')));
  const genders = GENDERS.filter((gender) => listParam(params, 'gender').includes(gender));
  const colours = unique(listParam(params, 'colour').map((colour) => colour.toLowerCase()));
  const categories = unique(listParam(params, 'category'));

  const request: ListingRequest = {
    search,
    productType: listParam(params, 'productType'),
    subcategory: textParam(params, 'subcategory'),
    category: categories.length > 0 ? categories.join(',') : null,
    minPrice,
    maxPrice,
    brand: brands,
    size: sizes,
    gender: genders,
    colour: colours,
    discountMin,
    minRating,
    maxRating,
    newArrivals: params.get('newArrivals') === 'true',
    productSliderId: textParam(params, 'productSliderId'),
    topPicksId: textParam(params, 'topPicksId'),
    topSaleSectionId: textParam(params, 'topSaleSectionId'),
    sort: sort.sort,
    sortField: sort.sortField,
  };

  const band = RATING_OPTIONS.find((option) => option.minRating === minRating);
  return {
    request,
    sort: sort.value,
    search,
    brands,
    price: [clampPrice(minPrice ?? PRICE_RANGE.min), clampPrice(maxPrice ?? PRICE_RANGE.max)],
    rating: band ? band.value : null,
    discount: discountMin !== null && discountMin > 0 ? discountMin : null,
    sizes,
    genders,
    colours,
    categories,
  };
}

const unique = (items: readonly string[]) => [...new Set(items)];

const SIZE_ORDER = new Map<string, number>([...AGE_SIZES, ...SHOE_SIZES].map((size, index) => [size, index]));

/** Age sizes in age order, then shoe sizes, then any other (so a URL reads the same however it was built). */
export function sortSizes(sizes: readonly string[]): string[] {
  const rank = (size: string) => SIZE_ORDER.get(size) ?? Number.MAX_SAFE_INTEGER;
  return [...sizes].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The listing's filters by value, each a comma list in the URL. */
export type FacetParam = 'size' | 'gender' | 'colour' | 'category';

/** A facet's values written back (none: the parameter leaves the URL). */
export function facetChange(param: FacetParam, values: readonly string[]): ParamChanges {
  const list = param === 'size' ? sortSizes(unique(values)) : unique(values);
  return { [param]: list.length > 0 ? list.join(',') : null };
}

export type ParamChanges = Record<string, string | null>;

/** The page URL's query after a change: the refresh key dropped, null values removed. */
export function changedSearch(current: URLSearchParams, changes: ParamChanges): string {
  const next = new URLSearchParams(current);
  next.delete(LISTING_REFRESH_PARAM);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  const text = next.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

export const brandChange = (ids: readonly string[]): ParamChanges => ({
  brand: ids.length > 0 ? ids.join(',') : null,
});

export const priceChange = ([min, max]: readonly [number, number]): ParamChanges => ({
  minPrice: min > PRICE_RANGE.min ? String(min) : null,
  maxPrice: max < PRICE_RANGE.max ? String(max) : null,
});

export function ratingChange(value: number | null): ParamChanges {
  const band = RATING_OPTIONS.find((option) => option.value === value);
  return band
    ? { minRating: String(band.minRating), maxRating: String(band.maxRating) }
    : { minRating: null, maxRating: null };
}

export const discountChange = (value: number | null): ParamChanges => ({
  discountMin: value === null ? null : String(value),
});

export const sortChange = (value: ListingSort): ParamChanges => ({
  [SORT_PARAM]: value === DEFAULT_SORT ? null : value,
});

/** The filters of the side panel. */
export const PANEL_PARAMS = [
  'size',
  'gender',
  'colour',
  'category',
  'brand',
  'minPrice',
  'maxPrice',
  'minRating',
  'maxRating',
  'discountMin',
] as const;
/** Filters that arrive with a link (home sections, categories, search). */
export const CONTEXT_PARAMS = [
  'productType',
  'subcategory',
  'newArrivals',
  'productSliderId',
  'topPicksId',
  'topSaleSectionId',
] as const;

export function countPanelFilters(state: ListingState): number {
  let count =
    state.brands.length +
    state.sizes.length +
    state.genders.length +
    state.colours.length +
    state.categories.length;
  if (state.price[0] > PRICE_RANGE.min || state.price[1] < PRICE_RANGE.max) count += 1;
  if (state.request.minRating !== null || state.request.maxRating !== null) count += 1;
  if (state.discount !== null) count += 1;
  return count;
}

/** True when the URL narrows the listing by anything but the search text and the sort. */
export function hasFilters(params: URLSearchParams): boolean {
  return [...PANEL_PARAMS, ...CONTEXT_PARAMS].some((key) => params.has(key));
}

/**
 * What 'Clear Filters' (and "Search '…' in all products") removes: every filter but the search text
 * and the sort. The search text is what the shopper typed, so it always stays: dropping it silently
 * would answer a different question.
 */
export function clearFiltersChange(params: URLSearchParams): ParamChanges {
  const changes: ParamChanges = {};
  for (const key of [...PANEL_PARAMS, ...CONTEXT_PARAMS]) {
    if (params.has(key)) changes[key] = null;
  }
  return changes;
}
