import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { integerArray, uuidArray } from '../../../db/lists.ts';
import { queryRows } from '../../../db/rows.ts';

// The stock sheet's SQL. Lists of ids and figures travel as one parameter each (server/db/lists.ts),
// so a sheet of any length is a fixed handful of statements (never one per row, and never past the
// protocol's limit on parameters). Ids are checked as uuids and figures as integers before they get here.

export interface StockFilter {
  brand?: string | undefined;
  category?: string | undefined;
  status?: string | undefined;
}

export interface SheetProduct {
  id: string;
  name: string;
}

/** The next `limit` products of the sheet by name (then id), after the last one of the previous page. */
export function sheetProducts(
  db: Db,
  filter: StockFilter,
  after: SheetProduct | null,
  limit: number,
): Promise<SheetProduct[]> {
  const where: SQL[] = [];
  if (filter.brand) where.push(sql`brand_id = ${filter.brand}::uuid`);
  if (filter.category) where.push(sql`category_id = ${filter.category}::uuid`);
  if (filter.status) where.push(sql`status = ${filter.status}`);
  if (after) where.push(sql`(name, id) > (${after.name}, ${after.id}::uuid)`);
  return queryRows<SheetProduct>(
    db,
    sql`SELECT id, name FROM products
        ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
        ORDER BY name, id LIMIT ${limit}`,
  );
}

export interface SizeRow {
  productId: string;
  variantId: string;
  color: string;
  colorName: string;
  sizeId: string;
  size: string;
  stock: number;
}

/** Every size of the products' colours, in the product editor's order. */
export function sizesOf(db: Db, productIds: readonly string[]): Promise<SizeRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return queryRows<SizeRow>(
    db,
    sql`SELECT v.product_id AS "productId", v.id AS "variantId", v.color, v.color_name AS "colorName",
          s.id AS "sizeId", s.size, s.stock
        FROM variant_sizes s JOIN product_variants v ON v.id = s.variant_id
        WHERE v.product_id = ANY(${uuidArray(productIds)})
        ORDER BY v.product_id, v.position, v.id, s.position, s.id`,
  );
}

/**
 * Takes the sizes for the rest of the caller's transaction (an order placed meanwhile waits, then
 * takes from the new figure) and answers their stock as it is now.
 */
export async function lockSizes(db: Db, sizeIds: readonly string[]): Promise<Map<string, number>> {
  if (sizeIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; stock: number }>(
    db,
    sql`SELECT id, stock FROM variant_sizes WHERE id = ANY(${uuidArray(sizeIds)}) ORDER BY id FOR UPDATE`,
  );
  return new Map(rows.map((row) => [row.id, row.stock]));
}

export interface ColourRow {
  productId: string;
  name: string;
  color: string | null;
}

/** The products that exist among the ids, each with its colours' swatches (one row per colour). */
export function productsWithColours(db: Db, productIds: readonly string[]): Promise<ColourRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return queryRows<ColourRow>(
    db,
    sql`SELECT p.id AS "productId", p.name, v.color
        FROM products p LEFT JOIN product_variants v ON v.product_id = p.id
        WHERE p.id = ANY(${uuidArray(productIds)})
        ORDER BY p.id, v.position, v.id`,
  );
}

/** Sets each size's stock in one statement. */
export async function setStock(db: Db, changes: readonly { sizeId: string; stock: number }[]): Promise<void> {
  if (changes.length === 0) return;
  await db.execute(sql`
    UPDATE variant_sizes AS s SET stock = u.stock
    FROM unnest(${uuidArray(changes.map((c) => c.sizeId))}, ${integerArray(changes.map((c) => c.stock))})
      AS u(id, stock)
    WHERE s.id = u.id`);
}

/**
 * Marks the products changed: a newer version (an editor opened before the import cannot save its
 * older stock over it) and the time of the change.
 */
export async function touchProducts(db: Db, productIds: readonly string[], now: Date): Promise<void> {
  if (productIds.length === 0) return;
  await db.execute(sql`
    UPDATE products SET version = version + 1, updated_at = ${now.toISOString()}::timestamptz
    WHERE id = ANY(${uuidArray(productIds)})`);
}
