import { AGE_SIZES } from '../../../contract/constants.ts';
import { searchTokens } from '../../../contract/search.ts';
import type { SearchGender } from './search-interpret.ts';

// The products the suggestions offer, as an in-memory word index: every product on sale, most popular
// first, with the words of its name (and, as weaker matches, of its brand, colours, type and occasion).
// A prefix or a word looks up its products in the index and the most popular matches win, names before
// other words — a few milliseconds at 100k products whatever was typed. In SQL the same question has no
// plan that is fast for every word: a word common in descriptions but rare in names ('winter') walks the
// whole popularity index, a common one ('party') rechecks thousands of rows.

export interface ProductRow {
  id: string;
  name: string;
  brand: string;
  gender: string;
  /** Sizes in stock. */
  sizes: string[];
  colours: string[];
  type: string;
  occasion: string;
  sales: number;
  categoryId: string;
  subcategoryId: string;
}

export interface ProductIndex {
  /** Products by rank: 0 is the best-selling. */
  ids: string[];
  names: string[];
  /** 0 unisex, 1 boys, 2 girls. */
  genders: Uint8Array;
  /** Bit i: the age size AGE_SIZES[i] is in stock. */
  ageSizes: Uint32Array;
  /** Every indexed word, sorted (prefix lookups). */
  vocabulary: string[];
  /** Word → rank × 2 + 1 when the word is in the name, rank × 2 otherwise. */
  postings: Map<string, number[]>;
}

/** One way a term may match: all these words (each as a word or its plural), or any word with a prefix. */
export type Alternative = { words: string[] } | { prefix: string };

export interface ProductSearch {
  /** Every term must match (by any of its alternatives). */
  terms: Alternative[][];
  gender: SearchGender | null;
  /** Age sizes, any of which must be in stock. */
  sizes: readonly string[];
}

const GENDER_CODE: Record<string, number> = { unisex: 0, boys: 1, girls: 2 };
const AGE_BIT = new Map<string, number>(AGE_SIZES.map((size, i) => [size, 1 << i]));
/** Products indexed between yields to the event loop while building (a 100k index takes a while). */
const CHUNK = 2000;

const ASCII = /^[\x20-\x7e]*$/;

