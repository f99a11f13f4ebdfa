import { useCallback } from 'react';
import { REDIRECT_MS } from '../../../../contract/auth.ts';
import {
  accountLanguage,
  adoptAccountLanguage,
  deviceHasChosenLanguage,
} from '../../../i18n/account-language.ts';
import { storeSignIn } from '../../../lib/auth-storage.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import type { SignedIn } from '../api/sign-in-answer.ts';
import { useDelayedNavigate } from './use-delayed-navigate.ts';

/**
 * The end of every sign-in (rules/accounts §4, §7): keep the login data, say so, and go on after 1 s.
 * `replace` keeps a used sign-in screen out of the Back history. When the account has a language and
 * this device has not chosen one, the shop switches to it first (so the greeting is in it too);
 * `message` may be a function so it is written in the language chosen by then.
 */
export function useCompleteSignIn() {
  const navigateLater = useDelayedNavigate();
  return useCallback(
    (signedIn: SignedIn, message: string | (() => string), to: string) => {
      storeSignIn(signedIn.user, signedIn.accessToken);
      const greet = () => notifySuccess(typeof message === 'function' ? message() : message, 'account');
      if (accountLanguage(signedIn.user) && !deviceHasChosenLanguage()) {
        void adoptAccountLanguage(signedIn.user).then(greet, greet);
      } else {
        greet();
      }
      navigateLater(to, REDIRECT_MS.afterSignIn, { replace: true });
    },
    [navigateLater],
  );
}
