import { currentLanguage, currentLocale } from '../../i18n/language.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';
import { isRecord, listOr, textOr } from '../../lib/read.ts';

// The article an offer links to (rules/accounts §7; rules/storefront §7). Read field by field; an
// answer without an article is "nothing to see", not a failure.

export interface Article {
  title: string;
  description: string;
  image: string;
  createdAt: string;
}

export async function fetchArticle(id: string, signal?: AbortSignal): Promise<Article | null> {
  const result = await call('article', { params: { id }, signal });
  if (!result.success) throw new ApiRequestError(result);
  const first = listOr(result.data?.data)[0];
  if (!isRecord(first)) return null;
  return {
    title: textOr(first.title),
    description: textOr(first.description),
    image: textOr(first.image),
    createdAt: textOr(first.createdAt),
  };
}

/** Paragraphs split on line breaks, blank lines dropped. */
export const paragraphs = (description: string): string[] =>
  description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The article's day as the shop's clock in India reads it: the long US date in English
 * ('November 21, 2026'), the hi-IN one in Hindi ('21 नवंबर 2026'); empty when unreadable.
 */
export function articleDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = currentLanguage() === 'en' ? 'en-US' : currentLocale();
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}
