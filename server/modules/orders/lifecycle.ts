import { ORDER_MESSAGES } from '../../../contract/order.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { CoinService } from '../coins/index.ts';
import type { NotificationService } from '../notifications/index.ts';
import type { StockAlertService } from '../stock-alerts/index.ts';
import { statusNotice } from './notices.ts';
import { lockShopper } from './placement-repo.ts';
import * as repo from './status-repo.ts';
import { type Actor, refusalOf, type Transition, windowStart } from './transitions.ts';
import { orderNumberOf } from './wire.ts';

// One status change of an order, in one transaction: the conditional UPDATE that makes it (so of two
// racing requests exactly one changes the order and the other is refused), its history row, what the
// change undoes (stock, coins, coupon) and the shopper's notification. Rules: transitions.ts and
// docs/decisions/012-order-lifecycle.md.

export interface StatusChangeInput {
  orderId: string;
  /** The shopper acting on their own order; null when the shop acts. */
  userId: string | null;
  actor: Actor;
  transition: Transition;
  reason: string | null;
  description: string | null;
  /** The shop's brand code: the notification names the order by its number (LL-2026-000123). */
  brandCode: string;
}

/** The other modules a status change works with; each call takes the change's transaction. */
export interface StatusChangeServices {
  coins: Pick<CoinService, 'undoOrder'>;
  notifications: Pick<NotificationService, 'notify'>;
  stockAlerts: Pick<StockAlertService, 'notifyBackInStock'>;
}

export interface StatusChanged {
  order: repo.OrderRow;
  /** True when the order's lines went back on the shelf (cancelled or returned). */
  restocked: boolean;
  /** Products with a size that was sold out before the stock came back. */
  backInStockProductIds: string[];
}

/** Cancelled: everything placement did is undone. Returned: the same, but the coupon stays used. */
async function undoOrder(
  tx: Db,
  coins: StatusChangeServices['coins'],
  order: repo.OrderRow,
): Promise<string[]> {
  // The shopper's row first, as placement does: their balance cannot move while it is read here.
  await lockShopper(tx, order.userId);
  // Coins spent come back and coins earned (if ever credited) go, exactly (docs/decisions/016).
  await coins.undoOrder(tx, order);
  if (order.status === 'Cancelled') await repo.releaseCoupon(tx, order.id);
  return repo.restock(tx, order.id);
}

export async function changeOrderStatus(
  db: Db,
  services: StatusChangeServices,
  now: Date,
  input: StatusChangeInput,
): Promise<StatusChanged> {
  const { orderId, userId, transition } = input;
  const to = transition.to;
  const start = windowStart(transition, now);
  return inTransaction(db, async (tx) => {
    const order = await repo.moveStatus(tx, {
      orderId,
      userId,
      to,
      from: transition.from,
      window: start && transition.window ? { column: transition.window.since, after: start } : null,
      now,
      ...(to === 'Cancelled' || to === 'Return_Requested'
        ? { reason: { reason: input.reason, description: input.description } }
        : {}),
    });
    if (!order) {
      // Nothing changed: unknown (or another shopper's) order, or a status or time that does not allow it.
      const current = await repo.momentOf(tx, orderId, userId);
      if (!current) throw notFound(ORDER_MESSAGES.notFound);
      throw conflict(refusalOf(transition, current));
    }

    const previous = await repo.latestStatus(tx, orderId);
    const change = await repo.insertStatusChange(tx, {
      orderId,
      status: to,
      reason: input.reason,
      description: input.description,
      actor: input.actor,
      createdAt: now,
    });
    const restocked = to === 'Cancelled' || to === 'Returned';
    const backInStockProductIds = restocked ? await undoOrder(tx, services.coins, order) : [];
    // Shoppers waiting for a product that was sold out are told it is back, in this transaction.
    await services.stockAlerts.notifyBackInStock(tx, backInStockProductIds, now);
    const number = orderNumberOf(input.brandCode, order);
    const notice = statusNotice(number, to, previous, input.actor === 'shop' ? input.reason : null);
    await services.notifications.notify(tx, [
      {
        userId: order.userId,
        ...notice,
        notificationType: 'order',
        ref: `order-status:${change.id}`,
        createdAt: now,
      },
    ]);
    return { order, restocked, backInStockProductIds };
  });
}
