import { eq, sql } from 'drizzle-orm';
import type { OrderStatus, ShippingAddress } from '../../../contract/order.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { coupons } from '../../db/schema/index.ts';
import type { CouponRow } from '../checkout/index.ts';
import { couponRedemptions, orderItems, orders } from './schema.ts';
import { insertStatusChange, type StatusChangeRow } from './status-repo.ts';

// SQL of placing an order. Every function takes the order's transaction. Locks are always taken in
// the same order (the checkout, which the checkout module locks; the shopper; the coupon; then sizes
// sorted by variant and size), so two placements can wait for each other but never deadlock.

/** The order already made from this checkout, if any. */
export async function orderIdOfCheckout(tx: Db, checkoutId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.checkoutId, checkoutId))
    .limit(1);
  return row?.id ?? null;
}

/** The shopper's saved address in the shape an order keeps; undefined for another's or an unknown id. */
export async function shippingAddressOf(
  tx: Db,
  userId: string,
  addressId: string,
): Promise<ShippingAddress | undefined> {
  const [row] = await queryRows<ShippingAddress>(
    tx,
    sql`SELECT name, number, alternatenumber, address, landmark, pincode, city, state,
               address_type AS "addressType"
        FROM addresses WHERE id = ${addressId}::uuid AND user_id = ${userId}::uuid`,
  );
  return row;
}

/**
 * Serialises this shopper's placements: the coin balance and the per-shopper coupon count are read
 * after it. NO KEY UPDATE, so rows elsewhere that only reference the user are not held up.
 */
export async function lockShopper(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`SELECT id FROM users WHERE id = ${userId}::uuid FOR NO KEY UPDATE`);
}

/** The coupon, locked until the transaction ends. */
export async function lockCoupon(tx: Db, couponId: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
  return row ? { ...row, kind: row.kind as CouponRow['kind'] } : undefined;
}

/** Orders this shopper placed with this coupon, and orders placed at all. */
export async function couponUsesOf(tx: Db, couponId: string, userId: string) {
  const [row] = await queryRows<{ userUses: number; userOrders: number }>(
    tx,
    sql`SELECT (SELECT count(*)::int FROM coupon_redemptions
                WHERE coupon_id = ${couponId}::uuid AND user_id = ${userId}::uuid) AS "userUses",
               (SELECT count(*)::int FROM orders WHERE user_id = ${userId}::uuid) AS "userOrders"`,
  );
  return { userUses: row?.userUses ?? 0, userOrders: row?.userOrders ?? 0 };
}

/** Counts one more use of the coupon unless that would pass its limit; false when it is used up. */
export async function claimCoupon(tx: Db, couponId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE coupons SET used_count = used_count + 1
        WHERE id = ${couponId}::uuid AND (usage_limit IS NULL OR used_count < usage_limit)
        RETURNING id`,
  );
  return rows.length > 0;
}

/** Takes `quantity` from a size's stock; the stock left, or null when it cannot cover the quantity. */
export async function takeStock(
  tx: Db,
  variantId: string,
  size: string,
  quantity: number,
): Promise<number | null> {
  const [row] = await queryRows<{ stock: number }>(
    tx,
    sql`UPDATE variant_sizes SET stock = stock - ${quantity}
        WHERE variant_id = ${variantId}::uuid AND size = ${size} AND stock >= ${quantity}
        RETURNING stock`,
  );
  return row ? row.stock : null;
}

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

export interface WrittenOrder {
  order: typeof orders.$inferSelect;
  items: (typeof orderItems.$inferSelect)[];
  history: StatusChangeRow[];
}

/**
 * Writes the order, its lines and the first row of its status history (the shop set the first
 * status); the rows as stored, so the answer needs no second read.
 */
export async function insertOrder(
  tx: Db,
  order: NewOrder & { id: string; status: OrderStatus; createdAt: Date },
  items: readonly NewOrderItem[],
): Promise<WrittenOrder> {
  const [row] = await tx.insert(orders).values(order).returning();
  if (!row) throw new Error('order insert returned nothing');
  const lines = await tx
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, orderId: order.id })))
    .returning();
  const first = await insertStatusChange(tx, {
    orderId: order.id,
    status: order.status,
    reason: null,
    description: null,
    actor: 'shop',
    createdAt: order.createdAt,
  });
  return { order: row, items: lines.sort((a, b) => a.position - b.position), history: [first] };
}

export async function insertRedemption(
  tx: Db,
  redemption: { couponId: string; userId: string; orderId: string; createdAt: Date },
): Promise<void> {
  await tx.insert(couponRedemptions).values(redemption);
}

/** Removes these colour-and-size lines from the shopper's cart. */
export async function removeFromCart(
  tx: Db,
  userId: string,
  lines: readonly { variantId: string; size: string }[],
): Promise<void> {
  if (lines.length === 0) return;
  const pairs = sql.join(
    lines.map((l) => sql`(${l.variantId}::uuid, ${l.size})`),
    sql`, `,
  );
  await tx.execute(
    sql`DELETE FROM cart_items
        WHERE cart_id = (SELECT id FROM carts WHERE user_id = ${userId}::uuid)
          AND (variant_id, size) IN (${pairs})`,
  );
}
