import { type SQL, sql } from 'drizzle-orm';
import type { SortField } from '../../../contract/catalog.ts';
import type { Db } from '../../db/client.ts';
import { uuidArray } from '../../db/lists.ts';
import { queryRows } from '../../db/rows.ts';
import { conditions, type ListingFilter } from './listing-repo.ts';

// Pages that stay cheap however large the catalogue grows.
//
// Deep pages (keyset): an OFFSET walks every row before the page, so a random page of 100k products
// walked 50k rows on average. A listing's anchors — the sort key of every ANCHOR_EVERY-th product of
// its order, found in one pass and kept like its total — let a page start from the nearest anchor
// before it (`(column, id) < (key, id)`, an index range) and walk fewer than ANCHOR_EVERY rows.
//
// Searches (bounded ranking): ts_rank reads every match's whole document, so "cotton blue" ranked
// 28k rows for one page. Only a window is ranked: the most popular matches and the most popular of
// those whose name holds the words as typed, RANK_WINDOW of each. The window comes first, by rank; every
// other match follows by popularity. An exact-name match is in the window however unpopular it is,
// unless more than RANK_WINDOW products' names hold the same words.

/** Rows between two anchors: a deep page walks at most this many rows before its own. */
export const ANCHOR_EVERY = 240;
/** Matches ranked per search, by each of the two cheap pre-orders (popularity, name match). */
export const RANK_WINDOW = 300;

const COLUMN: Record<SortField, { column: SQL; cast: SQL }> = {
  price: { column: sql`p.card_price`, cast: sql`integer` },
  createdAt: { column: sql`p.created_at`, cast: sql`timestamptz` },
  popularity: { column: sql`p.sales_count`, cast: sql`integer` },
  rating: { column: sql`p.average_rating`, cast: sql`real` },
};

/** The position (1-based row number) of an anchor in its order, its sort key as text, and its id. */
export interface ListingAnchor {
  n: number;
  key: string;
  id: string;
}

export interface KeyedOrder {
  field: SortField;
  direction: 'asc' | 'desc';
}

const dirOf = (order: KeyedOrder) => (order.direction === 'asc' ? sql`ASC` : sql`DESC`);

/** Every `every`-th product of a listing's order, in one pass (an index walk with the listing's filter). */
export async function listingAnchors(
  db: Db,
  filter: ListingFilter,
  order: KeyedOrder,
  every = ANCHOR_EVERY,
): Promise<ListingAnchor[]> {
  const { column } = COLUMN[order.field];
  const dir = dirOf(order);
  const rows = await queryRows<{ n: string | number; key: string; id: string }>(
    db,
    sql`SELECT n, key, id FROM (
          SELECT ${column}::text AS key, p.id, row_number() OVER (ORDER BY ${column} ${dir}, p.id ${dir}) AS n
          FROM products p WHERE ${conditions(filter)}
        ) s
        WHERE n % ${every} = 0
        ORDER BY n`,
  );
  return rows.map((r) => ({ n: Number(r.n), key: r.key, id: r.id }));
}

/** The last anchor at or before `offset` rows (null: the page starts before the first anchor). */
export function anchorBefore(anchors: readonly ListingAnchor[], offset: number): ListingAnchor | null {
  let lo = 0;
  let hi = anchors.length - 1;
  let found: ListingAnchor | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const anchor = anchors[mid] as ListingAnchor;
    if (anchor.n <= offset) {
      found = anchor;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * One page of ids in a listing's order, `offset` rows after `after` (or after the start): the same rows
 * as OFFSET from the start, as (column, id) orders every product exactly once.
 */
export async function keyedPage(
  db: Db,
  filter: ListingFilter,
  order: KeyedOrder,
  page: { limit: number; offset: number; after: ListingAnchor | null },
): Promise<string[]> {
  const { column, cast } = COLUMN[order.field];
  const dir = dirOf(order);
  const after = page.after;
  const past = after
    ? order.direction === 'asc'
      ? sql` AND (${column}, p.id) > (${after.key}::${cast}, ${after.id}::uuid)`
      : sql` AND (${column}, p.id) < (${after.key}::${cast}, ${after.id}::uuid)`
    : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT p.id FROM products p WHERE ${conditions(filter)}${past}
        ORDER BY ${column} ${dir}, p.id ${dir}
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return rows.map((r) => r.id);
}

/**
 * A search's ranked window: the `size` most popular matches and the `size` most popular matches whose
 * name holds the words as typed (the trigram index on names finds them without reading any document),
 * ordered by rank, then popularity, then id.
 */
export async function rankedWindow(
  db: Db,
  filter: ListingFilter,
  words: string,
  size = RANK_WINDOW,
): Promise<string[]> {
  if (!filter.tsquery) return [];
  const where = conditions(filter);
  const phrase = `%${words.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`WITH popular AS (
          SELECT p.id FROM products p WHERE ${where}
          ORDER BY p.sales_count DESC, p.id DESC LIMIT ${size}
        ), named AS MATERIALIZED (
          SELECT p.id, p.sales_count FROM products p WHERE p.name ILIKE ${phrase} AND ${where}
        ), window_ids AS (
          SELECT id FROM popular
          UNION
          (SELECT id FROM named ORDER BY sales_count DESC, id DESC LIMIT ${size})
        )
        SELECT p.id FROM products p JOIN window_ids w ON w.id = p.id
        ORDER BY ts_rank(p.search_vector, to_tsquery('simple', ${filter.tsquery})) DESC, p.sales_count DESC, p.id DESC`,
  );
  return rows.map((r) => r.id);
}

/** The window's ids as a condition: matches outside it. */
function outsideWindow(window: readonly string[]): SQL {
  return window.length > 0 ? sql` AND NOT (p.id = ANY(${uuidArray(window)}))` : sql``;
}

/**
 * Anchors of a search's matches after its window (by popularity, then id), in one pass over the
 * matches — the cost of the search's total, and kept like it: a deep page then walks fewer than
 * `every` matches from the nearest anchor instead of every match before it.
 */
export async function pastWindowAnchors(
  db: Db,
  filter: ListingFilter,
  window: readonly string[],
  every = ANCHOR_EVERY,
): Promise<ListingAnchor[]> {
  const rows = await queryRows<{ n: string | number; key: string; id: string }>(
    db,
    sql`SELECT n, key, id FROM (
          SELECT p.sales_count::text AS key, p.id, row_number() OVER (ORDER BY p.sales_count DESC, p.id DESC) AS n
          FROM products p WHERE ${conditions(filter)}${outsideWindow(window)}
        ) s
        WHERE n % ${every} = 0
        ORDER BY n`,
  );
  return rows.map((r) => ({ n: Number(r.n), key: r.key, id: r.id }));
}

/**
 * Matches outside the ranked window, by popularity (then id, both descending: a backward walk of
 * products_list_sales_idx from the anchor, checking each product against the search on the way):
 * `offset` rows after `after` (an anchor from pastWindowAnchors) or after the window's end.
 */
export async function pastRankedWindow(
  db: Db,
  filter: ListingFilter,
  window: readonly string[],
  page: { limit: number; offset: number; after?: ListingAnchor | null },
): Promise<string[]> {
  const after = page.after;
  const past = after ? sql` AND (p.sales_count, p.id) < (${after.key}::integer, ${after.id}::uuid)` : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT p.id FROM products p WHERE ${conditions(filter)}${outsideWindow(window)}${past}
        ORDER BY p.sales_count DESC, p.id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return rows.map((r) => r.id);
}
