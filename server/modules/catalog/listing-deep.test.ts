import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { createKit, FIXTURE_NOW, type ShopKit } from '../../test/kit.ts';
import { ANCHOR_EVERY, RANK_WINDOW } from './listing-deep-repo.ts';
import { conditions } from './listing-repo.ts';
import { refreshSearchTerms } from './summaries-repo.ts';

// Deep pages from anchors, the bounded search ranking and the kept, compressed answers, over a
// catalogue larger than an anchor's stride and a search's ranked window.

let t: ShopKit;
/**
 * Bulk products added here: more than the ranked window and an anchor's stride after it, with many ties
 * in every sort column.
 */
const BULK = 2 * RANK_WINDOW + 61;

beforeAll(async () => {
  t = await createKit({ clock: FIXTURE_NOW, catalogue: true });
  const fx = t.fx;
  // Ties on purpose: 4 creation times, 7 prices, 5 sales counts, 3 ratings — pages must still never
  // repeat or skip a product (the id breaks every tie). All match "blue cotton" in their material (weight C), none in the name.
  await t.database.db.execute(sql`
    INSERT INTO products (name, title, description, brand_id, category_id, subcategory_id, product_type,
      default_price, card_price, mrp, sales_count, average_rating, created_at, search_vector)
    SELECT 'Plain Tee ' || i, 'Plain Tee', 'Soft blue cotton for every day.',
      ${fx.brandIds.tiny}::uuid, ${fx.categoryIds.girls}::uuid, ${fx.subIds.frocks}::uuid, 'tshirt',
      29900 + (i % 7) * 1000, 29900 + (i % 7) * 1000, 59900, 100 + (i % 5), (i % 3)::real,
      ${FIXTURE_NOW.toISOString()}::timestamptz - make_interval(days => 10 + i % 4),
      setweight(to_tsvector('simple', 'Plain Tee ' || i), 'A')
        || setweight(to_tsvector('simple', 'Soft blue cotton for every day.'), 'C')
    FROM generate_series(1, ${BULK}) AS i`);
  // The one product whose name is the search, and which nobody has bought yet.
  await t.database.db.execute(sql`
    INSERT INTO products (name, title, description, brand_id, category_id, subcategory_id, product_type,
      default_price, card_price, mrp, sales_count, created_at, search_vector)
    VALUES ('Blue Cotton Kurta', 'Blue Cotton Kurta', 'A kurta.', ${fx.brandIds.tiny}::uuid,
      ${fx.categoryIds.girls}::uuid, ${fx.subIds.frocks}::uuid, 'kurta', 49900, 49900, 59900, 0,
      ${FIXTURE_NOW.toISOString()}::timestamptz - interval '20 days',
      setweight(to_tsvector('simple', 'Blue Cotton Kurta'), 'A')
        || setweight(to_tsvector('simple', 'A kurta.'), 'D'))`);
  await refreshSearchTerms(t.database.db);
  t.app.catalog.invalidateCaches();
});
afterAll(async () => {
  await t.cleanup();
});

interface ListBody {
  products: { _id: string; name: string }[];
  total: number;
}

async function list(query: string): Promise<ListBody> {
  const res = await t.app.inject({ url: `/api/user/Products/view?${query}` });
  expect(res.statusCode, query).toBe(200);
  return res.json() as ListBody;
}

const ORDERS = [
  { sortField: 'createdAt', sort: 'desc', sqlOrder: 'created_at DESC, id DESC' },
  { sortField: 'price', sort: 'asc', sqlOrder: 'card_price ASC, id ASC' },
  { sortField: 'price', sort: 'desc', sqlOrder: 'card_price DESC, id DESC' },
  { sortField: 'popularity', sort: 'desc', sqlOrder: 'sales_count DESC, id DESC' },
  { sortField: 'rating', sort: 'asc', sqlOrder: 'average_rating ASC, id ASC' },
] as const;

describe('deep listing pages', () => {
  for (const order of ORDERS) {
    it(`gives, page after page, exactly the OFFSET order (${order.sortField} ${order.sort}) and the exact total`, async () => {
      const expected = (
        await queryRows<{ id: string }>(
          t.database.db,
          sql.raw(`SELECT id FROM products WHERE is_active ORDER BY ${order.sqlOrder}`),
        )
      ).map((r) => r.id);
      const limit = 12;
      const pages = Math.ceil(expected.length / limit);
      const seen: string[] = [];
      // Every page, deep ones last so their anchors are in place, and once more from a fresh cache.
      for (let page = 1; page <= pages; page++) {
        const body = await list(
          `sortField=${order.sortField}&sort=${order.sort}&page=${page}&limit=${limit}`,
        );
        expect(body.total).toBe(expected.length);
        seen.push(...body.products.map((p) => p._id));
      }
      expect(seen).toEqual(expected);
      t.app.catalog.invalidateCaches();
      const deep = Math.floor((ANCHOR_EVERY * 2 + 5) / limit);
      const body = await list(`sortField=${order.sortField}&sort=${order.sort}&page=${deep}&limit=${limit}`);
      expect(body.products.map((p) => p._id)).toEqual(expected.slice((deep - 1) * limit, deep * limit));
    });
  }

  it('keeps a filter on deep pages (price band) with its exact total', async () => {
    const expected = (
      await queryRows<{ id: string }>(
        t.database.db,
        sql`SELECT id FROM products WHERE is_active AND card_price BETWEEN 30900 AND 33900
            ORDER BY created_at DESC, id DESC`,
      )
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(ANCHOR_EVERY);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 12); page++) {
      const body = await list(`minPrice=309&maxPrice=339&page=${page}&limit=12`);
      expect(body.total).toBe(expected.length);
      seen.push(...body.products.map((p) => p._id));
    }
    expect(seen).toEqual(expected);
  });

  it("walks a brand's pages over the brand's own index, the same by id as by name", async () => {
    const brand = t.fx.brandIds.tiny as string;
    const [named] = await queryRows<{ name: string }>(
      t.database.db,
      sql`SELECT name FROM brands WHERE id = ${brand}::uuid`,
    );
    const expected = (
      await queryRows<{ id: string }>(
        t.database.db,
        sql`SELECT id FROM products WHERE is_active AND brand_id = ${brand}::uuid ORDER BY created_at DESC, id DESC`,
      )
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(ANCHOR_EVERY);
    const deep = Math.floor((ANCHOR_EVERY + 30) / 12);
    const want = expected.slice((deep - 1) * 12, deep * 12);
    for (const ref of [brand, encodeURIComponent(named?.name ?? '')]) {
      t.app.catalog.invalidateCaches();
      const body = await list(`brand=${ref}&page=${deep}&limit=12`);
      expect(body.total).toBe(expected.length);
      expect(body.products.map((p) => p._id)).toEqual(want);
    }
    // By id, the page is a range of products_brand_created_idx (not every brand's newest products
    // read one by one to check their brand). Sequential scans are off so that the planner's choice
    // on this small table is between the indexes.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': unknown }>(
        tx,
        sql`EXPLAIN (FORMAT JSON) SELECT p.id FROM products p WHERE ${conditions({ tsquery: null, brandIds: [brand] })}
            ORDER BY p.created_at DESC, p.id DESC LIMIT 12`,
      );
    });
    expect(JSON.stringify(plan)).toContain('products_brand_created_idx');
  });
});

