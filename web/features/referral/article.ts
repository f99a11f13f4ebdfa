import { ApiRequestError, apiGet } from '../../lib/api.ts';

// GET /api/user/home/info/{id} (no token) → { data: [article] } (accounts §7; storefront §7). Read field
// by field; an answer without an article is "nothing to see", not a failure.

export interface Article {
  title: string;
  description: string;
  image: string;
  createdAt: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export async function fetchArticle(id: string, signal?: AbortSignal): Promise<Article | null> {
  const result = await apiGet<{ data?: unknown }>(`/user/home/info/${encodeURIComponent(id)}`, { signal });
  if (!result.success) throw new ApiRequestError(result);
  const rows = result.data?.data;
  const first = Array.isArray(rows) ? (rows[0] as Record<string, unknown> | undefined) : undefined;
  if (!first || typeof first !== 'object') return null;
  return {
    title: text(first.title),
    description: text(first.description),
    image: text(first.image),
    createdAt: text(first.createdAt),
  };
}

/** Paragraphs split on line breaks, blank lines dropped. */
export const paragraphs = (description: string): string[] =>
  description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** A long US date: 'November 21, 2026' (empty when unreadable). */
export function longUsDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}
