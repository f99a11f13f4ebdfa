import { getI18n } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  type Language,
  LOCALES,
  languageFromCookie,
} from '../../contract/language.ts';
import { switchLanguage } from './i18n.ts';

// The device's language: a cookie the server also reads (so pages it renders, and its answers, come in
// the same language), and <html lang>. Formatting helpers (web/lib/format.ts) follow it.

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The language this device chose (cookie), else English. */
export function deviceLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  return languageFromCookie(document.cookie) ?? DEFAULT_LANGUAGE;
}

/** The language the page is showing now. */
export function currentLanguage(): Language {
  const language = getI18n()?.language;
  return language === 'hi' ? 'hi' : 'en';
}

/** The Intl locale of the language the page is showing (en-IN or hi-IN). */
export const currentLocale = (): 'en-IN' | 'hi-IN' => LOCALES[currentLanguage()];

function remember(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server on the next page
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  document.documentElement.lang = LOCALES[language];
}

/** Shows the storefront in another language and remembers it on this device. */
export async function chooseLanguage(language: Language): Promise<void> {
  const instance = getI18n();
  if (instance) await switchLanguage(instance, language);
  remember(language);
}
