import { CART_MESSAGES } from '../../../contract/cart.ts';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout.ts';
import { formatRupees } from '../../lib/format.ts';

// The cart page's words: the spec's (contract/cart.ts) and the few it leaves to us. The summary's
// labels are the checkout's (web/features/checkout/checkout-texts.ts), so 'Subtotal' means the same
// amount on both screens: the selling-price total.
export const CART_TEXTS = {
  ...CART_MESSAGES,
  title: 'My Cart',
  continueShopping: 'Continue Shopping',
  checkout: 'Checkout',
  checkingOut: 'Processing...',
  checkoutCreated: CHECKOUT_MESSAGES.created,
  insufficientStock: CHECKOUT_MESSAGES.insufficientStock,
  checkoutUnexpected: CHECKOUT_MESSAGES.unexpected,
  summaryHeading: 'Order Summary',
  mrpTotal: 'Total M.R.P.',
  mrpDiscount: 'Discount on M.R.P.',
  subtotal: 'Subtotal',
  delivery: 'Delivery',
  free: 'Free',
  total: 'Total',
  freeDelivery: 'You get free delivery',
  atCheckout: 'Apply coupons and coins at checkout.',
  nothingToBuy: 'Remove the unavailable items to continue.',
  codUnavailable: 'Cash on delivery is not available for this item',
  quantityFailed: 'Could not change the quantity. Please try again.',
  remove: 'Remove',
  removing: 'Removing...',
  undo: 'Undo',
  restoreFailed: 'Could not put the item back. Please add it again from its page.',
  moveToWishlist: 'Move to wishlist',
  moving: 'Moving...',
  moved: 'Moved to wishlist',
  loading: 'Loading cart…',
} as const;

/** 'Only 3 left' beside the stepper once the quantity reaches (or passed) the stock left. */
export const onlyLeft = (stock: number) => `Only ${stock} left`;

/** Beside the unit price when the line holds more than one. */
export const EACH = 'each';

export const addForFreeDelivery = (rupees: number) => `Add ${formatRupees(rupees)} more for free delivery`;

/** Under a Checkout that cannot go on: the only payment is cash on delivery (rules/accounts §2). */
export const codBlocksCheckout = (count: number) =>
  `Cash on delivery is the only way to pay, and ${count === 1 ? '1 item' : `${count} items`} in your cart cannot be paid that way. Remove ${count === 1 ? 'it' : 'them'} or move ${count === 1 ? 'it' : 'them'} to your wishlist to check out.`;

/** The button names of one line, so each says which product it acts on. */
export const removeLabel = (name: string) => `Remove ${name} from cart`;
export const moveLabel = (name: string) => `Move ${name} to wishlist`;
