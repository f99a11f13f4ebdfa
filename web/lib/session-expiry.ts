import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { REDIRECT_MS } from '../../contract/auth.ts';
import { TOAST_MS_ACCOUNT } from '../../contract/constants.ts';
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

/**
 * Returns a handler for failed account calls: on an auth failure it clears the stored sign-in, says
 * the session expired and goes to /signin after 1 s (bringing the shopper back afterwards), and
 * returns true; any other failure returns false for the caller to show its own message.
 */
export function useSessionExpiry(): (failure: Pick<ApiFailure, 'status' | 'error'>) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (failure) => {
      if (!isAuthFailure(failure)) return false;
      clearSignIn();
      toast.error(SESSION_EXPIRED_MESSAGE, { duration: TOAST_MS_ACCOUNT.error });
      const here =
        typeof window === 'undefined' ? undefined : window.location.pathname + window.location.search;
      window.setTimeout(() => navigate(signInPath(here)), REDIRECT_MS.afterAuthFailure);
      return true;
    },
    [navigate],
  );
}
