import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

describe('database away', () => {
  it('a PostgreSQL server that does not answer makes health 503, not a crash', async () => {
    // Port 1 on loopback: nothing listens there, so every connection is refused.
    const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/none', poolSize: 2 });
    await expect(database.ping()).rejects.toThrow();
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, logger: false });
    afterAll(async () => {
      await app.close();
      await database.close();
    });
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, database: 'down' });
    const list = await app.inject({ url: '/api/user/brand/view' });
    expect(list.statusCode).toBe(503);
    expect(list.headers['retry-after']).toBe('5');
  });
});
