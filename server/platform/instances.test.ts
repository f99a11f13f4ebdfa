import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { refreshProductSummaries } from '../modules/catalog/summaries-repo.ts';
import {
  call,
  createKit,
  insertTestProduct,
  placedOrder,
  type ShopKit,
  type Shopper,
  shopper,
  staffMember,
} from '../test/kit.ts';
import { REDIS_TEST_URL, servicesMissing, uniqueName, within } from '../test/loopback.ts';
import { openRedisBus } from './bus-redis.ts';
import { openPlatform, type Platform } from './index.ts';

// Two apps on one database, each with its own memory, joined by a bus on Redis: what ends or changes on
// A counts on B at once, though B trusts a checked token and keeps catalogue answers for a minute or more
// (so only the bus can make B see it). The wiring is the shop's own (server/services.ts); the real-process
// proof with PostgreSQL, Redis and S3 is server/cluster.

const quiet = Fastify({ logger: false }).log;
const services = await servicesMissing(['redis']);
const LONG = {
  SESSION_CHECK_CACHE_MS: '60000',
  CART_VIEW_CACHE_MS: '60000',
  CARD_CACHE_TTL_MS: '600000',
  LISTING_CACHE_TTL_MS: '600000',
  HOME_CACHE_TTL_MS: '600000',
};

let t: ShopKit;
/** Instance A and instance B: kits on the same database whose app is that instance's. */
let a: ShopKit;
let b: ShopKit;
const closers: Array<() => Promise<void>> = [];

/** One instance: the app on the kit's database and settings, with its own bus on the shared channel. */
async function instance(channel: string): Promise<ShopKit> {
  const bus = await openRedisBus({ url: REDIS_TEST_URL, log: quiet, channel });
  const local = await openPlatform(t.config, t.database, quiet, { oneProcess: true });
  const platform: Platform = {
    ...local,
    bus,
    async close() {
      await Promise.all([local.close(), bus.close()]);
    },
  };
  const app: FastifyInstance = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    clock: () => t.clock.now,
    platform,
  });
  await platform.jobs.start();
  closers.push(async () => {
    await app.close();
    await platform.jobs.stop(0);
    await platform.close();
  });
  await within(3_000, () => bus.ping());
  return { ...t, app };
}

beforeAll(async () => {
  if (services.skip) return;
  t = await createKit({ catalogue: true, env: LONG });
  const channel = uniqueName('littleloom:test-instances');
  a = await instance(channel);
  b = await instance(channel);
});

afterAll(async () => {
  for (const close of closers) await close();
  await t?.cleanup();
});

const profileOn = (kit: ShopKit, who: Shopper) => call(kit, 'GET', '/user/profile/view', who);

/** B answered 401 for the shopper within 100 ms. */
const refusedOnB = (who: Shopper) => within(100, async () => (await profileOn(b, who)).statusCode === 401);

describe.skipIf(services.skip)(`two instances joined by the bus${services.reason}`, () => {
  it('B keeps trusting a token it checked when nothing tells it (the reason for the bus)', async () => {
    const me = await shopper(t);
    expect((await profileOn(b, me)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${me.userId}::uuid`,
    );
    expect((await profileOn(b, me)).statusCode).toBe(200);
  });

  it('a sign-out on A is refused on B at once', async () => {
    const me = await shopper(t);
    expect((await profileOn(b, me)).statusCode).toBe(200);
    expect((await call(a, 'POST', '/user/profile/logout', me)).statusCode).toBe(200);
    await refusedOnB(me);
  });

  it('an account deleted on A, and a shopper blocked in A’s console, are refused on B at once', async () => {
    const leaving = await shopper(t);
    const blocked = await shopper(t);
    const support = await staffMember(t, 'support');
    for (const who of [leaving, blocked]) expect((await profileOn(b, who)).statusCode).toBe(200);

    expect((await call(a, 'DELETE', '/user/profile/delete', leaving)).statusCode).toBe(200);
    await refusedOnB(leaving);
    const block = await call(a, 'POST', `/admin/shoppers/${blocked.userId}/block`, support, {
      reason: 'Fake orders',
    });
    expect(block.statusCode).toBe(200);
    await refusedOnB(blocked);
  });

  it('an order on A that takes the last of a size shows on B’s product page and listing at once', async () => {
    const frock = await insertTestProduct(t, [
      { color: '#F4A7B9', colorName: 'Blush Pink', price: 700, mrp: 900, sizes: { 'BUS-1': 1, '3-4Y': 5 } },
    ]);
    // The listing's derived columns (sizes in stock), as a console write leaves them.
    await refreshProductSummaries(t.database.db, [frock.productId]);
    const page = () => call(b, 'GET', `/user/Products/view/${frock.productId}`, null);
    const listed = async () =>
      (await call(b, 'GET', '/user/Products/view?size=BUS-1', null))
        .json()
        .products.map((p: { _id: string }) => p._id);
    const stockOnB = async () =>
      (await page()).json().product.variants[0].sizes.find((s: { size: string }) => s.size === 'BUS-1').stock;
    expect(await stockOnB()).toBe(1);
    expect(await listed()).toEqual([frock.productId]);

    const me = await shopper(t);
    await placedOrder(a, me, { lines: [{ product: frock, size: 'BUS-1', quantity: 1 }] });
    await within(100, async () => (await stockOnB()) === 0);
    expect(await listed()).toEqual([]);
  });

  it('a home change written on A shows on B’s home at once', async () => {
    const title = async () => (await call(b, 'GET', '/user/home', null)).json().data.ProductSliders[0]?.title;
    const before = await title();
    expect(before).toBeDefined();
    await t.database.db.execute(
      sql`UPDATE product_sliders SET title = 'Monsoon edit' WHERE id = ${t.fx.sliderId}::uuid`,
    );
    // Nothing told B yet: its home is the one it kept.
    expect(await title()).toBe(before);
    a.app.catalog.invalidateCaches();
    await within(100, async () => (await title()) === 'Monsoon edit');
  });
});
