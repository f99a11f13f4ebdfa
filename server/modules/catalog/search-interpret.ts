import { type AgeSize, ageSizeMonths } from '../../../contract/age-bands.ts';
import { AGE_SIZES } from '../../../contract/constants.ts';
import { searchTokens } from '../../../contract/search.ts';

// What a parent's search means, before any SQL: age words become age sizes ('1 year' → 12-18M and
// 18-24M, 'newborn' → 0-3M), boy and girl words become the gender filter ('baby girl' → girls), and
// the phrases of the search-words dictionary become groups of phrases meaning the same ('party frock' →
// the party-wear group and the frock group). What is left are plain words, searched with typo
// correction (search-query.ts). Pure, so every rule here is unit-tested.

export type SearchGender = 'boys' | 'girls';

/** One group of the dictionary: phrases meaning the same, each as its words. */
export interface SynonymEntry {
  id: string;
  phrases: string[];
  /** Each phrase's words (searchTokens), in the order of `phrases`. */
  words: string[][];
}

/** The dictionary as the interpretation reads it: its groups and every phrase by its words. */
export interface SynonymDictionary {
  groups: SynonymEntry[];
  /** 'kurta set' → its group; the longest phrase first is tried by its word count. */
  byPhrase: Map<string, SynonymEntry>;
  /** The most words any phrase has. */
  longest: number;
}

export type SearchTerm =
  /** A phrase of the dictionary, standing for its whole group. */
  | { kind: 'group'; group: SynonymEntry; text: string }
  /** A word to look for as it is (typo-corrected later). */
  | { kind: 'word'; word: string };

export interface SearchMeaning {
  /** Age sizes, in AGE_SIZES order; empty when the search holds no age. */
  sizes: AgeSize[];
  gender: SearchGender | null;
  terms: SearchTerm[];
  /** The words left to search for, as text ('party frock'). */
  words: string;
}

/** More words than this are dropped: a search is a few words, not a paragraph. */
export const MAX_TERMS = 6;

export function buildDictionary(
  groups: readonly { id: string; phrases: readonly string[] }[],
): SynonymDictionary {
  const byPhrase = new Map<string, SynonymEntry>();
  const entries: SynonymEntry[] = [];
  let longest = 0;
  for (const group of groups) {
    const words = group.phrases.map((phrase) => searchTokens(phrase));
    const entry: SynonymEntry = { id: group.id, phrases: [...group.phrases], words };
    entries.push(entry);
    for (const phraseWords of words) {
      if (phraseWords.length === 0) continue;
      const key = phraseWords.join(' ');
      // A phrase in two groups (only possible by hand in the database): the first group keeps it.
      if (!byPhrase.has(key)) byPhrase.set(key, entry);
      longest = Math.max(longest, phraseWords.length);
    }
  }
  return { groups: entries, byPhrase, longest };
}

export const EMPTY_DICTIONARY: SynonymDictionary = buildDictionary([]);

// ---- Ages ----

/** Hindi words as searchTokens gives them (NFKC: a nukta letter such as ड़ is two code points). */
const hindi = (...words: string[]) => words.map((word) => word.normalize('NFKC').toLowerCase());

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  eighteen: 18,
  ...Object.fromEntries(
    (
      [
        ['एक', 1],
        ['दो', 2],
        ['तीन', 3],
        ['चार', 4],
        ['पांच', 5],
        ['पाँच', 5],
        ['छह', 6],
        ['छः', 6],
        ['छे', 6],
        ['सात', 7],
        ['आठ', 8],
        ['नौ', 9],
        ['दस', 10],
        ['ग्यारह', 11],
        ['बारह', 12],
      ] as const
    ).map(([word, n]) => [hindi(word)[0]!, n]),
  ),
};
const MONTH_UNITS = new Set([
  'm',
  'mo',
  'mos',
  'mon',
  'mons',
  'month',
  'months',
  'mth',
  'mths',
  'mnth',
  'mnths',
  // Hindi: '6 महीने', '9 माह'.
  ...hindi('महीना', 'महीने', 'महीनों', 'माह', 'मास', 'मंथ'),
]);
const YEAR_UNITS = new Set([
  'y',
  'yr',
  'yrs',
  'year',
  'years',
  'yo',
  'yrold',
  'yearold',
  'yearsold',
  // Hindi: '2 साल', '3 वर्ष'.
  ...hindi('साल', 'सालों', 'वर्ष', 'बरस', 'इयर'),
]);
/** After an age: 'old', and Hindi's 'of' ('2 साल की लड़की', a girl of 2 years). */
const OLD = new Set(['old', 'olds', ...hindi('का', 'की', 'के')]);
/** Words that are an age band by themselves: [from, to) in months. */
const AGE_WORDS: Record<string, [number, number]> = {
  newborn: [0, 3],
  newborns: [0, 3],
  infant: [0, 12],
  infants: [0, 12],
  toddler: [12, 36],
  toddlers: [12, 36],
  [hindi('नवजात')[0]!]: [0, 3],
  [hindi('टॉडलर')[0]!]: [12, 36],
};
/** The oldest age (months) a band starts at; older ages are not sizes of this shop. */
const LAST_MONTH = ageSizeMonths(AGE_SIZES[AGE_SIZES.length - 1]!).from;

