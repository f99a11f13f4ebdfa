import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './i18n.ts';

// Every area's texts (web/i18n/locales/<language>/<area>.json): every English key has a Hindi one and
// the other way round, with the same {{placeholders}} (and the contract-style {n}/{min} ones), and no
// Hindi text is left in English — but for names written in Latin letters everywhere.

type Texts = { [key: string]: string | Texts };

const files = import.meta.glob<Texts>('./locales/*/*.json', { import: 'default', eager: true });
const textsOf = (language: string, area: string) => files[`./locales/${language}/${area}.json`];

function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) out.set(inner, text);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g)].map((m) => m[1] ?? m[2]).sort();

/** Words kept in Latin letters in Hindi too: brand names, the Delete key's name, OTP, MB, UPI. */
const LATIN_WORDS = ['WhatsApp', 'Instagram', 'Facebook', 'Google', 'Delete', 'OTP', 'MB', 'UPI', 'PIN'];

it('has a file per area in each language, and no file outside the areas', () => {
  const areas = Object.keys(files).map((file) =>
    file.replace(/^\.\/locales\/\w+\//, '').replace('.json', ''),
  );
  expect([...new Set(areas)].sort()).toEqual([...NAMESPACES].sort());
  for (const area of NAMESPACES) {
    expect(textsOf('en', area), `en/${area}.json`).toBeDefined();
    expect(textsOf('hi', area), `hi/${area}.json`).toBeDefined();
  }
});

describe.each(NAMESPACES)('the %s texts', (area) => {
  const english = flatten(textsOf('en', area) ?? {});
  const hindi = flatten(textsOf('hi', area) ?? {});

  it('has the same keys in English and Hindi', () => {
    expect(english.size).toBeGreaterThan(0);
    expect([...hindi.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !hindi.has(key))).toEqual([]);
  });

  it('keeps every placeholder', () => {
    const differing = [...english].filter(([key, text]) => {
      const other = hindi.get(key);
      return other !== undefined && placeholders(text).join() !== placeholders(other).join();
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('writes Hindi in Devanagari', () => {
    const latin = [...hindi].filter(([, text]) => {
      const words = text.replace(/\{\{\s*\w+\s*\}\}|\{\w+\}/g, '').match(/[A-Za-z]{3,}/g) ?? [];
      return words.some((word) => !LATIN_WORDS.includes(word));
    });
    expect(latin.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
