import { ADMIN_ORDER_MESSAGES } from '../../../contract/admin-orders.ts';
import { CANCEL_WINDOW_HOURS, ORDER_CHANGE_MESSAGES, type OrderStatus } from '../../../contract/order.ts';

// The one table of allowed status changes (docs/decisions/012-order-lifecycle.md). The service turns
// a transition into a single conditional UPDATE (status among `from`, and inside the window), and the
// order views use the same rules to say whether the shopper may cancel or return now.

export type Actor = 'shopper' | 'shop';

export interface Transition {
  to: OrderStatus;
  /** Statuses the order may be in for the change to happen. */
  from: readonly OrderStatus[];
  /** The shopper's time limit: the change is open while `since` is less than `ms` ago. */
  window?: { since: 'createdAt' | 'deliveredAt'; ms: number };
  /** The answer when the order is in another status. */
  refused: string;
  /** The answer when the status allows it but the window has closed. */
  windowOver?: string;
}

const HOUR_MS = 3_600_000;

/** The road an order travels; the shop may move it forward any number of steps. */
export const FORWARD: readonly OrderStatus[] = [
  'Pending',
  'Confirmed',
  'Processing',
  'Shipping',
  'Shipped',
  'In-Transit',
  'Delivered',
];

export const SHOPPER_CANCEL: Transition = {
  to: 'Cancelled',
  from: ['Pending', 'Confirmed', 'Processing'],
  window: { since: 'createdAt', ms: CANCEL_WINDOW_HOURS * HOUR_MS },
  refused: ORDER_CHANGE_MESSAGES.cannotCancel,
  windowOver: ORDER_CHANGE_MESSAGES.cancelWindowOver,
};

/** A return request, within the shop's window after delivery (RETURN_WINDOW_DAYS, the spec's 1 day). */
export const shopperReturn = (windowDays: number): Transition => ({
  to: 'Return_Requested',
  from: ['Delivered'],
  window: { since: 'deliveredAt', ms: windowDays * 24 * HOUR_MS },
  refused: ORDER_CHANGE_MESSAGES.cannotReturn,
  windowOver: ORDER_CHANGE_MESSAGES.returnWindowOver,
});

/** Where the shop may move an order to `to` from; empty when it may not set that status at all. */
function shopSources(to: OrderStatus): OrderStatus[] {
  const step = FORWARD.indexOf(to);
  switch (to) {
    case 'Pending':
    case 'Return_Requested':
      return [];
    case 'Delivered':
      // Forward from any earlier status, or back from a return request the shop declines.
      return [...FORWARD.slice(0, step), 'Return_Requested'];
    case 'Cancelled':
      // Until it is delivered: a cash-on-delivery parcel refused at the door or lost comes back.
      return FORWARD.slice(0, FORWARD.indexOf('Delivered'));
    case 'Returned':
      return ['Return_Requested'];
    default:
      return FORWARD.slice(0, step);
  }
}

export function shopTransition(to: OrderStatus): Transition {
  return { to, from: shopSources(to), refused: ORDER_CHANGE_MESSAGES.statusNotAllowed };
}

/**
 * Returned to origin: a parcel refused at the door (or undeliverable) comes back to the shop. It is a
 * cancellation (stock, coins and coupon come back) of an order confirmed and not yet delivered.
 */
export const RETURNED_TO_ORIGIN: Transition = {
  to: 'Cancelled',
  from: ['Confirmed', 'Processing', 'Shipping', 'Shipped', 'In-Transit'],
  refused: ADMIN_ORDER_MESSAGES.rtoNotAllowed,
};
/** The reason an order returned to origin carries in its timeline and the shopper's notification. */
export const RTO_REASON = 'Returned to origin';

/** The returns desk accepts a return (the order becomes Returned) or declines it (back to Delivered). */
export const RETURN_ACCEPT: Transition = {
  to: 'Returned',
  from: ['Return_Requested'],
  refused: ADMIN_ORDER_MESSAGES.notAReturn,
};
export const RETURN_DECLINE: Transition = {
  to: 'Delivered',
  from: ['Return_Requested'],
  refused: ADMIN_ORDER_MESSAGES.notAReturn,
};

export interface OrderMoment {
  status: string;
  createdAt: Date;
  deliveredAt: Date | null;
}

/** The moment after which the window is over; null when the transition has no window. */
export function windowStart(transition: Transition, now: Date): Date | null {
  return transition.window ? new Date(now.getTime() - transition.window.ms) : null;
}

const inWindow = (transition: Transition, order: OrderMoment, now: Date): boolean => {
  const start = windowStart(transition, now);
  if (!start || !transition.window) return true;
  const since = transition.window.since === 'createdAt' ? order.createdAt : order.deliveredAt;
  return since !== null && since.getTime() > start.getTime();
};

const fromAllowed = (transition: Transition, status: string) =>
  (transition.from as readonly string[]).includes(status);

/** Whether the change may happen now (the same test the UPDATE makes). */
export function allows(transition: Transition, order: OrderMoment, now: Date): boolean {
  return fromAllowed(transition, order.status) && inWindow(transition, order, now);
}

/** Why the change may not happen to this order now. */
export function refusalOf(transition: Transition, order: OrderMoment): string {
  if (fromAllowed(transition, order.status) && transition.windowOver) return transition.windowOver;
  return transition.refused;
}
