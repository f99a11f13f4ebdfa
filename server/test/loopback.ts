import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

// The real services on loopback that the engine tests talk to: Redis and the PostgreSQL server. A test
// that needs one fails when it is not there, unless LL_SKIP_SERVICE_TESTS=1 says this machine has none
// (then it is skipped, and its title says why).

export const REDIS_TEST_URL = 'redis://127.0.0.1:6379';
export const POSTGRES_TEST_URL = 'postgres://postgres@127.0.0.1:5432';

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Whether to skip tests needing these services: only when one is not listening and
 * LL_SKIP_SERVICE_TESTS=1. `reason` goes into the describe's title.
 */
export async function servicesMissing(
  needs: ReadonlyArray<'redis' | 'postgres'>,
): Promise<{ skip: boolean; reason: string }> {
  if (process.env.LL_SKIP_SERVICE_TESTS !== '1') return { skip: false, reason: '' };
  const ports = { redis: 6379, postgres: 5432 } as const;
  const missing: string[] = [];
  for (const need of needs) if (!(await answers(ports[need]))) missing.push(need);
  return missing.length > 0
    ? { skip: true, reason: ` (skipped: ${missing.join(' and ')} not on loopback, LL_SKIP_SERVICE_TESTS=1)` }
    : { skip: false, reason: '' };
}

/** A name no other test run uses (channels, key prefixes, connection names). */
export const uniqueName = (prefix: string) => `${prefix}_${randomBytes(5).toString('hex')}`;

/** An empty throw-away database on the loopback PostgreSQL server; `drop()` removes it. */
export async function scratchDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = uniqueName('ll_scratch');
  const admin = new pg.Client({ connectionString: POSTGRES_TEST_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_TEST_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const dropper = new pg.Client({ connectionString: POSTGRES_TEST_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Waits until `check` passes (polling every few ms) or `withinMs` ends; how long it took. */
export async function within(withinMs: number, check: () => Promise<boolean> | boolean): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (await check()) return performance.now() - start;
    if (performance.now() - start > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
