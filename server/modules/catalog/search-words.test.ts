import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createKit, FIXTURE_NOW, type ShopKit, type StaffMember, staffMember } from '../../test/kit.ts';
import { insertSearchProducts } from './search-test-products.ts';

// Search in the parent's words, through the real listing on a real database with the search words every
// shop starts with (migration 0015): synonyms, age and gender words, typos, and the listing saying what
// it understood.

let t: ShopKit;
let ids: Record<string, string>;
let manager: StaffMember;

beforeAll(async () => {
  t = await createKit({ clock: FIXTURE_NOW, catalogue: true });
  ids = { ...t.fx.ids, ...(await insertSearchProducts(t)) };
  manager = await staffMember(t, 'manager');
});
afterAll(async () => {
  await t.cleanup();
});

interface ListBody {
  products: { _id: string }[];
  total: number;
  understood?: { sizes: string[]; gender: string | null; words: string };
}

async function search(text: string, more = ''): Promise<ListBody> {
  const res = await t.app.inject({
    url: `/api/user/Products/view?search=${encodeURIComponent(text)}${more}`,
  });
  expect(res.statusCode, text).toBe(200);
  return res.json() as ListBody;
}

const keyOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? id;
const keysFor = async (text: string, more = '') =>
  (await search(text, more)).products.map((p) => keyOf(p._id));

describe('synonyms', () => {
  it('"t shirt", "tshirt", "t-shirt" and "tee" put T-shirts first, never a pullover with "shirt" in its name', async () => {
    for (const text of ['t shirt', 'tshirt', 't-shirt', 'tee', 'T Shirts']) {
      const keys = await keysFor(text);
      expect(keys.slice(0, 2).sort(), text).toEqual(['tee-blue', 'tee-red']);
      expect(keys, text).not.toContain('pullover');
    }
    // The plain word still finds everything with a shirt in its name.
    expect(await keysFor('shirt')).toContain('pullover');
  });

  it('finds each other’s products: frock and dress, jhabla and bodysuit, ghagra and lehenga, nightsuit', async () => {
    expect((await keysFor('frock')).sort()).toEqual(['frock', 'party']);
    expect((await keysFor('dresses')).sort()).toEqual(['frock', 'party']);
    expect(await keysFor('jhabla')).toEqual(['bodysuit']);
    expect(await keysFor('ghagra')).toEqual(['lehenga']);
    expect(await keysFor('chaniya choli')).toEqual(['lehenga']);
    expect(await keysFor('nightsuit')).toEqual(['nightsuit']);
    expect(await keysFor('pyjama set')).toEqual(['nightsuit']);
    expect(await keysFor('झबला')).toEqual(['bodysuit']);
  });

  it('a synonym matches what a product is, never its description ("easy to dress in" is not a dress)', async () => {
    expect(await keysFor('frock')).not.toContain('shorts');
    expect(await keysFor('frok')).not.toContain('shorts');
    // The word itself, typed, still reads descriptions as search always has.
    expect(await keysFor('pockets')).toContain('shorts');
  });

  it('"party wear" finds party dresses by name and clothes for parties by occasion, names first', async () => {
    const keys = await keysFor('party wear');
    expect(keys[0]).toBe('party');
    expect(keys).toEqual(expect.arrayContaining(['party', 'shirt']));
    expect(keys).not.toContain('sweater');
  });

  it('keeps typo tolerance, and a typo of a dictionary word finds its whole group', async () => {
    expect((await keysFor('frok')).sort()).toEqual(['frock', 'party']);
    expect(await keysFor('lehnga')).toEqual(['lehenga']);
    expect(await keysFor('lehanga')).toEqual(['lehenga']);
    expect((await keysFor('sweter')).sort()).toEqual(['pullover', 'sweater']);
  });

  it('combines phrases with other words', async () => {
    expect(await keysFor('blue t shirt')).toEqual(['tee-blue']);
    expect(await keysFor('sequin frock')).toEqual(['party']);
  });
});

describe('age and gender words', () => {
  it('"1 year boy" finds boys’ and unisex things in the 12-24M bands, and says so', async () => {
    const body = await search('1 year boy');
    expect(body.products.map((p) => keyOf(p._id)).sort()).toEqual(['bodysuit', 'romper-boy']);
    expect(body.understood).toEqual({ sizes: ['12-18M', '18-24M'], gender: 'boys', words: '' });
  });

  it('"baby girl dress" finds girls’ dresses; "boys romper" leaves the girls’ out', async () => {
    const body = await search('baby girl dress');
    expect(body.products.map((p) => keyOf(p._id)).sort()).toEqual(['frock', 'party']);
    expect(body.understood).toEqual({ sizes: [], gender: 'girls', words: 'dress' });
    expect((await keysFor('boys romper')).sort()).toEqual(['romper-big', 'romper-boy']);
    expect((await keysFor('romper 12-18m')).sort()).toEqual(['romper-boy', 'romper-girl']);
    expect(await keysFor('newborn')).toEqual([]);
  });

  it('orders a search of only age and gender words by popularity', async () => {
    const keys = await keysFor('girls 12 months');
    expect(keys).toEqual(['romper-girl']);
    expect((await keysFor('boy')).slice(0, 2)).toEqual(['pullover', 'tee-blue']);
  });

  it('lets the shopper’s own size and gender filters win over the words', async () => {
    const body = await search('1 year boy', '&size=3-4Y');
    expect(body.products.map((p) => keyOf(p._id)).sort()).toEqual(['nightsuit', 'romper-big']);
    expect(body.understood).toEqual({ sizes: [], gender: 'boys', words: '' });
    const girls = await search('boys romper', '&gender=girls');
    expect(girls.products.map((p) => keyOf(p._id))).toEqual(['romper-girl']);
    expect(girls.understood).toEqual({ sizes: [], gender: null, words: 'romper' });
  });

  it('says nothing understood without a search, and finds nothing for words nothing matches', async () => {
    const res = await t.app.inject({ url: '/api/user/Products/view' });
    expect(res.json().understood).toBeUndefined();
    const none = await search('zzqxv boy');
    expect(none.total).toBe(0);
    expect(none.understood).toEqual({ sizes: [], gender: 'boys', words: 'zzqxv' });
    expect((await search('the')).total).toBe(0);
  });

  it('counts the same for the empty state’s suggestions', async () => {
    const res = await t.app.inject({ url: '/api/user/Products/suggestions?search=1%20year%20boy' });
    expect(res.json()).toEqual({ success: true, total: 2, suggestions: [] });
  });
});

describe('the search words are the console’s', () => {
  it('uses a group added in the console at once, and forgets a deleted one', async () => {
    expect(await keysFor('zubble')).toEqual([]);
    const made = await call(t, 'POST', '/admin/search-words', manager, { phrases: ['zubble', 'light up'] });
    expect(made.statusCode).toBe(201);
    expect(await keysFor('zubble')).toEqual(['sneakers']);
    const id = made.json().group._id as string;
    expect((await call(t, 'DELETE', `/admin/search-words/${id}`, manager)).statusCode).toBe(200);
    expect(await keysFor('zubble')).toEqual([]);
  });
});
