import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createKit, insertCheckout, placeOrder, type ShopKit, saveAddress, shopper } from '../test/kit.ts';
import { scratchDatabase, servicesMissing, within } from '../test/loopback.ts';
import { insertTestProduct } from '../test/products.ts';
import { METRICS_TOKEN_MESSAGE } from './metrics.ts';

// GET /metrics (Prometheus text): HTTP requests by route pattern and status, caches, orders, the
// instance's name and the process's figures; the database pool's on PostgreSQL; a token when set.

/** The value of the one series of `name` whose labels include `labels`; undefined when there is none. */
function series(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const found: number[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    if (Object.entries(labels).every(([key, value]) => has[key] === value)) found.push(Number(match[3]));
  }
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} names ${found.length} series`);
  return found[0];
}

async function scrape(app: FastifyInstance, headers: Record<string, string> = {}): Promise<string> {
  const res = await app.inject({ url: '/metrics', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

const sizes = { '2-3Y': 5 };

describe('/metrics (on the run’s database)', () => {
  let t: ShopKit;
  beforeAll(async () => {
    t = await createKit({
      catalogue: true,
      env: { INSTANCE_ID: 'shop-a.1', SESSION_CHECK_CACHE_MS: '60000' },
    });
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('counts requests by route pattern and status, never by raw URL, and not the scrapes', async () => {
    const one = await insertTestProduct(t, [
      { color: '#f00', colorName: 'Red', price: 399, mrp: 599, sizes },
    ]);
    const two = await insertTestProduct(t, [
      { color: '#00f', colorName: 'Blue', price: 499, mrp: 599, sizes },
    ]);
    await scrape(t.app);
    for (const id of [one.productId, one.productId, two.productId]) {
      expect((await t.app.inject({ url: `/api/user/Products/view/${id}` })).statusCode).toBe(200);
    }
    for (const url of ['/api/nowhere/1', '/api/nowhere/2', '/wp-login.php?x=1']) {
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(404);
    }
    const text = await scrape(t.app);

    const view = { method: 'GET', route: '/api/user/Products/view/:id', status_code: '200' };
    expect(series(text, 'http_requests_total', view)).toBe(3);
    expect(series(text, 'http_request_duration_seconds_count', view)).toBe(3);
    expect(series(text, 'http_request_duration_seconds_sum', view)).toBeGreaterThan(0);
    // Unknown paths share one label, so scanners cannot grow the series without end.
    expect(
      series(text, 'http_requests_total', { method: 'POST', route: 'unmatched', status_code: '404' }),
    ).toBe(3);
    expect(text).not.toContain('/api/nowhere');
    expect(text).not.toContain('wp-login');
    expect(text).not.toContain(one.productId);
    expect(series(text, 'http_requests_total', { route: '/metrics' })).toBeUndefined();
  });

  it('counts the routes plugins add too (the API docs)', async () => {
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    const text = await scrape(t.app);
    expect(
      series(text, 'http_requests_total', { method: 'GET', route: '/api/docs/json', status_code: '200' }),
    ).toBe(1);
  });

  it('counts cache hits and misses: product pages and remembered sign-in checks', async () => {
    const product = await insertTestProduct(t, [
      { color: '#0f0', colorName: 'Green', price: 299, mrp: 399, sizes },
    ]);
    const before = await scrape(t.app);
    // The product's answer is kept whole (with its compressed bytes): the first view misses, the next two hit.
    const productHits =
      series(before, 'shop_cache_lookups_total', { cache: 'product-answers', result: 'hit' }) ?? 0;
    const productMisses =
      series(before, 'shop_cache_lookups_total', { cache: 'product-answers', result: 'miss' }) ?? 0;
    for (let i = 0; i < 3; i++) await t.app.inject({ url: `/api/user/Products/view/${product.productId}` });
    const who = await shopper(t);
    const sessionHits = series(before, 'shop_cache_lookups_total', { cache: 'sessions', result: 'hit' }) ?? 0;
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        url: '/api/user/notification/view',
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(res.statusCode).toBe(200);
    }
    const after = await scrape(t.app);
    expect(series(after, 'shop_cache_lookups_total', { cache: 'product-answers', result: 'miss' })).toBe(
      productMisses + 1,
    );
    expect(series(after, 'shop_cache_lookups_total', { cache: 'product-answers', result: 'hit' })).toBe(
      productHits + 2,
    );
    // The first check reads the database, the next two are remembered.
    expect(series(after, 'shop_cache_lookups_total', { cache: 'sessions', result: 'hit' })).toBe(
      sessionHits + 2,
    );
    // Every cache the shop keeps shows, used or not.
    for (const cache of ['home', 'listing-pages', 'cards', 'cart-views'])
      expect(series(after, 'shop_cache_lookups_total', { cache, result: 'hit' })).toBeTypeOf('number');
  });

  it('counts an order placed once, not its repeat', async () => {
    const product = await insertTestProduct(t, [
      { color: '#ff0', colorName: 'Yellow', price: 599, mrp: 799, sizes },
    ]);
    const who = await shopper(t);
    const addressId = await saveAddress(t, who);
    const checkoutId = await insertCheckout(t, who, { lines: [{ product, size: '2-3Y', quantity: 1 }] });
    const before = series(await scrape(t.app), 'shop_orders_placed_total') ?? 0;
    expect((await placeOrder(t, who, checkoutId, addressId)).statusCode).toBe(201);
    expect(series(await scrape(t.app), 'shop_orders_placed_total')).toBe(before + 1);
    // The same checkout again answers the order it already became.
    expect((await placeOrder(t, who, checkoutId, addressId)).statusCode).toBe(200);
    expect(series(await scrape(t.app), 'shop_orders_placed_total')).toBe(before + 1);
  });

  it('names the instance and carries the process figures; the pool’s only on a PostgreSQL server', async () => {
    const text = await scrape(t.app);
    expect(series(text, 'shop_instance_info', { instance_id: 'shop-a.1' })).toBe(1);
    expect(series(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(series(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(series(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(series(text, 'shop_codes_sent_total', { channel: 'sms' })).toBeTypeOf('number');
    if (t.database.kind === 'pglite') expect(text).not.toContain('shop_db_pool');
    else expect(series(text, 'shop_db_pool_max_clients')).toBe(t.database.poolStats?.().max);
  });

  it('asks for METRICS_TOKEN as a bearer token when it is set', async () => {
    const token = 'scrape-me-please-0123456789';
    const config = loadConfig({ ...envOf(t), METRICS_TOKEN: token });
    const app = await buildApp({ config, database: t.database, logger: false });
    try {
      for (const headers of [
        {},
        { authorization: 'Bearer wrong-token-0123456789' },
        { authorization: token },
      ]) {
        const refused = await app.inject({ url: '/metrics', headers });
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({ success: false, message: METRICS_TOKEN_MESSAGE });
        expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      }
      const text = await scrape(app, { authorization: `Bearer ${token}` });
      expect(series(text, 'shop_orders_placed_total')).toBe(0);
    } finally {
      await app.close();
    }
  });
});

/** The settings the kit's app was built with, to build another app on the same data. */
function envOf(t: ShopKit): Record<string, string> {
  return { DATA_DIR: t.config.dataDir, WEB_DIST: t.config.webDist, LOG_LEVEL: 'silent' };
}

const pgMissing = await servicesMissing(['postgres']);

describe.skipIf(pgMissing.skip)(`/metrics on a PostgreSQL server: the pool${pgMissing.reason}`, () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    scratch = await scratchDatabase();
    // Two clients, so a few queries at once must wait for one.
    database = await openDatabase({ url: scratch.url, poolSize: 2 });
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await scratch?.drop();
  });

  it('shows the clients open, idle and waiting, and how long queries waited for one', async () => {
    // Promise.all starts them (drizzle's queries run when awaited).
    const queries = Promise.all(
      Array.from({ length: 6 }, () => database.db.execute(sql`select pg_sleep(0.1)`)),
    );
    // While they run: two clients busy, the other queries waiting.
    await within(2000, async () => (series(await scrape(app), 'shop_db_pool_waiting_requests') ?? 0) > 0);
    await queries;

    const text = await scrape(app);
    expect(series(text, 'shop_db_pool_max_clients')).toBe(2);
    expect(series(text, 'shop_db_pool_clients')).toBe(2);
    expect(series(text, 'shop_db_pool_idle_clients')).toBe(2);
    expect(series(text, 'shop_db_pool_waiting_requests')).toBe(0);
    expect(series(text, 'shop_db_pool_wait_seconds_count')).toBeGreaterThanOrEqual(6);
    // Four queries waited for a 0.1 s query to end at least once: 0.4 s at the least between them.
    expect(series(text, 'shop_db_pool_wait_seconds_sum')).toBeGreaterThan(0.35);
  });
});
