import { toast } from 'sonner';
import { TOAST_MS } from '../../../contract/constants.ts';
import { cartFailure, serverMessage } from '../../lib/cart.ts';
import { useSessionExpiry } from '../../lib/session-expiry.ts';
import { CART_TEXTS } from './cart-texts.ts';

/**
 * Toasts for failed cart changes. A lost session is the session-expiry handler's (it clears the
 * sign-in and goes to /signin); anything else is said here.
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
    removed() {
      toast.success(CART_TEXTS.removed, { duration: TOAST_MS.success });
    },
  };
}
