import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { CouponState } from '../../../contract/admin-coupons.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { coupons } from './schema.ts';

// SQL of the console's coupon desk: the list by state and code, one coupon locked for a change, its
// usage and redemptions. Amounts are paise, as stored.

export type CouponDeskRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * The rows in a state at `now`, in the order couponStateAt (coupon-desk-service.ts) decides it: paused,
 * else ended, else used up, else scheduled, else running.
 */
function stateIs(state: CouponState, now: Date): SQL {
  const open = sql`${coupons.isActive} AND ${coupons.endsAt} > ${at(now)}`;
  const usedUp = sql`(${coupons.usageLimit} IS NOT NULL AND ${coupons.usedCount} >= ${coupons.usageLimit})`;
  switch (state) {
    case 'paused':
      return sql`NOT ${coupons.isActive}`;
    case 'ended':
      return sql`${coupons.isActive} AND ${coupons.endsAt} <= ${at(now)}`;
    case 'usedUp':
      return sql`${open} AND ${usedUp}`;
    case 'scheduled':
      return sql`${open} AND NOT ${usedUp} AND ${coupons.startsAt} > ${at(now)}`;
    case 'running':
      return sql`${open} AND NOT ${usedUp} AND ${coupons.startsAt} <= ${at(now)}`;
  }
}

export interface CouponListFilter {
  /** Letters and digits of a code, upper case. */
  code?: string | undefined;
  state?: CouponState | undefined;
  now: Date;
  page: number;
  limit: number;
}

/** One page of coupons, newest first, and how many match in all. */
export async function listCoupons(db: Db, filter: CouponListFilter) {
  const where = and(
    filter.code ? sql`${coupons.code} LIKE ${`%${filter.code}%`}` : undefined,
    filter.state ? stateIs(filter.state, filter.now) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(coupons).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function couponRow(db: Db, id: string): Promise<CouponDeskRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row;
}

/** The coupon, locked until the transaction ends (an order claiming a use waits for the change). */
export async function lockCouponRow(tx: Db, id: string): Promise<CouponDeskRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

/** Whether another coupon (not `exceptId`) has this code. */
export async function codeTaken(db: Db, code: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.code, code), exceptId ? ne(coupons.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function insertCoupon(tx: Db, values: NewCouponRow): Promise<CouponDeskRow> {
  const [row] = await tx.insert(coupons).values(values).returning();
  if (!row) throw new Error('coupon insert returned nothing');
  return row;
}

export async function updateCoupon(
  tx: Db,
  id: string,
  changes: Partial<NewCouponRow>,
): Promise<CouponDeskRow> {
  const [row] = await tx.update(coupons).set(changes).where(eq(coupons.id, id)).returning();
  if (!row) throw new Error('coupon update returned nothing');
  return row;
}

/** The orders that use the coupon now (cancelled ones gave their use back), their shoppers and discount. */
export async function couponUsage(db: Db, id: string) {
  const [row] = await queryRows<{ orders: number; shoppers: number; discount: number }>(
    db,
    sql`SELECT count(*)::int AS orders, count(DISTINCT r.user_id)::int AS shoppers,
               coalesce(sum(o.coupon_discount), 0)::int AS discount
        FROM coupon_redemptions r JOIN orders o ON o.id = r.order_id
        WHERE r.coupon_id = ${id}::uuid`,
  );
  return row ?? { orders: 0, shoppers: 0, discount: 0 };
}

export interface RedemptionRow {
  orderId: string;
  number: number;
  placedAt: Date;
  at: Date;
  discount: number;
  /** +91XXXXXXXXXX, or null for an account deleted since. */
  phone: string | null;
}

/** One page of the coupon's redemptions, newest first. */
export async function redemptionsOf(db: Db, id: string, page: number, limit: number) {
  const rows = await queryRows<
    Omit<RedemptionRow, 'placedAt' | 'at'> & { placedAt: string | Date; at: string | Date }
  >(
    db,
    sql`SELECT o.id AS "orderId", o.number::float8 AS number, o.created_at AS "placedAt", r.created_at AS at,
               o.coupon_discount AS discount, u.phone
        FROM coupon_redemptions r
        JOIN orders o ON o.id = r.order_id
        JOIN users u ON u.id = r.user_id
        WHERE r.coupon_id = ${id}::uuid
        ORDER BY r.created_at DESC, r.id DESC
        LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  return rows.map(
    (row): RedemptionRow => ({ ...row, placedAt: new Date(row.placedAt), at: new Date(row.at) }),
  );
}
