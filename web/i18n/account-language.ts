import { isLanguage, type Language, languageFromCookie } from '../../contract/language.ts';
import { getStoredToken } from '../lib/auth-storage.ts';
import { call } from '../lib/call.ts';
import { chooseLanguage } from './language.ts';

// The shopper's language on the account as well as on the device: a choice made while signed in is
// saved on the profile, so signing in on another device brings it back (adoptAccountLanguage).

/**
 * Shows the storefront in `language`, remembers it on this device and, when signed in, on the account.
 * Saving on the account is best effort: the device keeps the choice even when the call fails.
 */
export async function rememberLanguage(language: Language): Promise<void> {
  await chooseLanguage(language);
  if (!getStoredToken()) return;
  const form = new FormData();
  form.append('language', language);
  await call('profileUpdate', { form });
}

/** The language an account answer carries ('en' | 'hi'), else null. */
export function accountLanguage(user: unknown): Language | null {
  if (typeof user !== 'object' || user === null) return null;
  const value = (user as { language?: unknown }).language;
  return isLanguage(value) ? value : null;
}

/** True when this device has chosen a language (the `ll_lang` cookie is set). */
export function deviceHasChosenLanguage(): boolean {
  if (typeof document === 'undefined') return false;
  return languageFromCookie(document.cookie) !== null;
}

/**
 * After a sign-in: when the account has a language and this device has not chosen one, show the shop in
 * the account's language (and remember it on the device). A device's own choice wins.
 */
export async function adoptAccountLanguage(user: unknown): Promise<void> {
  const language = accountLanguage(user);
  if (!language || deviceHasChosenLanguage()) return;
  await chooseLanguage(language);
}
