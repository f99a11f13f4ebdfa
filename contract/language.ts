// The shop's languages. English is the spec's and the default; Hindi is the second. The shopper's
// choice is kept on the device in a cookie (so the server can render pages and answers in it) and, when
// signed in, on the account.

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers the device's language (read by the server for rendered pages). */
export const LANGUAGE_COOKIE = 'll_lang';

/** Each language's name in itself, for the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The Intl locale of a language: prices, numbers and dates are written the Indian way in both. */
export const LOCALES: Record<Language, 'en-IN' | 'hi-IN'> = { en: 'en-IN', hi: 'hi-IN' };

/** What a request naming a language the shop does not have is told. */
export const LANGUAGE_MESSAGES = { invalid: 'Please choose English or Hindi.' } as const;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A language from a cookie header's `ll_lang`, else null. */
export function languageFromCookie(cookieHeader: string | undefined | null): Language | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/** The first supported language an Accept-Language header asks for (hi, hi-IN → hi), else null. */
export function languageFromAcceptLanguage(header: string | undefined | null): Language | null {
  if (!header) return null;
  const asked = header
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of asked) {
    const base = tag.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return null;
}