/** The age sizes overlapping [from, to) months, in order. */
export function sizesBetween(from: number, to: number): AgeSize[] {
  return AGE_SIZES.filter((size) => {
    const band = ageSizeMonths(size);
    return band.from < to && band.to > from;
  });
}

/** Hindi 'to' in an age range ('2 से 3 साल'). */
const TO_HI = hindi('से')[0]!;

/** Devanagari digits as ASCII ones ('२' → '2'). */
const asciiDigits = (token: string) =>
  token.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966));

function numberOf(token: string | undefined): number | undefined {
  if (token === undefined) return undefined;
  if (/^\d{1,3}$/.test(token)) return Number(token);
  return NUMBER_WORDS[token];
}

/** '3y' → ['3', 'y'], '18m' → ['18', 'm'], '1yr' → ['1', 'yr']; other tokens as they are. */
function splitNumberUnits(tokens: readonly string[]): string[] {
  return tokens.flatMap((raw) => {
    const token = asciiDigits(raw);
    const m = /^(\d{1,3})(\p{L}[\p{L}\p{M}]*)$/u.exec(token);
    if (m && (MONTH_UNITS.has(m[2]!) || YEAR_UNITS.has(m[2]!))) return [m[1]!, m[2]!];
    return [token];
  });
}

/**
 * The months an age phrase starting at tokens[i] means, and how many tokens it takes: '6 months',
 * '1 year old', '2-3 years' (its hyphen already a break: '2 3 years'), '2 to 3 years', 'newborn'.
 */
function ageAt(tokens: readonly string[], i: number): { from: number; to: number; used: number } | undefined {
  const word = AGE_WORDS[tokens[i]!];
  if (word) return { from: word[0], to: word[1], used: 1 };
  if (tokens[i] === 'new' && tokens[i + 1] === 'born') return { from: 0, to: 3, used: 2 };
  const first = numberOf(tokens[i]);
  if (first === undefined) return undefined;
  let at = i + 1;
  let last: number | undefined;
  if ((tokens[at] === 'to' || tokens[at] === TO_HI) && numberOf(tokens[at + 1]) !== undefined) {
    last = numberOf(tokens[at + 1]);
    at += 2;
  } else if (/^\d{1,3}$/.test(tokens[at] ?? '')) {
    last = Number(tokens[at]);
    at += 1;
  }
  const unit = tokens[at];
  const months = unit && MONTH_UNITS.has(unit) ? 1 : unit && YEAR_UNITS.has(unit) ? 12 : 0;
  if (months === 0) return undefined;
  at += 1;
  if (OLD.has(tokens[at] ?? '')) at += 1;
  let from: number;
  let to: number;
  if (last !== undefined && last > first) {
    from = first * months;
    to = last * months;
  } else if (months === 12) {
    // 'a 1 year old' is anywhere in their second year.
    from = first * 12;
    to = from + 12;
  } else {
    // '6 months' is the band a six-month-old wears.
    from = first;
    to = first + 1;
  }
  if (from > LAST_MONTH) return undefined;
  return { from, to, used: at - i };
}

// ---- Gender ----

const GENDER_PHRASES: [string[], SearchGender][] = [
  [['baby', 'boy'], 'boys'],
  [['baby', 'boys'], 'boys'],
  [['baby', 'girl'], 'girls'],
  [['baby', 'girls'], 'girls'],
  [['boy'], 'boys'],
  [['boys'], 'boys'],
  [['son'], 'boys'],
  [['sons'], 'boys'],
  [['ladka'], 'boys'],
  [['ladke'], 'boys'],
  [['girl'], 'girls'],
  [['girls'], 'girls'],
  [['daughter'], 'girls'],
  [['daughters'], 'girls'],
  [['ladki'], 'girls'],
  [['ladkiyan'], 'girls'],
  // Hindi.
  ...(
    [
      [['बेबी', 'लड़का'], 'boys'],
      [['बेबी', 'लड़के'], 'boys'],
      [['बेबी', 'लड़की'], 'girls'],
      [['लड़का'], 'boys'],
      [['लड़के'], 'boys'],
      [['लड़कों'], 'boys'],
      [['बेटा'], 'boys'],
      [['बेटे'], 'boys'],
      [['बालक'], 'boys'],
      [['लड़की'], 'girls'],
      [['लड़कियां'], 'girls'],
      [['लड़कियाँ'], 'girls'],
      [['लड़कियों'], 'girls'],
      [['बेटी'], 'girls'],
      [['बालिका'], 'girls'],
    ] as [string[], SearchGender][]
  ).map(([words, gender]): [string[], SearchGender] => [hindi(...words), gender]),
];

