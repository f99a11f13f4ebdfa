import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminOrderRow } from '../../../contract/admin-orders.ts';
import type { OrderStatus } from '../../../contract/order.ts';
import type { Db } from '../../db/client.ts';
import { toRupees } from '../../lib/money.ts';
import { orders } from './schema.ts';
import { orderNumberOf } from './wire.ts';

// What the console's shoppers desk reads about a shopper's orders: how many each shopper placed, and
// their newest orders as rows of the order desk's list.

const localPhone = (phone: string | null) => (phone ? phone.replace(/^\+91/, '') : null);

/** How many orders each of these shoppers placed (a shopper with none is absent). */
export async function orderCountsOf(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: orders.userId, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.userId, [...userIds]))
    .groupBy(orders.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.n)]));
}

/** The shopper's newest orders as the order desk lists them. */
export async function shopperOrderRows(
  db: Db,
  brandCode: string,
  shopper: { id: string; name: string | null; phone: string | null },
  limit: number,
): Promise<AdminOrderRow[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      shippingAddress: orders.shippingAddress,
      finalPayable: orders.finalPayable,
      paymentMethod: orders.paymentMethod,
      cashCollectedOn: orders.cashCollectedOn,
      returnedToOriginAt: orders.returnedToOriginAt,
      // Qualified by hand: a one-table select names its columns without their table.
      itemCount: sql<number>`(SELECT coalesce(sum(oi.quantity), 0)::int FROM order_items oi WHERE oi.order_id = "orders"."id")`,
    })
    .from(orders)
    .where(eq(orders.userId, shopper.id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    orderNumber: orderNumberOf(brandCode, row),
    status: row.status as OrderStatus,
    createdAt: row.createdAt.toISOString(),
    shopper: { _id: shopper.id, name: shopper.name, phone: localPhone(shopper.phone) },
    city: row.shippingAddress.city ?? '',
    state: row.shippingAddress.state ?? '',
    pincode: row.shippingAddress.pincode ?? '',
    itemCount: Number(row.itemCount),
    finalPayableAmount: toRupees(row.finalPayable),
    paymentMethod: row.paymentMethod,
    cashCollected: row.cashCollectedOn != null,
    returnedToOrigin: row.returnedToOriginAt != null,
  }));
}
