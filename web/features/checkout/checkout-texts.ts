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
    'Some items can no longer be bought in the chosen colour, size or quantity. Change them in your cart and check out again.',
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
  stepAddress: 'Address',
  stepPayment: 'Payment',
  stepDone: 'Done',
} as const;

export const itemCount = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
export const validTill = (date: string) => `Valid till ${date}`;
export const youSave = (rupees: number) => `Save ${formatRupees(rupees)}`;
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
