import { sql } from 'drizzle-orm';
import type { SearchSuggestion } from '../../../contract/catalog.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { searchWords } from './search-query.ts';

// 'Did you mean …?' for a search that found nothing: the catalogue's own names (brands, categories and
// subcategories, colours, product names) closest to what was typed by pg_trgm, keeping only names that
// themselves find products. Runs only for empty results, and the service caches the answer briefly.
//
// Scoring every product name would read the whole catalogue (seconds at 100k products), so product
// names and colours are drawn only from products that contain a word like one of the search's words:
// those words come from the search_terms dictionary through its trigram index, the products through
// the search_vector GIN index.

/** pg_trgm's own default similarity threshold: below it, names are rarely what the shopper meant. */
const MIN_SCORE = 0.3;
/** Dictionary words taken per search word. */
const TERMS_PER_WORD = 3;
/** Products per dictionary word whose names and colours are scored. */
const PRODUCTS_PER_TERM = 150;
/** Names of one kind (products, colours, …) considered at most. */
const PER_KIND = 3;

/**
 * Up to `limit` names closest to `search`, closest first. A name scores the better of its whole-text
 * similarity and how well the search matches a run of its words (word_similarity), so 'snekers' finds
 * both 'Sneakers' and 'Light-Up Sneakers'. Ties go to brands, then categories, colours and products.
 */
export async function searchSuggestions(db: Db, search: string, limit: number): Promise<SearchSuggestion[]> {
  const q = search.trim().toLowerCase();
  if (q === '') return [];
  // Two-letter words match too much by trigrams to point at anything.
  const words = searchWords(search).filter((word) => word.length >= 3);
  return queryRows<SearchSuggestion>(
    db,
    sql`
    WITH q AS (SELECT ${q}::text AS q),
    terms AS (
      SELECT DISTINCT t.term
      FROM unnest(string_to_array(${words.join(' ')}, ' ')) AS w(word)
      CROSS JOIN LATERAL (
        SELECT s.term FROM search_terms s
        WHERE s.term % w.word
        ORDER BY similarity(s.term, w.word) DESC, s.documents DESC, s.term
        LIMIT ${TERMS_PER_WORD}
      ) t
    ),
    pool AS (
      -- A few products per dictionary word, so one common word does not crowd out the others; no
      -- order, so each lookup stops as soon as it has enough.
      SELECT DISTINCT p.id, p.name
      FROM terms t
      CROSS JOIN LATERAL (
        SELECT p.id, p.name FROM products p
        -- Names, brands, colours and types (weights A–C), not the long descriptions.
        WHERE p.is_active AND p.search_vector @@ to_tsquery('simple', quote_literal(t.term) || ':*ABC')
        LIMIT ${PRODUCTS_PER_TERM}
      ) p
    ),
    names AS (
      SELECT b.name AS text, 'brand' AS kind, 1 AS rank FROM brands b
      UNION ALL SELECT c.name, 'category', 2 FROM categories c
      UNION ALL SELECT s.name, 'category', 2 FROM subcategories s
      UNION ALL SELECT v.color_name, 'colour', 3 FROM product_variants v JOIN pool ON pool.id = v.product_id
      UNION ALL SELECT pool.name, 'product', 4 FROM pool
    ),
    scored AS (
      SELECT DISTINCT ON (lower(n.text)) n.text, n.kind, n.rank,
        greatest(similarity(lower(n.text), q.q), word_similarity(q.q, lower(n.text))) AS score
      FROM names n, q
      WHERE lower(n.text) <> q.q
      ORDER BY lower(n.text), n.rank
    ),
    close AS (
      -- At most a few of each kind, so six sweaters do not hide the 'Sweaters' category.
      SELECT text, kind, rank, score FROM (
        SELECT scored.*, row_number() OVER (PARTITION BY kind ORDER BY score DESC, length(text), text) AS nth
        FROM scored WHERE score >= ${MIN_SCORE}
      ) ranked
      WHERE nth <= ${PER_KIND}
    )
    SELECT text, kind FROM close
    -- Names and colours of the products found above find those products; a brand or a category
    -- finds products only if their search words hold its name (a category such as 'Girls' may not).
    WHERE close.kind IN ('product', 'colour') OR EXISTS (
      SELECT 1 FROM products p
      WHERE p.is_active AND p.search_vector @@ plainto_tsquery('english', close.text)
    )
    ORDER BY score DESC, rank, length(text), text
    LIMIT ${limit}
  `,
  );
}
