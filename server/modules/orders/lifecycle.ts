import { ADMIN_ORDER_MESSAGES } from '../../../contract/admin-orders.ts';
import { ORDER_MESSAGES, type OrderStatus, SHIPPED_STATUSES, statusLabel } from '../../../contract/order.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AlertService } from '../alerts/index.ts';
import type { CoinService } from '../coins/index.ts';
import type { NotificationService } from '../notifications/index.ts';
import { statusNotice } from './notices.ts';
import { lockShopper } from './placement-repo.ts';
import * as repo from './status-repo.ts';
import { type Actor, refusalOf, type Transition, windowStart } from './transitions.ts';
import { orderNumberOf } from './wire.ts';

// One status change of an order, in one transaction: the order row locked, the conditional UPDATE that
// makes the change (so of two racing requests exactly one changes the order and the other is refused),
// its history row, what the change undoes (stock, coins, coupon), what the shop does when the order
// leaves it (its GST invoice issued, by the hook the composition root gives), the shopper's notification
// and, when staff act, the audit entry. Rules: transitions.ts and docs/decisions/012-order-lifecycle.md.

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
  /** The status the staff member saw: when the order is in another one now, the change is refused (409). */
  expected?: OrderStatus;
  /** The courier and tracking number of a Shipped change (told to the shopper). */
  shipment?: { courier: string; trackingNumber: string };
  /** Columns the change sets besides its status (returned to origin). */
  columns?: repo.StatusColumns;
  /** Returned: whether the lines go back on the shelf (unset: they do). */
  restock?: boolean;
  /** Written in the change's transaction once the change is made (the staff action's audit entry). */
  record?: (tx: Db, change: MadeChange) => Promise<void>;
}

/** What a change did, for its audit entry. */
export interface MadeChange {
  before: OrderStatus;
  order: repo.OrderRow;
  /** The order's number as the shopper is told it. */
  orderNumber: string;
  /** The invoice issued because the order left the shop with this change. */
  issued?: ShippedRecord;
}

/** The order that left the shop. */
export interface ShippedOrder {
  id: string;
  number: number;
  createdAt: Date;
}

/** What the shop did when the order left: the number of the invoice issued, for the audit entry. */
export interface ShippedRecord {
  invoiceNumber: string;
}

/**
 * Called in the change's transaction, with the order row locked, when an order leaves the shop (it
 * enters Shipped, or skips past it to In-Transit or Delivered). The composition root gives the
 * invoices module's issueOnShipping; the orders module does not know invoices.
 */
export type OnShipped = (tx: Db, order: ShippedOrder, at: Date) => Promise<ShippedRecord>;

/** The other modules a status change works with; each call takes the change's transaction. */
export interface StatusChangeServices {
  coins: Pick<CoinService, 'undoOrder'>;
  notifications: Pick<NotificationService, 'notify'>;
  alerts: Pick<AlertService, 'tellWaitingShoppers'>;
  onShipped?: OnShipped;
}

const hasLeft = (status: string) => (SHIPPED_STATUSES as readonly string[]).includes(status);

/** Whether this change takes the order out of the shop: from before shipping to Shipped or past it. */
const leavesShop = (before: string, to: string): boolean => !hasLeft(before) && hasLeft(to);

export interface StatusChanged {
  /** The status the order was in before the change. */
  before: OrderStatus;
  order: repo.OrderRow;
  orderNumber: string;
  /** True when the order's lines went back on the shelf (cancelled, or returned and restocked). */
  restocked: boolean;
  /** Products with a size that was sold out before the stock came back. */
  backInStockProductIds: string[];
}

/** Cancelled: everything placement did is undone. Returned: the same, but the coupon stays used. */
async function undoOrder(
  tx: Db,
  coins: StatusChangeServices['coins'],
  order: repo.OrderRow,
  restock: boolean,
): Promise<string[]> {
  // The shopper's row first, as placement does: their balance cannot move while it is read here.
  await lockShopper(tx, order.userId);
  // Coins spent come back and coins earned (if ever credited) go, exactly (docs/decisions/016).
  await coins.undoOrder(tx, order);
  if (order.status === 'Cancelled') await repo.releaseCoupon(tx, order.id);
  return restock ? repo.restock(tx, order.id) : [];
}

/** The columns a change sets from where it starts and where it goes (shipment, return request and outcome). */
function columnsOf(input: StatusChangeInput, before: string, now: Date): repo.StatusColumns {
  const to = input.transition.to;
  if (to === 'Shipped' && input.shipment)
    return { courier: input.shipment.courier, trackingNumber: input.shipment.trackingNumber, shippedAt: now };
  if (to === 'Return_Requested')
    return { returnRequestedAt: now, returnDecidedAt: null, returnOutcome: null, returnDeclineReason: null };
  if (before === 'Return_Requested' && to === 'Returned')
    return { returnDecidedAt: now, returnOutcome: 'accepted', returnDeclineReason: null };
  if (before === 'Return_Requested' && to === 'Delivered')
    return { returnDecidedAt: now, returnOutcome: 'declined', returnDeclineReason: input.reason };
  return {};
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
    const current = await repo.lockOrder(tx, orderId, userId);
    if (!current) throw notFound(ORDER_MESSAGES.notFound);
    if (input.expected && current.status !== input.expected)
      throw conflict(
        ADMIN_ORDER_MESSAGES.movedBySomeoneElse.replace('{status}', statusLabel(current.status)),
      );
    const before = current.status as OrderStatus;
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
      columns: { ...columnsOf(input, before, now), ...input.columns },
    });
    // Nothing changed: a status or time that does not allow it.
    if (!order) throw conflict(refusalOf(transition, current));

    const change = await repo.insertStatusChange(tx, {
      orderId,
      status: to,
      reason: input.reason,
      description: input.description,
      actor: input.actor,
      createdAt: now,
    });
    const undone = to === 'Cancelled' || to === 'Returned';
    const restock = to === 'Cancelled' || input.restock !== false;
    const backInStockProductIds = undone ? await undoOrder(tx, services.coins, order, restock) : [];
    // Shoppers waiting for a product, colour or size that was sold out are told it is back, in this
    // transaction.
    await services.alerts.tellWaitingShoppers(tx, backInStockProductIds, now);
    // The goods leave: the invoice is issued now, so invoice numbers follow the order goods left in.
    const issued =
      services.onShipped && leavesShop(before, to) ? await services.onShipped(tx, order, now) : undefined;
    const orderNumber = orderNumberOf(input.brandCode, order);
    const notice = statusNotice(orderNumber, to, before, {
      shopNote: input.actor === 'shop' ? input.reason : null,
      shipment: input.shipment ?? null,
    });
    await services.notifications.notify(tx, [
      {
        userId: order.userId,
        ...notice,
        notificationType: 'order',
        ref: `order-status:${change.id}`,
        createdAt: now,
      },
    ]);
    await input.record?.(tx, { before, order, orderNumber, ...(issued ? { issued } : {}) });
    return { before, order, orderNumber, restocked: undone && restock, backInStockProductIds };
  });
}
