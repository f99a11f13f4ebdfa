import { ADMIN_ORDER_MESSAGES } from '../../../contract/admin-orders.ts';
import type { Order, OrderStatus } from '../../../contract/order.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { type AlertService, createAlertService } from '../alerts/index.ts';
import { type CatalogService, type CatalogStock, createCatalogStock } from '../catalog/index.ts';
import { type CoinService, createCoinService } from '../coins/index.ts';
import { createNotificationService, type NotificationService } from '../notifications/index.ts';
import { type AuditService, createAuditService, type Actor as StaffActor } from '../staff/index.ts';
import {
  changeOrderStatus,
  type MadeChange,
  type OnShipped,
  type StatusChanged,
  type StatusChangeInput,
  type StatusChangeServices,
} from './lifecycle.ts';
import type { OrderMessages } from './order-messages.ts';
import { readOrder, resolveOrderId } from './reader.ts';
import {
  RETURN_ACCEPT,
  RETURN_DECLINE,
  RETURNED_TO_ORIGIN,
  RTO_REASON,
  SHOPPER_CANCEL,
  shopperReturn,
  shopTransition,
} from './transitions.ts';

// What moves an order after it is placed: the shopper cancels or asks to return it; staff move it along
// (the console's order and returns desks, and `npm run order:status`), each move written to the audit
// log in its own transaction. The shopper's changes answer the order as it is afterwards; staff changes
// answer which order moved where (the desk reads its own view of it).

export interface OrderLifecycleDeps {
  db: Db;
  /** brandCode names the order (LL-2026-000123) in answers and notifications. */
  config: Pick<Config, 'brandCode' | 'returnWindowDays'>;
  clock: () => Date;
  /** Cancelled and returned orders put stock back: product pages and listings are dropped after. */
  catalog: Pick<CatalogService, 'invalidateCaches'>;
  /** Told about follow-up work that failed after a change was committed (the change stands). */
  onFollowUpError?: (error: unknown) => void;
  /** The other modules a change works with; built here from db, config and clock when not given. */
  coins?: CoinService;
  notifications?: Pick<NotificationService, 'notify'>;
  alerts?: Pick<AlertService, 'tellWaitingShoppers'>;
  /** Listing figures refreshed when stock came back. */
  catalogStock?: Pick<CatalogStock, 'stockChanged'>;
  /** Where staff changes are recorded. */
  audit?: Pick<AuditService, 'record'>;
  /**
   * What happens, in the change's transaction, when an order leaves the shop (Shipped, or past it):
   * the composition root gives the invoices module's issueOnShipping. Left out, nothing is issued.
   */
  onShipped?: OnShipped;
  /**
   * The shopper's SMS and email about a change (shipped, delivered, cancelled, return accepted or
   * declined), handed to the send queue after the change committed. Left out, nothing is sent.
   */
  messages?: Pick<OrderMessages, 'changed'>;
}

export interface ShopperChange {
  reason: string;
  description: string;
}

/** A staff member's move (adminOrderStatusBody): `from` is the status they saw. */
export interface StaffMove {
  status: OrderStatus;
  from?: OrderStatus;
  courier?: string;
  trackingNumber?: string;
  note?: string;
}

/** Which order a staff change moved, and where to. */
export interface Moved {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
}

/** Orders are named by their id or their order number (LL-2026-000123): see resolveOrderId. */
export interface OrderLifecycle {
  cancel(userId: string, orderRef: string, change: ShopperChange): Promise<Order>;
  requestReturn(userId: string, orderRef: string, change: ShopperChange): Promise<Order>;
  /**
   * Staff move any order along the transition table. Shipped needs the courier and the tracking
   * number, Cancelled a note (the reason the shopper is told); a note is kept in the timeline.
   */
  setStatus(actor: StaffActor, orderRef: string, move: StaffMove): Promise<Moved>;
  /** Refused at the door and back at the shop: cancelled, its stock, coins and coupon back. */
  returnedToOrigin(actor: StaffActor, orderRef: string, note?: string): Promise<Moved>;
  /** The returns desk accepts a return: Returned; its lines go back on the shelf only when `restock`. */
  acceptReturn(
    actor: StaffActor,
    orderRef: string,
    input: { restock: boolean; note?: string },
  ): Promise<Moved>;
  /** The returns desk declines a return: back to Delivered, the reason in the timeline and the notice. */
  declineReturn(actor: StaffActor, orderRef: string, reason: string): Promise<Moved>;
}

const clean = (text: string | undefined) => (text?.trim() ? text.trim() : null);

