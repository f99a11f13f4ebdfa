import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

// Turns what a shopper typed into a tsquery over the catalogue's own words, correcting typos by
// trigram similarity against the search_terms dictionary ('frok' → 'frock').

const MAX_WORDS = 6;

/** Lower-cases, joins hyphenated words ('T-shirt' → 'tshirt') and keeps letters and digits only. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/(\w)-(\w)/g, '$1$2')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/**
 * A tsquery text ('frock:* & blue:*') for the search, or null when nothing searchable is left
 * (only stop words). Each word becomes the catalogue's own stem when the catalogue has it, else the
 * closest catalogue word by trigram similarity, else its stem (which then simply matches nothing).
 */
export async function buildSearchQuery(db: Db, text: string): Promise<string | null> {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const rows = await queryRows<{ ord: number; lexeme: string | null; term: string | null }>(
    db,
    sql`
    WITH words AS (
      SELECT ord::int AS ord, word
      FROM unnest(string_to_array(${words.join(' ')}, ' ')) WITH ORDINALITY AS u(word, ord)
    ), stems AS (
      SELECT ord, word,
        (SELECT l FROM unnest(tsvector_to_array(to_tsvector('english', word))) AS l LIMIT 1) AS lexeme
      FROM words
    )
    SELECT ord, lexeme,
      CASE
        WHEN lexeme IS NULL THEN NULL
        WHEN EXISTS (SELECT 1 FROM search_terms t WHERE t.term = lexeme) THEN lexeme
        WHEN length(word) < 3 THEN lexeme
        ELSE (
          SELECT t.term FROM search_terms t
          WHERE t.term % word
          ORDER BY similarity(t.term, word) DESC, t.documents DESC, t.term
          LIMIT 1
        )
      END AS term
    FROM stems
    ORDER BY ord
  `,
  );
  const parts: string[] = [];
  for (const row of rows) {
    const term = row.term ?? row.lexeme;
    if (!term || !/^[a-z0-9-]+$/.test(term)) continue;
    // Prefix matching for real words ('sweat' finds 'sweater'); short ones must match exactly.
    parts.push(term.length >= 3 ? `${term}:*` : term);
  }
  return parts.length > 0 ? parts.join(' & ') : null;
}
