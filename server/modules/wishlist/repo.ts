import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { products } from '../../db/schema/index.ts';
import { wishlistItems } from './schema.ts';

// SQL of the wishlist. Only active products are ever shown or counted: a deactivated product keeps
// its rows (it may come back) but is left out of every answer.

export interface WishlistRow {
  id: string;
  productId: string;
  createdAt: Date;
}

export async function isActiveProduct(db: Db, productId: string): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`SELECT 1 AS ok FROM products WHERE id = ${productId}::uuid AND is_active`,
  );
  return rows.length > 0;
}

/**
 * Saves the product once, while the shopper has fewer than `limit` saved; saving it again keeps the
 * first entry (and its place in the order). Answers whether the product is saved afterwards.
 */
export async function saveProduct(
  db: Db,
  userId: string,
  productId: string,
  now: Date,
  limit: number,
): Promise<boolean> {
  const rows = await queryRows<{ saved: boolean }>(
    db,
    sql`WITH added AS (
          INSERT INTO wishlist_items (user_id, product_id, created_at)
          SELECT ${userId}::uuid, ${productId}::uuid, ${now.toISOString()}::timestamptz
          WHERE (SELECT count(*) FROM wishlist_items WHERE user_id = ${userId}::uuid) < ${limit}
          ON CONFLICT (user_id, product_id) DO NOTHING
          RETURNING 1)
        SELECT EXISTS (SELECT 1 FROM added)
            OR EXISTS (SELECT 1 FROM wishlist_items
                       WHERE user_id = ${userId}::uuid AND product_id = ${productId}::uuid) AS saved`,
  );
  return rows[0]?.saved === true;
}

export async function removeProduct(db: Db, userId: string, productId: string): Promise<void> {
  await db.execute(
    sql`DELETE FROM wishlist_items WHERE user_id = ${userId}::uuid AND product_id = ${productId}::uuid`,
  );
}

/**
 * The shopper's entries for active products, newest first. Read on every wishlist call, so it is a
 * named prepared statement (on PostgreSQL each pooled connection plans it once).
 */
export function prepareWishlistRows(db: Db) {
  const query = db
    .select({ id: wishlistItems.id, productId: wishlistItems.productId, createdAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .innerJoin(products, and(eq(products.id, wishlistItems.productId), eq(products.isActive, true)))
    .where(eq(wishlistItems.userId, sql.placeholder('userId')))
    .orderBy(desc(wishlistItems.createdAt), wishlistItems.productId)
    .prepare('wishlist_rows');
  return (userId: string): Promise<WishlistRow[]> => query.execute({ userId });
}
