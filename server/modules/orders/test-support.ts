import { and, eq, sql } from 'drizzle-orm';
import { formatOrderNumber } from '../../../contract/order-number.ts';
import { queryRows } from '../../db/rows.ts';
import { variantSizes } from '../../db/schema/index.ts';
import { insertCoupon as insertKitCoupon, type Kit, type TestProduct } from '../../test/kit.ts';

// What only the order tests need on top of the kit (server/test/kit.ts): coupons valid all year
// whatever the test's clock, and readings of what an order wrote.

export interface CouponInput {
  code: string;
  kind?: 'percent' | 'flat';
  /** Percent, or paise for a flat coupon. */
  value: number;
  maxDiscountPaise?: number;
  minOrderPaise?: number;
  usageLimit?: number;
  perUserLimit?: number;
}

/** A coupon valid through 2026, so tests may set the clock to any day of the year. */
export function insertCoupon(t: Kit, input: CouponInput): Promise<string> {
  return insertKitCoupon(t, {
    code: input.code,
    description: `${input.code} for tests`,
    kind: input.kind ?? 'percent',
    value: input.value,
    maxDiscount: input.maxDiscountPaise ?? null,
    minOrder: input.minOrderPaise ?? 0,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2027-01-01T00:00:00Z'),
    usageLimit: input.usageLimit ?? null,
    perUserLimit: input.perUserLimit ?? 1,
  });
}

export async function stockOf(t: Kit, product: TestProduct, size: string, variant = 0) {
  const [row] = await t.database.db
    .select({ stock: variantSizes.stock })
    .from(variantSizes)
    .where(and(eq(variantSizes.variantId, product.variantIds[variant]!), eq(variantSizes.size, size)));
  return row?.stock ?? null;
}

/** Row counts that an order writes, for "nothing changed" checks. */
export async function orderFootprint(t: Kit, userId: string) {
  const [row] = await queryRows<{
    orders: number;
    items: number;
    coins: number;
    redemptions: number;
    notifications: number;
  }>(
    t.database.db,
    sql`SELECT (SELECT count(*)::int FROM orders WHERE user_id = ${userId}::uuid) AS orders,
               (SELECT count(*)::int FROM order_items i JOIN orders o ON o.id = i.order_id
                 WHERE o.user_id = ${userId}::uuid) AS items,
               (SELECT count(*)::int FROM coin_ledger WHERE user_id = ${userId}::uuid
                 AND reason IN ('order_redeem', 'order_reward')) AS coins,
               (SELECT count(*)::int FROM coupon_redemptions WHERE user_id = ${userId}::uuid) AS redemptions,
               (SELECT count(*)::int FROM notifications WHERE user_id = ${userId}::uuid) AS notifications`,
  );
  return row!;
}

export async function orderStatusOf(t: Kit, orderId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ status: string }>(
    t.database.db,
    sql`SELECT status FROM orders WHERE id = ${orderId}::uuid`,
  );
  return row?.status;
}

/** The order's history rows, oldest first. */
export function historyRows(t: Kit, orderId: string) {
  return queryRows<{ status: string; reason: string | null; description: string | null; actor: string }>(
    t.database.db,
    sql`SELECT status, reason, description, actor FROM order_status_history
        WHERE order_id = ${orderId}::uuid ORDER BY created_at, id`,
  );
}

/** The shopper's status-change notifications, in the order the changes happened. */
export function statusNotices(t: Kit, userId: string) {
  return queryRows<{ title: string; message: string; notificationType: string }>(
    t.database.db,
    sql`SELECT n.title, n.message, n.notification_type AS "notificationType"
        FROM notifications n
        JOIN order_status_history h ON n.ref = 'order-status:' || h.id
        WHERE n.user_id = ${userId}::uuid ORDER BY h.id`,
  );
}

/** Coin movements about one order: reason → delta. */
export async function coinsOfOrder(t: Kit, userId: string, orderId: string) {
  const rows = await queryRows<{ reason: string; delta: number }>(
    t.database.db,
    sql`SELECT reason, delta FROM coin_ledger
        WHERE user_id = ${userId}::uuid AND ref = ${orderId} ORDER BY reason`,
  );
  return Object.fromEntries(rows.map((r) => [r.reason, r.delta]));
}

/** The coupon's count of uses and its redemption rows. */
export async function couponUse(t: Kit, couponId: string) {
  const [row] = await queryRows<{ usedCount: number; redemptions: number }>(
    t.database.db,
    sql`SELECT used_count AS "usedCount",
               (SELECT count(*)::int FROM coupon_redemptions WHERE coupon_id = ${couponId}::uuid) AS redemptions
        FROM coupons WHERE id = ${couponId}::uuid`,
  );
  return row!;
}

/** The order number the shopper is told, from the order's row: BRAND-YYYY-NNNNNN (contract/order-number.ts). */
export async function orderNumberOf(t: Kit, orderId: string): Promise<string> {
  const [row] = await queryRows<{ number: string | number; createdAt: Date | string }>(
    t.database.db,
    sql`SELECT number, created_at AS "createdAt" FROM orders WHERE id = ${orderId}::uuid`,
  );
  if (!row) throw new Error(`no order ${orderId}`);
  return formatOrderNumber(t.config.brandCode, Number(row.number), new Date(row.createdAt));
}
