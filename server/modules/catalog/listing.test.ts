import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, FIXTURE_NOW, type Fixture, type ShopKit } from '../../test/kit.ts';

let t: ShopKit;
let f: Fixture;

beforeAll(async () => {
  t = await createKit({ clock: FIXTURE_NOW, catalogue: true });
  f = t.fx;
});
afterAll(async () => {
  await t.cleanup();
});

interface Card {
  _id: string;
  name: string;
  brand: string;
  defaultPrice: number;
  discountPercentage: number;
  images: string[];
  variants: { price: number; offerPrice: number | null; wholesalePrice: number; sizes: unknown[] }[];
  offers: unknown[];
}

async function list(query: string) {
  const res = await t.app.inject({ url: `/api/user/Products/view${query ? `?${query}` : ''}` });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; products: Card[]; total: number; message: string },
  };
}
const keysOf = (cards: Card[]) => cards.map((c) => Object.entries(f.ids).find(([, id]) => id === c._id)?.[0]);

describe('GET /api/user/Products/view', () => {
  it('lists every product newest first by default with card fields and the total', async () => {
    const { status, body } = await list('page=1&limit=12');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.total).toBe(6);
    expect(keysOf(body.products)).toEqual(['sneakers', 'frock', 'tee-blue', 'sweater', 'party', 'tee-red']);
    const frock = body.products.find((p) => p._id === f.ids.frock)!;
    expect(frock).toMatchObject({
      name: 'Floral Print Cotton Frock',
      brand: 'Tiny Threads',
      brandName: 'Tiny Threads',
      defaultPrice: 649,
      // Offer price 649 against M.R.P 1299: floor(650 / 1299 × 100) = 50.
      discountPercentage: 50,
      images: ['p-frock-0.webp'],
      averageRating: 4.5,
    });
    expect(frock.variants[0]).toMatchObject({ price: 799, offerPrice: 649, wholesalePrice: 1299 });
    expect(frock.variants[0]!.sizes).toEqual([
      { size: '2-3Y', stock: 0 },
      { size: '3-4Y', stock: 3 },
    ]);
    expect(frock.offers).toHaveLength(1);
  });

  it('pages: limit, page and the last partial page', async () => {
    const first = await list('page=1&limit=4');
    const second = await list('page=2&limit=4');
    const beyond = await list('page=3&limit=4');
    expect(first.body.products).toHaveLength(4);
    expect(second.body.products).toHaveLength(2);
    expect(beyond.body.products).toHaveLength(0);
    expect(beyond.body.total).toBe(6);
    const all = [...first.body.products, ...second.body.products].map((p) => p._id);
    expect(new Set(all).size).toBe(6);
  });

  it('caps a huge limit instead of failing', async () => {
    const { status, body } = await list('limit=100000');
    expect(status).toBe(200);
    expect(body.products).toHaveLength(6);
  });

  it.each([
    ['page=-1', 'page must be 1 or more'],
    ['page=abc', 'page must be a number'],
    ['limit=0', 'limit must be 1 or more'],
    ['minPrice=cheap', 'minPrice must be a number'],
    ['category=garbage', 'Invalid category'],
    ['subcategory=123', 'Invalid subcategory'],
    ['productSliderId=x', 'Invalid productSliderId'],
    ['sort=sideways', 'sort must be asc or desc'],
    ['sortField=colour', 'sortField must be one of price, createdAt, popularity, rating'],
    ['minRating=9', 'minRating must be at most 5'],
    ['minPrice=500&maxPrice=100', 'minPrice must not be above maxPrice'],
    ['newArrivals=yes', 'newArrivals must be true or false'],
  ])('answers %s with 400 and a message', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toBe(message);
  });

  it('filters by category and subcategory', async () => {
    expect(keysOf((await list(`category=${f.categoryIds.boys}`)).body.products).sort()).toEqual([
      'sweater',
      'tee-blue',
      'tee-red',
    ]);
    expect(keysOf((await list(`subcategory=${f.subIds.frocks}`)).body.products).sort()).toEqual([
      'frock',
      'party',
    ]);
  });

  it('filters by product type list', async () => {
    const { body } = await list('productType=t-shirt,sneakers');
    expect(keysOf(body.products).sort()).toEqual(['sneakers', 'tee-blue', 'tee-red']);
  });

  it('filters by price on the card price (offer price when on offer)', async () => {
    expect(keysOf((await list('minPrice=600&maxPrice=700')).body.products)).toEqual(['frock']);
    expect(keysOf((await list('maxPrice=450')).body.products)).toEqual(['tee-blue']);
    expect((await list('minPrice=0&maxPrice=5000')).body.total).toBe(6);
  });

  it('filters by brand ids or names, and an unknown brand finds nothing', async () => {
    expect(keysOf((await list(`brand=${f.brandIds.pebble}`)).body.products).sort()).toEqual([
      'party',
      'sweater',
    ]);
    expect(keysOf((await list('brand=Mango Sprout,tiny-threads')).body.products).sort()).toEqual([
      'frock',
      'sneakers',
      'tee-blue',
      'tee-red',
    ]);
    const garbage = await list('brand=garbage');
    expect(garbage.status).toBe(200);
    expect(garbage.body.total).toBe(0);
    expect(garbage.body.message).toBe('No Products Found');
  });

  it('filters by sizes in stock only', async () => {
    // 2-3Y: the frock has it in stock in Sky Blue (out of stock in Blush Pink).
    expect(keysOf((await list('size=2-3Y')).body.products)).toEqual(['frock']);
    // 8-9Y exists only out of stock.
    expect((await list('size=8-9Y')).body.total).toBe(0);
    expect(keysOf((await list('size=6-7Y,UK 10C')).body.products).sort()).toEqual([
      'party',
      'sneakers',
      'tee-red',
    ]);
  });

  it('filters by minimum discount', async () => {
    // Discounts: frock 50, party 16, tee-blue 33, tee-red 0, sweater 25, sneakers 18.
    expect(keysOf((await list('discountMin=30')).body.products).sort()).toEqual(['frock', 'tee-blue']);
    expect((await list('discountMin=0')).body.total).toBe(6);
  });

  it('filters by rating bands', async () => {
    expect(keysOf((await list('minRating=4&maxRating=5')).body.products).sort()).toEqual([
      'frock',
      'sweater',
      'tee-blue',
    ]);
    expect(keysOf((await list('minRating=3&maxRating=4')).body.products)).toEqual(['party']);
    expect(keysOf((await list('minRating=1&maxRating=3')).body.products)).toEqual(['tee-red']);
  });

  it('new arrivals are products of the last 30 days', async () => {
    const { body } = await list('newArrivals=true');
    expect(keysOf(body.products)).toEqual(['sneakers', 'frock', 'tee-blue', 'sweater']);
  });

  it('filters by merchandising: slider, top pick and top-sale section', async () => {
    expect(keysOf((await list(`productSliderId=${f.sliderId}`)).body.products).sort()).toEqual([
      'frock',
      'tee-blue',
    ]);
    expect(keysOf((await list(`topPicksId=${f.topPickId}`)).body.products)).toEqual(['sweater']);
    expect(keysOf((await list(`topSaleSectionId=${f.topSaleId}`)).body.products)).toEqual(['party']);
  });

  it('sorts by price, popularity, rating and date both ways', async () => {
    expect(keysOf((await list('sort=asc&sortField=price')).body.products)).toEqual([
      'tee-blue',
      'tee-red',
      'frock',
      'sweater',
      'sneakers',
      'party',
    ]);
    expect(keysOf((await list('sort=desc&sortField=price')).body.products)[0]).toBe('party');
    expect(keysOf((await list('sort=desc&sortField=popularity')).body.products)[0]).toBe('tee-blue');
    expect(keysOf((await list('sort=desc&sortField=rating')).body.products)[0]).toBe('sweater');
    expect(keysOf((await list('sort=asc&sortField=createdAt')).body.products)[0]).toBe('tee-red');
  });

  it('combines filters', async () => {
    const { body } = await list(
      `category=${f.categoryIds.boys}&maxPrice=450&size=4-5Y&sort=asc&sortField=price`,
    );
    expect(keysOf(body.products)).toEqual(['tee-blue']);
  });
});

