import { ORDER_MESSAGES, type Order } from '../../../contract/order.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { historyOf } from './status-repo.ts';
import * as views from './view-repo.ts';
import { byOrder, toOrder } from './wire.ts';

// Orders as the API answers them: rows with their lines and status history, each read for a whole
// page of orders in one query (never one query per order).

/** These order rows as wire orders, in the same order; what the shopper may do is judged at `now`. */
export async function readOrders(db: Db, now: Date, rows: readonly views.OrderRow[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [items, history] = await Promise.all([views.itemsOf(db, ids), historyOf(db, ids)]);
  const lines = byOrder(items);
  const changes = byOrder(history);
  return rows.map((row) => toOrder(row, lines.get(row.id) ?? [], changes.get(row.id) ?? [], now));
}

/** The shopper's order (any order for a null owner, the shop); 404 for an unknown or foreign one. */
export async function readOrder(db: Db, now: Date, userId: string | null, orderId: string): Promise<Order> {
  const row = await views.orderOf(db, userId, orderId);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  const [order] = await readOrders(db, now, [row]);
  return order!;
}
