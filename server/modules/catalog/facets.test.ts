import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingFacets } from '../../../contract/catalog.ts';
import { createKit, FIXTURE_NOW, type Fixture, type ShopKit } from '../../test/kit.ts';

// The listing's filters by size, gender, colour and several categories, and the counts beside each
// value (facets=true) on the test catalogue:
//   frock     girls   Girls     blush pink, sky blue   in stock 2-3Y, 3-4Y
//   party     girls   Girls     maroon                 5-6Y, 6-7Y
//   tee-blue  boys    Boys      navy blue, off white   4-5Y, 5-6Y
//   tee-red   boys    Boys      red                    6-7Y
//   sweater   unisex  Boys      olive                  (none in stock)
//   sneakers  unisex  Footwear  white                  UK 10C

let t: ShopKit;
let f: Fixture;

beforeAll(async () => {
  t = await createKit({ clock: FIXTURE_NOW, catalogue: true });
  f = t.fx;
});
afterAll(async () => {
  await t.cleanup();
});

interface Answer {
  success: boolean;
  message: string;
  total: number;
  collection: string | null;
  products: { _id: string }[];
  facets?: ListingFacets;
}

async function list(query: string) {
  const res = await t.app.inject({ url: `/api/user/Products/view?${query}` });
  return { status: res.statusCode, body: res.json() as Answer };
}
const keysOf = (body: Answer) =>
  body.products.map((c) => Object.entries(f.ids).find(([, id]) => id === c._id)?.[0]).sort();
const counts = (items: { value: string; count: number }[] | undefined) =>
  Object.fromEntries((items ?? []).map((i) => [i.value, i.count]));

describe('listing filters by size, gender, colour and categories', () => {
  it('takes several sizes as a comma list', async () => {
    const { status, body } = await list('size=3-4Y,6-7Y');
    expect(status).toBe(200);
    expect(keysOf(body)).toEqual(['frock', 'party', 'tee-red']);
  });

  it('gender: boys and girls include unisex products, unisex alone does not', async () => {
    expect(keysOf((await list('gender=girls')).body)).toEqual(['frock', 'party', 'sneakers', 'sweater']);
    expect(keysOf((await list('gender=boys')).body)).toEqual(['sneakers', 'sweater', 'tee-blue', 'tee-red']);
    expect(keysOf((await list('gender=unisex')).body)).toEqual(['sneakers', 'sweater']);
    expect((await list('gender=boys,girls')).body.total).toBe(6);
  });

  it('colour matches any of the names, whatever their case', async () => {
    expect(keysOf((await list('colour=Red')).body)).toEqual(['tee-red']);
    expect(keysOf((await list('colour=sky%20blue,WHITE')).body)).toEqual(['frock', 'sneakers']);
  });

  it('takes one category (named as the collection) or several', async () => {
    const one = await list(`category=${f.categoryIds.girls}`);
    expect(keysOf(one.body)).toEqual(['frock', 'party']);
    expect(one.body.collection).toBe('Girls');
    const two = await list(`category=${f.categoryIds.girls},${f.categoryIds.footwear}`);
    expect(keysOf(two.body)).toEqual(['frock', 'party', 'sneakers']);
    expect(two.body.collection).toBeNull();
  });

  it.each([
    ['gender=men', 'gender must be one of boys, girls, unisex'],
    ['colour=%3Cscript%3E', 'Invalid colour'],
    ['category=garbage', 'Invalid category'],
    [`category=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)},nope`, 'Invalid category'],
    ['facets=yes', 'facets must be true or false'],
  ])('answers %s with 400 and a message', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toBe(message);
  });
});

