import type { i18n as I18n } from 'i18next';
import { getI18n } from 'react-i18next';
import { loadTexts } from '../i18n/i18n.ts';

// Texts that reach a screen as English strings: the contract's messages (COD_MESSAGES, CART_MESSAGES …),
// the call layer's fallbacks and the server's own words. Each area lists the ones it shows under
// `messages` in its resource file, keyed by name with the English text as its value; `knownText` finds
// a text there and gives it in the language the page shows. A text nobody listed passes unchanged.

let cached: { english: object; size: number; index: Map<string, string> } | null = null;
let loadingEnglish: Promise<void> | null = null;

/** A page opened in Hindi has only the Hindi texts; the English ones (to look texts up) come once, later. */
function ensureEnglish(instance: I18n): void {
  if (loadingEnglish || instance.hasResourceBundle('en', 'common')) return;
  loadingEnglish = loadTexts('en')
    .then((resources) => {
      for (const [namespace, texts] of Object.entries(resources.en ?? {})) {
        instance.addResourceBundle('en', namespace, texts, true, false);
      }
    })
    .catch(() => {
      loadingEnglish = null;
    });
}

function collect(prefix: string, value: unknown, into: Map<string, string>) {
  if (typeof value === 'string') {
    if (!into.has(value)) into.set(value, prefix);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, inner] of Object.entries(value)) collect(`${prefix}.${key}`, inner, into);
}

/** English text → 'namespace:messages.key', from every area's `messages`. */
function englishIndex(instance: I18n): Map<string, string> {
  const english = instance.store?.data?.en ?? {};
  const size = Object.keys(english).length;
  if (cached?.english === english && cached.size === size) return cached.index;
  const index = new Map<string, string>();
  for (const [namespace, texts] of Object.entries(english)) {
    const messages = (texts as { messages?: unknown }).messages;
    if (messages) collect(`${namespace}:messages`, messages, index);
  }
  cached = { english, size, index };
  return index;
}

/** `text` in the language the page shows, when it is one of the listed English messages. */
export function knownText(text: string): string {
  const instance = getI18n();
  if (!instance || instance.language === 'en' || !instance.language) return text;
  ensureEnglish(instance);
  const key = englishIndex(instance).get(text);
  return key ? instance.t(key) : text;
}