export function createOrderLifecycle(deps: OrderLifecycleDeps): OrderLifecycle {
  const { db, clock, catalog } = deps;
  const { brandCode, returnWindowDays } = deps.config;
  const notifications = deps.notifications ?? createNotificationService(deps);
  const services: StatusChangeServices = {
    coins: deps.coins ?? createCoinService(deps),
    notifications,
    alerts: deps.alerts ?? createAlertService({ db, clock, notifications }),
    ...(deps.onShipped ? { onShipped: deps.onShipped } : {}),
  };
  const catalogStock = deps.catalogStock ?? createCatalogStock(deps);
  const audit = deps.audit ?? createAuditService({ db, clock });

  async function change(named: Omit<StatusChangeInput, 'brandCode'>): Promise<StatusChanged> {
    // A number becomes the order's id first (scoped to the shopper); the change itself works on ids.
    const input = { ...named, orderId: await resolveOrderId(db, named.userId, named.orderId), brandCode };
    const changed = await changeOrderStatus(db, services, clock(), input);
    if (changed.restocked) {
      // A size back in stock returns to the listing's size filter. The change stands whatever happens here.
      if (changed.backInStockProductIds.length > 0) {
        await catalogStock
          .stockChanged(changed.backInStockProductIds)
          .catch((error: unknown) => deps.onFollowUpError?.(error));
      }
      catalog.invalidateCaches();
    }
    // The shop's note is told to the shopper as the in-app notice tells it; a shopper's own reason is not.
    const shopNote = named.actor === 'shop' ? named.reason : null;
    await deps.messages
      ?.changed({ before: changed.before, order: changed.order, orderNumber: changed.orderNumber, shopNote })
      .catch((error: unknown) => deps.onFollowUpError?.(error));
    return changed;
  }

  async function byShopper(
    userId: string,
    orderId: string,
    c: ShopperChange,
    transition: StatusChangeInput['transition'],
  ): Promise<Order> {
    const changed = await change({
      orderId,
      userId,
      actor: 'shopper',
      transition,
      reason: c.reason,
      description: c.description === '' ? null : c.description,
    });
    return readOrder(db, { brandCode, now: clock(), returnWindowDays }, userId, changed.order.id);
  }

  /**
   * A staff change: the shop's history row, and the audit entry in the change's transaction (naming
   * the invoice issued when the order left the shop with it).
   */
  async function byStaff(
    actor: StaffActor,
    orderRef: string,
    input: Omit<StatusChangeInput, 'brandCode' | 'orderId' | 'userId' | 'actor' | 'record'>,
    entry: { action: string; note: string | null; after?: (change: MadeChange) => Record<string, unknown> },
  ): Promise<Moved> {
    const changed = await change({
      ...input,
      orderId: orderRef,
      userId: null,
      actor: 'shop',
      record: (tx, made) =>
        audit.record(tx, actor, {
          action: entry.action,
          targetType: 'order',
          targetId: made.order.id,
          targetLabel: made.orderNumber,
          before: { status: made.before },
          after: { status: made.order.status, ...entry.after?.(made), ...made.issued },
          note: entry.note,
        }),
    });
    return {
      orderId: changed.order.id,
      orderNumber: changed.orderNumber,
      status: changed.order.status as OrderStatus,
    };
  }

  return {
    cancel: (userId, orderId, c) => byShopper(userId, orderId, c, SHOPPER_CANCEL),
    requestReturn: (userId, orderId, c) => byShopper(userId, orderId, c, shopperReturn(returnWindowDays)),

    async setStatus(actor, orderRef, move) {
      const note = clean(move.note);
      const courier = clean(move.courier);
      const trackingNumber = clean(move.trackingNumber);
      // The console's body checks these too; the command line comes through here only.
      if (move.status === 'Shipped' && (!courier || !trackingNumber))
        throw badRequest(ADMIN_ORDER_MESSAGES.shippedNeedsTracking);
      if (move.status === 'Cancelled' && !note) throw badRequest(ADMIN_ORDER_MESSAGES.cancelNeedsReason);
      const shipment =
        move.status === 'Shipped' && courier && trackingNumber ? { courier, trackingNumber } : undefined;
      return byStaff(
        actor,
        orderRef,
        {
          transition: shopTransition(move.status),
          reason: note,
          description: null,
          ...(move.from ? { expected: move.from } : {}),
          ...(shipment ? { shipment } : {}),
        },
        { action: 'order.status', note, after: () => ({ ...shipment }) },
      );
    },

    returnedToOrigin: (actor, orderRef, note) =>
      byStaff(
        actor,
        orderRef,
        {
          transition: RETURNED_TO_ORIGIN,
          reason: RTO_REASON,
          description: clean(note),
          columns: { returnedToOriginAt: clock() },
        },
        { action: 'order.rto', note: clean(note), after: () => ({ returnedToOrigin: true }) },
      ),

    acceptReturn: (actor, orderRef, { restock, note }) =>
      byStaff(
        actor,
        orderRef,
        { transition: RETURN_ACCEPT, reason: clean(note), description: null, restock },
        { action: 'return.accept', note: clean(note), after: () => ({ restock }) },
      ),

    declineReturn(actor, orderRef, reason) {
      const why = clean(reason);
      if (!why) throw badRequest(ADMIN_ORDER_MESSAGES.declineNeedsReason);
      return byStaff(
        actor,
        orderRef,
        { transition: RETURN_DECLINE, reason: why, description: null },
        { action: 'return.decline', note: why },
      );
    },
  };
}
