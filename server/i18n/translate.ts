import type { Language } from '../../contract/language.ts';

// The server's texts are written in English (the spec's language) and translated on the way out: an
// answer's message, a notification, an SMS. A translation is looked up by the English text itself, so a
// service never changes: exact texts first, then templates for texts with values in them ('Only {n}
// left in stock for this size.' matches 'Only 3 left in stock for this size.' and keeps the 3). A text
// with no translation stays English: a missing entry never breaks an answer.

/** A text with values: its English and Hindi forms, the values named the same in both ({n}, {name}). */
export interface TemplateEntry {
  en: string;
  hi: string;
  /** Values that are themselves texts of the shop, translated too (a notice with a note added to it). */
  translate?: readonly string[];
}

interface Rule {
  pattern: RegExp;
  names: string[];
  entry: TemplateEntry;
}

export interface Translator {
  /** The text in `language`: itself for English or when no translation is known. */
  (text: string, language: Language): string;
  /** Whether a Hindi translation of the text is known (an SMS falls back to English when not). */
  knows(text: string): boolean;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'Only {n} left.' → /^Only (?<n>.+?) left\.$/s and its value names. */
function compile(entry: TemplateEntry): Rule {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of entry.en.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(entry.en.slice(last, match.index));
    const name = match[1]!;
    // A value named twice must be the same text both times.
    source += names.includes(name) ? `\\k<${name}>` : `(?<${name}>.+?)`;
    if (!names.includes(name)) names.push(name);
    last = match.index + match[0].length;
  }
  source += escapeRegExp(entry.en.slice(last));
  return { pattern: new RegExp(`^${source}$`, 's'), names, entry };
}

export const hasPlaceholders = (text: string): boolean => /\{\w+\}/.test(text);

/**
 * A translator from English into Hindi: `exact` maps whole texts (an English text holding {names} is
 * taken as a template), `templates` are tried in order after them.
 */
export function createTranslator(
  exact: ReadonlyMap<string, string>,
  templates: readonly TemplateEntry[] = [],
): Translator {
  const whole = new Map<string, string>();
  const rules: Rule[] = [];
  for (const [en, hi] of exact) {
    if (hasPlaceholders(en)) rules.push(compile({ en, hi }));
    else whole.set(en, hi);
  }
  // Explicit templates first: they are the longer, composed texts (a notice with a note after it).
  rules.unshift(...templates.map(compile));

  function hindi(text: string, depth: number): string | undefined {
    const found = whole.get(text);
    if (found !== undefined) return found;
    if (depth > 3) return undefined;
    for (const rule of rules) {
      const match = rule.pattern.exec(text);
      if (!match) continue;
      const values = match.groups ?? {};
      let failed = false;
      const result = rule.entry.hi.replace(PLACEHOLDER, (all, name: string) => {
        const value = values[name];
        if (value === undefined) return all;
        if (!rule.entry.translate?.includes(name)) return value;
        const inner = hindi(value, depth + 1);
        if (inner === undefined) failed = true;
        return inner ?? value;
      });
      if (!failed) return result;
    }
    return undefined;
  }

  const translate = ((text: string, language: Language) =>
    language === 'en' ? text : (hindi(text, 0) ?? text)) as Translator;
  translate.knows = (text) => hindi(text, 0) !== undefined;
  return translate;
}

/** The Hindi of each text of an English group, by the group's own keys (so a new key is a type error). */
export type HindiOf<T extends Record<string, string>> = { [K in keyof T]: string };

/** The pairs (English → Hindi) of a group and its translation. */
export function pairs<T extends Record<string, string>>(english: T, hindi: HindiOf<T>): [string, string][] {
  return Object.keys(english).map((key) => [english[key]!, hindi[key as keyof T]]);
}

/** Like `pairs`, for a group whose console-only texts stay English. */
export function somePairs<T extends Record<string, string>>(
  english: T,
  hindi: Partial<HindiOf<T>>,
): [string, string][] {
  return Object.keys(english)
    .filter((key) => hindi[key as keyof T] !== undefined)
    .map((key) => [english[key]!, hindi[key as keyof T]!]);
}
