import { ApiRequestError } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';
import { formatLongDate } from '../../lib/format.ts';
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

/** The article's day, written long in the page's language (web/lib/format.ts). */
export const articleDate = formatLongDate;
