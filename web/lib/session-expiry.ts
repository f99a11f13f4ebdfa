import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { REDIRECT_MS } from '../../contract/auth.ts';
import { TOAST_MS, TOAST_MS_ACCOUNT } from '../../contract/constants.ts';
import { ROUTES } from '../../contract/routes.ts';
import type { ApiFailure } from './api.ts';
import { clearSignIn } from './auth-storage.ts';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please sign in again.';

/** A failure that means "not signed in" (storefront.md §8): status 401 or the auth texts. */
export function isAuthFailure(failure: Pick<ApiFailure, 'status' | 'error'>): boolean {
  if (failure.status === 401) return true;
  const message = failure.error?.message ?? '';
  return /No token provided|Login Required|Unauthorized/i.test(message);
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
  toastMs: number;
}

/** Account screens (the second document): 1 s, a 4 s toast. */
const ACCOUNT_TIMING: SessionExpiryTiming = {
  redirectMs: REDIRECT_MS.afterAuthFailure,
  toastMs: TOAST_MS_ACCOUNT.error,
};
/** Home, listing and wishlist (storefront.md §10): 1 s, and the browsing screens' 3 s error toast. */
export const BROWSING_EXPIRY: SessionExpiryTiming = { redirectMs: 1000, toastMs: TOAST_MS.error };
/** The product page (storefront.md §10): 1.5 s, and the browsing screens' 3 s error toast. */
export const PRODUCT_PAGE_EXPIRY: SessionExpiryTiming = { redirectMs: 1500, toastMs: TOAST_MS.error };

/**
 * Returns a handler for failed account calls: on an auth failure it clears the stored sign-in, says
 * the session expired and goes to /signin after the screen's delay (bringing the shopper back
 * afterwards), and returns true; any other failure returns false for the caller to show its own message.
 */
export function useSessionExpiry(
  timing: SessionExpiryTiming = ACCOUNT_TIMING,
): (failure: Pick<ApiFailure, 'status' | 'error'>) => boolean {
  const navigate = useNavigate();
  const { redirectMs, toastMs } = timing;
  return useCallback(
    (failure) => {
      if (!isAuthFailure(failure)) return false;
      clearSignIn();
      toast.error(SESSION_EXPIRED_MESSAGE, { duration: toastMs });
      const here =
        typeof window === 'undefined' ? undefined : window.location.pathname + window.location.search;
      window.setTimeout(() => navigate(signInPath(here)), redirectMs);
      return true;
    },
    [navigate, redirectMs, toastMs],
  );
}
