import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { brands, productSliders, productVariants } from '../../db/schema/index.ts';
import { createKit, FIXTURE_NOW, type Fixture, type ShopKit } from '../../test/kit.ts';
import { refreshProductSummaries } from './summaries-repo.ts';

let t: ShopKit;
let f: Fixture;

beforeAll(async () => {
  t = await createKit({ clock: FIXTURE_NOW, catalogue: true, env: { COIN_VALUE: '0.5' } });
  f = t.fx;
});
afterAll(async () => {
  await t.cleanup();
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.statusCode === 304 ? null : res.json(), headers: res.headers };
};

describe('GET /api/user/Products/view/{id}', () => {
  it('answers the product with brand name, discount, features and reviews', async () => {
    const { status, body } = await get(`/api/user/Products/view/${f.ids.frock}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, brandName: 'Tiny Threads', discountPercentage: 50 });
    expect(body.product).toMatchObject({
      _id: f.ids.frock,
      name: 'Floral Print Cotton Frock',
      title: 'Floral Print Cotton Frock for kids',
      description: 'A twirly frock.\nSoft cotton for summer days.',
      productType: 'frock',
      categoryName: 'Girls',
      subcategoryName: 'Frocks',
      CODAvailable: true,
      features: {
        material: '100% Cotton',
        occasion: 'Casual',
        fit: 'N/A',
        netWeight: '200 g',
        soleMaterial: null,
      },
    });
    expect(body.reviews).toHaveLength(2);
    expect(body.reviews[0]).toMatchObject({ authorName: 'Ananya S.', rating: 5 });
  });

  it('puts a variant with stock first', async () => {
    // The tee's first colour (Navy Blue) has stock; its second (Off White) has none and stays second.
    const tee = await get(`/api/user/Products/view/${f.ids['tee-blue']}`);
    expect(tee.body.product.variants.map((v: { colorName: string }) => v.colorName)).toEqual([
      'Navy Blue',
      'Off White',
    ]);
    // A product with no stock at all still answers, with its variants.
    const sweater = await get(`/api/user/Products/view/${f.ids.sweater}`);
    expect(sweater.status).toBe(200);
    expect(sweater.body.product.variants).toHaveLength(1);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await get('/api/user/Products/view/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Product not found' });
    const bad = await get('/api/user/Products/view/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid product id');
  });
});

describe('product summaries', () => {
  it('rewrites only the products whose card figures, sizes, colours or search words changed', async () => {
    const versions = async () =>
      new Map(
        (
          await queryRows<{ id: string; row: string }>(
            t.database.db,
            sql`SELECT id, xmin::text AS row FROM products`,
          )
        ).map((r) => [r.id, r.row]),
      );
    const before = await versions();
    await refreshProductSummaries(t.database.db);
    // Nothing changed: no row was written (an unchanged row rewritten is a dead tuple).
    expect(await versions()).toEqual(before);

    // A new M.R.P. for the frock: its M.R.P. and discount change, and only its row is written.
    const mrp = async (paise: number) => {
      await t.database.db
        .update(productVariants)
        .set({ wholesalePrice: paise })
        .where(eq(productVariants.productId, f.ids.frock!));
      await refreshProductSummaries(t.database.db);
    };
    await mrp(139_900);
    const after = await versions();
    for (const [id, row] of before) {
      if (id === f.ids.frock) expect(after.get(id)).not.toBe(row);
      else expect(after.get(id), id).toBe(row);
    }
    await mrp(129_900);
  });
});

describe('cached product data', () => {
  it('serves a product from the cache until the catalogue caches are dropped', async () => {
    const first = await get(`/api/user/Products/view/${f.ids.party}`);
    expect(first.body.product.variants[0].price).toBe(2499);
    await t.database.db
      .update(productVariants)
      .set({ price: 229_900 })
      .where(eq(productVariants.productId, f.ids.party!));
    await refreshProductSummaries(t.database.db, [f.ids.party!]);
    expect((await get(`/api/user/Products/view/${f.ids.party}`)).body.product.variants[0].price).toBe(2499);
    t.app.catalog.invalidateCaches();
    expect((await get(`/api/user/Products/view/${f.ids.party}`)).body.product.variants[0].price).toBe(2299);
    const listed = await get(
      `/api/user/Products/view?subcategory=${f.subIds.frocks}&sort=asc&sortField=price`,
    );
    expect(listed.body.products.map((p: { defaultPrice: number }) => p.defaultPrice)).toContain(2499);
    expect(listed.body.products.find((p: { _id: string }) => p._id === f.ids.party).variants[0].price).toBe(
      2299,
    );
  });
});

describe('GET /api/user/Products/similar/{id}', () => {
  it('lists the same subcategory first, then products near in price, never the product itself', async () => {
    const { status, body } = await get(`/api/user/Products/similar/${f.ids['tee-blue']}`);
    expect(status).toBe(200);
    const ids: string[] = body.products.map((p: { _id: string }) => p._id);
    expect(ids[0]).toBe(f.ids['tee-red']);
    expect(ids).not.toContain(f.ids['tee-blue']);
    expect(ids).toHaveLength(5);
    // After the same subcategory: nearest in price to ₹399 — the frock (₹649) before the party dress (₹2,499).
    expect(ids.indexOf(f.ids.frock!)).toBeLessThan(ids.indexOf(f.ids.party!));
  });

  it('answers 404 for an unknown product', async () => {
    expect((await get('/api/user/Products/similar/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('GET /api/user/home', () => {
  it('answers every section with real data', async () => {
    const { status, body, headers } = await get('/api/user/home');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, status: 200 });
    const d = body.data;
    expect(Object.keys(d).sort()).toEqual(
      [
        'BrandSliders',
        'CategorySliders',
        'OfferSection',
        'ProductSliders',
        'affordableProducts',
        'brands',
        'featuredProducts',
        'featuringBrandsNow',
        'lowToHighProducts',
        'newArrivals',
        'topPicksBestPrice',
        'topSales',
      ].sort(),
    );
    expect(d.ProductSliders).toEqual([
      { _id: f.sliderId, image: 'banner-summer.webp', title: 'Summer', link: null },
    ]);
    expect(d.featuredProducts.map((p: { _id: string }) => p._id)).toEqual([f.ids.sweater, f.ids.frock]);
    expect(d.newArrivals[0]._id).toBe(f.ids.sneakers);
    expect(d.OfferSection[0].title).toBe('Share your referral code and earn rewards!');
    expect(d.OfferSection[1].articleId).toBe(f.articleId);
    expect(d.featuringBrandsNow.map((b: { name: string }) => b.name)).toEqual(['Tiny Threads']);
    expect(d.brands).toHaveLength(3);
    expect(d.affordableProducts[0]).toMatchObject({ affordablePrice: 399, productType: 't-shirt' });
    expect(d.lowToHighProducts[0]).toMatchObject({ startingPrice: 199 });
    expect(d.CategorySliders.map((c: { name: string }) => c.name)).toEqual(['Girls', 'Boys', 'Footwear']);
    expect(headers.etag).toBeTruthy();
  });

  it('sends the same payload pre-compressed with brotli or gzip when the client accepts it', async () => {
    const plain = await t.app.inject({ url: '/api/user/home' });
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        url: '/api/user/home',
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
  });

  it('is cached, answers 304 to a matching ETag, and is rebuilt after invalidation', async () => {
    const first = await get('/api/user/home');
    // Browsers ask again on every visit (a console change shows at once) and get a 304 while it holds.
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get('/api/user/home', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);

    await t.database.db
      .update(productSliders)
      .set({ title: 'Monsoon' })
      .where(eq(productSliders.id, f.sliderId));
    await t.database.db
      .update(brands)
      .set({ name: 'Tiny Threads Co' })
      .where(eq(brands.id, f.brandIds.tiny!));
    const cached = await get('/api/user/home');
    expect(cached.body.data.ProductSliders[0].title).toBe('Summer');

    t.app.catalog.invalidateCaches();
    const fresh = await get('/api/user/home');
    expect(fresh.body.data.ProductSliders[0].title).toBe('Monsoon');
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });
});

describe('content and settings', () => {
  it('GET /api/user/home/info/{id} answers the article in data[0]', async () => {
    const { status, body } = await get(`/api/user/home/info/${f.articleId}`);
    expect(status).toBe(200);
    expect(body.data[0]).toEqual({
      _id: f.articleId,
      title: 'How coins work',
      description: 'Invite a friend.\n\nEarn 100 coins.',
      image: 'article-coins.webp',
      createdAt: FIXTURE_NOW.toISOString(),
    });
    const missing = await get('/api/user/home/info/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("This content isn't available right now");
  });

  it('GET /api/user/coin/view answers the configured coin value', async () => {
    expect((await get('/api/user/coin/view')).body).toEqual({ success: true, coinValue: 0.5 });
  });
});
