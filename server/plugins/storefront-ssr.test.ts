import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, type ShopKit, TEST_INDEX_HTML } from '../test/kit.ts';
import { ssrEntryOf } from './storefront.ts';

// The storefront rendered on the server: the real server-rendering bundle (built here from
// web/entry-server.tsx, as `npm run build` does) beside a stand-in client build, on a real database.

const root = path.resolve(import.meta.dirname, '../..');
let dir: string;
let kit: ShopKit;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'll-ssr-'));
  const webDist = path.join(dir, 'web');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), TEST_INDEX_HTML);
  // A stand-in of the build's manifest: the entry, the loader and the catalogue's pages with a shared chunk.
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(TEST_MANIFEST));
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'error',
    build: { ssr: 'entry-server.tsx', outDir: `${webDist}-ssr`, emptyOutDir: true },
  });
  expect(existsSync(ssrEntryOf(webDist))).toBe(true);
  kit = await createKit({ catalogue: true, env: { WEB_DIST: webDist } });
}, 300_000);

afterAll(async () => {
  await kit?.cleanup();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const TEST_MANIFEST = {
  'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_react-r1.js'] },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  'boot.ts': { file: 'assets/boot-b1.js', isEntry: true },
  'features/catalog/product/ProductPage.tsx': {
    file: 'assets/ProductPage-p1.js',
    imports: ['_react-r1.js', '_catalogue-c1.js'],
  },
  'features/catalog/home/HomePage.tsx': { file: 'assets/HomePage-h1.js', imports: ['_catalogue-c1.js'] },
  '_catalogue-c1.js': { file: 'assets/catalogue-c1.js', css: ['assets/catalogue-c1.css'] },
  'i18n/locales/en.ts': { file: 'assets/en-e1.js' },
};

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** The JSON the page hands to the browser for hydrating. */
function pageState(html: string): { queries: { queries: { queryKey: unknown[] }[] } } | null {
  const match = /<script type="application\/json" id="ll-page-state">([\s\S]*?)<\/script>/.exec(html);
  return match?.[1] ? JSON.parse(match[1]) : null;
}

