import { randomUUID } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { OrderStatus, ShippingAddress } from '../../../contract/order.ts';
import type { Db } from '../../db/client.ts';
import { hasErrorCode } from '../../db/errors.ts';
import { queryRows } from '../../db/rows.ts';
import { coupons } from '../../db/schema/index.ts';
import { commitWith } from '../../db/transaction.ts';
import type { CouponRow } from '../checkout/index.ts';
import { couponRedemptions, orderItems, orderStatusHistory, orders } from './schema.ts';
import type { StatusChangeRow } from './status-repo.ts';

// SQL of placing an order. Every function takes the order's transaction. Locks are always taken in
// the same order (the checkout, which the checkout module locks; the shopper; the coupon; then sizes
// sorted by variant and size), so two placements can wait for each other but never deadlock.

/** The order already made from this checkout, if any (a statement of its own: it sees what committed). */
export async function orderIdOfCheckout(db: Db, checkoutId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.checkoutId, checkoutId))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Serialises this shopper's order changes: the coin balance and the per-shopper coupon count are read
 * after it. NO KEY UPDATE, so rows elsewhere that only reference the user are not held up.
 */
export async function lockShopper(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`SELECT id FROM users WHERE id = ${userId}::uuid FOR NO KEY UPDATE`);
}

export interface ShopperAtPlacement {
  /** The shopper's saved address in the shape an order keeps; undefined for another's or an unknown id. */
  address: ShippingAddress | undefined;
  /** Blocked by the shop (users' isBlocked rule: a live account with blocked_at set). */
  blocked: boolean;
  /** The new order's number, drawn only when asked for and the address is the shopper's. */
  orderNumber: number | null;
  /** How to reach the shopper about the order (its SMS and email), read with the lock. */
  contact: ShopperContact | null;
}

/**
 * Locks the shopper (serialises their placements: the coin balance and the per-shopper coupon count
 * are read after it; a block takes the same lock) and reads, in the same round trip, the address the
 * order ships to, whether the shop blocked the account and, when `drawNumber`, the order's number.
 * NO KEY UPDATE, so rows elsewhere that only reference the user are not held up.
 */
/** A shopper's name, phone, email and language: what an order's SMS and email are made from. */
export interface ShopperContact {
  name: string | null;
  phone: string | null;
  email: string | null;
  language: string | null;
}

