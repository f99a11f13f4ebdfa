import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, FIXTURE_NOW, type Fixture, type ShopKit } from '../../test/kit.ts';

// A card, slide, brand or subcategory opens a named collection: the listing answer names it, so the
// page's heading is never "All products" for one of them.

let t: ShopKit;
let f: Fixture;

beforeAll(async () => {
  t = await createKit({ clock: FIXTURE_NOW, catalogue: true });
  f = t.fx;
});
afterAll(async () => {
  await t.cleanup();
});

async function collectionOf(query: string): Promise<string | null> {
  const res = await t.app.inject({ url: `/api/user/Products/view?page=1&limit=12&${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().collection;
}

describe('the collection a listing opens', () => {
  it('is the slide, section, pick, subcategory, category or single brand it was opened by', async () => {
    expect(await collectionOf(`productSliderId=${f.sliderId}`)).toBe('Summer');
    expect(await collectionOf(`topSaleSectionId=${f.topSaleId}`)).toBe('Party picks');
    expect(await collectionOf(`topPicksId=${f.topPickId}`)).toBe('Winter warmers');
    expect(await collectionOf(`subcategory=${f.subIds.frocks}`)).toBe('Frocks');
    expect(await collectionOf(`category=${f.categoryIds.boys}`)).toBe('Boys');
    expect(await collectionOf(`brand=${f.brandIds.pebble}`)).toBe('Pebble & Pip');
  });

  it('names product types and a price limit in words', async () => {
    expect(await collectionOf('productType=t-shirt&maxPrice=999')).toBe('T-shirts under ₹999');
    expect(await collectionOf('productType=socks,bib,hairband&sort=asc&sortField=price')).toBe(
      'Socks, bibs and hairbands',
    );
    expect(await collectionOf('minPrice=199')).toBe('Everything from ₹199');
  });

  it('is null for the plain listing, a search, and several brands', async () => {
    expect(await collectionOf('')).toBeNull();
    expect(await collectionOf('search=frock')).toBeNull();
    expect(await collectionOf(`brand=${f.brandIds.pebble},${f.brandIds.tiny}`)).toBeNull();
  });

  it("is read once per filter and kept like the listing's total, until the catalogue changes", async () => {
    const page = async (n: number) => {
      const res = await t.app.inject({
        url: `/api/user/Products/view?page=${n}&limit=1&category=${f.categoryIds.girls}`,
      });
      expect(res.statusCode).toBe(200);
      return res.json().collection as string;
    };
    t.app.catalog.invalidateCaches();
    expect(await page(1)).toBe('Girls');
    // Renamed behind the shop's back: another page of the same category still has the kept name…
    await t.database.db.execute(
      sql`UPDATE categories SET name = 'Girls & more' WHERE id = ${f.categoryIds.girls}::uuid`,
    );
    expect(await page(2)).toBe('Girls');
    // …until a change to the catalogue drops what is kept (every save through the console does).
    t.app.catalog.invalidateCaches();
    expect(await page(2)).toBe('Girls & more');
    await t.database.db.execute(
      sql`UPDATE categories SET name = 'Girls' WHERE id = ${f.categoryIds.girls}::uuid`,
    );
    t.app.catalog.invalidateCaches();
  });
});
