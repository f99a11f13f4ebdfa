import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { createKit, FIXTURE_NOW, type ShopKit } from '../../test/kit.ts';
import { shopLinks } from './links.ts';
import { createSitemaps } from './sitemap.ts';
import { assertWellFormedXml, locs } from './test-support.ts';

// sitemap.xml, its files and robots.txt through the real app on the test catalogue; the paging with a
// small page size on the same database.

const SHOP = 'https://shop.example';
let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ clock: FIXTURE_NOW, catalogue: true, env: { PUBLIC_URL: SHOP } });
});
afterAll(async () => {
  await t.cleanup();
});

const get = (url: string) => t.app.inject({ url });
const liveIds = async () =>
  (
    await queryRows<{ id: string }>(t.database.db, sql`SELECT id FROM products WHERE is_active ORDER BY id`)
  ).map((r) => r.id);

describe('robots.txt', () => {
  it('opens the storefront, closes the console, the API and account screens, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const closed of [
      '/admin',
      '/api/',
      '/cart',
      '/wishlist',
      '/order',
      '/singleorder/',
      '/profile',
      '/signin',
    ])
      expect(lines).toContain(`Disallow: ${closed}`);
    expect(lines).toContain('Disallow: /refer$');
    // Products, listings and articles stay open.
    expect(lines.filter((l) => /^Disallow: \/(product|allproducts|category|referral\/)/.test(l))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('is an index of well-formed files listing every live product, category and page, all absolute', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    assertWellFormedXml(index.body);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index.body);
    expect(files).toEqual([
      `${SHOP}/sitemaps/pages.xml`,
      `${SHOP}/sitemaps/categories.xml`,
      `${SHOP}/sitemaps/products-1.xml`,
    ]);

    const urls: string[] = [];
    for (const file of files) {
      const res = await get(file.slice(SHOP.length));
      expect(res.statusCode).toBe(200);
      assertWellFormedXml(res.body);
      expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      urls.push(...locs(res.body));
    }
    expect(urls.every((u) => u.startsWith(`${SHOP}/`))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    for (const id of await liveIds()) expect(urls).toContain(`${SHOP}/product/${id}`);
    expect(urls).toContain(`${SHOP}/`);
    expect(urls).toContain(`${SHOP}/category?categoryId=${t.fx.categoryIds.girls}`);
    expect(urls).toContain(`${SHOP}/allproducts?category=${t.fx.categoryIds.girls}`);
    expect(urls).toContain(`${SHOP}/allproducts?subcategory=${t.fx.subIds.frocks}`);
    expect(urls).toContain(`${SHOP}/allproducts?brand=${t.fx.brandIds.pebble}`);
    expect(urls).toContain(`${SHOP}/referral/${t.fx.articleId}`);

    // The storefront answers every URL listed (none is its not-found page), each product as a live one.
    for (const url of urls) {
      const res = await get(url.slice(SHOP.length));
      expect(res.statusCode, url).toBe(200);
      if (url.includes('/product/'))
        expect(res.body, url).toContain('<meta property="og:type" content="product">');
    }
  });

  it("gives each product its last change, and drops what the catalogue's change takes away", async () => {
    const id = t.fx.ids.party!;
    const changed = new Date('2026-11-19T08:30:00.000Z');
    await t.database.db.execute(
      sql`UPDATE products SET updated_at = ${changed.toISOString()} WHERE id = ${id}::uuid`,
    );
    t.app.catalog.invalidateCaches();
    const before = (await get('/sitemaps/products-1.xml')).body;
    expect(before).toContain(
      `<url><loc>${SHOP}/product/${id}</loc><lastmod>2026-11-19T08:30:00.000Z</lastmod></url>`,
    );

    // Taken off the storefront: still in the kept file until the catalogue's change is announced.
    await t.database.db.execute(sql`UPDATE products SET status = 'draft' WHERE id = ${id}::uuid`);
    expect((await get('/sitemaps/products-1.xml')).body).toContain(id);
    t.app.catalog.invalidateCaches();
    expect((await get('/sitemaps/products-1.xml')).body).not.toContain(id);
    expect((await get(`/product/${id}`)).body).not.toContain('og:title');
    await t.database.db.execute(sql`UPDATE products SET status = 'live' WHERE id = ${id}::uuid`);
    t.app.catalog.invalidateCaches();
  });

  it('answers 404 for a file the index does not name', async () => {
    for (const name of [
      'products-2.xml',
      'products-0.xml',
      'products-01.xml',
      'index.xml',
      '..%2Fpackage.json',
    ]) {
      const res = await get(`/sitemaps/${name}`);
      expect(res.statusCode, name).toBe(404);
    }
  });
});

describe('product files', () => {
  it('pages the live products by id, each file continuing where the last stopped', async () => {
    const sitemaps = createSitemaps({ db: t.database.db, links: shopLinks(SHOP, '/uploads'), pageSize: 4 });
    const ids = await liveIds();
    expect(ids.length).toBeGreaterThan(4);
    const files = locs(await sitemaps.index()).filter((u) => u.includes('/products-'));
    expect(files).toEqual([`${SHOP}/sitemaps/products-1.xml`, `${SHOP}/sitemaps/products-2.xml`]);
    const listed: string[] = [];
    for (const n of [1, 2]) {
      const xml = (await sitemaps.file(`products-${n}.xml`)) ?? '';
      assertWellFormedXml(xml);
      const urls = locs(xml);
      expect(urls.length).toBe(n === 1 ? 4 : ids.length - 4);
      listed.push(...urls);
    }
    expect(listed).toEqual(ids.map((id) => `${SHOP}/product/${id}`));
    expect(await sitemaps.file('products-3.xml')).toBeNull();
  });
});