describe('server-rendered pages', () => {
  it('a product page carries its name, price and data, ready to hydrate', async () => {
    const id = kit.fx.ids.frock!;
    const api = (await kit.app.inject({ url: `/api/user/Products/view/${id}` })).json() as {
      product: { name: string; variants: { price: number; offerPrice?: number | null }[] };
    };
    const page = await kit.app.inject({ url: `/product/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<html lang="en-IN"');
    expect(page.body).toContain('data-take-over="hydrate"');
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${api.product.name}</h1>`));
    const shown = api.product.variants[0]!;
    expect(page.body).toContain(rupees(shown.offerPrice ?? shown.price));
    // The first picture is asked for from the head, before any script.
    expect(page.body).toMatch(
      /<link rel="preload" as="image" fetchpriority="high" href="\/uploads\/[^"]+"[^>]*><\/head>/,
    );
    const state = pageState(page.body);
    expect(state?.queries.queries.map((query) => query.queryKey)).toContainEqual(['catalog', 'product', id]);
    // The JSON cannot close its own script element.
    const json = /id="ll-page-state">([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(json).not.toContain('<');
  });

  it('home carries its first section and the listing its product cards', async () => {
    const home = await kit.app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    // The carousel's first slide, from the home call.
    expect(home.body).toMatch(/<img[^>]+src="\/uploads\/banner-summer\.webp"/);
    expect(pageState(home.body)?.queries.queries.map((query) => query.queryKey)).toContainEqual([
      'catalog',
      'home',
    ]);

    const listing = await kit.app.inject({ url: '/allproducts?sortBy=popularity' });
    expect(listing.statusCode).toBe(200);
    const cards = listing.body.match(/<article[^>]*>/g) ?? [];
    expect(cards.length).toBeGreaterThan(2);
    expect(listing.body).toContain('Floral Print Cotton Frock');
    expect(listing.body).toContain('data-take-over="hydrate"');
  });

  it('a page with a main picture asks for the picture first and its code after it (the loader)', async () => {
    const page = await kit.app.inject({ url: `/product/${kit.fx.ids.frock}` });
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    // No script of the shop's own is fetched beside the picture: the loader alone, and the stylesheets
    // of the page's chunks (render-blocking, so the first paint is styled).
    expect(page.body).not.toContain('src="/assets/app-abc123.js"');
    expect(page.body).not.toContain('rel="modulepreload"');
    expect(head).toContain('<script type="module" crossorigin src="/assets/boot-b1.js"></script>');
    expect(head).toContain('<link rel="stylesheet" href="/assets/catalogue-c1.css">');
    const plan = JSON.parse(/id="ll-boot">([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? 'null') as {
      scripts: string[];
      pictures: string[];
    };
    // The entry first, then every chunk it and the page import, each once.
    expect(plan.scripts).toEqual([
      '/assets/app-abc123.js',
      '/assets/react-r1.js',
      '/assets/ProductPage-p1.js',
      '/assets/catalogue-c1.js',
      '/assets/en-e1.js',
    ]);
    const preloaded = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)"/.exec(head)?.[1];
    expect(preloaded).toMatch(/^\/uploads\//);
    expect(plan.pictures).toEqual([preloaded]);
    // The page's <img> shows the same address, so the loader finds it.
    expect(page.body).toContain(`src="${preloaded}"`);
  });

  it('a page without a main picture keeps the entry script and preloads its chunks', async () => {
    const page = await kit.app.inject({ url: '/order' });
    expect(page.body).toContain('src="/assets/app-abc123.js"');
    expect(page.body).not.toContain('boot-b1.js');
    expect(page.body).not.toContain('id="ll-boot"');
  });

  it('renders in Hindi for the Hindi cookie', async () => {
    const page = await kit.app.inject({ url: '/', headers: { cookie: 'll_lang=hi' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi-IN"');
    const english = await kit.app.inject({ url: '/' });
    expect(english.body).toContain('<html lang="en-IN"');
    // Each language is rendered (and kept) apart.
    expect(page.body).not.toBe(english.body);
  });

  it("an unknown product gets the storefront's not-found with status 404", async () => {
    const page = await kit.app.inject({ url: '/product/00000000-0000-4000-8000-000000000000' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('find this product');
    // Drawn afresh in the browser (a failed call is not handed over).
    expect(page.body).toContain('data-take-over="render"');
    const nowhere = await kit.app.inject({ url: '/no-such-page' });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.body).toContain('<div id="root" data-take-over="hydrate">');
  });

  it('a signed-in screen gets the layout with a placeholder, for the browser to draw', async () => {
    const page = await kit.app.inject({ url: '/order' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-take-over="render"');
    expect(page.body).toContain('role="status"');
    expect(page.body).toContain('data-testid="mobile-header"');
    expect(pageState(page.body)).toBeNull();
  });

  it('sends the page compressed as the browser accepts, and keeps it until the catalogue changes', async () => {
    const url = `/product/${kit.fx.ids.party}`;
    const gzip = await kit.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('Sequin Party Dress');
    const br = await kit.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');

    // Kept: a change nobody announced is not seen yet …
    await kit.database.db.execute(
      sql`UPDATE products SET name = 'Renamed Party Dress' WHERE id = ${kit.fx.ids.party}::uuid`,
    );
    expect((await kit.app.inject({ url })).body).toContain('Sequin Party Dress');
    // … and an announced catalogue change drops the rendered page with the other caches.
    kit.app.catalog.invalidateCaches();
    const after = (await kit.app.inject({ url })).body;
    expect(after).toContain('Renamed Party Dress');
  });

  it("drops a product's rendered page when an order takes its stock, and keeps the others", async () => {
    const tee = `/product/${kit.fx.ids['tee-blue']}`;
    const sweater = `/product/${kit.fx.ids.sweater}`;
    await kit.app.inject({ url: tee });
    await kit.app.inject({ url: `${tee}?from=share` });
    await kit.app.inject({ url: sweater });
    await kit.database.db.execute(
      sql`UPDATE products SET name = CASE WHEN id = ${kit.fx.ids['tee-blue']}::uuid THEN 'Renamed Tee'
            ELSE 'Renamed Sweater' END
          WHERE id IN (${kit.fx.ids['tee-blue']}::uuid, ${kit.fx.ids.sweater}::uuid)`,
    );
    // What an order that sells nothing out announces (orders/service.ts).
    kit.app.catalog.stockTaken([kit.fx.ids['tee-blue']!]);
    expect((await kit.app.inject({ url: tee })).body).toContain('Renamed Tee');
    expect((await kit.app.inject({ url: `${tee}?from=share` })).body).toContain('Renamed Tee');
    expect((await kit.app.inject({ url: sweater })).body).toContain('Cable Knit Sweater');
  });
});
