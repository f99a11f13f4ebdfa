import type { z } from 'zod';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrderDetail,
  type adminBulkStatusBody,
  type adminBulkStatusResponse,
  type adminCashBody,
  type adminOrderStatusBody,
  type adminRefundBody,
  type adminReturnAcceptBody,
  type adminReturnDeclineBody,
  type adminRtoBody,
} from '../../../contract/admin-orders.ts';
import { ORDER_MESSAGES } from '../../../contract/order.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { toPaise, toRupees } from '../../lib/money.ts';
import type { CoinService } from '../coins/index.ts';
import type { Actor, AuditService } from '../staff/index.ts';
import * as repo from './desk-changes-repo.ts';
import { readDeskDetail } from './desk-view.ts';
import type { OrderLifecycle } from './lifecycle-service.ts';
import { resolveOrderId } from './reader.ts';
import * as views from './view-repo.ts';
import { orderNumberOf } from './wire.ts';

// The console's order and returns desks: every change staff make to an order (status moves, one or
// many at once; cash collected; returned to origin; a return accepted, declined or refunded), each
// recorded in the audit log in its own transaction, each answered with the order as the desk shows it.
// Status moves go through the order lifecycle (lifecycle-service.ts); cash and refunds are here.

type Out<T extends z.ZodType> = z.output<T>;
type Changed = AdminOrderDetail & { message: string };

export interface DeskChangeDeps {
  db: Db;
  config: Pick<Config, 'brandCode' | 'returnWindowDays' | 'coinValue'>;
  clock: () => Date;
  lifecycle: Pick<OrderLifecycle, 'setStatus' | 'returnedToOrigin' | 'acceptReturn' | 'declineReturn'>;
  audit: Pick<AuditService, 'record' | 'forTarget'>;
  coins: Pick<CoinService, 'append'>;
}

export interface DeskChanges {
  setStatus(actor: Actor, orderRef: string, body: Out<typeof adminOrderStatusBody>): Promise<Changed>;
  bulkStatus(
    actor: Actor,
    body: Out<typeof adminBulkStatusBody>,
  ): Promise<Omit<Out<typeof adminBulkStatusResponse>, 'success'>>;
  recordCash(actor: Actor, orderRef: string, body: Out<typeof adminCashBody>): Promise<Changed>;
  returnedToOrigin(actor: Actor, orderRef: string, body: Out<typeof adminRtoBody>): Promise<Changed>;
  acceptReturn(actor: Actor, orderRef: string, body: Out<typeof adminReturnAcceptBody>): Promise<Changed>;
  declineReturn(actor: Actor, orderRef: string, body: Out<typeof adminReturnDeclineBody>): Promise<Changed>;
  refund(actor: Actor, orderRef: string, body: Out<typeof adminRefundBody>): Promise<Changed>;
}

/** The India date (YYYY-MM-DD) of an instant: India is UTC+05:30 all year. */
export const indiaDate = (at: Date): string =>
  new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * Coins credited for a refund of `paise`: the refunded rupees' worth at the shop's coin value
 * (COIN_VALUE rupees a coin), rounded up to a whole coin so the shopper never gets less than refunded.
 */
export function refundCoins(paise: number, coinValue: number): number {
  return Math.ceil(paise / Math.round(coinValue * 100));
}