describe('bounded search ranking', () => {
  it('ranks the exact-name match first although the popular matches fill the ranked window', async () => {
    const body = await list('search=blue%20cotton&page=1&limit=12');
    expect(body.total).toBeGreaterThanOrEqual(BULK + 1);
    expect(body.products[0]?.name).toBe('Blue Cotton Kurta');
  });

  it('gives every match exactly once across the pages, past the ranked window', async () => {
    const { total } = await list('search=blue%20cotton&page=1&limit=12');
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 48); page++) {
      const body = await list(`search=blue%20cotton&page=${page}&limit=48`);
      expect(body.total).toBe(total);
      seen.push(...body.products.map((p) => p._id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    // After the window (the popular matches and the exact name), by popularity then id, both descending
    // (a backward walk of the popularity index) — deep pages
    // among these start from the anchors of the matches after the window.
    const after = seen.slice(RANK_WINDOW + 1);
    expect(after.length).toBeGreaterThan(ANCHOR_EVERY);
    const sales = new Map(
      (
        await queryRows<{ id: string; sales: number }>(
          t.database.db,
          sql`SELECT id, sales_count AS sales FROM products WHERE id = ANY(${`{${after.join(',')}}`}::uuid[])`,
        )
      ).map((r) => [r.id, r.sales]),
    );
    const expected = [...after].sort(
      (a, b) => (sales.get(b) ?? 0) - (sales.get(a) ?? 0) || (a < b ? 1 : a > b ? -1 : 0),
    );
    expect(after).toEqual(expected);
  });
});

describe('kept answers, compressed once', () => {
  const urls = () => [
    '/api/user/home',
    '/api/user/Products/view?page=1&limit=12',
    '/api/user/Products/view?search=blue%20cotton',
    `/api/user/Products/view/${t.fx.ids.frock}`,
    `/api/user/Products/similar/${t.fx.ids.frock}`,
    '/api/user/categories/view',
    '/api/user/brand/view',
  ];

  it('sends the same JSON in brotli, gzip or as it is, with Vary: Accept-Encoding and one ETag', async () => {
    for (const url of urls()) {
      const plain = await t.app.inject({ url });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers.vary, url).toMatch(/accept-encoding/i);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      const json = plain.rawPayload;
      for (const [coding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': `${coding}, deflate` } });
        expect(res.headers.vary, url).toMatch(/accept-encoding/i);
        expect(res.headers.etag, url).toBe(plain.headers.etag);
        if (json.length < 1024) {
          // Too small to be worth compressing: sent as it is.
          expect(res.headers['content-encoding'], url).toBeUndefined();
          expect(res.rawPayload.equals(json), url).toBe(true);
          continue;
        }
        expect(res.headers['content-encoding'], `${url} ${coding}`).toBe(coding);
        expect(decode(res.rawPayload).equals(json), `${url} ${coding}`).toBe(true);
      }
    }
  });

  it('prefers brotli, honours q=0 and answers 304 to the ETag it gave', async () => {
    const url = '/api/user/Products/view?page=2&limit=12';
    const both = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(both.headers['content-encoding']).toBe('br');
    const noBr = await t.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const none = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.body)).toEqual(JSON.parse(gunzipSync(noBr.rawPayload).toString()));
    const again = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(both.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('drops a kept answer when the catalogue changes', async () => {
    const url = `/api/user/Products/view/${t.fx.ids.frock}`;
    const before = (await t.app.inject({ url })).json() as { product: { name: string } };
    await t.database.db.execute(
      sql`UPDATE products SET name = 'Renamed Frock' WHERE id = ${t.fx.ids.frock}::uuid`,
    );
    t.app.catalog.invalidateCaches();
    const after = (await t.app.inject({ url, headers: { 'accept-encoding': 'br' } })).rawPayload;
    expect(before.product.name).not.toBe('Renamed Frock');
    expect(JSON.parse(brotliDecompressSync(after).toString()).product.name).toBe('Renamed Frock');
  });
});
