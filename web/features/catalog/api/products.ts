import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import type { ListingFacets, ProductCard, SortField } from '../../../../contract/catalog.ts';
import { LISTING_PAGE_SIZE, PRICE_RANGE } from '../../../../contract/constants.ts';
import type { SearchUnderstood } from '../../../../contract/search.ts';
import { call, callUrl } from '../../../lib/call.ts';
import { refusalMessage } from '../../../lib/failure.ts';
import { filledText, numberOr, numberOrNull } from '../../../lib/read.ts';

// The listing (rules/storefront §7), one page of 12 at a time. Only the filters that are set are sent;
// page and limit always are.

export const LISTING_MESSAGES = {
  /** The server said no without a message of its own. */
  failed: 'Failed to load products',
  /** No answer at all (network down, server unreachable). */
  exception: 'Failed to load products. Please try again.',
} as const;

export type SortDirection = 'asc' | 'desc';

/** The listing's filters as the API takes them (rules/storefront §3 "Listing filters"). */
export interface ListingRequest {
  search?: string | null;
  productType?: readonly string[] | null;
  subcategory?: string | null;
  category?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  /** Brand ids (or names). */
  brand?: readonly string[] | null;
  size?: readonly string[] | null;
  /** boys / girls / unisex. */
  gender?: readonly string[] | null;
  /** Colour names (lower-case). */
  colour?: readonly string[] | null;
  discountMin?: number | null;
  minRating?: number | null;
  maxRating?: number | null;
  newArrivals?: boolean | null;
  productSliderId?: string | null;
  topPicksId?: string | null;
  topSaleSectionId?: string | null;
  sort?: SortDirection | null;
  sortField?: SortField | null;
}

export interface ListingPage {
  products: ProductCard[];
  /** All matching products, across pages. */
  total: number;
  page: number;
  /** The name of the collection these filters open, if any (the listing's heading). */
  collection: string | null;
  /** The counts beside each size, gender, colour and category (page 1, when asked for). */
  facets?: ListingFacets;
  /** With a search: the sizes and gender its words filtered by. */
  understood?: SearchUnderstood;
}

function list(value: readonly string[] | null | undefined): string[] | null {
  const items = (value ?? []).map((item) => item.trim()).filter((item) => item !== '');
  return items.length > 0 ? items : null;
}

/**
 * The filters only (no page or limit), in a fixed order so their query string doubles as the cache
 * key. Lists are comma-joined, newArrivals is sent as `true`, prices only when they narrow the 0–5000
 * range, and sort goes with sortField (createdAt unless given).
 */
function listingFilters(request: ListingRequest): [string, string][] {
  const parts: [string, string][] = [];
  const add = (key: string, value: string) => parts.push([key, value]);
  const addList = (key: string, items: string[]) => parts.push([key, items.join(',')]);

  const search = filledText(request.search, { trim: true });
  if (search) add('search', search);
  const productType = list(request.productType);
  if (productType) addList('productType', productType);
  for (const key of ['subcategory', 'category'] as const) {
    const value = filledText(request[key], { trim: true });
    if (value) add(key, value);
  }
  const minPrice = numberOrNull(request.minPrice);
  if (minPrice !== null && minPrice > PRICE_RANGE.min) add('minPrice', String(minPrice));
  const maxPrice = numberOrNull(request.maxPrice);
  if (maxPrice !== null && maxPrice < PRICE_RANGE.max) add('maxPrice', String(maxPrice));
  const brand = list(request.brand);
  if (brand) addList('brand', brand);
  const size = list(request.size);
  if (size) addList('size', size);
  for (const key of ['gender', 'colour'] as const) {
    const items = list(request[key]);
    if (items) addList(key, items);
  }
  for (const key of ['discountMin', 'minRating', 'maxRating'] as const) {
    const value = numberOrNull(request[key]);
    if (value !== null) add(key, String(value));
  }
  if (request.newArrivals === true) add('newArrivals', 'true');
  for (const key of ['productSliderId', 'topPicksId', 'topSaleSectionId'] as const) {
    const value = filledText(request[key], { trim: true });
    if (value) add(key, value);
  }
  if (request.sort) {
    add('sort', request.sort);
    add('sortField', request.sortField ?? 'createdAt');
  }
  return parts;
}