/** The gender a phrase at tokens[i] names, and its length; two-word phrases first. */
function genderAt(tokens: readonly string[], i: number): { gender: SearchGender; used: number } | undefined {
  for (const [words, gender] of GENDER_PHRASES) {
    if (words.every((word, k) => tokens[i + k] === word)) return { gender, used: words.length };
  }
  return undefined;
}

/** Whether the token is a boy or girl word (the suggestions read this too). */
export const genderOfWord = (token: string): SearchGender | undefined =>
  GENDER_PHRASES.find(([words]) => words.length === 1 && words[0] === token)?.[1];

/**
 * Words that say only "for children" — every product here is — so they narrow nothing and are dropped
 * when the search holds anything else ('baby dress' searches dresses, not the colour Baby Pink). Alone
 * ('baby', 'kids') they stay the search.
 */
const FILLER = new Set([
  'baby',
  'babies',
  'kid',
  'kids',
  'child',
  'children',
  'childrens',
  'little',
  'wear',
  'clothes',
  'clothing',
  'outfit',
  'outfits',
  'for',
  // Hindi: baby, child, children, of, for, clothes.
  ...hindi(
    'बेबी',
    'बच्चा',
    'बच्चे',
    'बच्चों',
    'बच्ची',
    'किड्स',
    'का',
    'की',
    'के',
    'लिए',
    'वाला',
    'वाली',
    'वाले',
    'कपड़े',
    'कपड़ा',
  ),
]);

// ---- Phrases ----

/** Whether `token` is `word` or its plural ('frocks', 'dresses' for 'frock', 'dress'). */
const sameWord = (token: string | undefined, word: string, last: boolean) =>
  token === word || (last && (token === `${word}s` || token === `${word}es`));

/** The longest dictionary phrase starting at tokens[i], with how many tokens it takes. */
function phraseAt(
  tokens: readonly string[],
  i: number,
  dictionary: SynonymDictionary,
): { group: SynonymEntry; used: number } | undefined {
  for (let n = Math.min(dictionary.longest, tokens.length - i); n >= 1; n--) {
    const slice = tokens.slice(i, i + n);
    const exact = dictionary.byPhrase.get(slice.join(' '));
    if (exact) return { group: exact, used: n };
    // A plural last word ('kurta sets', 'frocks'): the phrase with the last word singular.
    const lastWord = slice[n - 1]!;
    for (const cut of [1, 2]) {
      if (lastWord.length - cut < 2) continue;
      const singular = [...slice.slice(0, -1), lastWord.slice(0, -cut)];
      const group = dictionary.byPhrase.get(singular.join(' '));
      if (group?.words.some((w) => w.length === n && w.every((x, k) => sameWord(slice[k], x, k === n - 1))))
        return { group, used: n };
    }
  }
  return undefined;
}

/** The search's meaning: ages and gender taken out, dictionary phrases matched longest first. */
export function interpretSearch(text: string, dictionary: SynonymDictionary): SearchMeaning {
  const tokens = splitNumberUnits(searchTokens(text));
  const sizes = new Set<AgeSize>();
  const genders = new Set<SearchGender>();

  // Ages first: '6 months' must not leave '6' behind as a search word.
  const afterAges: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const age = ageAt(tokens, i);
    const band = age ? sizesBetween(age.from, age.to) : [];
    if (age && band.length > 0) {
      for (const size of band) sizes.add(size);
      i += age.used;
    } else {
      afterAges.push(tokens[i]!);
      i += 1;
    }
  }

  // Dictionary phrases next, so a phrase holding a gender or filler word ('baby shoes') stays whole;
  // then gender words among what is left.
  const terms: SearchTerm[] = [];
  for (let i = 0; i < afterAges.length; ) {
    const found = phraseAt(afterAges, i, dictionary);
    if (found) {
      terms.push({ kind: 'group', group: found.group, text: afterAges.slice(i, i + found.used).join(' ') });
      i += found.used;
      continue;
    }
    const gender = genderAt(afterAges, i);
    if (gender) {
      genders.add(gender.gender);
      i += gender.used;
      continue;
    }
    terms.push({ kind: 'word', word: afterAges[i]! });
    i += 1;
  }

  // Filler words go when anything else is there to search or filter by.
  const meaningful = terms.some((term) => term.kind === 'group' || !FILLER.has(term.word));
  const kept =
    meaningful || sizes.size > 0 || genders.size > 0
      ? terms.filter((term) => term.kind === 'group' || !FILLER.has(term.word))
      : terms;
  const limited = kept.slice(0, MAX_TERMS);
  return {
    sizes: AGE_SIZES.filter((size) => sizes.has(size)),
    // 'boy girl twins': both, so neither narrows.
    gender: genders.size === 1 ? [...genders][0]! : null,
    terms: limited,
    words: limited.map((term) => (term.kind === 'group' ? term.text : term.word)).join(' '),
  };
}
