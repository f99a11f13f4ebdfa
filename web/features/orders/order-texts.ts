import { CANCEL_WINDOW_HOURS } from '../../../contract/order.ts';
import { localize, textsOf, tr } from '../../i18n/texts.ts';
import { getShopConfig } from '../../lib/shop-config.ts';

// The words of the order screens that the spec does not fix (its own are in contract/order.ts).

export const ORDER_TEXTS = textsOf('shop:orders', [
  'listTitle',
  'detailTitle',
  'loadingList',
  'loadingDetail',
  'viewOrder',
  'cancelOrder',
  'returnOrder',
  'placedOn',
  'expectedDelivery',
  'deliveredOn',
  'total',
  'items',
  'previous',
  'next',
  'pagination',
  'pageMissing',
  'firstPage',
  'backToOrders',
  'shippingAddress',
  'timeline',
  'payment',
  'subtotal',
  'couponDiscount',
  'coins',
  'delivery',
  'free',
  'payable',
  'paymentMethod',
  'color',
  'size',
  'quantity',
  'reason',
  'description',
  'keepOrder',
  'close',
  'cancelTitle',
  'cancelling',
  'confirmCancel',
  'returnTitle',
  'requestingReturn',
  'confirmReturn',
  'readReturnPolicy',
  'placed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'returnRequested',
  'returned',
  'processingNote',
  'shippedNote',
  'signInToSee',
  'signInToSeeOrder',
  'signInButton',
  'downloadInvoice',
  'downloadingInvoice',
]);

/** contract/order.ts ORDER_MESSAGES, as the order screens say them. */
export const ORDER_SAYS = textsOf('shop:orderMessages', [
  'fetchFailed',
  'fetchError',
  'detailFailed',
  'detailError',
  'continueShopping',
  'empty',
  'notFound',
]);

export const orderHeading = (orderNumber: string) => tr('shop:orders.heading', { orderNumber });
export const cancelOrderLabel = (orderNumber: string) => tr('shop:orders.cancelOrderLabel', { orderNumber });
export const returnOrderLabel = (orderNumber: string) => tr('shop:orders.returnOrderLabel', { orderNumber });
export const eachPrice = (price: string) => tr('shop:orders.each', { price });
export const downloadInvoiceFor = (orderNumber: string) =>
  tr('shop:orders.downloadInvoiceFor', { orderNumber });
/** contract/invoice.ts shippedWithText, as the order page says it. */
export const shippedWith = (courier: string, number: string) =>
  tr('shop:orders.shippedWith', { courier, number });
/**
 * A cancel or return reason (contract CANCEL_REASONS, RETURN_REASONS: English, and sent as it is) in the
 * shown language; a reason the list does not hold (an older order's) as it was given.
 */
export const reasonText = (reason: string) => localize(reason, 'shop:orders.reasons') ?? reason;
/**
 * A fixed English message of the order screens (contract ORDER_CHANGE_MESSAGES, INVOICE_MESSAGES) in the
 * shown language; the server's own words pass as they are.
 */
export const orderSays = (message: string) => localize(message, 'shop:orders.messages') ?? message;
export const itemCount = (count: number) => tr('shop:orders.itemCount', { count });
export const orderCount = (count: number) => tr('shop:orders.orderCount', { count });
export const pageOf = (page: number, pages: number) => tr('shop:orders.pageOf', { page, pages });
export const coinsUsed = (count: number) => tr('shop:orders.coinsUsed', { count });
export const cancelPolicy = () => tr('shop:orders.cancelPolicyText', { hours: CANCEL_WINDOW_HOURS });
/** The shop's own window (RETURN_WINDOW_DAYS), read when the dialog is drawn. */
export const returnPolicy = () =>
  tr('shop:orders.returnPolicyText', { count: getShopConfig().returnWindowDays });
/** How a status reads (contract statusLabel): the shown language's word for each known status. */
export function statusText(status: string | null | undefined): string {
  const key = (status || 'Processing').replace(/[^A-Za-z]/g, '');
  return tr(`shop:orders.status.${key}`, {
    defaultValue: status === 'Return_Requested' ? 'Return Requested' : status,
  });
}

/** 'November 21, 2026' for an ISO time or a calendar day (web/lib/format.ts). */
export { formatLongDate as longDate } from '../../lib/format.ts';
