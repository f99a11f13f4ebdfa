import type { Order, OrderStatus, StatusChange } from '../../../contract/order.ts';
import { longDate, ORDER_TEXTS } from './order-texts.ts';

// The detail page's status timeline (rules/accounts §4): always 'Order Placed' with the placed date, then
// the stage the order is at: Processing, Shipped, Cancelled (with the reason) or Delivered (with the
// delivery date). A return keeps its Delivered step and adds the request (or the return) with its
// reason, so the shopper sees both days that matter for the return window.

export type TimelineTone = 'done' | 'active' | 'stopped';

export interface TimelineEntry {
  key: string;
  title: string;
  /** ISO time or calendar day; '' when not known. */
  date: string;
  /** The reason given, for a cancellation or a return. */
  reason?: string;
  /** The shopper's own words with it, when they wrote some. */
  description?: string;
  note?: string;
  tone: TimelineTone;
}

const SHIPPED: readonly OrderStatus[] = ['Shipping', 'Shipped', 'In-Transit'];
const PROCESSING: readonly OrderStatus[] = ['Pending', 'Confirmed', 'Processing'];

/** The latest change into one of these statuses, if the history has one. */
function lastChange(order: Order, statuses: readonly OrderStatus[]): StatusChange | undefined {
  return order.statusHistory.findLast((change) => statuses.includes(change.status));
}

/** The first change into one of these statuses: when the stage began. */
function firstChange(order: Order, statuses: readonly OrderStatus[]): StatusChange | undefined {
  return order.statusHistory.find((change) => statuses.includes(change.status));
}

function withReason(entry: TimelineEntry, order: Order, change: StatusChange | undefined): TimelineEntry {
  const reason = change?.reason ?? order.cancellationOrReturnReason ?? '';
  const description = change?.description ?? '';
  return {
    ...entry,
    ...(reason ? { reason } : {}),
    ...(description ? { description } : {}),
  };
}

function deliveredEntry(order: Order, tone: TimelineTone): TimelineEntry {
  const change = lastChange(order, ['Delivered']);
  return {
    key: 'delivered',
    title: ORDER_TEXTS.delivered,
    date: order.deliveredAt ?? change?.at ?? '',
    tone,
  };
}

export function orderTimeline(order: Order): TimelineEntry[] {
  const placed: TimelineEntry = {
    key: 'placed',
    title: ORDER_TEXTS.placed,
    date: order.createdAt,
    tone: 'done',
  };
  const { status } = order;

  if (status === 'Cancelled') {
    const change = lastChange(order, ['Cancelled']);
    const entry: TimelineEntry = {
      key: 'cancelled',
      title: ORDER_TEXTS.cancelled,
      date: change?.at ?? order.updatedAt,
      tone: 'stopped',
    };
    return [placed, withReason(entry, order, change)];
  }

  if (status === 'Delivered') return [placed, deliveredEntry(order, 'done')];

  if (status === 'Return_Requested' || status === 'Returned') {
    const change = lastChange(order, [status]);
    const returned = status === 'Returned';
    const entry: TimelineEntry = {
      key: returned ? 'returned' : 'return-requested',
      title: returned ? ORDER_TEXTS.returned : ORDER_TEXTS.returnRequested,
      date: change?.at ?? order.updatedAt,
      tone: returned ? 'stopped' : 'active',
    };
    return [placed, deliveredEntry(order, 'done'), withReason(entry, order, change)];
  }

  if (SHIPPED.includes(status)) {
    return [
      placed,
      {
        key: 'shipped',
        title: ORDER_TEXTS.shipped,
        date: firstChange(order, SHIPPED)?.at ?? '',
        note: ORDER_TEXTS.shippedNote,
        tone: 'active',
      },
    ];
  }

  // Pending, Confirmed and Processing (and a status the page does not know) read as Processing. A
  // cash-on-delivery order is processed from the moment it is placed: the day shows only if later.
  const started = firstChange(order, PROCESSING)?.at ?? '';
  return [
    placed,
    {
      key: 'processing',
      title: ORDER_TEXTS.processing,
      date: longDate(started) === longDate(order.createdAt) ? '' : started,
      note: ORDER_TEXTS.processingNote,
      tone: 'active',
    },
  ];
}
