import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  config: Config;
  /** Temp folder holding this app's data and a stand-in built storefront. */
  dir: string;
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

/**
 * The real app on a fresh database, with a temp DATA_DIR and a small stand-in web build.
 * `prepare` runs before the app is built (e.g. to add rows), `env` overrides configuration.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; clock?: () => Date } = {},
): Promise<TestApp> {
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
  const app = await buildApp({
    config,
    database: testDb.database,
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  return {
    ...testDb,
    app,
    config,
    dir,
    async cleanup() {
      await app.close();
      await testDb.cleanup();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
