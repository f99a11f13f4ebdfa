import { ORDER_MESSAGES, type Order } from '../../../contract/order.ts';
import { parseOrderNumber } from '../../../contract/order-number.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { historyOf } from './status-repo.ts';
import * as views from './view-repo.ts';
import { byOrder, type OrderView, toOrder } from './wire.ts';

// Orders as the API answers them: rows with their lines and status history, each read for a whole
// page of orders in one query (never one query per order).

/** These order rows as wire orders, in the same order; what the shopper may do is judged at `view.now`. */
export async function readOrders(db: Db, view: OrderView, rows: readonly views.OrderRow[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [items, history] = await Promise.all([views.itemsOf(db, ids), historyOf(db, ids)]);
  const lines = byOrder(items);
  const changes = byOrder(history);
  return rows.map((row) => toOrder(row, lines.get(row.id) ?? [], changes.get(row.id) ?? [], view));
}

/** The shopper's order (any order for a null owner, the shop); 404 for an unknown or foreign one. */
export async function readOrder(
  db: Db,
  view: OrderView,
  userId: string | null,
  orderId: string,
): Promise<Order> {
  const row = await views.orderOf(db, userId, orderId);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  const [order] = await readOrders(db, view, [row]);
  return order!;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one place an order named by a shopper or the shop becomes its id: a uuid is taken as it is,
 * an order number (LL-2026-000123, '#', any case) is looked up, among the shopper's own orders when
 * `userId` is given (another shopper's number is not found, like an unknown one). 404 otherwise.
 */
export async function resolveOrderId(db: Db, userId: string | null, ref: string): Promise<string> {
  const text = ref.trim();
  if (UUID.test(text)) return text;
  const number = parseOrderNumber(text);
  const id = number === null ? undefined : await views.orderIdByNumber(db, userId, number);
  if (!id) throw notFound(ORDER_MESSAGES.notFound);
  return id;
}
