import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { resolveAuthSecret } from '../lib/auth-secret.ts';
import { type CoinService, createCoinService } from '../modules/coins/index.ts';
import {
  createSessionService,
  createUserService,
  type SessionService,
  type UserService,
} from '../modules/users/index.ts';
import { type Fixture, insertCatalogueFixture } from './catalogue-fixture.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

// The server tests' one kit: `createKit(options)` builds the real app on a fresh database, and the
// plain functions exported below give a test what it asks for (shoppers, products, orders, calls).

export { FIXTURE_NOW, FIXTURE_PRODUCTS, type Fixture } from './catalogue-fixture.ts';
export * from './forms.ts';
export * from './orders.ts';
export * from './products.ts';
export * from './shoppers.ts';
export * from './staff.ts';
export * from './uploads.ts';

/** The time a kit's clock starts at unless the test names another. */
export const KIT_START = new Date('2026-03-02T10:00:00Z');

/** Reads the real time, for tests about timers, caches or a provider whose tokens carry real times. */
export const realTime = (): Date => new Date();

/** The time both the app and the kit see. A still clock is moved by assigning `now`. */
export interface TestClock {
  now: Date;
}

export interface KitOptions {
  /** Configuration on top of the kit's (a temp DATA_DIR, silent logs, generous abuse limits). */
  env?: Record<string, string>;
  /**
   * A Date: a still clock starting there that the test moves through `t.clock.now` (default KIT_START).
   * A function: read on every use, for tests that keep their own time (or `realTime`).
   */
  clock?: Date | (() => Date);
  /** Inserts the test catalogue (server/test/catalogue-fixture.ts) as `t.fx`. */
  catalogue?: boolean;
}

export interface Kit extends TestDatabase {
  app: FastifyInstance;
  config: Config;
  /** Temp folder holding this app's data and a stand-in built storefront. */
  dir: string;
  clock: TestClock;
  /** The secret the app signs access tokens with (its own, made in DATA_DIR, unless AUTH_SECRET is set). */
  secret: string;
  /** Sessions on the app's database, secret and clock: the kit's shoppers sign in through them. */
  sessions: SessionService;
  /** The users module's accounts on the app's database (find, create). */
  users: UserService;
  /** The coins module's ledger rules on the app's database and configuration (balances, credits). */
  coins: CoinService;
}

/** A kit with the test catalogue. */
export interface ShopKit extends Kit {
  fx: Fixture;
}

/** Per-client and shop-wide abuse limits high enough never to be reached by a test file. */
export const GENEROUS_LIMITS = {
  LIMIT_CODE_SENDS_PER_CLIENT_HOUR: '100000',
  LIMIT_CODE_SENDS_GLOBAL_HOUR: '100000',
  LIMIT_SIGNIN_PER_CLIENT_10MIN: '100000',
  LIMIT_SIGNUPS_PER_CLIENT_HOUR: '100000',
  LIMIT_REQUESTS_PER_CLIENT_MINUTE: '100000',
} as const;

/** A minimal built storefront: the server's fallback is under test, not the web build. */
export const TEST_INDEX_HTML =
  '<!doctype html><html><head><title>__SHOP_NAME__</title>' +
  '<meta name="shop-config" content="__SHOP_CONFIG__"></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>';

function testClock(start: Date | (() => Date)): TestClock {
  if (start instanceof Date) return { now: new Date(start) };
  return {
    get now() {
      return start();
    },
    set now(_moved: Date) {
      throw new Error('this clock reads the function the test gave; move the time there');
    },
  };
}

/**
 * The real app on a fresh database (embedded by default, a new database on DATABASE_URL's server
 * otherwise), with a temp DATA_DIR and a small stand-in web build. `cleanup()` closes and removes it all.
 */
export async function createKit(options: KitOptions & { catalogue: true }): Promise<ShopKit>;
export async function createKit(options?: KitOptions): Promise<Kit>;
export async function createKit(options: KitOptions = {}): Promise<Kit | ShopKit> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'll-test-'));
  const webDist = path.join(dir, 'web');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("shop");\n');
  const config = loadConfig({
    DATA_DIR: path.join(dir, 'data'),
    WEB_DIST: webDist,
    LOG_LEVEL: 'silent',
    // Every test's requests come from one inject address: the per-client abuse limits would stop whole
    // files. The tests of those limits set their own (server/plugins/rate-limits.test.ts).
    ...GENEROUS_LIMITS,
    ...options.env,
  });
  // Tests that race many requests ask for a larger pool with DATABASE_POOL_SIZE.
  const testDb = await createTestDatabase(
    options.env?.DATABASE_POOL_SIZE ? { poolSize: config.databasePoolSize } : {},
  );
  const clock = testClock(options.clock ?? KIT_START);
  const now = () => clock.now;
  const app = await buildApp({ config, database: testDb.database, logger: false, clock: now });
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  const sessions = createSessionService({
    db: testDb.database.db,
    secret,
    clock: now,
    ttlDays: config.sessionTtlDays,
  });
  const coins = createCoinService({ db: testDb.database.db, config });
  const users = createUserService({ db: testDb.database.db, config, coins });
  const kit: Kit = {
    ...testDb,
    app,
    config,
    dir,
    clock,
    secret,
    sessions,
    users,
    coins,
    async cleanup() {
      await app.close();
      await testDb.cleanup();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  if (!options.catalogue) return kit;
  return { ...kit, fx: await insertCatalogueFixture(testDb.database.db) };
}
