import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from './schema.ts';

// SQL of reading placed orders. Every statement names the owner, so another shopper's order id
// behaves exactly like an unknown one. Lines are read for a whole page of orders in one query.

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The shopper's order; with a null owner (the shop), any order. */
export async function orderOf(db: Db, userId: string | null, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(userId ? and(eq(orders.id, orderId), eq(orders.userId, userId)) : eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** The id of the order with this number (the shopper's own; with a null owner, any order's). */
export async function orderIdByNumber(
  db: Db,
  userId: string | null,
  number: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(userId ? and(eq(orders.number, number), eq(orders.userId, userId)) : eq(orders.number, number))
    .limit(1);
  return row?.id;
}

/** A page of the shopper's orders, newest first (the id breaks ties so pages never overlap). */
export function ordersPageOf(db: Db, userId: string, limit: number, offset: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

export async function countOrdersOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.n ?? 0;
}

/** The lines of these orders, each order's in the order they were placed. */
export function itemsOf(db: Db, orderIds: readonly string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position), asc(orderItems.id));
}
