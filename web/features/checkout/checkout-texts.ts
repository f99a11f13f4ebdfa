import { currentLanguage, currentLocale } from '../../i18n/language.ts';
import { textsOf, tr } from '../../i18n/texts.ts';
import { formatRupees } from '../../lib/format.ts';

// The checkout screens' words: the spec's (contract/checkout.ts; the order texts are ORDER_MESSAGES
// of contract/order.ts) and the few it leaves to us (headings, button labels, notes).
export const CHECKOUT_TEXTS = textsOf('shop:checkout', [
  'created',
  'insufficientStock',
  'unexpected',
  'buyNowFailed',
  'loadFailed',
  'loadFailedLater',
  'missingId',
  'couponEmpty',
  'couponApplied',
  'couponFailed',
  'couponError',
  'pointsApplied',
  'pointsFailed',
  'pointsError',
  'checkoutMissing',
  'selectAddress',
  'invalidAddress',
  'missingCheckout',
  'cartEmpty',
  'cartNotFound',
  'notFound',
  'alreadyOrdered',
  'couponUnknown',
  'couponNotStarted',
  'couponExpired',
  'couponMinOrder',
  'couponUsedUp',
  'couponUserLimit',
  'couponFirstOrder',
  'couponRemoved',
  'noCoins',
  'nothingToPayWithCoins',
  'coinsRemoved',
  'productUnknown',
  'colourUnknown',
  'sizeUnknown',
  'nothingAvailable',
  'checkoutTitle',
  'loading',
  'couponHeading',
  'couponLabel',
  'couponPlaceholder',
  'apply',
  'applying',
  'remove',
  'removing',
  'offersHeading',
  'couponRemoveFailed',
  'coinsHeading',
  'applyCoins',
  'noCoinsYet',
  'coinsRemoveFailed',
  'summaryHeading',
  'subtotal',
  'couponDiscount',
  'coins',
  'delivery',
  'free',
  'total',
  'continue',
  'unavailableItems',
  'unavailableBadge',
  'alreadyPlacedTitle',
  'viewOrders',
  'goToCart',
  'paymentHeading',
  'deliverTo',
  'changeAddress',
  'chooseAddress',
  'placeOrder',
  'placingOrder',
  'loadingAddress',
  'orderNumberLabel',
  'orderedItems',
  'loadingOrder',
  'stepAddress',
  'stepPayment',
  'stepDone',
  'stepsLabel',
  'removeCoins',
  'changeAddressLabel',
]);

/** contract/order.ts ORDER_MESSAGES, as the checkout screens say them. */
export const ORDER_SAYS = textsOf('shop:orderMessages', [
  'placed',
  'placeFailed',
  'selectAddressFirst',
  'codTitle',
  'codSubtitle',
  'completeTitle',
  'completeText',
  'continueShopping',
]);

export const itemCount = (count: number) => tr('shop:checkout.itemCount', { count });
export const validTill = (date: string) => tr('shop:checkout.validTill', { date });
/** Coupon savings are whole rupees (the server rounds them); never shown with paise. */
export const youSave = (rupees: number) =>
  tr('shop:checkout.youSave', { amount: formatRupees(Math.round(rupees)) });
/** Cash on delivery: what to have at the door, in whole rupees (rounded up, so it is always enough). */
export const keepReady = (rupees: number) =>
  tr('shop:checkout.keepReady', { amount: formatRupees(Math.ceil(rupees - 0.005)) });
export const freeDeliveryHint = (fromRupees: number) =>
  tr('shop:checkout.freeDeliveryHint', { amount: formatRupees(fromRupees) });
export const coinsBalance = (count: number) => tr('shop:checkout.coinsBalance', { count });
export const coinsPending = (count: number) => tr('shop:checkout.coinsPending', { count });
export const coinsCreditedLater = () => tr('shop:checkout.coinsCreditedLater');
export const coinWorth = (value: number) => tr('shop:checkout.coinWorth', { amount: formatRupees(value) });
export const coinsApplied = (count: number) => tr('shop:checkout.coinsApplied', { count });
export const coinsEarned = (count: number) => tr('shop:checkout.coinsEarned', { count });
export const savingsNote = (rupees: number) =>
  tr('shop:checkout.savingsNote', { amount: formatRupees(rupees) });
export const sizeText = (size: string) => tr('shop:checkout.sizeOf', { size });
export const qtyText = (quantity: number) => tr('shop:checkout.qtyOf', { quantity });
export const removeCouponLabel = (code: string) => tr('shop:checkout.removeCouponLabel', { code });
export const applyCouponLabel = (code: string, description: string, saving: string) =>
  tr('shop:checkout.applyCouponLabel', { code, description, saving });

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = () => {
  const locale = currentLocale();
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    dateFormats.set(locale, format);
  }
  return format;
};

/** '31 Mar 2026' for an ISO time; the text itself when it is not a date. */
export function shortDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormat().format(time);
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
  if (currentLanguage() !== 'en') {
    const day = new Intl.DateTimeFormat(currentLocale(), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(date);
    return tr('shop:checkout.deliveryBy', { day });
  }
  return `Delivery by ${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}
