import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { LineRow } from '../cart/index.ts';

// Lines of a cart or a checkout joined to the catalogue as it is at `now`: the shape the cart reads,
// so one price rule (cart/view.ts unitPrices) prices both.

export interface CheckoutLineRow extends LineRow {
  codAvailable: boolean | null;
}

/** The one query; only the table of lines, the owner filter and the order differ. */
function catalogueLines(lines: SQL, owner: SQL, order: SQL, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`SELECT ${owner} AS "cartId", ci.id AS "itemId", ci.product_id AS "productId", ci.size,
               ci.quantity, ci.product_name AS "snapshotName", ci.image AS "snapshotImage",
               ci.color AS "snapshotColor", ci.color_name AS "snapshotColorName",
               p.name AS "productName", p.is_active AS "isActive", p.default_price AS "defaultPrice",
               p.cod_available AS "codAvailable",
               v.id AS "variantId", v.color, v.color_name AS "colorName", v.images, v.price,
               v.offer_price AS "offerPrice", v.wholesale_price AS "wholesalePrice", s.stock,
               EXISTS (SELECT 1 FROM product_offers o
                       WHERE o.product_id = p.id AND o.starts_at <= ${at}
                         AND (o.ends_at IS NULL OR o.ends_at > ${at})) AS "hasOffers"
        FROM ${lines} ci
        LEFT JOIN products p ON p.id = ci.product_id
        LEFT JOIN product_variants v ON v.id = ci.variant_id AND v.product_id = ci.product_id
        LEFT JOIN variant_sizes s ON s.variant_id = v.id AND s.size = ci.size
        ORDER BY ${order}`;
}

export async function checkoutLines(db: Db, checkoutId: string, now: Date): Promise<CheckoutLineRow[]> {
  return queryRows<CheckoutLineRow>(
    db,
    catalogueLines(
      sql`(SELECT * FROM checkout_items WHERE checkout_id = ${checkoutId}::uuid)`,
      sql`ci.checkout_id`,
      sql`ci.position, ci.id`,
      now,
    ),
  );
}

/** The checkout as placing an order reads it; its lines are empty when it has none. */
export interface CheckoutForOrder {
  id: string;
  source: 'cart' | 'buy_now';
  couponId: string | null;
  coinsApplied: number;
  /** The order already made from it, as this statement saw (the order's unique checkout id backs it). */
  orderId: string | null;
  lines: CheckoutLineRow[];
}

/**
 * The shopper's checkout locked until the transaction ends, the order made from it and its lines joined
 * to the catalogue at `now`, in one round trip; undefined for another's or an unknown id. The lines are
 * read after the lock is granted but with the statement's snapshot: prices and stock as they were a
 * moment before (the order takes stock with its own conditional update, so this only prices).
 */
export async function lockCheckoutForOrder(
  tx: Db,
  userId: string,
  checkoutId: string,
  now: Date,
): Promise<CheckoutForOrder | undefined> {
  type Row = CheckoutLineRow & {
    lockedId: string;
    lockedSource: CheckoutForOrder['source'];
    lockedCouponId: string | null;
    lockedCoinsApplied: number;
    placedOrderId: string | null;
  };
  const lines = catalogueLines(
    sql`(SELECT * FROM checkout_items WHERE checkout_id = c.id)`,
    sql`ci.checkout_id`,
    sql`ci.position, ci.id`,
    now,
  );
  // One checkout row on the outside of a nested loop: the lines keep their own ORDER BY.
  const rows = await queryRows<Row>(
    tx,
    sql`WITH c AS (
          SELECT id, source, coupon_id, coins_applied FROM checkouts
          WHERE id = ${checkoutId}::uuid AND user_id = ${userId}::uuid
          FOR UPDATE)
        SELECT c.id AS "lockedId", c.source AS "lockedSource", c.coupon_id AS "lockedCouponId",
               c.coins_applied AS "lockedCoinsApplied",
               (SELECT o.id FROM orders o WHERE o.checkout_id = c.id) AS "placedOrderId", l.*
        FROM c LEFT JOIN LATERAL (${lines}) l ON true`,
  );
  const [first] = rows;
  if (!first) return undefined;
  return {
    id: first.lockedId,
    source: first.lockedSource,
    couponId: first.lockedCouponId,
    coinsApplied: first.lockedCoinsApplied,
    orderId: first.placedOrderId,
    lines: rows
      .filter((r) => r.itemId !== null)
      .map(({ lockedId, lockedSource, lockedCouponId, lockedCoinsApplied, placedOrderId, ...line }) => line),
  };
}

/** A cart's lines by cart id (the checkout copies them; the cart's own page reads by shopper). */
export async function cartLines(db: Db, cartId: string, now: Date): Promise<CheckoutLineRow[]> {
  return queryRows<CheckoutLineRow>(
    db,
    catalogueLines(
      sql`(SELECT * FROM cart_items WHERE cart_id = ${cartId}::uuid)`,
      sql`ci.cart_id`,
      sql`ci.created_at, ci.id`,
      now,
    ),
  );
}
