import { z } from 'zod';

// Search in the words parents use: what a search was understood to mean (age sizes, boys or girls,
// the words left to look for), the suggestions offered while typing (GET /api/user/search/suggest), and
// the console's "Search words" — groups of phrases that mean the same thing ('frock', 'dress'), kept by
// staff (/api/admin/search-words).

/** The longest search text (as the listing's `search`). */
export const SUGGEST_MAX_LENGTH = 100;
/** Suggestions answered at most. */
export const SUGGEST_MAX = 8;

/**
 * Lower-cases and folds a text into the words search compares: hyphens inside a word are dropped
 * ('T-Shirt' → 'tshirt', 'new-born' → 'newborn'), apostrophes too ("boy's" → 'boys'), Latin accents are
 * removed, and anything but letters and digits (any script) separates words.
 */
export function searchTokens(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/(\p{L}\p{M}*)-(?=\p{L})/gu, '$1')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map((word) =>
      /^[\p{Script=Latin}\p{M}\p{N}]+$/u.test(word)
        ? word.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC')
        : word,
    )
    .filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// What a listing search was understood to mean (productListResponse.understood).

export const searchUnderstoodSchema = z.object({
  /** Age sizes the search's age words ('1 year', 'newborn') filtered by; empty when none applied. */
  sizes: z.array(z.string()),
  /** Boys or girls from words like 'boy', 'baby girl' (unisex products included); null: none applied. */
  gender: z.enum(['boys', 'girls']).nullable(),
  /** The words searched for once the age and gender words were taken out ('' when none are left). */
  words: z.string(),
});
export type SearchUnderstood = z.infer<typeof searchUnderstoodSchema>;

// ---------------------------------------------------------------------------------------------
// Suggestions while typing.

export const searchSuggestQuery = z.object({
  q: z
    .string({ message: 'Search text must be text' })
    .max(SUGGEST_MAX_LENGTH, 'Search text is too long')
    .default(''),
});

const suggestionBase = { label: z.string() };
export const searchSuggestionItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('category'), ...suggestionBase, categoryId: z.string() }),
  z.object({
    kind: z.literal('subcategory'),
    ...suggestionBase,
    /** Its category's name ('Boys' for Boys › T-Shirts). */
    parent: z.string(),
    categoryId: z.string(),
    subcategoryId: z.string(),
  }),
  z.object({ kind: z.literal('type'), ...suggestionBase, productType: z.string() }),
  z.object({ kind: z.literal('product'), ...suggestionBase, productId: z.string() }),
]);
export type SearchSuggestionItem = z.infer<typeof searchSuggestionItem>;
export type SuggestionKind = SearchSuggestionItem['kind'];

export const searchSuggestResponse = z.object({
  success: z.literal(true),
  /** Categories and subcategories first, then product types, then products; each most popular first. */
  suggestions: z.array(searchSuggestionItem),
});
export type SearchSuggestResponse = z.infer<typeof searchSuggestResponse>;

// ---------------------------------------------------------------------------------------------
// The console's search words (synonym groups).

export const SEARCH_WORDS_MESSAGES = {
  created: 'Search words added: searches use them now.',
  saved: 'Search words saved: searches use them now.',
  deleted: 'Search words deleted.',
  notFound: 'These search words no longer exist.',
  tooFew: 'A group needs at least two different phrases.',
  tooMany: 'A group holds at most 12 phrases.',
  phraseRequired: 'A phrase cannot be empty.',
  phraseTooLong: 'A phrase is at most 40 characters.',
  phraseInvalid: 'A phrase holds letters, digits, spaces and hyphens only.',
  /** 409: {phrase} is already in the group {group}. */
  phraseTaken: '“{phrase}” is already in the group “{group}”: a phrase belongs to one group only.',
} as const;
const M = SEARCH_WORDS_MESSAGES;

export const SYNONYM_PHRASES_MIN = 2;
export const SYNONYM_PHRASES_MAX = 12;
export const SYNONYM_PHRASE_MAX_LENGTH = 40;
/** Letters of any script (Hindi too, with their vowel signs), digits, spaces and hyphens. */
const PHRASE_PATTERN = /^[\p{L}\p{M}\p{N} -]+$/u;

/** A phrase as stored: trimmed, lower case, single spaces. */
export const normalisePhrase = (phrase: string): string =>
  phrase.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

/** Two phrases are the same search words when their words are ('t-shirt' and 'tshirt'). */
export const phraseKey = (phrase: string): string => searchTokens(phrase).join(' ');

/** The 409 text naming the group that already holds a phrase (by its first phrases). */
export const phraseTakenMessage = (phrase: string, groupPhrases: readonly string[]) =>
  M.phraseTaken.replace('{phrase}', phrase).replace('{group}', groupLabel(groupPhrases));

/** A group as the console names it: its first three phrases ('frock, dress, gown …'). */
export function groupLabel(phrases: readonly string[]): string {
  const shown = phrases.slice(0, 3).join(', ');
  return phrases.length > 3 ? `${shown} …` : shown;
}

const phrase = z
  .string({ error: M.phraseRequired })
  .transform(normalisePhrase)
  .pipe(
    z
      .string()
      .min(1, M.phraseRequired)
      .max(SYNONYM_PHRASE_MAX_LENGTH, M.phraseTooLong)
      .regex(PHRASE_PATTERN, M.phraseInvalid)
      .refine((p) => phraseKey(p) !== '', M.phraseInvalid),
  );

export const synonymGroupBody = z.strictObject({
  /** The phrases, each of one or more words; repeats (after lower-casing) are kept once. */
  phrases: z
    .array(phrase, { error: M.tooFew })
    .max(40, M.tooMany)
    .transform((list) => {
      const seen = new Set<string>();
      return list.filter((p) => {
        const key = phraseKey(p);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .pipe(z.array(z.string()).min(SYNONYM_PHRASES_MIN, M.tooFew).max(SYNONYM_PHRASES_MAX, M.tooMany)),
});
export type SynonymGroupInput = z.input<typeof synonymGroupBody>;

export const synonymGroupParams = z.object({ id: z.uuid({ error: M.notFound }) });
export const synonymGroupListQuery = z.object({
  /** Groups holding a phrase that contains this text. */
  search: z.string().trim().max(SYNONYM_PHRASE_MAX_LENGTH, M.phraseTooLong).optional(),
});

export const synonymGroupSchema = z.object({
  _id: z.string(),
  phrases: z.array(z.string()),
  updatedAt: z.string(),
});
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

export const synonymGroupListResponse = z.object({
  success: z.literal(true),
  groups: z.array(synonymGroupSchema),
  /** Every group, whatever the filter. */
  total: z.number().int(),
});
export const synonymGroupResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  group: synonymGroupSchema,
});
export const synonymGroupDeletedResponse = z.object({ success: z.literal(true), message: z.string() });
