import { type SQL, sql } from 'drizzle-orm';
import type { SortField } from '../../../contract/catalog.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

// The listing in SQL: filters on indexed product columns and the total (its pages: listing-deep-repo.ts).

export interface ListingFilter {
  /** A tsquery text from buildSearchQuery(); null = no search. */
  tsquery: string | null;
  productTypes?: string[];
  subcategoryId?: string;
  /** One category or several (any of them). */
  categoryIds?: string[];
  /** Paise. */
  minPrice?: number;
  maxPrice?: number;
  brandIds?: string[];
  brandNames?: string[];
  sizes?: string[];
  /** boys / girls / unisex (contract/catalog.ts GENDERS); 'boys' and 'girls' include unisex products. */
  genders?: string[];
  /** Lower-case colour names. */
  colours?: string[];
  discountMin?: number;
  minRating?: number;
  maxRating?: number;
  createdAfter?: Date;
  productSliderId?: string;
  topPicksId?: string;
  topSaleSectionId?: string;
}

export interface ListingOrder {
  /** 'relevance' only with a search. */
  field: SortField | 'relevance';
  direction: 'asc' | 'desc';
}

const list = (values: readonly string[], cast = '') =>
  sql.join(
    values.map((v) => (cast ? sql`${v}::uuid` : sql`${v}`)),
    sql`, `,
  );

/** The WHERE of a listing over `products p` (the facets' counts reuse it, one filter at a time). */
export function conditions(f: ListingFilter): SQL {
  const where: SQL[] = [sql`p.is_active`];
  if (f.tsquery) where.push(sql`p.search_vector @@ to_tsquery('simple', ${f.tsquery})`);
  if (f.productTypes?.length) where.push(sql`p.product_type IN (${list(f.productTypes)})`);
  if (f.subcategoryId) where.push(sql`p.subcategory_id = ${f.subcategoryId}::uuid`);
  if (f.categoryIds?.length) where.push(sql`p.category_id IN (${list(f.categoryIds, 'uuid')})`);
  if (f.minPrice !== undefined) where.push(sql`p.card_price >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) where.push(sql`p.card_price <= ${f.maxPrice}`);
  if (f.brandNames?.length) {
    const byId = f.brandIds?.length ? sql`id IN (${list(f.brandIds, 'uuid')})` : sql`false`;
    const byName = sql`lower(name) IN (${list(f.brandNames)}) OR slug IN (${list(f.brandNames)})`;
    where.push(sql`p.brand_id IN (SELECT id FROM brands WHERE ${byId} OR ${byName})`);
  } else if (f.brandIds?.length) {
    // Brands named by id are compared as they are, so a brand's page walks products_brand_created_idx.
    where.push(sql`p.brand_id IN (${list(f.brandIds, 'uuid')})`);
  }
  if (f.sizes?.length) where.push(sql`p.in_stock_sizes && ARRAY[${list(f.sizes)}]::text[]`);
  if (f.genders?.length) {
    const wanted = new Set(f.genders);
    if (wanted.has('boys') || wanted.has('girls')) wanted.add('unisex');
    where.push(sql`p.gender IN (${list([...wanted])})`);
  }
  if (f.colours?.length) where.push(sql`p.colours && ARRAY[${list(f.colours)}]::text[]`);
  if (f.discountMin) where.push(sql`p.discount_percent >= ${f.discountMin}`);
  if (f.minRating !== undefined) where.push(sql`p.average_rating >= ${f.minRating}`);
  if (f.maxRating !== undefined) {
    // A band's top is exclusive ('3★ to 4★' stops short of 4), except the top band, which includes 5.
    where.push(f.maxRating >= 5 ? sql`p.average_rating <= 5` : sql`p.average_rating < ${f.maxRating}`);
  }
  if (f.createdAfter) where.push(sql`p.created_at >= ${f.createdAfter.toISOString()}::timestamptz`);
  if (f.productSliderId) {
    where.push(
      sql`p.id IN (SELECT product_id FROM product_slider_products WHERE slider_id = ${f.productSliderId}::uuid)`,
    );
  }
  if (f.topPicksId) {
    where.push(
      sql`p.id IN (SELECT product_id FROM top_pick_products WHERE top_pick_id = ${f.topPicksId}::uuid)`,
    );
  }
  if (f.topSaleSectionId) {
    where.push(
      sql`p.id IN (SELECT product_id FROM top_sale_section_products WHERE section_id = ${f.topSaleSectionId}::uuid)`,
    );
  }
  return sql.join(where, sql` AND `);
}

export async function listingTotal(db: Db, filter: ListingFilter): Promise<number> {
  const rows = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM products p WHERE ${conditions(filter)}`,
  );
  return Number(rows[0]?.total ?? 0);
}

/**
 * The name of the collection a listing opens, when it opens one: a slide, a top-sale section, a top
 * pick, a subcategory, a category or a single brand (the first of these the filter names). The
 * listing shows it as its heading, so a card never lands on "All products".
 */
export async function collectionName(db: Db, f: ListingFilter): Promise<string | null> {
  const one = f.brandIds?.length === 1 ? f.brandIds[0] : undefined;
  const category = f.categoryIds?.length === 1 ? f.categoryIds[0] : undefined;
  const lookups: [string | undefined, SQL][] = [
    [f.productSliderId, sql`SELECT title AS name FROM product_sliders WHERE id = ${f.productSliderId}::uuid`],
    [
      f.topSaleSectionId,
      sql`SELECT title AS name FROM top_sale_sections WHERE id = ${f.topSaleSectionId}::uuid`,
    ],
    [f.topPicksId, sql`SELECT title AS name FROM top_picks WHERE id = ${f.topPicksId}::uuid`],
    [f.subcategoryId, sql`SELECT name FROM subcategories WHERE id = ${f.subcategoryId}::uuid`],
    [category, sql`SELECT name FROM categories WHERE id = ${category}::uuid`],
    [one, sql`SELECT name FROM brands WHERE id = ${one}::uuid`],
  ];
  for (const [id, query] of lookups) {
    if (!id) continue;
    const [row] = await queryRows<{ name: string }>(db, query);
    return row?.name ?? null;
  }
  return null;
}
