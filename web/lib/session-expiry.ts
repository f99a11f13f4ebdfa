import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_MS } from '../../contract/constants.ts';
import { ROUTES } from '../../contract/routes.ts';
import { clearSignIn } from './auth-storage.ts';
import { failedCall } from './failure.ts';
import { notifyError, type ToastTiming } from './notify.ts';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please sign in again.';

/**
 * A failure that means "not signed in" (rules/storefront §8): status 401 or the auth texts. Reads a
 * failed call whether it was resolved or thrown; anything else (a thrown error of our own) is not one.
 */
export function isAuthFailure(failure: unknown): boolean {
  const call = failedCall(failure);
  if (!call) return false;
  if (call.status === 401) return true;
  return /No token provided|Login Required|Unauthorized/i.test(call.body.message ?? '');
}

/** Where to come back to after signing in: only same-site paths (never //host or a scheme). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** /signin with the page to come back to. */
export function signInPath(returnTo?: string): string {
  const back = safeReturnPath(returnTo);
  return back && back !== ROUTES.signin
    ? `${ROUTES.signin}?redirect=${encodeURIComponent(back)}`
    : ROUTES.signin;
}

/** How a screen ends a lost session: the spec's delay and toast length differ by screen. */
export interface SessionExpiryTiming {
  redirectMs: number;
  /** Whose toast length the 'Session expired' toast has (web/lib/notify.ts). */
  toast: ToastTiming;
}

/** Account screens (the second document): 1 s, a 4 s toast. */
export const ACCOUNT_EXPIRY: SessionExpiryTiming = {
  redirectMs: REDIRECT_MS.afterAuthFailure,
  toast: 'account',
};
/** Home, listing and wishlist (rules/storefront §9): 1 s, and the browsing screens' 3 s error toast. */
export const BROWSING_EXPIRY: SessionExpiryTiming = { redirectMs: 1000, toast: 'browsing' };
/** The product page (rules/storefront §9): 1.5 s, and the browsing screens' 3 s error toast. */
export const PRODUCT_PAGE_EXPIRY: SessionExpiryTiming = { redirectMs: 1500, toast: 'browsing' };

/**
 * Returns a handler for failed account calls (an ApiFailure or a thrown ApiRequestError): on an auth
 * failure it clears the stored sign-in, says the session expired and goes to /signin after the
 * screen's delay (bringing the shopper back afterwards), and returns true; any other failure returns
 * false for the caller to show its own message.
 */
export function useSessionExpiry(
  timing: SessionExpiryTiming = ACCOUNT_EXPIRY,
): (failure: unknown) => boolean {
  const navigate = useNavigate();
  const { redirectMs, toast } = timing;
  return useCallback(
    (failure) => {
      if (!isAuthFailure(failure)) return false;
      clearSignIn();
      notifyError(SESSION_EXPIRED_MESSAGE, toast);
      const here =
        typeof window === 'undefined' ? undefined : window.location.pathname + window.location.search;
      window.setTimeout(() => navigate(signInPath(here)), redirectMs);
      return true;
    },
    [navigate, redirectMs, toast],
  );
}