export async function lockShopperForOrder(
  tx: Db,
  userId: string,
  addressId: string,
  drawNumber: boolean,
): Promise<ShopperAtPlacement> {
  const [row] = await queryRows<{
    address: ShippingAddress | null;
    blocked: boolean;
    number: string | null;
    contact: ShopperContact | null;
  }>(
    tx,
    sql`WITH u AS (
          SELECT id, blocked_at IS NOT NULL AND deleted_at IS NULL AS blocked,
                 json_build_object('name', name, 'phone', phone, 'email', email, 'language', language)
                   AS contact
          FROM users WHERE id = ${userId}::uuid FOR NO KEY UPDATE),
        a AS (
          SELECT json_build_object('name', name, 'number', number, 'alternatenumber', alternatenumber,
                   'address', address, 'landmark', landmark, 'pincode', pincode, 'city', city,
                   'state', state, 'addressType', address_type) AS address
          FROM addresses WHERE id = ${addressId}::uuid AND user_id = ${userId}::uuid)
        SELECT (SELECT address FROM a) AS address, coalesce((SELECT blocked FROM u), false) AS blocked,
               (SELECT contact FROM u) AS contact,
               CASE WHEN ${drawNumber} AND EXISTS (SELECT 1 FROM a) AND EXISTS (SELECT 1 FROM u)
                    THEN nextval('order_number_seq') END AS number`,
  );
  return {
    address: row?.address ?? undefined,
    blocked: row?.blocked === true,
    orderNumber: row?.number == null ? null : Number(row.number),
    contact: row?.contact ?? null,
  };
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

export type NewOrder = Omit<typeof orders.$inferInsert, 'number'> & {
  id: string;
  number: number;
  status: OrderStatus;
  createdAt: Date;
  updatedAt: Date;
};
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'id'>;

export interface WrittenOrder {
  order: typeof orders.$inferSelect;
  items: (typeof orderItems.$inferSelect)[];
  history: StatusChangeRow[];
}

/** A size an order takes from: the quantity it needs. */
export interface StockTake {
  variantId: string;
  size: string;
  quantity: number;
}

/** The order as stored: what it was written with, and the columns placing leaves empty. */
function storedOrder(order: NewOrder): WrittenOrder['order'] {
  return {
    couponId: null,
    couponCode: null,
    couponDiscount: 0,
    coinsUsed: 0,
    coinDiscount: 0,
    coinsEarned: 0,
    expectedDelivery: null,
    cancellationOrReturnReason: null,
    reasonDescription: null,
    deliveredAt: null,
    courier: null,
    trackingNumber: null,
    shippedAt: null,
    returnedToOriginAt: null,
    cashAmount: null,
    cashCollectedOn: null,
    cashRecordedBy: null,
    cashRecordedAt: null,
    returnRequestedAt: null,
    returnDecidedAt: null,
    returnOutcome: null,
    returnDeclineReason: null,
    ...order,
  };
}

/**
 * Writes a new order in ONE statement, the transaction's last, and commits with it (commitWith: on
 * PostgreSQL the COMMIT goes in the same round trip, so the sizes' locks are released as soon as the
 * statement has run). The statement takes the stock from every size (each by a conditional update that
 * never takes what is not there), writes the order, its lines, the first row of its status history
 * (the shop set the first status) and `also` (the caller's statements, e.g. the shopper's
 * notification). Every size is locked first, sorted by variant and size, before any is changed, so two
 * orders never deadlock. When a size cannot cover its quantity the statement fails (isStockShort) and
 * nothing is written or committed. Answers the rows as stored (no second read) and the stock left per
 * size. `takes` has one entry per size (checkout lines are one per colour and size). Another order from
 * the same checkout fails here with the unique violation on orders_checkout_key.
 */
export async function writeOrder(
  tx: Db,
  order: NewOrder,
  items: readonly NewOrderItem[],
  takes: readonly StockTake[],
  also: readonly SQL[],
): Promise<{ written: WrittenOrder; left: Map<string, number> }> {
  const lines = items.map((item) => ({ ...item, id: randomUUID(), orderId: order.id }));
  const history = {
    orderId: order.id,
    status: order.status,
    reason: null,
    description: null,
    actor: 'shop',
    createdAt: order.createdAt,
  };
  const wanted = sql.join(
    takes.map((t) => sql`(${t.variantId}::uuid, ${t.size}::text, ${t.quantity}::int)`),
    sql`, `,
  );
  const parts = [
    sql`o AS (${tx.insert(orders).values(order).getSQL()})`,
    sql`i AS (${tx.insert(orderItems).values(lines).getSQL()})`,
    sql`h AS (${tx.insert(orderStatusHistory).values(history).returning({ id: orderStatusHistory.id }).getSQL()})`,
    ...also.map((statement, n) => sql`${sql.raw(`also${n}`)} AS (${statement})`),
  ];
  const [row] = await commitWith<{ historyId: string; taken: { key: string; stock: number }[] }>(
    tx,
    sql`WITH wanted (variant_id, size, quantity) AS (VALUES ${wanted}),
        locked AS (
          SELECT s.variant_id FROM variant_sizes s
          JOIN wanted w ON w.variant_id = s.variant_id AND w.size = s.size
          ORDER BY s.variant_id, s.size
          FOR UPDATE OF s),
        taken AS (
          UPDATE variant_sizes s SET stock = s.stock - w.quantity
          FROM wanted w
          WHERE s.variant_id = w.variant_id AND s.size = w.size AND s.stock >= w.quantity
            AND (SELECT count(*) FROM locked) >= 0
          RETURNING s.variant_id, s.size, s.stock),
        ${sql.join(parts, sql`, `)}
        SELECT CASE WHEN (SELECT count(*) FROM taken) < ${takes.length} THEN order_stock_short() END AS short,
               (SELECT id FROM h) AS "historyId",
               coalesce((SELECT json_agg(json_build_object('key', variant_id || '/' || size, 'stock', stock))
                         FROM taken), '[]'::json) AS taken`,
  );
  if (!row) throw new Error('order write returned nothing');
  return {
    written: {
      order: storedOrder(order),
      items: lines.map((l) => ({ ...l, image: l.image ?? null, position: l.position ?? 0 })),
      history: [{ ...history, id: Number(row.historyId) }],
    },
    left: new Map(row.taken.map((t) => [t.key, t.stock])),
  };
}

/** The error writeOrder fails with when a size cannot cover its quantity (migration 0020's SQLSTATE). */
export const isStockShort = (error: unknown) => hasErrorCode(error, 'LL001');

/** The key writeOrder's `left` uses for a size. */
export const stockKey = (variantId: string, size: string) => `${variantId}/${size}`;

/** The coupon use of a new order, as a statement for writeOrder (the use points at the order). */
export function redemptionInsert(
  tx: Db,
  redemption: { couponId: string; userId: string; orderId: string; createdAt: Date },
): SQL {
  return tx.insert(couponRedemptions).values(redemption).getSQL();
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