describe('search', () => {
  it('finds by name, stemmed, with its search words (a frock is a dress)', async () => {
    expect(keysOf((await list('search=frocks')).body.products)).toEqual(['frock', 'party']);
  });

  it("tolerates typos: 'frok' finds the frock", async () => {
    expect(keysOf((await list('search=frok')).body.products)).toEqual(['frock', 'party']);
    expect(keysOf((await list('search=sweter')).body.products)).toEqual(['sweater']);
  });

  it("'blue tshirt' finds blue T-shirts, not other T-shirts", async () => {
    expect(keysOf((await list('search=blue tshirt')).body.products)).toEqual(['tee-blue']);
    expect(keysOf((await list('search=t-shirt')).body.products).sort()).toEqual(['tee-blue', 'tee-red']);
  });

  it('finds by brand, colour, material and occasion', async () => {
    expect(keysOf((await list('search=pebble')).body.products).sort()).toEqual(['party', 'sweater']);
    expect(keysOf((await list('search=maroon')).body.products)).toEqual(['party']);
    expect(keysOf((await list('search=wool')).body.products)).toEqual(['sweater']);
  });

  it('ranks a name match above a description match', async () => {
    // 'cotton' is in the frock's name; the blue tee has it only as material.
    const keys = keysOf((await list('search=cotton')).body.products);
    expect(keys[0]).toBe('frock');
    expect(keys).toContain('tee-blue');
  });

  it('combines search with filters and sort', async () => {
    const { body } = await list(`search=shirt&sort=desc&sortField=price`);
    expect(keysOf(body.products)).toEqual(['tee-red', 'tee-blue']);
  });

  it('finds nothing for gibberish or stop words, without failing', async () => {
    for (const q of ['zzqxv', 'the', '%27%3B drop table products', '***']) {
      const { status, body } = await list(`search=${q}`);
      expect(status, q).toBe(200);
      expect(body.total, q).toBe(0);
    }
  });

  it('refuses an over-long search with 400', async () => {
    const { status } = await list(`search=${'a'.repeat(101)}`);
    expect(status).toBe(400);
  });
});
