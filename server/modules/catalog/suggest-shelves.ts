import { type SearchSuggestionItem, searchTokens } from '../../../contract/search.ts';
import {
  genderOfWord,
  interpretSearch,
  type SearchGender,
  type SearchMeaning,
  type SynonymDictionary,
  type SynonymEntry,
} from './search-interpret.ts';
import type { ProductRow } from './suggest-products.ts';
import type { ShelfNames } from './suggest-repo.ts';

// The pure half of the suggestions while typing: what was typed (the words finished, the word being
// typed, and the dictionary groups that word may be the start of), and the shop's shelves — categories,
// subcategories and product types — matched against it in memory, most popular first.

export interface Shelf {
  item: SearchSuggestionItem;
  /** Its words (and its category's, for a subcategory), as searchTokens gives them. */
  words: Set<string>;
  /** Boys or girls when its name (or its category's) says so ('Boys › T-Shirts'). */
  gender: SearchGender | null;
  sales: number;
}

export interface Typed {
  /** The finished words, understood (ages, gender, dictionary phrases). */
  meaning: SearchMeaning;
  /** The word being typed ('' after a space). */
  prefix: string;
  /** Dictionary groups one of whose phrases the typed tail starts ('jhab' → the jhabla group). */
  prefixGroups: SynonymEntry[];
  /** How many finished words belong to those phrases ('t sh' → 1, the 't' of 't shirt'). */
  prefixWords: number;
}

const AGE_UNITS = ['years', 'months'];

/**
 * What has been typed so far: 'boys kurta pa' is the word 'boys' (a gender), and 'kurta pa', the start
 * of the phrase 'kurta pajama'. A number followed by the start of 'years' or 'months' is an age already.
 */
export function readTyped(text: string, dictionary: SynonymDictionary): Typed {
  const tokens = searchTokens(text);
  const ended = /[\s,]$/.test(text) || tokens.length === 0;
  let complete = ended ? tokens : tokens.slice(0, -1);
  let prefix = ended ? '' : (tokens.at(-1) ?? '');
  const unit = AGE_UNITS.find((u) => prefix !== '' && u.startsWith(prefix));
  if (unit && /^\d{1,2}$/.test(complete.at(-1) ?? '')) {
    complete = [...complete, unit];
    prefix = '';
  }
  // The longest phrase whose last word starts with the prefix and whose other words were just typed.
  const prefixGroups: SynonymEntry[] = [];
  let consumed = 0;
  if (prefix.length >= 2) {
    for (const group of dictionary.groups) {
      for (const words of group.words) {
        const head = words.slice(0, -1);
        const last = words.at(-1) ?? '';
        if (!last.startsWith(prefix) || head.length > complete.length) continue;
        const tail = complete.slice(complete.length - head.length);
        if (!head.every((w, k) => tail[k] === w)) continue;
        if (head.length > consumed) {
          consumed = head.length;
          prefixGroups.length = 0;
        }
        if (head.length === consumed && !prefixGroups.includes(group)) prefixGroups.push(group);
      }
    }
  }
  const context = complete.slice(0, complete.length - consumed);
  return {
    meaning: interpretSearch(context.join(' '), dictionary),
    prefix,
    prefixGroups,
    prefixWords: consumed,
  };
}

