import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

// What the sitemap lists, read in pages by id (keyset: `id >= start ORDER BY id LIMIT n`), never by
// OFFSET. Only live products (status 'live', the catalogue's is_active) and visible brands and
// categories: the storefront answers every URL listed here.

export interface SitemapRow {
  id: string;
  /** When the row last changed (ISO), if known. */
  lastmod: string | null;
}

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

/**
 * The first id of every page of `pageSize` live products, in id order: page n starts at
 * starts[n - 1]. One pass over the live ids (an index-only scan with products_sitemap_idx).
 */
export async function productPageStarts(db: Db, pageSize: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM (
          SELECT id, row_number() OVER (ORDER BY id) AS n FROM products WHERE is_active
        ) s
        WHERE (n - 1) % ${pageSize} = 0
        ORDER BY id`,
  );
  return rows.map((r) => r.id);
}

/** Up to `limit` live products from `start` on (inclusive), in id order, with their last change. */
export async function productPage(db: Db, start: string, limit: number): Promise<SitemapRow[]> {
  const rows = await queryRows<{ id: string; updatedAt: unknown }>(
    db,
    sql`SELECT id, updated_at AS "updatedAt" FROM products
        WHERE is_active AND id >= ${start}::uuid
        ORDER BY id
        LIMIT ${limit}`,
  );
  return rows.map((r) => ({ id: r.id, lastmod: iso(r.updatedAt) }));
}

export interface CollectionRows {
  categories: SitemapRow[];
  subcategories: SitemapRow[];
  brands: SitemapRow[];
}

/**
 * Visible categories, subcategories (of visible categories) and brands that hold live products, each
 * with its newest product change: one pass over the live products.
 */
export async function collections(db: Db): Promise<CollectionRows> {
  const rows = await queryRows<{
    kind: 'category' | 'subcategory' | 'brand';
    id: string;
    updatedAt: unknown;
  }>(
    db,
    sql`WITH latest AS (
          SELECT category_id, subcategory_id, brand_id, max(updated_at) AS updated_at
          FROM products WHERE is_active
          GROUP BY GROUPING SETS ((category_id), (subcategory_id), (brand_id))
        )
        SELECT 'category' AS kind, c.id, l.updated_at AS "updatedAt"
          FROM categories c JOIN latest l ON l.category_id = c.id AND l.subcategory_id IS NULL AND l.brand_id IS NULL
          WHERE c.is_visible
        UNION ALL
        SELECT 'subcategory', s.id, l.updated_at
          FROM subcategories s JOIN categories c ON c.id = s.category_id
          JOIN latest l ON l.subcategory_id = s.id AND l.category_id IS NULL
          WHERE s.is_visible AND c.is_visible
        UNION ALL
        SELECT 'brand', b.id, l.updated_at
          FROM brands b JOIN latest l ON l.brand_id = b.id AND l.category_id IS NULL AND l.subcategory_id IS NULL
          WHERE b.is_visible
        ORDER BY 1, 2`,
  );
  const of = (kind: string) =>
    rows.filter((r) => r.kind === kind).map((r) => ({ id: r.id, lastmod: iso(r.updatedAt) }));
  return { categories: of('category'), subcategories: of('subcategory'), brands: of('brand') };
}

/** Every article an offer may link to (/referral/{id}). */
export async function articles(db: Db): Promise<SitemapRow[]> {
  const rows = await queryRows<{ id: string; createdAt: unknown }>(
    db,
    sql`SELECT id, created_at AS "createdAt" FROM referral_articles ORDER BY id`,
  );
  return rows.map((r) => ({ id: r.id, lastmod: iso(r.createdAt) }));
}
