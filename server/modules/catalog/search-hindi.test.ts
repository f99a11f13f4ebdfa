import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, FIXTURE_NOW, type ShopKit } from '../../test/kit.ts';
import { searchWords } from './search-query.ts';
import { insertSearchProducts } from './search-test-products.ts';

// Search in Hindi through the real listing, with the search words every shop starts with (migrations
// 0015 and 0017): Devanagari item words find their groups, and Hindi age and gender words filter.

let t: ShopKit;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createKit({ clock: FIXTURE_NOW, catalogue: true });
  ids = { ...t.fx.ids, ...(await insertSearchProducts(t)) };
});
afterAll(async () => {
  await t.cleanup();
});

interface ListBody {
  products: { _id: string }[];
  understood?: { sizes: string[]; gender: string | null; words: string };
}

async function search(text: string): Promise<ListBody> {
  const res = await t.app.inject({ url: `/api/user/Products/view?search=${encodeURIComponent(text)}` });
  expect(res.statusCode, text).toBe(200);
  return res.json() as ListBody;
}
const keyOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? id;
const keysFor = async (text: string) => (await search(text)).products.map((p) => keyOf(p._id)).sort();

describe('search in Hindi', () => {
  it('keeps Devanagari words whole', () => {
    expect(searchWords('लाल फ्रॉक, T-Shirt')).toEqual(['लाल', 'फ्रॉक', 'tshirt']);
  });

  it('"फ्रॉक" and "ड्रेस" find the frocks, as "frock" does', async () => {
    const english = await keysFor('frock');
    expect(english.length).toBeGreaterThan(0);
    expect(await keysFor('फ्रॉक')).toEqual(english);
    expect(await keysFor('ड्रेस')).toEqual(english);
  });

  it('"लड़की ड्रेस 2 साल" applies girls and the 2-year size', async () => {
    const body = await search('लड़की ड्रेस 2 साल');
    expect(body.understood).toEqual({ sizes: ['2-3Y'], gender: 'girls', words: 'ड्रेस' });
    const english = await search('girl dress 2 years');
    expect(body.products.map((p) => p._id)).toEqual(english.products.map((p) => p._id));
  });

  it('"6 महीने बेबी लड़का" is the 6-month size for boys', async () => {
    const body = await search('6 महीने बेबी लड़का');
    expect(body.understood).toMatchObject({ sizes: ['6-9M'], gender: 'boys', words: '' });
  });

  it('suggests and answers without error for Hindi words it does not know', async () => {
    expect((await search('अनजाना')).products).toEqual([]);
    for (const url of [
      `/api/user/search/suggest?q=${encodeURIComponent('फ्रॉक')}`,
      `/api/user/Products/suggestions?search=${encodeURIComponent('अनजाना')}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
    }
  });
});