/** A text's words as searchTokens gives them ('T-Shirt' → 'tshirt'), and its parts too ('t', 'shirt'). */
function wordsOf(text: string): string[] {
  const lower = text.toLowerCase();
  if (ASCII.test(lower)) {
    // The common case, without searchTokens' Unicode normalising (a 100k index reads every name).
    const parts = lower.split(/[^a-z0-9]+/).filter(Boolean);
    const joined = lower
      .replace(/['`]/g, '')
      .replace(/([a-z])-(?=[a-z])/g, '$1')
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    return joined.length === parts.length ? parts : [...joined, ...parts];
  }
  const parts = lower.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  return [...searchTokens(text), ...parts];
}

/** Builds the index from rows in popularity order, yielding to other requests every few thousand rows. */
export async function buildProductIndex(rows: readonly ProductRow[]): Promise<ProductIndex> {
  const postings = new Map<string, number[]>();
  // Brands, colours, types and occasions repeat on every product, names often: each is read once.
  const seen = new Map<string, string[]>();
  const words = (text: string) => {
    let found = seen.get(text);
    if (!found) {
      found = wordsOf(text);
      seen.set(text, found);
    }
    return found;
  };
  const genders = new Uint8Array(rows.length);
  const ageSizes = new Uint32Array(rows.length);
  for (let rank = 0; rank < rows.length; rank++) {
    if (rank > 0 && rank % CHUNK === 0) await new Promise((resolve) => setImmediate(resolve));
    const row = rows[rank]!;
    genders[rank] = GENDER_CODE[row.gender] ?? 0;
    let mask = 0;
    for (const size of row.sizes) mask |= AGE_BIT.get(size) ?? 0;
    ageSizes[rank] = mask;
    const own = new Map<string, number>();
    for (const word of words(row.name)) own.set(word, 1);
    const others = [row.brand, ...row.colours, row.type, row.type.replace(/-/g, ''), row.occasion];
    for (const text of others) for (const word of words(text)) if (!own.has(word)) own.set(word, 0);
    for (const [word, inName] of own) {
      const list = postings.get(word);
      const entry = rank * 2 + inName;
      if (list) list.push(entry);
      else postings.set(word, [entry]);
    }
  }
  return {
    ids: rows.map((r) => r.id),
    names: rows.map((r) => r.name),
    genders,
    ageSizes,
    vocabulary: [...postings.keys()].sort(),
    postings,
  };
}

/** The first index in a sorted list at or after `prefix`. */
function lowerBound(list: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How well each product matches a term (0 not, 1 by other words, 2 by its name), and which it touched. */
interface Marks {
  values: Uint8Array;
  /** Ranks with a value above 0, in the order first marked. */
  touched: number[];
}

const newMarks = (count: number): Marks => ({ values: new Uint8Array(count), touched: [] });

function setMark(marks: Marks, rank: number, value: number) {
  const old = marks.values[rank]!;
  if (old === 0) marks.touched.push(rank);
  if (old < value) marks.values[rank] = value;
}

/** Marks products a word list matches: 2 where found in the name, 1 where only in other words. */
function mark(out: Marks, lists: Iterable<number[] | undefined>) {
  for (const list of lists) {
    if (!list) continue;
    for (let i = 0; i < list.length; i++) {
      const entry = list[i]!;
      setMark(out, entry >> 1, (entry & 1) + 1);
    }
  }
}

const variants = (word: string) => [...new Set([word, `${word}s`, `${word}es`, word.replace(/e?s$/, '')])];

function markAlternative(index: ProductIndex, alternative: Alternative, out: Marks) {
  const { vocabulary, postings } = index;
  if ('prefix' in alternative) {
    const lists: number[][] = [];
    for (let i = lowerBound(vocabulary, alternative.prefix); i < vocabulary.length; i++) {
      const word = vocabulary[i]!;
      if (!word.startsWith(alternative.prefix)) break;
      lists.push(postings.get(word)!);
    }
    mark(out, lists);
    return;
  }
  const lookup = (word: string) => variants(word).map((v) => postings.get(v));
  const [first, ...rest] = alternative.words;
  if (first === undefined) return;
  if (rest.length === 0) {
    mark(out, lookup(first));
    return;
  }
  // Several words: each must be there; the match is as strong as its weakest word.
  const count = out.values.length;
  const head = newMarks(count);
  mark(head, lookup(first));
  const others = rest.map((word) => {
    const marks = newMarks(count);
    mark(marks, lookup(word));
    return marks;
  });
  for (const rank of head.touched) {
    let value = head.values[rank]!;
    for (const other of others) value = Math.min(value, other.values[rank]!);
    if (value > 0) setMark(out, rank, value);
  }
}

/**
 * The most popular products matching every term, those matching every term by name first, in the
 * gender (its own and unisex) and with one of the sizes in stock.
 */
export function matchProducts(
  index: ProductIndex,
  search: ProductSearch,
  limit: number,
): { id: string; name: string }[] {
  const count = index.ids.length;
  if (search.terms.length === 0 || limit <= 0 || count === 0) return [];
  const marks = search.terms.map((alternatives) => {
    const out = newMarks(count);
    for (const alternative of alternatives) markAlternative(index, alternative, out);
    return out;
  });
  const wantedGender = search.gender ? GENDER_CODE[search.gender]! : null;
  let sizeMask = 0;
  for (const size of search.sizes) sizeMask |= AGE_BIT.get(size) ?? 0;
  // Walk the rarest term's products in popularity order, or everything when that term is common.
  let rarest = marks[0]!;
  for (const m of marks) if (m.touched.length < rarest.touched.length) rarest = m;
  const few = rarest.touched.length < count / 8;
  const ranks = few ? rarest.touched.sort((a, b) => a - b) : null;
  const total = ranks ? ranks.length : count;
  const byName: number[] = [];
  const byOther: number[] = [];
  for (let i = 0; i < total && byName.length < limit; i++) {
    const rank = ranks ? ranks[i]! : i;
    let weakest = 2;
    for (let t = 0; t < marks.length && weakest > 0; t++) {
      const value = marks[t]!.values[rank]!;
      if (value < weakest) weakest = value;
    }
    if (weakest === 0) continue;
    if (wantedGender !== null && index.genders[rank] !== 0 && index.genders[rank] !== wantedGender) continue;
    if (sizeMask !== 0 && (index.ageSizes[rank]! & sizeMask) === 0) continue;
    if (weakest === 2) byName.push(rank);
    else if (byOther.length < limit) byOther.push(rank);
  }
  return [...byName, ...byOther]
    .slice(0, limit)
    .map((rank) => ({ id: index.ids[rank]!, name: index.names[rank]! }));
}