describe('listing facets (facets=true)', () => {
  it('are left out unless asked', async () => {
    const { body } = await list('page=1');
    expect(body.facets).toBeUndefined();
    expect((await list('facets=false')).body.facets).toBeUndefined();
  });

  it('count every value over the whole catalogue: sizes in size order, colours by count, categories in order', async () => {
    const { status, body } = await list('facets=true');
    expect(status).toBe(200);
    expect(body.total).toBe(6);
    const facets = body.facets!;
    // Age sizes first in AGE_SIZES order, then shoe sizes; the sweater has nothing in stock.
    expect(facets.size).toEqual([
      { value: '2-3Y', count: 1 },
      { value: '3-4Y', count: 1 },
      { value: '4-5Y', count: 1 },
      { value: '5-6Y', count: 2 },
      { value: '6-7Y', count: 2 },
      { value: 'UK 10C', count: 1 },
    ]);
    // What choosing each alone shows: boys 2 + unisex 2, girls 2 + unisex 2.
    expect(facets.gender).toEqual([
      { value: 'boys', label: 'Boys', count: 4 },
      { value: 'girls', label: 'Girls', count: 4 },
      { value: 'unisex', label: 'Unisex', count: 2 },
    ]);
    expect(facets.colour.map((c) => c.value)).toEqual([
      'blush pink',
      'maroon',
      'navy blue',
      'off white',
      'olive',
      'red',
      'sky blue',
      'white',
    ]);
    expect(facets.colour[0]).toEqual({
      value: 'blush pink',
      label: 'Blush Pink',
      count: 1,
      swatch: '#F4A7B9',
    });
    expect(facets.category).toEqual([
      { value: f.categoryIds.girls, label: 'Girls', count: 2 },
      { value: f.categoryIds.boys, label: 'Boys', count: 3 },
      { value: f.categoryIds.footwear, label: 'Footwear', count: 1 },
    ]);
  });

  it('are disjunctive: a chosen size still counts the other sizes; the other facets follow it', async () => {
    const { body } = await list('size=5-6Y&facets=true');
    expect(keysOf(body)).toEqual(['party', 'tee-blue']);
    const facets = body.facets!;
    expect(counts(facets.size)).toEqual({
      '2-3Y': 1,
      '3-4Y': 1,
      '4-5Y': 1,
      '5-6Y': 2,
      '6-7Y': 2,
      'UK 10C': 1,
    });
    // Values counting 0 are left out (unisex, footwear, most colours).
    expect(counts(facets.gender)).toEqual({ boys: 1, girls: 1 });
    expect(counts(facets.colour)).toEqual({ maroon: 1, 'navy blue': 1, 'off white': 1 });
    expect(counts(facets.category)).toEqual({ [f.categoryIds.girls!]: 1, [f.categoryIds.boys!]: 1 });
  });

  it('apply every other filter to each facet', async () => {
    const { body } = await list(
      `gender=girls&category=${f.categoryIds.girls},${f.categoryIds.boys}&facets=true`,
    );
    // girls + unisex, in Girls or Boys: frock, party, sweater.
    expect(keysOf(body)).toEqual(['frock', 'party', 'sweater']);
    const facets = body.facets!;
    expect(counts(facets.size)).toEqual({ '2-3Y': 1, '3-4Y': 1, '5-6Y': 1, '6-7Y': 1 });
    // Gender ignores its own filter: every gender in Girls and Boys.
    expect(counts(facets.gender)).toEqual({ boys: 3, girls: 3, unisex: 1 });
    // Category ignores its own: girls and unisex products in every category.
    expect(counts(facets.category)).toEqual({
      [f.categoryIds.girls!]: 2,
      [f.categoryIds.boys!]: 1,
      [f.categoryIds.footwear!]: 1,
    });
    expect(counts(facets.colour)).toEqual({ 'blush pink': 1, 'sky blue': 1, maroon: 1, olive: 1 });
  });

  it('follow the search and the other filters too', async () => {
    const { body } = await list('search=t-shirt&maxPrice=450&facets=true');
    expect(keysOf(body)).toEqual(['tee-blue']);
    expect(counts(body.facets!.size)).toEqual({ '4-5Y': 1, '5-6Y': 1 });
    expect(counts(body.facets!.gender)).toEqual({ boys: 1 });
    expect(counts(body.facets!.colour)).toEqual({ 'navy blue': 1, 'off white': 1 });
  });

  it('keep chosen values that count nothing, so they can be seen and removed', async () => {
    const { body } = await list('size=12-13Y&colour=purple&gender=girls&facets=true');
    expect(body.total).toBe(0);
    const facets = body.facets!;
    expect(facets.size.find((s) => s.value === '12-13Y')).toEqual({ value: '12-13Y', count: 0 });
    expect(facets.colour).toEqual([{ value: 'purple', label: 'Purple', count: 0, swatch: null }]);
    expect(facets.gender).toEqual([{ value: 'girls', label: 'Girls', count: 0 }]);
    expect(facets.category).toEqual([]);
  });

  it('count nothing for a search whose words the catalogue does not hold', async () => {
    const { body } = await list('search=zzqxv&size=2-3Y&facets=true');
    expect(body.total).toBe(0);
    expect(body.facets).toEqual({
      size: [{ value: '2-3Y', count: 0 }],
      gender: [],
      colour: [],
      category: [],
    });
  });

  it('are the same on every page and do not change the page itself', async () => {
    const plain = await list('size=5-6Y,6-7Y&limit=2&page=2');
    const counted = await list('size=5-6Y,6-7Y&limit=2&page=2&facets=true');
    expect(counted.body.products).toEqual(plain.body.products);
    expect(counted.body.total).toBe(3);
    expect(counted.body.facets).toEqual((await list('size=5-6Y,6-7Y&facets=true')).body.facets);
  });
});
