import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { ordersCountedForFirstOrder } from './first-order.ts';
import type { CouponRow } from './pricing.ts';
import { coupons } from './schema.ts';

// Coupons as pricing.ts reads them, and the two counts their per-shopper rules need.

const columns = {
  id: coupons.id,
  code: coupons.code,
  description: coupons.description,
  kind: coupons.kind,
  value: coupons.value,
  maxDiscount: coupons.maxDiscount,
  minOrder: coupons.minOrder,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  usageLimit: coupons.usageLimit,
  usedCount: coupons.usedCount,
  perUserLimit: coupons.perUserLimit,
  firstOrderOnly: coupons.firstOrderOnly,
  isActive: coupons.isActive,
};

const asCoupon = (row: Omit<CouponRow, 'kind'> & { kind: string }): CouponRow => ({
  ...row,
  kind: row.kind === 'flat' ? 'flat' : 'percent',
});

/** A coupon by the code a shopper typed (codes are stored upper case). */
export async function couponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(coupons)
    .where(eq(coupons.code, code.trim().toUpperCase()))
    .limit(1);
  return row ? asCoupon(row) : undefined;
}

export async function couponById(db: Db, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.select(columns).from(coupons).where(eq(coupons.id, id)).limit(1);
  return row ? asCoupon(row) : undefined;
}

/** Active coupons whose window holds `now` and that are not fully redeemed. */
export async function couponsOpenAt(db: Db, now: Date): Promise<CouponRow[]> {
  const rows = await db
    .select(columns)
    .from(coupons)
    .where(
      and(
        eq(coupons.isActive, true),
        lte(coupons.startsAt, now),
        gt(coupons.endsAt, now),
        or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`),
      ),
    );
  return rows.map(asCoupon);
}

export interface CouponHistory {
  /** Orders the shopper has placed that count for first-order coupons (cancelled ones do not). */
  orders: number;
  /** Orders the shopper placed with each coupon (by coupon id; absent: none). */
  uses: Map<string, number>;
}

/** What the per-shopper coupon rules count: the shopper's orders, and redemptions per coupon. */
export async function couponHistory(db: Db, userId: string): Promise<CouponHistory> {
  const orders = await ordersCountedForFirstOrder(db, userId);
  const uses = await queryRows<{ couponId: string; n: number }>(
    db,
    sql`SELECT coupon_id AS "couponId", count(*)::int AS n FROM coupon_redemptions
        WHERE user_id = ${userId}::uuid
        GROUP BY coupon_id`,
  );
  return { orders, uses: new Map(uses.map((u) => [u.couponId, u.n])) };
}
