import { PRICE_RANGE } from '../../contract/constants.ts';
import { ROUTES } from '../../contract/routes.ts';
import { filledText, numberOrNull } from './read.ts';

// Builds the /allproducts URL for search and every jump into the listing (rules/storefront §2).
// The listing page removes the cache-busting parameter with a history-replacing redirect.

/** The cache-busting parameter added to every navigation into the listing. */
export const LISTING_REFRESH_PARAM = '_';

type Text = string | null | undefined;
type TextList = readonly string[] | string | null | undefined;
type Num = number | null | undefined;

export interface ListingQuery {
  search?: Text;
  /** Brand ids; sent as a comma list. */
  brand?: TextList;
  /** One product type or a list (sent comma-joined). */
  productType?: TextList;
  /** Sent only when above the price range's minimum (0). */
  minPrice?: Num;
  /** Sent only when below the price range's maximum (5000). */
  maxPrice?: Num;
  /** Sizes; sent as a comma list. */
  size?: TextList;
  /** Sent as `true` when set. */
  newArrivals?: boolean | null;
  minRating?: Num;
  maxRating?: Num;
  discountMin?: Num;
  subcategory?: Text;
  category?: Text;
  // Merchandising jumps from the home page.
  productSliderId?: Text;
  topPicksId?: Text;
  topSaleSectionId?: Text;
  /** The listing's sort (LISTING_SORTS' values, e.g. 'priceAsc'); the listing's default when unset. */
  sortBy?: Text;
}

function cleanList(value: TextList): string[] | null {
  if (value === null || value === undefined) return null;
  const items = (typeof value === 'string' ? value.split(',') : value)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items.length > 0 ? items : null;
}

/**
 * The listing URL for a set of filters: null and empty values are left out, lists are comma-joined,
 * prices are sent only when they narrow the 0–5000 range, and a cache-buster is appended.
 */
export function listingUrl(query: ListingQuery = {}, now: number = Date.now()): string {
  const parts: string[] = [];
  const add = (key: string, value: string) => parts.push(`${key}=${encodeURIComponent(value)}`);
  const addList = (key: string, items: string[]) =>
    parts.push(`${key}=${items.map((item) => encodeURIComponent(item)).join(',')}`);

  const search = filledText(query.search, { trim: true });
  if (search) add('search', search);
  const brand = cleanList(query.brand);
  if (brand) addList('brand', brand);
  const productType = cleanList(query.productType);
  if (productType) addList('productType', productType);
  const minPrice = numberOrNull(query.minPrice);
  if (minPrice !== null && minPrice > PRICE_RANGE.min) add('minPrice', String(minPrice));
  const maxPrice = numberOrNull(query.maxPrice);
  if (maxPrice !== null && maxPrice < PRICE_RANGE.max) add('maxPrice', String(maxPrice));
  const size = cleanList(query.size);
  if (size) addList('size', size);
  if (query.newArrivals === true) add('newArrivals', 'true');
  for (const key of ['minRating', 'maxRating', 'discountMin'] as const) {
    const value = numberOrNull(query[key]);
    if (value !== null) add(key, String(value));
  }
  for (const key of [
    'subcategory',
    'category',
    'productSliderId',
    'topPicksId',
    'topSaleSectionId',
    'sortBy',
  ] as const) {
    const value = filledText(query[key], { trim: true });
    if (value) add(key, value);
  }
  add(LISTING_REFRESH_PARAM, String(now));
  return `${ROUTES.allProducts}?${parts.join('&')}`;
}
