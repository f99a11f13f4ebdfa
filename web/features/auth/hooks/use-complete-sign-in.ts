import { useCallback } from 'react';
import { REDIRECT_MS } from '../../../../contract/auth.ts';
import { storeSignIn } from '../../../lib/auth-storage.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import type { SignedIn } from '../api/sign-in-answer.ts';
import { useDelayedNavigate } from './use-delayed-navigate.ts';

/**
 * The end of every sign-in (rules/accounts §4, §7): keep the login data, say so, and go on after 1 s.
 * `replace` keeps a used sign-in screen out of the Back history.
 */
export function useCompleteSignIn() {
  const navigateLater = useDelayedNavigate();
  return useCallback(
    (signedIn: SignedIn, message: string, to: string) => {
      storeSignIn(signedIn.user, signedIn.accessToken);
      notifySuccess(message, 'account');
      navigateLater(to, REDIRECT_MS.afterSignIn, { replace: true });
    },
    [navigateLater],
  );
}
