import { describe, expect, it } from 'vitest';
import { searchTokens } from '../../../contract/search.ts';
import { groupQueryText, phraseOperand } from './search-dictionary.ts';
import { buildDictionary, interpretSearch, sizesBetween } from './search-interpret.ts';

// How a parent's words are read before any SQL: ages, boy and girl words, the dictionary's phrases
// (longest first, plurals too) and the words left over.

const dictionary = buildDictionary([
  { id: 'frock', phrases: ['frock', 'dress', 'gown'] },
  { id: 'party', phrases: ['party wear', 'party', 'party dress', 'partywear'] },
  { id: 'tee', phrases: ['t shirt', 'tshirt', 'tee'] },
  { id: 'kurta', phrases: ['kurta pajama', 'kurta set', 'kurta with churidar'] },
  { id: 'booties', phrases: ['booties', 'baby shoe'] },
  { id: 'shoes', phrases: ['sneakers', 'shoes'] },
  { id: 'jhabla', phrases: ['jhabla', 'vest', 'झबला'] },
]);

const read = (text: string) => interpretSearch(text, dictionary);
const groupsOf = (text: string) =>
  read(text).terms.map((t) => (t.kind === 'group' ? `group:${t.group.id}` : `word:${t.word}`));

describe('search words', () => {
  it('lower-cases, joins hyphenated words, drops apostrophes and accents, keeps Hindi', () => {
    expect(searchTokens("Boy's T-Shirt, CRÈME new-born 2-3Y")).toEqual([
      'boys',
      'tshirt',
      'creme',
      'newborn',
      '2',
      '3y',
    ]);
    expect(searchTokens('झबला  set')).toEqual(['झबला', 'set']);
  });
});

describe('ages', () => {
  it.each([
    ['newborn', ['0-3M']],
    ['new born', ['0-3M']],
    ['6 months', ['6-9M']],
    ['6 month', ['6-9M']],
    ['6m', ['6-9M']],
    ['9 mths', ['9-12M']],
    ['1 year', ['12-18M', '18-24M']],
    ['1 yr', ['12-18M', '18-24M']],
    ['1 yrs', ['12-18M', '18-24M']],
    ['1 year old', ['12-18M', '18-24M']],
    ['1y', ['12-18M', '18-24M']],
    ['one year', ['12-18M', '18-24M']],
    ['2 years', ['2-3Y']],
    ['2-3 years', ['2-3Y']],
    ['2 to 4 years', ['2-3Y', '3-4Y']],
    ['12-18m', ['12-18M']],
    ['5 yo', ['5-6Y']],
    ['12 years', ['12-13Y']],
    ['toddler', ['12-18M', '18-24M', '2-3Y']],
  ])('%s → %j, and no words left', (text, sizes) => {
    const meaning = read(text);
    expect(meaning.sizes).toEqual(sizes);
    expect(meaning.terms).toEqual([]);
    expect(meaning.words).toBe('');
  });

  it('leaves numbers that are no age, ages the shop does not dress, and a lone "baby"', () => {
    expect(read('pack of 3').sizes).toEqual([]);
    expect(read('pack of 3').words).toBe('pack of 3');
    expect(read('20 years').sizes).toEqual([]);
    expect(read('baby')).toMatchObject({ sizes: [], gender: null, words: 'baby' });
  });

  it('finds the bands overlapping a span of months', () => {
    expect(sizesBetween(0, 1)).toEqual(['0-3M']);
    expect(sizesBetween(12, 24)).toEqual(['12-18M', '18-24M']);
    expect(sizesBetween(30, 40)).toEqual(['2-3Y', '3-4Y']);
  });
});

describe('gender', () => {
  it.each([
    ['boy', 'boys'],
    ['boys', 'boys'],
    ["boy's", 'boys'],
    ['baby boy', 'boys'],
    ['son', 'boys'],
    ['girl', 'girls'],
    ['girls', 'girls'],
    ['baby girl', 'girls'],
    ['daughter', 'girls'],
  ])('%s → %s', (text, gender) => {
    expect(read(text)).toMatchObject({ gender, terms: [], words: '' });
  });

  it('applies no gender when both are named', () => {
    expect(read('boy girl twins')).toMatchObject({ gender: null, words: 'twins' });
  });
});

describe('phrases', () => {
  it('matches the longest phrase first, multi-word before single words', () => {
    expect(groupsOf('party dress')).toEqual(['group:party']);
    expect(groupsOf('party frock')).toEqual(['group:party', 'group:frock']);
    expect(groupsOf('t shirt')).toEqual(['group:tee']);
    expect(groupsOf('t-shirt')).toEqual(['group:tee']);
    expect(groupsOf('kurta pajama blue')).toEqual(['group:kurta', 'word:blue']);
    expect(groupsOf('baby shoes')).toEqual(['group:booties']);
    expect(groupsOf('shoes')).toEqual(['group:shoes']);
  });

  it('matches plurals of a phrase’s last word', () => {
    expect(groupsOf('frocks')).toEqual(['group:frock']);
    expect(groupsOf('dresses')).toEqual(['group:frock']);
    expect(groupsOf('kurta sets')).toEqual(['group:kurta']);
    expect(groupsOf('tees')).toEqual(['group:tee']);
  });

  it('matches phrases in Hindi', () => {
    expect(groupsOf('झबला')).toEqual(['group:jhabla']);
  });

  it('reads "1 year boy", "baby girl dress" and "girls party wear 3 years" whole', () => {
    expect(read('1 year boy')).toMatchObject({
      sizes: ['12-18M', '18-24M'],
      gender: 'boys',
      terms: [],
      words: '',
    });
    expect(read('baby girl dress')).toMatchObject({ sizes: [], gender: 'girls', words: 'dress' });
    expect(read('girls party wear 3 years')).toMatchObject({
      sizes: ['3-4Y'],
      gender: 'girls',
      words: 'party wear',
    });
  });

  it('drops words that only say "for children" when there is more to search', () => {
    expect(read('kids t shirt').words).toBe('t shirt');
    expect(read('baby dress').words).toBe('dress');
    expect(read('kids 2 years')).toMatchObject({ sizes: ['2-3Y'], words: '' });
  });

  it('keeps at most six terms', () => {
    expect(read('a b c d e f g h').terms).toHaveLength(6);
  });
});

describe('tsquery text of a group', () => {
  it('searches one word as itself, phrases as phrases, and a phrase with a short word run together', () => {
    expect(phraseOperand(['frock'])).toBe('frock');
    expect(phraseOperand(['kurta', 'set'])).toBe('kurta <-> set');
    expect(phraseOperand(['t', 'shirt'])).toBe('tshirt');
    expect(phraseOperand(['झबला'])).toBeNull();
    const tee = dictionary.byPhrase.get('tee')!;
    expect(groupQueryText(tee)).toBe('tshirt | tee');
    expect(groupQueryText(dictionary.byPhrase.get('kurta set')!)).toBe(
      'kurta <-> pajama | kurta <-> set | kurta <-> with <-> churidar',
    );
    expect(groupQueryText(dictionary.byPhrase.get('vest')!)).toBe('jhabla | vest');
  });
});
