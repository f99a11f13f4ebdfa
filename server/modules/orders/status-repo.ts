import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../contract/order.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { orderItems, orderStatusHistory, orders } from './schema.ts';
import type { Actor } from './transitions.ts';

// SQL of moving an order along its statuses. A change is one conditional UPDATE of the order row; the
// functions after it take the same transaction and run while that row is locked, so they happen
// exactly once per change. Locks are taken in the order placement uses (shopper, coupon, sizes sorted
// by variant and size), after the order row, so a change and a placement never deadlock.

export type OrderRow = typeof orders.$inferSelect;
export type StatusChangeRow = typeof orderStatusHistory.$inferSelect;

/** Columns a change sets besides the status: the shipment, a return's request and outcome, RTO. */
export type StatusColumns = Partial<
  Pick<
    typeof orders.$inferInsert,
    | 'courier'
    | 'trackingNumber'
    | 'shippedAt'
    | 'returnedToOriginAt'
    | 'returnRequestedAt'
    | 'returnDecidedAt'
    | 'returnOutcome'
    | 'returnDeclineReason'
  >
>;

export interface Move {
  orderId: string;
  /** The owner; null when the shop moves the order. */
  userId: string | null;
  to: OrderStatus;
  from: readonly OrderStatus[];
  /** The window: the order's created_at or delivered_at must be later than `after`. */
  window: { column: 'createdAt' | 'deliveredAt'; after: Date } | null;
  now: Date;
  /** Kept on the order as its cancellation or return reason (cancel and return requests only). */
  reason?: { reason: string | null; description: string | null };
  /** Other columns the change sets. */
  columns?: StatusColumns;
}

/** Moves the order when it is in one of `from` (and inside the window); the row after, or undefined. */
export async function moveStatus(tx: Db, move: Move): Promise<OrderRow | undefined> {
  if (move.from.length === 0) return undefined;
  const conditions: SQL[] = [eq(orders.id, move.orderId), inArray(orders.status, [...move.from])];
  if (move.userId) conditions.push(eq(orders.userId, move.userId));
  if (move.window) conditions.push(gt(orders[move.window.column], move.window.after));
  const [row] = await tx
    .update(orders)
    .set({
      status: move.to,
      updatedAt: move.now,
      // A declined return goes back to Delivered and keeps the first delivery's time (and window).
      ...(move.to === 'Delivered'
        ? { deliveredAt: sql`coalesce(${orders.deliveredAt}, ${move.now.toISOString()}::timestamptz)` }
        : {}),
      // Reaching In-Transit or Delivered without a Shipped step still records when the order left.
      ...(move.to === 'In-Transit' || move.to === 'Delivered'
        ? { shippedAt: sql`coalesce(${orders.shippedAt}, ${move.now.toISOString()}::timestamptz)` }
        : {}),
      ...(move.reason
        ? {
            cancellationOrReturnReason: move.reason.reason,
            reasonDescription: move.reason.description,
          }
        : {}),
      ...move.columns,
    })
    .where(and(...conditions))
    .returning();
  return row;
}

/**
 * Locks the order's row for the change and answers its status and times (what the change starts
 * from, and why it is refused); undefined for an unknown or foreign order.
 */
export async function lockOrder(tx: Db, orderId: string, userId: string | null) {
  const [row] = await tx
    .select({ status: orders.status, createdAt: orders.createdAt, deliveredAt: orders.deliveredAt })
    .from(orders)
    .where(userId ? and(eq(orders.id, orderId), eq(orders.userId, userId)) : eq(orders.id, orderId))
    .limit(1)
    .for('update');
  return row;
}

export interface NewStatusChange {
  orderId: string;
  status: OrderStatus;
  reason: string | null;
  description: string | null;
  actor: Actor;
  createdAt: Date;
}

export async function insertStatusChange(tx: Db, change: NewStatusChange): Promise<StatusChangeRow> {
  const [row] = await tx.insert(orderStatusHistory).values(change).returning();
  if (!row) throw new Error('status history insert returned nothing');
  return row;
}

/** The history of these orders, each oldest first; one query for a whole page of orders. */
export function historyOf(db: Db, orderIds: readonly string[]): Promise<StatusChangeRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, [...orderIds]))
    .orderBy(asc(orderStatusHistory.orderId), asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/**
 * Puts every line's quantity back on its size, one size at a time in variant-and-size order. A size
 * or colour that no longer exists is skipped. Answers the products with a size that was sold out
 * before (their listing summaries need a refresh).
 */
export async function restock(tx: Db, orderId: string): Promise<string[]> {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      size: orderItems.size,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.variantId), asc(orderItems.size));
  const backInStock = new Set<string>();
  for (const line of lines) {
    const [row] = await queryRows<{ stock: number }>(
      tx,
      sql`UPDATE variant_sizes SET stock = stock + ${line.quantity}
          WHERE variant_id = ${line.variantId}::uuid AND size = ${line.size}
          RETURNING stock`,
    );
    if (row && row.stock === line.quantity) backInStock.add(line.productId);
  }
  return [...backInStock];
}

/** Forgets the order's coupon use: its redemption row goes and the coupon's count drops by one. */
export async function releaseCoupon(tx: Db, orderId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`WITH released AS (
          DELETE FROM coupon_redemptions WHERE order_id = ${orderId}::uuid RETURNING coupon_id
        )
        UPDATE coupons SET used_count = used_count - 1
        WHERE id IN (SELECT coupon_id FROM released) AND used_count > 0
        RETURNING id`,
  );
  return rows.length > 0;
}
