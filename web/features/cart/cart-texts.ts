import { textsOf, tr } from '../../i18n/texts.ts';
import { formatRupees } from '../../lib/format.ts';

// The cart page's words (shop:cart in web/i18n/locales): the spec's (contract/cart.ts, the same English)
// and the few it leaves to us, read in the shown language at each use. The summary's labels are the
// checkout's, so 'Subtotal' means the same amount on both screens: the selling-price total.
export const CART_TEXTS = textsOf('shop:cart', [
  'addSignIn',
  'buySignIn',
  'selectForCart',
  'selectForBuy',
  'added',
  'addFailed',
  'addError',
  'fetchError',
  'loadFailed',
  'loadDataFailed',
  'removeFailed',
  'removed',
  'empty',
  'cartIdMissing',
  'signIn',
  'productUnknown',
  'colourUnknown',
  'sizeUnknown',
  'outOfStock',
  'stockLimit',
  'itemUnknown',
  'notYourCart',
  'minimumQuantity',
  'unavailable',
  'title',
  'continueShopping',
  'checkout',
  'checkingOut',
  'checkoutCreated',
  'insufficientStock',
  'checkoutUnexpected',
  'summaryHeading',
  'mrpTotal',
  'mrpDiscount',
  'subtotal',
  'delivery',
  'free',
  'total',
  'freeDelivery',
  'atCheckout',
  'nothingToBuy',
  'codUnavailable',
  'quantityFailed',
  'remove',
  'removing',
  'undo',
  'restoreFailed',
  'moveToWishlist',
  'moving',
  'moved',
  'loading',
  'emptyHint',
  'signInButton',
  'linesHeading',
  'colour',
  'size',
  'mrp',
  'pageTitle',
]);

/** 'Only 3 left' beside the stepper once the quantity reaches (or passed) the stock left. */
export const onlyLeft = (stock: number) => tr('shop:cart.onlyLeft', { stock });

/** Beside the unit price when the line holds more than one. */
export const each = () => tr('shop:cart.each');

export const addForFreeDelivery = (rupees: number) =>
  tr('shop:cart.addForFreeDelivery', { amount: formatRupees(rupees) });

/** Under a Checkout that cannot go on: the only payment is cash on delivery (rules/accounts §2). */
export const codBlocksCheckout = (count: number) => tr('shop:cart.codBlocksCheckout', { count });

/** The button names of one line, so each says which product it acts on. */
export const removeLabel = (name: string) => tr('shop:cart.removeLabel', { name });
export const moveLabel = (name: string) => tr('shop:cart.moveLabel', { name });
export const youSave = (amount: number) => tr('shop:cart.youSave', { amount: formatRupees(amount) });
export const quantityOf = (name: string) => tr('shop:cart.quantityOf', { name });
export const decreaseQuantityOf = (name: string) => tr('shop:cart.decreaseQuantityOf', { name });
export const increaseQuantityOf = (name: string) => tr('shop:cart.increaseQuantityOf', { name });
export const qty = (quantity: number) => tr('shop:cart.qty', { quantity });
