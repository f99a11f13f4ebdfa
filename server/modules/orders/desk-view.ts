import type { AdminOrderDetail, Refund } from '../../../contract/admin-orders.ts';
import { ORDER_MESSAGES, ORDER_STATUSES, type OrderStatus } from '../../../contract/order.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { toRupees } from '../../lib/money.ts';
import { invoiceNumberOf } from '../invoices/index.ts';
import type { AuditService } from '../staff/index.ts';
import * as desk from './desk-repo.ts';
import { readOrders } from './reader.ts';
import { shopTransition } from './transitions.ts';
import * as views from './view-repo.ts';

// One order as the console's order desk shows it: the shopper's order (the same reader the
// storefront answers with), who the shopper is, cash collected, the refund, the invoice's number,
// the moves the shop may make now and the staff actions on it.

export interface DeskViewDeps {
  brandCode: string;
  returnWindowDays: number;
  now: Date;
  audit: Pick<AuditService, 'forTarget'>;
}

const localPhone = (phone: string | null) => (phone ? phone.replace(/^\+91/, '') : null);

/** The statuses the shop may move an order in `status` to (the transition table). */
export function movesFrom(status: string): OrderStatus[] {
  return ORDER_STATUSES.filter(
    (to) =>
      to !== 'Return_Requested' &&
      to !== 'Pending' &&
      (shopTransition(to).from as readonly string[]).includes(status),
  );
}

export function toRefund(row: desk.DeskRefundRow): Refund {
  return {
    amount: toRupees(row.amount),
    method: row.method as Refund['method'],
    reference: row.reference,
    refundedOn: row.refundedOn,
    recordedBy: row.recordedByName,
  };
}

/** Everything the desk shows about one order (by its uuid); 404 when there is no such order. */
export async function readDeskDetail(db: Db, deps: DeskViewDeps, orderId: string): Promise<AdminOrderDetail> {
  const row = await views.orderOf(db, null, orderId);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  const [[order], shopper, refunds, invoice, cashBy, audit] = await Promise.all([
    readOrders(db, deps, [row]),
    desk.shopperOf(db, row.userId),
    desk.refundsOf(db, [row.id]),
    invoiceNumberOf(db, row.id, deps.brandCode),
    desk.nameOf(db, row.cashRecordedBy),
    deps.audit.forTarget('order', row.id),
  ]);
  const refund = refunds[0];
  return {
    order: order!,
    shopper: {
      _id: row.userId,
      name: shopper?.name ?? null,
      phone: localPhone(shopper?.phone ?? null),
      email: shopper?.email ?? null,
      blocked: shopper?.blockedAt != null,
    },
    cash:
      row.cashAmount != null && row.cashCollectedOn
        ? {
            amount: toRupees(row.cashAmount),
            collectedOn: row.cashCollectedOn,
            recordedBy: cashBy,
            recordedAt: (row.cashRecordedAt ?? row.updatedAt).toISOString(),
          }
        : null,
    refund: refund ? toRefund(refund) : null,
    returnedToOrigin: row.returnedToOriginAt != null,
    invoiceNumber: invoice,
    moves: movesFrom(row.status),
    audit,
  };
}
