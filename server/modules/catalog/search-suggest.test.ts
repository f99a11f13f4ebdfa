import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchSuggestionItem } from '../../../contract/search.ts';
import { call, createKit, FIXTURE_NOW, type ShopKit, type StaffMember, staffMember } from '../../test/kit.ts';
import { insertSearchProducts } from './search-test-products.ts';
import { buildProductIndex, matchProducts, type ProductRow, type ProductSearch } from './suggest-products.ts';
import { typeLabel } from './suggest-shelves.ts';

// Suggestions while typing (GET /api/user/search/suggest?q=): shelves and products matching the word
// being typed as a prefix, with the shop's search words, popular first, cached briefly.

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

async function suggest(q: string | null) {
  const query = q === null ? '' : `?q=${encodeURIComponent(q)}`;
  const res = await t.app.inject({ url: `/api/user/search/suggest${query}` });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.json() as { suggestions: SearchSuggestionItem[] },
  };
}

const keyOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? id;
/** 'category:Girls', 'subcategory:Frocks', 'type:Frocks', 'product:frock'. */
async function shown(q: string): Promise<string[]> {
  const { status, body } = await suggest(q);
  expect(status, q).toBe(200);
  return body.suggestions.map((s) => `${s.kind}:${s.kind === 'product' ? keyOf(s.productId) : s.label}`);
}

describe('GET /api/user/search/suggest', () => {
  it('answers nothing for no text, and refuses text over 100 characters', async () => {
    expect((await suggest(null)).body).toEqual({ success: true, suggestions: [] });
    expect((await suggest('')).body.suggestions).toEqual([]);
    expect((await suggest('   ')).body.suggestions).toEqual([]);
    const long = await suggest('a'.repeat(101));
    expect(long.status).toBe(400);
  });

  it('offers shelves then products for the word being typed, with links, most popular first', async () => {
    const { body, headers } = await suggest('fro');
    expect(headers['cache-control']).toBe('public, max-age=60');
    const frocks = body.suggestions.find((s) => s.kind === 'subcategory');
    expect(frocks).toEqual({
      kind: 'subcategory',
      label: 'Frocks',
      parent: 'Girls',
      categoryId: t.fx.categoryIds.girls,
      subcategoryId: t.fx.subIds.frocks,
    });
    const products = body.suggestions.filter((s) => s.kind === 'product');
    // The frock group: frocks and dresses; the more popular first.
    expect(products.map((p) => keyOf(p.kind === 'product' ? p.productId : ''))).toEqual(['frock', 'party']);
    // A type named like the subcategory already offered is left out.
    expect(body.suggestions.filter((s) => s.kind === 'type').map((s) => s.label)).not.toContain('Frocks');
    expect(body.suggestions.length).toBeLessThanOrEqual(8);
  });

  it('follows the search words: "jhab" offers bodysuits, "tee" and "t sh" offer T-shirts', async () => {
    expect(await shown('jhab')).toEqual(['type:Bodysuits', 'product:bodysuit']);
    const tee = await shown('tee');
    expect(tee).toContain('subcategory:T-shirts');
    expect(tee.filter((s) => s.startsWith('product:'))).toEqual(['product:tee-blue', 'product:tee-red']);
    expect((await shown('t sh')).filter((s) => s.startsWith('product:'))).toEqual([
      'product:tee-blue',
      'product:tee-red',
    ]);
    expect(await shown('kurta pa')).toEqual([]);
  });

  it('reads gender and age words: "girls r" offers the girls’ romper, "1 year boy r" the boy’s', async () => {
    expect(await shown('girls r')).toEqual(['type:Rompers', 'product:romper-girl']);
    expect(await shown('1 year boy r')).toEqual(['type:Rompers', 'product:romper-boy']);
    expect(await shown('1 ye')).toEqual([]);
    const boys = await shown('boys');
    expect(boys.slice(0, 3)).toEqual(['category:Boys', 'subcategory:T-shirts', 'subcategory:Sweaters']);
  });

  it('offers only shelves for one letter, and nothing for words nothing matches', async () => {
    expect((await shown('s')).every((s) => !s.startsWith('product:'))).toBe(true);
    expect(await shown('zzqx')).toEqual([]);
  });

  it('follows a change of the search words at once', async () => {
    expect(await shown('glimm')).toEqual([]);
    const made = await call(t, 'POST', '/admin/search-words', manager, { phrases: ['glimmer', 'sequin'] });
    expect(made.statusCode).toBe(201);
    expect(await shown('glimm')).toEqual(['product:party']);
  });
});