/** The query string of the filters only (no page or limit). */
export function listingFilterQuery(request: ListingRequest): string {
  return new URLSearchParams(listingFilters(request)).toString();
}

/** The query of one page: page and limit first (always sent), then the filters. */
export function listingQuery(
  request: ListingRequest,
  page: number,
  limit: number = LISTING_PAGE_SIZE,
): URLSearchParams {
  return new URLSearchParams([['page', String(page)], ['limit', String(limit)], ...listingFilters(request)]);
}

/** The request path of one page (under /api). */
export function listingPath(
  request: ListingRequest,
  page: number,
  limit: number = LISTING_PAGE_SIZE,
): string {
  return callUrl('productList', { query: listingQuery(request, page, limit) });
}

export const listingQueryKey = (request: ListingRequest) =>
  ['catalog', 'products', 'listing', listingFilterQuery(request)] as const;

/** The message a shopper sees when a page fails to load. */
export class ListingLoadError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ListingLoadError';
    this.status = status;
  }
}

interface ListingBody {
  message?: unknown;
  products?: unknown;
  total?: unknown;
  collection?: unknown;
  facets?: unknown;
  understood?: unknown;
}

/** What the search's words meant, read field by field (anything else is left out). */
function understoodOf(value: unknown): SearchUnderstood | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const u = value as Record<string, unknown>;
  const sizes = Array.isArray(u.sizes) ? u.sizes.filter((s): s is string => typeof s === 'string') : [];
  const gender = u.gender === 'boys' || u.gender === 'girls' ? u.gender : null;
  return { sizes, gender, words: typeof u.words === 'string' ? u.words : '' };
}

/** Facets as the listing reads them: each of the four a list (anything else is no facets at all). */
function facetsOf(value: unknown): ListingFacets | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const facets = value as Record<string, unknown>;
  const lists = ['size', 'gender', 'colour', 'category'].every((key) => Array.isArray(facets[key]));
  return lists ? (value as ListingFacets) : undefined;
}

export async function fetchListingPage(
  request: ListingRequest,
  page: number,
  signal?: AbortSignal,
  options: { facets?: boolean } = {},
): Promise<ListingPage> {
  const query = listingQuery(request, page);
  // The counts are the same on every page: asked with the first only.
  if (options.facets && page === 1) query.set('facets', 'true');
  const result = await call('productList', { query, signal });
  if (!result.success) {
    const message = refusalMessage(result);
    if (message) throw new ListingLoadError(message, result.status);
    // Any 5xx without the server's words (no answer at all, or one without a body of ours) is worth
    // trying again.
    throw new ListingLoadError(
      result.status >= 500 ? LISTING_MESSAGES.exception : LISTING_MESSAGES.failed,
      result.status,
    );
  }
  // Read field by field: an answer without a list of products is a failure, not an empty page.
  const body: ListingBody | null = result.data;
  if (!body || !Array.isArray(body.products)) {
    throw new ListingLoadError(filledText(body?.message) ?? LISTING_MESSAGES.failed, result.status);
  }
  const products = body.products as ProductCard[];
  const total = numberOr(body.total, products.length);
  const collection = filledText(body.collection);
  const facets = facetsOf(body.facets);
  const understood = understoodOf(body.understood);
  return {
    products,
    total,
    page,
    collection,
    ...(facets ? { facets } : {}),
    ...(understood ? { understood } : {}),
  };
}

/** More pages exist only if the last page came back full (rules/storefront §4). */
export function nextListingPage(lastPage: ListingPage, pages: readonly ListingPage[]): number | undefined {
  return lastPage.products.length >= LISTING_PAGE_SIZE ? pages.length + 1 : undefined;
}

export type ListingData = InfiniteData<ListingPage, number>;

/**
 * The listing for one set of filters: page 1 first, later pages appended by fetchNextPage; with
 * `facets`, page 1 also carries the filters' counts.
 */
export function useProductListing(request: ListingRequest, options: { facets?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: listingQueryKey(request),
    queryFn: ({ pageParam, signal }) => fetchListingPage(request, pageParam, signal, options),
    initialPageParam: 1,
    getNextPageParam: nextListingPage,
  });
}
