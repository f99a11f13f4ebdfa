import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createLogger } from '../../lib/logger.ts';
import { createReadiness } from '../../lib/readiness.ts';
import { openPlatform } from '../../platform/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createKit, type Kit } from '../../test/kit.ts';

// The three health checks: /health (the database), /health/live (the process answers) and
// /health/ready (every part answers, and the instance is neither starting nor draining).

let t: Kit;
beforeAll(async () => {
  t = await createKit();
});
afterAll(async () => {
  await t.cleanup();
});

describe('live and ready', () => {
  it('are both 200 on a freshly built app, naming every part up', async () => {
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true, status: 'live', uptimeSeconds: expect.any(Number) });
    expect(live.headers['cache-control']).toBe('no-store');

    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      success: true,
      status: 'ready',
      state: 'ready',
      parts: { database: 'up', bus: 'up', storage: 'up', jobs: 'up' },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('are documented in the API description', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
    };
    expect(Object.keys(doc.paths['/api/health/ready']?.get.responses ?? {})).toEqual(['200', '503']);
    expect(Object.keys(doc.paths['/api/health/live']?.get.responses ?? {})).toEqual(['200']);
  });
});

describe('an instance that is not ready', () => {
  // One more database for the apps built here (the kit's is closed by the last test).
  let db: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), 'll-health-'));
  });
  afterAll(async () => {
    await db.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is not ready while starting, ready once told, and not ready again once draining — but still live', async () => {
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
    const readiness = createReadiness('starting');
    const app = await buildApp({ config, database: db.database, logger: false, readiness });
    try {
      const starting = await app.inject({ url: '/api/health/ready' });
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toEqual({ success: false, status: 'starting', state: 'starting' });

      readiness.set('ready');
      expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
      // Answers while ready keep their connection.
      const served = await app.inject({ url: '/api/user/categories/view' });
      expect(served.headers.connection).not.toBe('close');

      readiness.set('draining');
      const draining = await app.inject({ url: '/api/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ success: false, status: 'draining', state: 'draining' });
      // Everything else is still answered, each answer asking the client to reconnect elsewhere.
      const live = await app.inject({ url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      const categories = await app.inject({ url: '/api/user/categories/view' });
      expect(categories.statusCode).toBe(200);
      expect(categories.headers.connection).toBe('close');
      // A leaving instance does not come back.
      readiness.set('ready');
      expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });

  it('names the part that does not answer: a bus whose Redis is unreachable', async () => {
    // Nothing listens on port 1: the bus's connections are refused, as when Redis is away.
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', REDIS_URL: 'redis://127.0.0.1:1' });
    const platform = await openPlatform(config, db.database, createLogger(config));
    const app = await buildApp({ config, database: db.database, logger: false, platform });
    try {
      expect(platform.bus.kind).toBe('redis');
      const started = performance.now();
      const ready = await app.inject({ url: '/api/health/ready' });
      expect(performance.now() - started).toBeLessThan(3000);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        success: false,
        status: 'degraded',
        state: 'ready',
        parts: { database: 'up', bus: 'down', storage: 'up', jobs: 'up' },
      });
      // Live: restarting the process would not bring Redis back.
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await platform.close();
    }
  });

  it('names the part that does not answer: the database, closed (the kit’s, last)', async () => {
    await t.database.close();
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      success: false,
      status: 'degraded',
      state: 'ready',
      parts: { database: 'down', bus: 'up', storage: 'up', jobs: 'up' },
    });
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  });
});