describe('type labels', () => {
  it('reads as a shelf is named', () => {
    expect(typeLabel('t-shirt')).toBe('T-Shirts');
    expect(typeLabel('night-suit')).toBe('Night Suits');
    expect(typeLabel('shorts')).toBe('Shorts');
    expect(typeLabel('onesie')).toBe('Onesies');
    expect(typeLabel('party-dress')).toBe('Party Dresses');
  });
});

describe('the products’ word index', () => {
  const row = (id: string, name: string, more: Partial<ProductRow> = {}): ProductRow => ({
    id,
    name,
    brand: 'Tiny Threads',
    gender: 'unisex',
    sizes: [],
    colours: ['navy blue'],
    type: 'frock',
    occasion: 'Casual',
    sales: 0,
    categoryId: 'c',
    subcategoryId: 's',
    ...more,
  });
  // Most popular first, as the snapshot reads them.
  const rows = [
    row('blue-shirt', 'Striped Shirt', { type: 'shirt', gender: 'boys', sizes: ['5-6Y'] }),
    row('tee', 'Dino T-Shirt', { type: 't-shirt', gender: 'boys', sizes: ['12-18M'] }),
    row('frock', 'Floral Frock', { gender: 'girls', sizes: ['12-18M'], colours: ['pink'] }),
    row('kurta', 'Kurta Pyjama Set', { type: 'kurta-set', occasion: 'Festive' }),
  ];
  const find = async (terms: ProductSearch['terms'], more: Partial<ProductSearch> = {}) =>
    matchProducts(await buildProductIndex(rows), { terms, gender: null, sizes: [], ...more }, 5).map(
      (p) => p.id,
    );

  it('matches prefixes and words (plurals too), names before other words, then by popularity', async () => {
    expect(await find([[{ prefix: 'sh' }]])).toEqual(['blue-shirt', 'tee']);
    expect(await find([[{ words: ['tshirt'] }]])).toEqual(['tee']);
    expect(await find([[{ words: ['frocks'] }]])).toEqual(['frock']);
    // 'navy' is a colour of all but the frock; 'festive' only the kurta's occasion.
    expect(await find([[{ prefix: 'nav' }]])).toEqual(['blue-shirt', 'tee', 'kurta']);
    expect(await find([[{ prefix: 'festive' }]])).toEqual(['kurta']);
    expect(await find([[{ prefix: 'f' }]])).toEqual(['frock', 'kurta']);
  });

  it('needs every term, and every word of a phrase', async () => {
    expect(await find([[{ prefix: 'dino' }], [{ prefix: 'sh' }]])).toEqual(['tee']);
    expect(await find([[{ words: ['kurta', 'pyjama'] }]])).toEqual(['kurta']);
    expect(await find([[{ words: ['kurta', 'shirt'] }]])).toEqual([]);
  });

  it('keeps to the gender (with unisex) and the age sizes', async () => {
    expect(await find([[{ prefix: 'f' }]], { gender: 'boys' })).toEqual(['kurta']);
    expect(await find([[{ prefix: 's' }, { prefix: 'f' }]], { sizes: ['12-18M', '18-24M'] })).toEqual([
      'tee',
      'frock',
    ]);
  });
});