export function createDeskChanges(deps: DeskChangeDeps): DeskChanges {
  const { db, clock, lifecycle, audit, coins } = deps;
  const { brandCode, returnWindowDays } = deps.config;

  const detail = async (orderId: string, message: string): Promise<Changed> => ({
    ...(await readDeskDetail(db, { brandCode, returnWindowDays, now: clock(), audit }, orderId)),
    message,
  });

  /** The number of an order named by a reference, for a refusal (null when there is no such order). */
  async function numberOf(orderRef: string): Promise<string | null> {
    try {
      const row = await views.orderOf(db, null, await resolveOrderId(db, null, orderRef));
      return row ? orderNumberOf(brandCode, row) : null;
    } catch {
      return null;
    }
  }

  return {
    async setStatus(actor, orderRef, body) {
      const moved = await lifecycle.setStatus(actor, orderRef, body);
      return detail(moved.orderId, ADMIN_ORDER_MESSAGES.moved);
    },

    async bulkStatus(actor, body) {
      const moved: { _id: string; orderNumber: string; status: (typeof body)['status'] }[] = [];
      const refused: { id: string; orderNumber: string | null; message: string }[] = [];
      // One at a time, each in its own transaction: one refusal leaves the others moved.
      for (const { id, from } of body.orders) {
        try {
          const done = await lifecycle.setStatus(actor, id, {
            status: body.status,
            ...(from ? { from } : {}),
            ...(body.note ? { note: body.note } : {}),
          });
          moved.push({ _id: done.orderId, orderNumber: done.orderNumber, status: done.status });
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
          refused.push({ id, orderNumber: await numberOf(id), message: error.message });
        }
      }
      const message = ADMIN_ORDER_MESSAGES.bulkDone
        .replace('{moved}', String(moved.length))
        .replace('{refused}', String(refused.length));
      return { message, moved, refused };
    },

    async recordCash(actor, orderRef, body) {
      const orderId = await resolveOrderId(db, null, orderRef);
      const now = clock();
      const amount = toPaise(body.amount);
      await inTransaction(db, async (tx) => {
        const order = await repo.lockOrderRow(tx, orderId);
        if (!order) throw notFound(ORDER_MESSAGES.notFound);
        if (order.cashCollectedOn) throw conflict(ADMIN_ORDER_MESSAGES.cashAlreadyRecorded);
        // Cash changes hands at the door: once the order has been delivered, and never for a cancelled one.
        if (!order.deliveredAt || order.status === 'Cancelled')
          throw conflict(ADMIN_ORDER_MESSAGES.cashNotDelivered);
        if (body.collectedOn > indiaDate(now) || body.collectedOn < indiaDate(order.createdAt))
          throw badRequest(ADMIN_ORDER_MESSAGES.cashDateInvalid, [
            { field: 'collectedOn', msg: ADMIN_ORDER_MESSAGES.cashDateInvalid },
          ]);
        const written = await repo.recordCash(tx, {
          orderId,
          amount,
          collectedOn: body.collectedOn,
          recordedBy: actor.userId,
          now,
        });
        if (!written) throw conflict(ADMIN_ORDER_MESSAGES.cashAlreadyRecorded);
        await audit.record(tx, actor, {
          action: 'order.cash',
          targetType: 'order',
          targetId: orderId,
          targetLabel: orderNumberOf(brandCode, order),
          before: { cash: null },
          after: { amount: toRupees(amount), collectedOn: body.collectedOn },
          note: body.note ?? null,
        });
      });
      return detail(orderId, ADMIN_ORDER_MESSAGES.cashRecorded);
    },

    async returnedToOrigin(actor, orderRef, body) {
      const moved = await lifecycle.returnedToOrigin(actor, orderRef, body.note);
      return detail(moved.orderId, ADMIN_ORDER_MESSAGES.rtoDone);
    },

    async acceptReturn(actor, orderRef, body) {
      const moved = await lifecycle.acceptReturn(actor, orderRef, body);
      return detail(moved.orderId, ADMIN_ORDER_MESSAGES.returnAccepted);
    },

    async declineReturn(actor, orderRef, body) {
      const moved = await lifecycle.declineReturn(actor, orderRef, body.reason);
      return detail(moved.orderId, ADMIN_ORDER_MESSAGES.returnDeclined);
    },

    async refund(actor, orderRef, body) {
      const orderId = await resolveOrderId(db, null, orderRef);
      const now = clock();
      const amount = toPaise(body.amount);
      const reference = body.method === 'coins' ? null : (body.reference ?? null);
      await inTransaction(db, async (tx) => {
        const order = await repo.lockOrderRow(tx, orderId);
        if (!order) throw notFound(ORDER_MESSAGES.notFound);
        if (order.status !== 'Returned' || order.returnOutcome !== 'accepted')
          throw conflict(ADMIN_ORDER_MESSAGES.refundNotReturned);
        if (amount <= 0 || amount > order.finalPayable)
          throw badRequest(ADMIN_ORDER_MESSAGES.refundAmountInvalid, [
            { field: 'amount', msg: ADMIN_ORDER_MESSAGES.refundAmountInvalid },
          ]);
        const written = await repo.insertRefund(tx, {
          orderId,
          amount,
          method: body.method,
          reference,
          refundedOn: body.refundedOn,
          recordedBy: actor.userId,
          now,
        });
        if (!written) throw conflict(ADMIN_ORDER_MESSAGES.refundAlreadyRecorded);
        // Coins: the refunded rupees' worth, credited through the ledger in this transaction (once per order).
        const credited = body.method === 'coins' ? refundCoins(amount, deps.config.coinValue) : 0;
        if (credited > 0)
          await coins.append(tx, [
            { userId: order.userId, delta: credited, reason: 'return_refund', ref: orderId, createdAt: now },
          ]);
        await audit.record(tx, actor, {
          action: 'return.refund',
          targetType: 'order',
          targetId: orderId,
          targetLabel: orderNumberOf(brandCode, order),
          before: { refund: null },
          after: {
            amount: toRupees(amount),
            method: body.method,
            reference,
            refundedOn: body.refundedOn,
            ...(body.method === 'coins' ? { coins: credited } : {}),
          },
        });
      });
      return detail(orderId, ADMIN_ORDER_MESSAGES.refundRecorded);
    },
  };
}
