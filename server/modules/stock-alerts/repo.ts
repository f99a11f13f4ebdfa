import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

// SQL of "tell me when it's back". Every statement names the shopper, so another shopper's rows are
// never read or changed.

export interface ProductStock {
  name: string;
  /** Units left over every colour and size. */
  units: number;
}

/** A live product's name and its units left; undefined when it is unknown or inactive. */
export async function productStock(db: Db, productId: string): Promise<ProductStock | undefined> {
  const [row] = await queryRows<{ name: string; units: string | number }>(
    db,
    sql`SELECT p.name, coalesce((SELECT sum(s.stock) FROM product_variants v
                                 JOIN variant_sizes s ON s.variant_id = v.id
                                 WHERE v.product_id = p.id), 0) AS units
        FROM products p WHERE p.id = ${productId}::uuid AND p.is_active`,
  );
  return row ? { name: row.name, units: Number(row.units) } : undefined;
}

export async function isWaiting(db: Db, userId: string, productId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM stock_alerts WHERE user_id = ${userId}::uuid AND product_id = ${productId}::uuid`,
  );
  return rows.length > 0;
}

/** Adds the shopper's wait (a second one changes nothing). */
export async function addAlert(db: Db, userId: string, productId: string, now: Date): Promise<void> {
  await db.execute(
    sql`INSERT INTO stock_alerts (user_id, product_id, created_at)
        VALUES (${userId}::uuid, ${productId}::uuid, ${now.toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING`,
  );
}

export async function removeAlert(db: Db, userId: string, productId: string): Promise<void> {
  await db.execute(
    sql`DELETE FROM stock_alerts WHERE user_id = ${userId}::uuid AND product_id = ${productId}::uuid`,
  );
}

export interface ReleasedAlert {
  userId: string;
  productId: string;
  name: string;
  createdAt: string | Date;
}

/**
 * Takes the waits of those products that have stock again (DELETE … RETURNING, so of two transactions
 * restocking the same product only one gets each wait and a shopper is told once).
 */
export async function releaseAlerts(db: Db, productIds: readonly string[]): Promise<ReleasedAlert[]> {
  if (productIds.length === 0) return [];
  const ids = sql.join(
    productIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return queryRows<ReleasedAlert>(
    db,
    sql`DELETE FROM stock_alerts a USING products p
        WHERE a.product_id IN (${ids}) AND p.id = a.product_id AND p.is_active
          AND EXISTS (SELECT 1 FROM product_variants v JOIN variant_sizes s ON s.variant_id = v.id
                      WHERE v.product_id = a.product_id AND s.stock > 0)
        RETURNING a.user_id AS "userId", a.product_id AS "productId", p.name, a.created_at AS "createdAt"`,
  );
}
