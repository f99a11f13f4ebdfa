import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

// SQL of the checkout itself: who owns it, its lines when it is made, and the shopper's two choices
// (coupon and coins). Prices are never stored here; lines-repo.ts reads them from the catalogue.

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export interface CheckoutRow {
  id: string;
  couponId: string | null;
  coinsApplied: number;
  /** The order placed from this checkout, if any. */
  orderId: string | null;
}

/** The shopper's own checkout (undefined: unknown or another shopper's). */
export async function checkoutOf(
  db: Db,
  userId: string,
  checkoutId: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await queryRows<CheckoutRow>(
    db,
    sql`SELECT c.id, c.coupon_id AS "couponId", c.coins_applied AS "coinsApplied",
               (SELECT o.id FROM orders o WHERE o.checkout_id = c.id) AS "orderId"
        FROM checkouts c
        WHERE c.id = ${checkoutId}::uuid AND c.user_id = ${userId}::uuid`,
  );
  return row;
}

/** True when the cart exists and belongs to the shopper. */
export async function isOwnCart(db: Db, userId: string, cartId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM carts WHERE id = ${cartId}::uuid AND user_id = ${userId}::uuid`,
  );
  return rows.length > 0;
}

export interface NewCheckoutLine {
  productId: string;
  variantId: string;
  size: string;
  quantity: number;
  productName: string;
  image: string | null;
  color: string;
  colorName: string;
}

/** Writes a checkout and its lines (call inside a transaction); returns the new id. */
export async function insertCheckout(
  tx: Db,
  userId: string,
  source: 'cart' | 'buy_now',
  lines: readonly NewCheckoutLine[],
  now: Date,
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO checkouts (user_id, source, created_at, updated_at)
        VALUES (${userId}::uuid, ${source}, ${ts(now)}, ${ts(now)})
        RETURNING id`,
  );
  if (!row) throw new Error('checkout insert returned nothing');
  const values = lines.map(
    (l, position) =>
      sql`(${row.id}::uuid, ${l.productId}::uuid, ${l.variantId}::uuid, ${l.size}, ${l.quantity},
           ${l.productName}, ${l.image}, ${l.color}, ${l.colorName}, ${position})`,
  );
  await tx.execute(
    sql`INSERT INTO checkout_items (checkout_id, product_id, variant_id, size, quantity, product_name,
                                    image, color, color_name, position)
        VALUES ${sql.join(values, sql`, `)}`,
  );
  return row.id;
}

// Every change below touches only the owner's checkout and only while no order was placed from it;
// false (or null) means it changed nothing.
const changeable = (userId: string) =>
  sql`user_id = ${userId}::uuid AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.checkout_id = checkouts.id)`;

export async function setCoupon(
  db: Db,
  userId: string,
  checkoutId: string,
  couponId: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE checkouts SET coupon_id = ${couponId}::uuid, updated_at = ${ts(now)}
        WHERE id = ${checkoutId}::uuid AND ${changeable(userId)}
        RETURNING id`,
  );
  return rows.length > 0;
}

/**
 * Sets the coins to spend to at most `coins`, and never more than the balance the ledger holds at this
 * moment. A single UPDATE that writes a value (not an increment): any number of concurrent calls leave
 * the same number, never a sum. Returns the coins now applied, or null when nothing was changed.
 */
export async function setCoins(
  db: Db,
  userId: string,
  checkoutId: string,
  coins: number,
  now: Date,
): Promise<number | null> {
  const [row] = await queryRows<{ coins: number }>(
    db,
    sql`UPDATE checkouts
        SET coins_applied = GREATEST(0, LEAST(${coins}::int,
              (SELECT coalesce(sum(l.delta), 0)::int FROM coin_ledger l WHERE l.user_id = ${userId}::uuid))),
            updated_at = ${ts(now)}
        WHERE id = ${checkoutId}::uuid AND ${changeable(userId)}
        RETURNING coins_applied AS coins`,
  );
  return row ? row.coins : null;
}
