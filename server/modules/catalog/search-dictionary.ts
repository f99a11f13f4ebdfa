import type { Db } from '../../db/client.ts';
import { buildDictionary, type SynonymDictionary, type SynonymEntry } from './search-interpret.ts';
import { allSynonymGroups, stemmedQueries, stemsOf } from './search-synonyms-repo.ts';

// The search-words dictionary as search uses it, kept in memory: loaded on first use, dropped with the
// catalogue's caches (a console change, here or announced by another instance) and loaded again on the
// next search. Each group carries its phrases as one tsquery, stemmed as the catalogue's documents are,
// so a search costs no extra statement for its synonyms.

/** Only plain Latin letters and digits go into a tsquery's text; other scripts only match phrases. */
const QUERY_WORD = /^[a-z0-9]+$/;

/**
 * A phrase as a tsquery operand (english config, unstemmed): one word as it is, several as a phrase
 * ('kurta <-> set'). A phrase with a one- or two-letter word ('t shirt') is searched run together
 * ('tshirt', as the documents also hold 'T-Shirt'): 't' is a stop word and would leave only 'shirt'.
 */
export function phraseOperand(words: readonly string[]): string | null {
  if (words.length === 0 || !words.every((word) => QUERY_WORD.test(word))) return null;
  if (words.length === 1) return words[0]!;
  if (words.some((word) => word.length <= 2)) return words.join('');
  return words.join(' <-> ');
}

/** A group's phrases as one english-config tsquery text ('frock | dress | party <-> dress'), or null. */
export function groupQueryText(group: SynonymEntry): string | null {
  const operands = [...new Set(group.words.map(phraseOperand).filter((op): op is string => op !== null))];
  return operands.length > 0 ? operands.join(' | ') : null;
}

/**
 * A group's tsquery matched only against what a product is — its name, brand and own search words, its
 * colours, material, occasion and type (weights A–C) — never its description: 'frock' stands for 'dress',
 * but "easy to dress" in a pair of shorts' description must not make them a frock.
 */
export function whatItIs(query: string): string {
  return query.replace(/'((?:[^']|'')+)'(?!:)/g, "'$1':ABC");
}

export interface SearchGroup extends SynonymEntry {
  /** Its phrases as a 'simple'-config tsquery text of stems, for the listing; null if none can be searched. */
  tsquery: string | null;
}

export interface SearchDictionary extends SynonymDictionary {
  groups: SearchGroup[];
  /** The stem of each one-word phrase → its group (a typo corrected to 'lehenga' finds the whole group). */
  byStem: Map<string, SearchGroup>;
  /** The one-word phrases in plain letters, offered to typo correction beside the catalogue's words. */
  typoWords: string[];
  /** When it was loaded (ms). */
  loadedAt: number;
}

export const EMPTY_SEARCH_DICTIONARY: SearchDictionary = {
  ...buildDictionary([]),
  groups: [],
  byStem: new Map(),
  typoWords: [],
  loadedAt: 0,
};

/** Loads the dictionary and stems it (three statements, whatever its size). */
export async function loadSearchDictionary(db: Db, now: number): Promise<SearchDictionary> {
  const rows = await allSynonymGroups(db);
  const base = buildDictionary(rows);
  const texts = base.groups.map((group) => groupQueryText(group) ?? '');
  const stemmed = await stemmedQueries(
    db,
    texts.filter((text) => text !== ''),
  );
  let next = 0;
  const groups: SearchGroup[] = base.groups.map((group, i) => {
    if (texts[i] === '') return { ...group, tsquery: null };
    const query = stemmed[next++] ?? '';
    return { ...group, tsquery: query.trim() === '' ? null : whatItIs(query) };
  });
  const byPhrase = new Map<string, SearchGroup>();
  for (const [key, entry] of base.byPhrase) {
    const group = groups[base.groups.indexOf(entry)];
    if (group) byPhrase.set(key, group);
  }
  const single = [...byPhrase.entries()].filter(([key]) => QUERY_WORD.test(key));
  const stems = await stemsOf(
    db,
    single.map(([key]) => key),
  );
  const byStem = new Map<string, SearchGroup>();
  single.forEach(([, group], i) => {
    const stem = stems[i];
    if (stem && !byStem.has(stem)) byStem.set(stem, group);
  });
  return {
    groups,
    byPhrase,
    longest: base.longest,
    byStem,
    typoWords: single.map(([key]) => key).filter((word) => word.length >= 3),
    loadedAt: now,
  };
}

export interface SearchDictionaryCache {
  get(): Promise<SearchDictionary>;
  /** Drops it: the next search loads it again. */
  clear(): void;
}

/**
 * The dictionary of one process. `maxAgeMs` bounds how long a copy is trusted should a change's
 * announcement from another instance be lost.
 */
export function createSearchDictionaryCache(
  db: Db,
  options: { maxAgeMs?: number; now?: () => number } = {},
): SearchDictionaryCache {
  const maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  let current: SearchDictionary | null = null;
  let loading: Promise<SearchDictionary> | null = null;
  let generation = 0;
  return {
    get() {
      if (current && now() - current.loadedAt < maxAgeMs) return Promise.resolve(current);
      if (loading) return loading;
      const started = generation;
      const load: Promise<SearchDictionary> = loadSearchDictionary(db, now())
        .then((loaded) => {
          // A change dropped the dictionary while this load read it: use it once, but keep nothing.
          if (started === generation) current = loaded;
          return loaded;
        })
        .finally(() => {
          if (loading === load) loading = null;
        });
      loading = load;
      return load;
    },
    clear() {
      generation += 1;
      current = null;
      loading = null;
    },
  };
}
