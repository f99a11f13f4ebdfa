import { CANCEL_WINDOW_HOURS, dayWord } from '../../../contract/order.ts';
import { getShopConfig } from '../../lib/shop-config.ts';

// The words of the order screens that the spec does not fix (its own are in contract/order.ts).

export const ORDER_TEXTS = {
  listTitle: 'My Orders',
  detailTitle: 'Order details',
  loadingList: 'Loading your orders…',
  loadingDetail: 'Loading the order…',
  viewOrder: 'View Order',
  cancelOrder: 'Cancel Order',
  returnOrder: 'Return',
  placedOn: 'Placed on',
  expectedDelivery: 'Expected delivery',
  deliveredOn: 'Delivered on',
  total: 'Total',
  items: 'Items',
  previous: 'Previous',
  next: 'Next',
  pagination: 'Order pages',
  pageMissing: 'There are no orders on this page.',
  firstPage: 'Go to the first page',
  backToOrders: 'Back to My Orders',
  shippingAddress: 'Shipping address',
  timeline: 'Order status',
  payment: 'Payment summary',
  subtotal: 'Subtotal',
  couponDiscount: 'Coupon discount',
  coins: 'Coins',
  delivery: 'Delivery charge',
  free: 'Free',
  payable: 'Payable',
  paymentMethod: 'Payment method',
  color: 'Colour',
  size: 'Size',
  quantity: 'Qty',
  reason: 'Reason',
  description: 'Tell us more (optional)',
  keepOrder: 'Keep Order',
  close: 'Close',
  cancelTitle: 'Cancel this order?',
  cancelling: 'Cancelling…',
  confirmCancel: 'Cancel Order',
  cancelPolicy: `Orders can be cancelled within ${CANCEL_WINDOW_HOURS} hours of placing them, before they ship.`,
  returnTitle: 'Return this order',
  requestingReturn: 'Requesting…',
  confirmReturn: 'Request Return',
  /** The shop's own window (RETURN_WINDOW_DAYS), read when the dialog is drawn. */
  get returnPolicy() {
    return `Returns are accepted within ${dayWord(getShopConfig().returnWindowDays)} of delivery, with the items unused and in their original packaging. We pick them up and refund you once they reach us.`;
  },
  readReturnPolicy: 'Read the return and refund policy',
  placed: 'Order Placed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returnRequested: 'Return Requested',
  returned: 'Returned',
  processingNote: 'We are packing your order.',
  shippedNote: 'Your order is on its way.',
} as const;

export const orderHeading = (orderNumber: string) => `Order #${orderNumber}`;
export const itemCount = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
export const orderCount = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;
export const pageOf = (page: number, pages: number) => `Page ${page} of ${pages}`;
export const coinsUsed = (n: number) => `${ORDER_TEXTS.coins} (${n} used)`;

// Dates in the en-US long format (rules/accounts §9), as the shop's clock in India reads them.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const calendarDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'November 21, 2026' for an ISO time or a calendar day (YYYY-MM-DD); '' when it is not a date. */
export function longDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = Date.parse(`${value}T00:00:00Z`);
    return Number.isNaN(day) ? '' : calendarDayFormat.format(day);
  }
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : dayFormat.format(time);
}
