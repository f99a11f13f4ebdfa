import { CHECKOUT_MESSAGES } from '../../../contract/checkout.ts';
import { formatRupees } from '../../lib/format.ts';

// The checkout screens' words: the spec's (contract/checkout.ts; the order texts are ORDER_MESSAGES
// of contract/order.ts) and the few it leaves to us (headings, button labels, notes).
export const CHECKOUT_TEXTS = {
  ...CHECKOUT_MESSAGES,
  checkoutTitle: 'Checkout',
  loading: 'Loading checkout…',
  couponHeading: 'Apply coupon',
  couponLabel: 'Coupon code',
  couponPlaceholder: 'Enter coupon code',
  apply: 'Apply',
  applying: 'Applying…',
  remove: 'Remove',
  removing: 'Removing…',
  offersHeading: 'Available offers',
  couponRemoveFailed: 'Could not remove the coupon. Please try again.',
  coinsHeading: 'Coins',
  applyCoins: 'Apply coins',
  noCoinsYet: 'You have no coins yet. Earn them on orders and referrals.',
  coinsRemoveFailed: 'Could not remove the coins. Please try again.',
  summaryHeading: 'Order Summary',
  subtotal: 'Subtotal',
  couponDiscount: 'Coupon discount',
  coins: 'Coins',
  delivery: 'Delivery',
  free: 'Free',
  total: 'Total',
  continue: 'Continue',
  unavailableItems:
    'These items cannot be ordered as they stand (sold out, changed, or not payable by cash on delivery). Remove them or move them to your wishlist in your cart, then check out again.',
  unavailableBadge: 'Unavailable',
  alreadyPlacedTitle: 'Order placed',
  viewOrders: 'View Orders',
  goToCart: 'Go to Cart',
  paymentHeading: 'Payment method',
  deliverTo: 'Deliver to',
  changeAddress: 'Change',
  chooseAddress: 'Choose an address',
  placeOrder: 'Place Order',
  placingOrder: 'Placing order...',
  loadingAddress: 'Loading your address…',
  orderNumberLabel: 'Order number',
  orderedItems: 'Your items',
  loadingOrder: 'Loading your order…',
  stepAddress: 'Address',
  stepPayment: 'Payment',
  stepDone: 'Done',
} as const;

export const itemCount = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
export const validTill = (date: string) => `Valid till ${date}`;
/** Coupon savings are whole rupees (the server rounds them); never shown with paise. */
export const youSave = (rupees: number) => `Save ${formatRupees(Math.round(rupees))}`;
/** Cash on delivery: what to have at the door, in whole rupees (rounded up, so it is always enough). */
export const keepReady = (rupees: number) => `Keep ${formatRupees(Math.ceil(rupees - 0.005))} ready`;
export const freeDeliveryHint = (fromRupees: number) =>
  `Free delivery on orders of ${formatRupees(fromRupees)} or more`;
export const coinsBalance = (coins: number) => `You have ${coins} ${coins === 1 ? 'coin' : 'coins'}`;
export const coinsPending = (coins: number) =>
  `${coins} more ${coins === 1 ? 'coin' : 'coins'} pending: yours once those orders are delivered and the return window closes`;
export const coinsCreditedLater =
  'They are added to your coins once the order is delivered and the return window closes.';
export const coinWorth = (value: number) => `1 coin = ${formatRupees(value)}`;
export const coinsApplied = (coins: number) => `${coins} ${coins === 1 ? 'coin' : 'coins'} applied`;
export const coinsEarned = (coins: number) => `You earned ${coins} ${coins === 1 ? 'coin' : 'coins'}`;
export const savingsNote = (rupees: number) => `You save ${formatRupees(rupees)} on this order`;

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '31 Mar 2026' for an ISO time; the text itself when it is not a date. */
export function shortDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormat.format(time);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * 'Delivery by Tue, 1 Dec' for a promised day (YYYY-MM-DD, a calendar day in India), written as the
 * delivery service writes it (fixed English names, not Intl, whose text varies with the ICU version);
 * '' when it is not such a day.
 */
export function deliveryBy(isoDay: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay ?? '');
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(match[3])) return '';
  return `Delivery by ${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}
