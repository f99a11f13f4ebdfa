import { type SearchSuggestionItem, SUGGEST_MAX } from '../../../contract/search.ts';
import type { Db } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { CacheMeter } from '../../platform/metrics.ts';
import type { SearchDictionary } from './search-dictionary.ts';
import type { SynonymEntry } from './search-interpret.ts';
import {
  type Alternative,
  buildProductIndex,
  matchProducts,
  type ProductIndex,
  type ProductSearch,
} from './suggest-products.ts';
import { loadProductRows, loadShelfNames } from './suggest-repo.ts';
import { buildShelves, matchShelves, readTyped, type Shelf, type Typed } from './suggest-shelves.ts';

// Suggestions while typing (GET /api/user/search/suggest?q=), built to answer in a few milliseconds at
// 100k products whatever is typed: the shop's shelves (categories, subcategories, product types and how
// well they sell) and a word index of its products live in memory (suggest-products.ts), and each answer
// is kept briefly per text typed. A catalogue change drops the answers at once; the snapshot, which
// takes a pass over every product, is read again in the background — at most once a minute — while the
// old one keeps answering, so a renamed or new product shows in suggestions within about a minute (the
// listing's search itself always reads the database). The search words apply at once.

/** Categories and subcategories offered at most, then product types, then products. */
const MAX_SHELVES = 3;
const MAX_TYPES = 2;
const MAX_PRODUCTS = 5;
/** Product suggestions need this many letters typed, unless age or gender words narrow them. */
const PRODUCT_PREFIX_MIN = 2;
/** The snapshot is read again at most this often after changes, and at least this often without. */
const RELOAD_MIN_MS = 60_000;
const RELOAD_MAX_MS = 10 * 60_000;

export interface SearchSuggestDeps {
  db: Db;
  /** The search-words dictionary (the catalogue service keeps it). */
  dictionary: () => Promise<SearchDictionary>;
  /** How long an answer is kept. */
  ttlMs: number;
  now?: () => number;
  meter?: CacheMeter;
  /** Told when reading the snapshot again in the background failed (the old one keeps answering). */
  onError?: (err: unknown) => void;
}

export interface SearchSuggest {
  suggest(text: string): Promise<SearchSuggestionItem[]>;
  /** Call when the catalogue changed: answers are dropped, the snapshot read again soon. */
  drop(): void;
}

interface Snapshot {
  shelves: Shelf[];
  products: ProductIndex;
  loadedAt: number;
}

/** A dictionary phrase as words to find ('t shirt' is searched run together, as names hold 'T-Shirt'). */
const phraseAlternative = (words: string[]): Alternative =>
  words.length > 1 && words.some((w) => w.length <= 2) ? { words: [words.join('')] } : { words };

const groupAlternatives = (group: SynonymEntry): Alternative[] =>
  group.words.filter((w) => w.length > 0).map(phraseAlternative);

/** What products to look for, from what was typed; null when too little was typed. */
export function productSearch(typed: Typed): ProductSearch | null {
  const terms: Alternative[][] = typed.meaning.terms.map((term) =>
    term.kind === 'group'
      ? groupAlternatives(term.group)
      : [term.word.length >= 3 ? { prefix: term.word } : { words: [term.word] }],
  );
  const { gender, sizes } = typed.meaning;
  if (typed.prefix !== '') {
    const narrowed = terms.length > 0 || gender !== null || sizes.length > 0;
    if (typed.prefix.length < PRODUCT_PREFIX_MIN && !narrowed) return null;
    // The start of a longer phrase ('t sh' of 't shirt') stands for its groups alone: its words apart
    // ('t' and 'sh…') would offer every shirt.
    terms.push([
      ...(typed.prefixWords > 0 ? [] : [{ prefix: typed.prefix }]),
      ...typed.prefixGroups.flatMap(groupAlternatives),
    ]);
  }
  return terms.length > 0 ? { terms, gender, sizes } : null;
}

export function createSearchSuggest({
  db,
  dictionary,
  ttlMs,
  now = Date.now,
  meter,
  onError,
}: SearchSuggestDeps): SearchSuggest {
  const answers = new TtlCache<SearchSuggestionItem[]>(ttlMs, 5000, now, meter);
  let snapshot: Snapshot | null = null;
  let loading: Promise<Snapshot> | null = null;
  let changedSince = false;

  function load(): Promise<Snapshot> {
    if (loading) return loading;
    changedSince = false;
    const started = now();
    loading = Promise.all([loadShelfNames(db), loadProductRows(db)])
      .then(async ([names, rows]) => {
        const loaded = {
          shelves: buildShelves(names, rows),
          products: await buildProductIndex(rows),
          loadedAt: started,
        };
        snapshot = loaded;
        // Answers built from the old snapshot go with it.
        answers.clear();
        return loaded;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /** The snapshot now: read and awaited the first time; otherwise answered as it is while re-read. */
  async function current(): Promise<Snapshot> {
    if (!snapshot) return load();
    const age = now() - snapshot.loadedAt;
    if ((changedSince && age >= RELOAD_MIN_MS) || age >= RELOAD_MAX_MS) {
      load().catch((err: unknown) => onError?.(err));
    }
    return snapshot;
  }

  async function build(text: string): Promise<SearchSuggestionItem[]> {
    const [{ shelves, products }, words] = await Promise.all([current(), dictionary()]);
    const typed = readTyped(text, words);
    const found = matchShelves(shelves, typed, { shelves: MAX_SHELVES, types: MAX_TYPES }).map((s) => s.item);
    const search = productSearch(typed);
    if (!search) return found.slice(0, SUGGEST_MAX);
    const room = Math.min(MAX_PRODUCTS, SUGGEST_MAX - found.length);
    return [
      ...found,
      ...matchProducts(products, search, room).map(
        (p): SearchSuggestionItem => ({ kind: 'product', label: p.name, productId: p.id }),
      ),
    ];
  }

  return {
    suggest(text) {
      const typed = text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').replace(/^ /, '');
      if (typed.trim() === '') return Promise.resolve([]);
      return answers.get(typed, () => build(typed));
    },
    drop() {
      answers.clear();
      changedSince = true;
    },
  };
}