/** 't-shirt' → 'T-Shirts', 'night-suit' → 'Night Suits', 'shorts' → 'Shorts'. */
export function typeLabel(type: string): string {
  const words = type
    .trim()
    .split(/[-_\s]+/)
    .filter(Boolean);
  const titled = words.map((w) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`);
  // 'T-Shirt' keeps its hyphen (a one-letter first word); others read as words.
  const joined =
    titled.length > 1 && titled[0]!.length === 1
      ? `${titled[0]}-${titled.slice(1).join(' ')}`
      : titled.join(' ');
  if (/(ss|sh|ch|x)$/i.test(joined)) return `${joined}es`;
  return /s$/i.test(joined) ? joined : `${joined}s`;
}

const genderOfWords = (words: Iterable<string>): SearchGender | null => {
  for (const word of words) {
    const gender = genderOfWord(word);
    if (gender) return gender;
  }
  return null;
};

/**
 * The shelves of the shop: visible categories and subcategories with products on sale, and the product
 * types on sale, each scored by its products' sales (plus one a product, so unsold shelves still order).
 */
export function buildShelves(rows: ShelfNames, products: readonly ProductRow[]): Shelf[] {
  const byCategory = new Map<string, number>();
  const bySub = new Map<string, number>();
  const byType = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, score: number) =>
    map.set(key, (map.get(key) ?? 0) + score);
  for (const p of products) {
    add(byCategory, p.categoryId, p.sales + 1);
    add(bySub, p.subcategoryId, p.sales + 1);
    add(byType, p.type, p.sales + 1);
  }
  const shelves: Shelf[] = [];
  const categoryNames = new Map(rows.categories.map((c) => [c.id, c.name]));
  for (const c of rows.categories) {
    const sales = byCategory.get(c.id);
    if (sales === undefined) continue;
    const words = new Set(searchTokens(c.name));
    shelves.push({
      item: { kind: 'category', label: c.name, categoryId: c.id },
      words,
      gender: genderOfWords(words),
      sales,
    });
  }
  for (const s of rows.subcategories) {
    const sales = bySub.get(s.id);
    const parent = categoryNames.get(s.categoryId);
    if (sales === undefined || parent === undefined) continue;
    const words = new Set([...searchTokens(s.name), ...searchTokens(parent)]);
    shelves.push({
      item: { kind: 'subcategory', label: s.name, parent, categoryId: s.categoryId, subcategoryId: s.id },
      words,
      gender: genderOfWords(words),
      sales,
    });
  }
  for (const [type, sales] of byType) {
    const label = typeLabel(type);
    const words = new Set([
      ...searchTokens(type),
      ...type.split(/[-_\s]+/).filter(Boolean),
      ...searchTokens(label),
    ]);
    shelves.push({ item: { kind: 'type', label, productType: type }, words, gender: null, sales });
  }
  return shelves.sort((a, b) => b.sales - a.sales);
}

/** Whether a shelf word is `word` or its plural or singular ('frocks' ~ 'frock', 'dresses' ~ 'dress'). */
function hasWord(words: Set<string>, word: string): boolean {
  if (words.has(word) || words.has(`${word}s`) || words.has(`${word}es`)) return true;
  if (word.endsWith('es') && words.has(word.slice(0, -2))) return true;
  return word.endsWith('s') && words.has(word.slice(0, -1));
}

/** Whether a group names this shelf: one of its phrases is all shelf words ('kurta set' in 'Kurta Sets'). */
export function shelfInGroup(shelf: Shelf, group: SynonymEntry): boolean {
  return group.words.some((words) => words.length > 0 && words.every((w) => hasWord(shelf.words, w)));
}

/** Up to `max` categories and subcategories, then up to `maxTypes` product types, that match what was typed. */
export function matchShelves(
  shelves: readonly Shelf[],
  typed: Typed,
  limits: { shelves: number; types: number },
): Shelf[] {
  const { meaning, prefix, prefixGroups, prefixWords } = typed;
  if (meaning.terms.length === 0 && prefix === '' && meaning.gender === null) return [];
  const fits = (shelf: Shelf) => {
    if (meaning.gender && shelf.gender && shelf.gender !== meaning.gender) return false;
    for (const term of meaning.terms) {
      if (term.kind === 'word' ? !hasWord(shelf.words, term.word) : !shelfInGroup(shelf, term.group))
        return false;
    }
    if (prefix === '') return meaning.terms.length > 0 || shelf.gender !== null;
    // The start of a longer phrase ('kurta pa') stands for its groups alone (see readTyped).
    if (prefixWords === 0) for (const word of shelf.words) if (word.startsWith(prefix)) return true;
    return prefixGroups.some((group) => shelfInGroup(shelf, group));
  };
  const found = shelves.filter(fits);
  const named = found.filter((s) => s.item.kind !== 'type').slice(0, limits.shelves);
  // A type named like a subcategory already offered ('T-Shirts') adds nothing.
  const key = (label: string) => searchTokens(label).join('').replace(/e?s$/, '');
  const taken = new Set(named.map((s) => key(s.item.label)));
  const types = found
    .filter((s) => s.item.kind === 'type' && !taken.has(key(s.item.label)))
    .slice(0, limits.types);
  return [...named, ...types];
}
