import { CART_MESSAGES } from '../../../contract/cart.ts';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout.ts';

// The cart page's words: the spec's (contract/cart.ts) and the few it leaves to us.
export const CART_TEXTS = {
  ...CART_MESSAGES,
  title: 'My Cart',
  continueShopping: 'Continue Shopping',
  checkout: 'Checkout',
  checkingOut: 'Processing...',
  checkoutCreated: CHECKOUT_MESSAGES.created,
  insufficientStock: CHECKOUT_MESSAGES.insufficientStock,
  checkoutUnexpected: CHECKOUT_MESSAGES.unexpected,
  /** The delivery charge depends on the address, which is chosen at checkout. */
  deliveryAtCheckout: 'Calculated at checkout',
  nothingToBuy: 'Remove the unavailable items to continue.',
  quantityFailed: 'Could not change the quantity. Please try again.',
  loading: 'Loading cart…',
} as const;

/** 'Only 2 left' under a line whose stock fell below its quantity. */
export const onlyLeft = (stock: number) => `Only ${stock} left`;
