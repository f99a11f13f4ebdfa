import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, refunds } from './schema.ts';

// SQL of the desk's changes that are not status moves: cash collected on delivery and a return's
// refund. Each reads the order row locked first, so two staff recording at once write once.

/** The order's row, locked for the caller's transaction; undefined when there is none. */
export async function lockOrderRow(tx: Db, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
  return row;
}

export interface CashRecord {
  orderId: string;
  /** Paise. */
  amount: number;
  collectedOn: string;
  recordedBy: string;
  now: Date;
}

/** Records the cash once, on a delivered order that is not cancelled; false when it was not written. */
export async function recordCash(tx: Db, cash: CashRecord): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({
      cashAmount: cash.amount,
      cashCollectedOn: cash.collectedOn,
      cashRecordedBy: cash.recordedBy,
      cashRecordedAt: cash.now,
    })
    .where(
      and(
        eq(orders.id, cash.orderId),
        isNull(orders.cashCollectedOn),
        isNotNull(orders.deliveredAt),
        ne(orders.status, 'Cancelled'),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

export interface NewRefund {
  orderId: string;
  /** Paise. */
  amount: number;
  method: 'bank' | 'upi' | 'coins';
  reference: string | null;
  refundedOn: string;
  recordedBy: string;
  now: Date;
}

/** Records the order's refund; false when it already has one (one per order, by unique index). */
export async function insertRefund(tx: Db, refund: NewRefund): Promise<boolean> {
  const rows = await tx
    .insert(refunds)
    .values({
      orderId: refund.orderId,
      amount: refund.amount,
      method: refund.method,
      reference: refund.reference,
      refundedOn: refund.refundedOn,
      recordedBy: refund.recordedBy,
      createdAt: refund.now,
    })
    .onConflictDoNothing({ target: refunds.orderId })
    .returning({ id: refunds.id });
  return rows.length > 0;
}
