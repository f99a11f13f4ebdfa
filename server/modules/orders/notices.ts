import type { OrderStatus } from '../../../contract/order.ts';

// The notification a shopper gets when their order changes status. The title says what happened; the
// message names the order by the number the shopper was given, the courier and tracking number when it
// ships, and the shop's note when there is one.

interface Notice {
  title: string;
  message: string;
}

const NOTICES: Record<OrderStatus, Notice> = {
  Pending: { title: 'Order pending', message: 'Your order #{id} is pending.' },
  Confirmed: { title: 'Order confirmed', message: 'Your order #{id} has been confirmed.' },
  Processing: { title: 'Order processing', message: 'Your order #{id} is being prepared.' },
  Shipping: { title: 'Order packed', message: 'Your order #{id} is packed and will ship soon.' },
  Shipped: { title: 'Order shipped', message: 'Your order #{id} has been shipped.' },
  'In-Transit': { title: 'Order in transit', message: 'Your order #{id} is on its way to you.' },
  Delivered: { title: 'Order delivered', message: 'Your order #{id} has been delivered.' },
  Cancelled: { title: 'Order cancelled', message: 'Your order #{id} has been cancelled.' },
  Return_Requested: {
    title: 'Return requested',
    message: 'We have received your return request for order #{id}.',
  },
  Returned: { title: 'Return accepted', message: 'Your return of order #{id} has been accepted.' },
};

const DECLINED: Notice = {
  title: 'Return declined',
  message: 'Your return request for order #{id} was declined.',
};

export interface NoticeExtras {
  /** The shop's note (a reason for cancelling, declining), added to the message. */
  shopNote: string | null;
  /** A Shipped change's courier and tracking number. */
  shipment: { courier: string; trackingNumber: string } | null;
}

/** The notice for a change of order `orderNumber` (LL-2026-000123) to `to` (from `previous`). */
export function statusNotice(
  orderNumber: string,
  to: OrderStatus,
  previous: string | null,
  { shopNote, shipment }: NoticeExtras,
): Notice {
  const notice = to === 'Delivered' && previous === 'Return_Requested' ? DECLINED : NOTICES[to];
  let message = notice.message.replace('{id}', orderNumber);
  if (to === 'Shipped' && shipment)
    message = `${message} Courier: ${shipment.courier}, tracking number ${shipment.trackingNumber}.`;
  return { title: notice.title, message: shopNote ? `${message} Note from the shop: ${shopNote}` : message };
}
