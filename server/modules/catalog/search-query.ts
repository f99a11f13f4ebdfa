import { sql } from 'drizzle-orm';
import type { AgeSize } from '../../../contract/age-bands.ts';
import type { SearchUnderstood } from '../../../contract/search.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { EMPTY_SEARCH_DICTIONARY, type SearchDictionary, type SearchGroup } from './search-dictionary.ts';
import { interpretSearch, type SearchGender } from './search-interpret.ts';

// Turns what a shopper typed into a tsquery over the catalogue's own words. Age and gender words become
// filters and dictionary phrases become their groups (search-interpret.ts); the remaining words are
// corrected by trigram similarity against the search_terms dictionary ('frok' → 'frock') and the
// dictionary's own one-word phrases ('lehnga' → 'lehenga', a group).

const MAX_WORDS = 6;

/**
 * Lower-cases, joins hyphenated words ('T-Shirt' → 'tshirt') and keeps letters (any script, with their
 * combining marks: 'फ्रॉक' stays whole) and digits only; Latin accents are dropped ('café' → 'cafe').
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(\p{L}\p{M}*|\d)-(?=[\p{L}\d])/gu, '$1')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map((word) =>
      /^[\p{Script=Latin}\p{M}\d]+$/u.test(word)
        ? word.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC')
        : word,
    )
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/** What a search was understood to mean, ready for the listing's filter. */
export interface SearchUnderstanding {
  /** The tsquery text ('simple' config) of the words; null when no words are left to look for. */
  tsquery: string | null;
  sizes: AgeSize[];
  gender: SearchGender | null;
  /** The words looked for, as typed. */
  words: string;
}

const PLAIN = /^[a-z0-9]+$/;

/** Each plain word corrected: the catalogue's stem, else the closest catalogue or dictionary word. */
async function correctedWords(
  db: Db,
  words: readonly string[],
  dictionary: SearchDictionary,
): Promise<{ ord: number; term: string | null }[]> {
  if (words.length === 0) return [];
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
    ), dict AS (
      SELECT unnest(string_to_array(${dictionary.typoWords.join(' ')}, ' ')) AS term
    )
    SELECT ord, lexeme,
      CASE
        WHEN lexeme IS NULL THEN NULL
        WHEN EXISTS (SELECT 1 FROM search_terms t WHERE t.term = lexeme) THEN lexeme
        WHEN length(word) < 3 THEN lexeme
        ELSE (
          SELECT c.term FROM (
            SELECT t.term, similarity(t.term, word) AS score, t.documents FROM search_terms t
            WHERE t.term % word
            UNION ALL
            SELECT d.term, similarity(d.term, word), 0 FROM dict d WHERE d.term % word
          ) c
          ORDER BY c.score DESC, c.documents DESC, c.term
          LIMIT 1
        )
      END AS term
    FROM stems
    ORDER BY ord
  `,
  );
  return rows.map((row) => ({ ord: Number(row.ord), term: row.term ?? row.lexeme }));
}

const groupOperand = (group: SearchGroup) => (group.tsquery ? `( ${group.tsquery} )` : null);

/**
 * The search's meaning: its age sizes and gender, and its words as a tsquery text ("( 'frock' |
 * 'dress' ) & blue:*"). A dictionary phrase stands for its whole group; any other word is the
 * catalogue's own stem when the catalogue has it, else the closest catalogue or dictionary word by
 * trigram similarity, else its stem (which then simply matches nothing).
 */
export async function understandSearch(
  db: Db,
  text: string,
  dictionary: SearchDictionary = EMPTY_SEARCH_DICTIONARY,
): Promise<SearchUnderstanding> {
  const meaning = interpretSearch(text, dictionary);
  const operands: (string | null)[] = meaning.terms.map((term) =>
    term.kind === 'group' ? groupOperand(term.group as SearchGroup) : null,
  );
  const plain = meaning.terms
    .map((term, at) => ({ term, at }))
    .filter(
      (x): x is { term: { kind: 'word'; word: string }; at: number } =>
        x.term.kind === 'word' && PLAIN.test(x.term.word),
    );
  const corrected = await correctedWords(
    db,
    plain.map((x) => x.term.word),
    dictionary,
  );
  for (const { ord, term } of corrected) {
    const at = plain[ord - 1]?.at;
    if (at === undefined || !term) continue;
    const group = dictionary.byPhrase.get(term) ?? dictionary.byStem.get(term);
    if (group) {
      operands[at] = groupOperand(group as SearchGroup);
      continue;
    }
    if (!/^[a-z0-9-]+$/.test(term)) continue;
    // Prefix matching for real words ('sweat' finds 'sweater'); short ones must match exactly.
    operands[at] = term.length >= 3 ? `${term}:*` : term;
  }
  const parts = [...new Set(operands.filter((op): op is string => op !== null))];
  return {
    tsquery: parts.length > 0 ? parts.join(' & ') : null,
    sizes: meaning.sizes,
    gender: meaning.gender,
    words: meaning.words,
  };
}

/**
 * A tsquery text ('frock:* & blue:*') for the search, or null when nothing searchable is left
 * (only stop words, or only age and gender words).
 */
export async function buildSearchQuery(
  db: Db,
  text: string,
  dictionary: SearchDictionary = EMPTY_SEARCH_DICTIONARY,
): Promise<string | null> {
  return (await understandSearch(db, text, dictionary)).tsquery;
}

/** Whether a search leaves nothing to look for: no words, ages or gender (only stop words, say). */
export const findsNothing = (u: SearchUnderstanding): boolean =>
  u.tsquery === null && u.sizes.length === 0 && u.gender === null;

/** What the shopper chose in the listing's own filters. */
export interface ChosenFilters {
  size?: readonly string[] | undefined;
  gender?: readonly string[] | undefined;
}

/**
 * The listing filters a search's age and gender words add. A size or gender the shopper chose in the
 * listing's filters wins over the words: they refined the search after reading it ('1 year' then
 * ticking 2-3Y shows 2-3Y), so the words' sizes or gender apply only while that filter is empty.
 */
export function wordFilters(
  u: SearchUnderstanding | null,
  chosen: ChosenFilters,
): { sizes?: string[]; genders?: string[] } {
  if (!u) return {};
  return {
    ...(!chosen.size?.length && u.sizes.length > 0 ? { sizes: [...u.sizes] } : {}),
    ...(!chosen.gender?.length && u.gender ? { genders: [u.gender] } : {}),
  };
}

/** The listing's `understood`: the sizes and gender the words applied (see wordFilters) and the words. */
export function understoodOf(u: SearchUnderstanding, chosen: ChosenFilters): SearchUnderstood {
  const applied = wordFilters(u, chosen);
  return {
    sizes: applied.sizes ?? [],
    gender: applied.genders ? u.gender : null,
    words: u.words,
  };
}
