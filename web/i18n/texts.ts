import { getI18n } from 'react-i18next';

// Texts kept outside components (constants modules, toasts) read their words when they are shown, not
// when the module loads: the language can change in between. `textsOf('shop:cart', ['title'])` is an
// object whose `title` is `t('shop:cart.title')` in the current language at every read.

/** One text of a namespace ('shop:cart.title'), in the language shown now. */
export function tr(key: string, values?: Record<string, unknown>): string {
  const i18n = getI18n();
  return i18n ? String(i18n.t(key, values ?? {})) : key;
}

/** An object of texts under `prefix` ('namespace:area'), each read in the current language. */
export function textsOf<const K extends string>(
  prefix: string,
  keys: readonly K[],
): { readonly [P in K]: string } {
  const texts = {} as { [P in K]: string };
  for (const key of keys) {
    Object.defineProperty(texts, key, { enumerable: true, get: () => tr(`${prefix}.${key}`) });
  }
  return texts;
}

/**
 * A fixed English message (a contract's text, a form rule's message) in the shown language: found by
 * its English words among the texts under `area` ('shop:address.messages'); any other text (a
 * server's answer, already in the shopper's language) is returned as it is.
 */
export function localize(message: string | undefined, area: string): string | undefined {
  const i18n = getI18n();
  if (!message || !i18n || i18n.language === 'en') return message;
  const [namespace = '', path = ''] = area.split(':');
  let texts: unknown = i18n.getResourceBundle('en', namespace);
  for (const part of path.split('.').filter(Boolean)) {
    texts =
      typeof texts === 'object' && texts !== null ? (texts as Record<string, unknown>)[part] : undefined;
  }
  if (typeof texts !== 'object' || texts === null) return message;
  const key = Object.keys(texts).find((name) => (texts as Record<string, unknown>)[name] === message);
  return key ? tr(`${area}.${key}`) : message;
}
