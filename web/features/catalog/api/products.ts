import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductCard, SortField } from '../../../../contract/catalog.ts';
import { LISTING_PAGE_SIZE, PRICE_RANGE } from '../../../../contract/constants.ts';
import { type ApiErrorBody, apiGet } from '../../../lib/api.ts';

// GET /api/user/Products/view (storefront.md §7): the listing, one page of 12 at a time.
// Only the filters that are set are sent; page and limit always are.

export const LISTING_MESSAGES = {
  /** The server said no without a message of its own. */
  failed: 'Failed to load products',
  /** No answer at all (network down, server unreachable). */
  exception: 'Failed to load products. Please try again.',
} as const;

export type SortDirection = 'asc' | 'desc';

/** The listing's filters as the API takes them (storefront.md §3 "Listing filters"). */
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
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function list(value: readonly string[] | null | undefined): string[] | null {
  const items = (value ?? []).map((item) => item.trim()).filter((item) => item !== '');
  return items.length > 0 ? items : null;
}

function num(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The query string of the filters only (no page or limit), in a fixed order so it doubles as the
 * cache key. Lists are comma-joined, newArrivals is sent as `true`, prices only when they narrow the
 * 0–5000 range, and sort goes with sortField (createdAt unless given).
 */
export function listingFilterQuery(request: ListingRequest): string {
  const parts: string[] = [];
  const add = (key: string, value: string) => parts.push(`${key}=${encodeURIComponent(value)}`);
  const addList = (key: string, items: string[]) =>
    parts.push(`${key}=${items.map((item) => encodeURIComponent(item)).join(',')}`);

  const search = text(request.search);
  if (search) add('search', search);
  const productType = list(request.productType);
  if (productType) addList('productType', productType);
  for (const key of ['subcategory', 'category'] as const) {
    const value = text(request[key]);
    if (value) add(key, value);
  }
  const minPrice = num(request.minPrice);
  if (minPrice !== null && minPrice > PRICE_RANGE.min) add('minPrice', String(minPrice));
  const maxPrice = num(request.maxPrice);
  if (maxPrice !== null && maxPrice < PRICE_RANGE.max) add('maxPrice', String(maxPrice));
  const brand = list(request.brand);
  if (brand) addList('brand', brand);
  const size = list(request.size);
  if (size) addList('size', size);
  for (const key of ['discountMin', 'minRating', 'maxRating'] as const) {
    const value = num(request[key]);
    if (value !== null) add(key, String(value));
  }
  if (request.newArrivals === true) add('newArrivals', 'true');
  for (const key of ['productSliderId', 'topPicksId', 'topSaleSectionId'] as const) {
    const value = text(request[key]);
    if (value) add(key, value);
  }
  if (request.sort) {
    add('sort', request.sort);
    add('sortField', request.sortField ?? 'createdAt');
  }
  return parts.join('&');
}

/** The full request path for one page: page and limit always sent. */
export function listingPath(
  request: ListingRequest,
  page: number,
  limit: number = LISTING_PAGE_SIZE,
): string {
  const filters = listingFilterQuery(request);
  return `/user/Products/view?page=${page}&limit=${limit}${filters ? `&${filters}` : ''}`;
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

/** The server's own words, when the failure came with a body from the server (it always has `success`). */
function serverMessage(error: ApiErrorBody): string | null {
  const { message } = error;
  // The call wrapper fills in 'Request failed with status N' when the body had no message of its own.
  if (!('success' in error) || typeof message !== 'string' || message === '') return null;
  return /^Request failed with status \d+$/.test(message) ? null : message;
}

interface ListingBody {
  success?: boolean;
  message?: unknown;
  products?: unknown;
  total?: unknown;
  collection?: unknown;
}

export async function fetchListingPage(
  request: ListingRequest,
  page: number,
  signal?: AbortSignal,
): Promise<ListingPage> {
  const result = await apiGet<ListingBody | null>(listingPath(request, page), { signal });
  if (!result.success) {
    const message = serverMessage(result.error);
    if (message) throw new ListingLoadError(message, result.status);
    // No answer from the server (or one without a body of ours): it is worth trying again.
    throw new ListingLoadError(
      result.status >= 500 ? LISTING_MESSAGES.exception : LISTING_MESSAGES.failed,
      result.status,
    );
  }
  const body = result.data;
  if (!body || body.success === false || !Array.isArray(body.products)) {
    const message =
      typeof body?.message === 'string' && body.message ? body.message : LISTING_MESSAGES.failed;
    throw new ListingLoadError(message, result.status);
  }
  const products = body.products as ProductCard[];
  const total = typeof body.total === 'number' ? body.total : products.length;
  const collection = typeof body.collection === 'string' && body.collection ? body.collection : null;
  return { products, total, page, collection };
}

/** More pages exist only if the last page came back full (storefront.md §4). */
export function nextListingPage(lastPage: ListingPage, pages: readonly ListingPage[]): number | undefined {
  return lastPage.products.length >= LISTING_PAGE_SIZE ? pages.length + 1 : undefined;
}

export type ListingData = InfiniteData<ListingPage, number>;

/** The listing for one set of filters: page 1 first, later pages appended by fetchNextPage. */
export function useProductListing(request: ListingRequest) {
  return useInfiniteQuery({
    queryKey: listingQueryKey(request),
    queryFn: ({ pageParam, signal }) => fetchListingPage(request, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextListingPage,
  });
}
