import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from './schema.ts';

// What the console's shoppers desk reads about shoppers' orders: how many each shopper placed (their
// newest orders come from the order desk's list, OrderDesk.ofShopper).

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
