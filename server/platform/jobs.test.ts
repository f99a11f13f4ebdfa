import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { failedJobs } from '../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import {
  createThrowawayPostgres,
  skipWithoutPostgres,
  type ThrowawayPostgres,
} from '../test/throwaway-postgres.ts';
import { inProcessJobs, type JobQueue } from './jobs.ts';
import { pgBossJobs } from './jobs-pg-boss.ts';
import { createMetrics, type ShopMetrics } from './metrics.ts';

// The job queue's two engines through their one interface: the in-process queue (the embedded
// database, and every test app) on the run's database, and pg-boss on a throwaway database of the
// PostgreSQL server on loopback (whatever the run's database is).

const log = pino({ level: 'silent' });
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** shop_jobs_total for a queue and outcome. */
async function jobCount(metrics: ShopMetrics, queue: string, outcome: string): Promise<number> {
  const metric = metrics.registry.getSingleMetric('shop_jobs_total');
  const values = (await metric?.get())?.values ?? [];
  return values.find((v) => v.labels.queue === queue && v.labels.outcome === outcome)?.value ?? 0;
}

async function deadLetters(db: Db, queue: string) {
  return db.select().from(failedJobs).where(eq(failedJobs.queue, queue));
}

describe('the in-process queue', () => {
  let t: TestDatabase;
  let metrics: ShopMetrics;
  const opened: JobQueue[] = [];
  const open = () => {
    const jobs = inProcessJobs({ db: t.database.db, log, metrics });
    opened.push(jobs);
    return jobs;
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    metrics = createMetrics();
  });
  afterAll(async () => {
    for (const jobs of opened) await jobs.stop(0);
    await t.cleanup();
  });

  it('runs a job after the sender goes on, and drain waits for it', async () => {
    const jobs = open();
    const seen: unknown[] = [];
    jobs.define<{ n: number }>('plain', async (data) => {
      await pause(20);
      seen.push(data);
    });
    await jobs.start();
    await jobs.send('plain', { n: 1 });
    expect(seen).toEqual([]); // taken, not yet run: the request that sent it answers first
    await jobs.drain();
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobCount(metrics, 'plain', 'completed')).toBe(1);
    await expect(jobs.send('nobody', {})).rejects.toThrow('job queue nobody is not defined');
  });

  it('retries with doubling waits, then writes one dead letter', async () => {
    const jobs = open();
    const tries: number[] = [];
    jobs.define(
      'flaky',
      async () => {
        tries.push(performance.now());
        throw new Error('provider down');
      },
      { retryLimit: 2, retryDelaySeconds: 0.1 },
    );
    await jobs.start();
    await jobs.send('flaky', { to: '+919876500001', text: 'hello', extra: { kept: true } });
    await vi.waitFor(async () => expect(await deadLetters(t.database.db, 'flaky')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(tries).toHaveLength(3);
    const [first, second, third] = tries as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(95);
    expect(third - second).toBeGreaterThanOrEqual(195); // doubled
    const [row] = await deadLetters(t.database.db, 'flaky');
    expect(row).toMatchObject({
      queue: 'flaky',
      payload: { to: '+919876500001', text: 'hello', extra: { kept: true } },
      error: 'provider down',
      attempts: 3,
    });
    expect(await jobCount(metrics, 'flaky', 'retried')).toBe(2);
    expect(await jobCount(metrics, 'flaky', 'failed')).toBe(1);
  });

  it('a job that succeeds on a retry leaves no dead letter', async () => {
    const jobs = open();
    let tries = 0;
    jobs.define(
      'second-time',
      async () => {
        tries += 1;
        if (tries === 1) throw new Error('once');
      },
      { retryLimit: 3, retryDelaySeconds: 0.02 },
    );
    await jobs.start();
    await jobs.send('second-time', {});
    await vi.waitFor(() => expect(tries).toBe(2));
    await jobs.drain();
    expect(await deadLetters(t.database.db, 'second-time')).toEqual([]);
    expect(await jobCount(metrics, 'second-time', 'completed')).toBe(1);
  });

  it('honours startAfter (drain does not wait for it) and singletonKey', async () => {
    const jobs = open();
    const ran: { at: number; n: number }[] = [];
    jobs.define<{ n: number }>('later', async ({ n }) => {
      ran.push({ at: Date.now(), n });
    });
    await jobs.start();
    const startAfter = new Date(Date.now() + 300);
    await jobs.send('later', { n: 1 }, { startAfter, singletonKey: 'sweep' });
    await jobs.send('later', { n: 2 }, { startAfter, singletonKey: 'sweep' }); // one is already waiting
    await jobs.send('later', { n: 3 }, { startAfter });
    await jobs.drain();
    expect(ran).toEqual([]);
    await vi.waitFor(() => expect(ran).toHaveLength(2), { timeout: 2000 });
    expect(ran.map((r) => r.n).sort()).toEqual([1, 3]);
    for (const r of ran) expect(r.at).toBeGreaterThanOrEqual(startAfter.getTime());
    // Once the first has run, the key is free again.
    await jobs.send('later', { n: 4 }, { singletonKey: 'sweep' });
    await jobs.drain();
    expect(ran.map((r) => r.n)).toContain(4);
  });

  it('runs a job on a cron schedule (UTC, seconds allowed)', async () => {
    const jobs = open();
    const ticks: number[] = [];
    jobs.define('tick', async () => {
      ticks.push(Date.now());
    });
    jobs.every('tick', '* * * * * *');
    expect(() => jobs.every('tick', 'not a cron')).toThrow();
    expect(() => jobs.every('undeclared', '* * * * *')).toThrow('job queue undeclared is not defined');
    await jobs.start();
    await vi.waitFor(() => expect(ticks.length).toBeGreaterThanOrEqual(2), { timeout: 2500 });
    // One run per tick, each on its second.
    const seconds = ticks.map((at) => Math.floor(at / 1000));
    expect(new Set(seconds).size).toBe(seconds.length);
    await jobs.stop(0);
    const count = ticks.length;
    await pause(1100);
    expect(ticks.length).toBe(count);
  });

  it('stop gives a waiting retry one last try, waits for running jobs, and takes no more', async () => {
    const jobs = open();
    const calls: string[] = [];
    jobs.define<{ id: string }>(
      'at-stop',
      async ({ id }) => {
        calls.push(id);
        if (id === 'failing') throw new Error('still down');
        await pause(100);
      },
      { retryLimit: 5, retryDelaySeconds: 60 },
    );
    await jobs.start();
    await jobs.send('at-stop', { id: 'failing' });
    await vi.waitFor(() => expect(calls).toEqual(['failing'])); // its retry waits a minute
    await jobs.send('at-stop', { id: 'slow' });
    await vi.waitFor(() => expect(calls).toContain('slow'));
    await jobs.stop(2000);
    expect(calls.filter((c) => c === 'failing')).toHaveLength(2);
    const [row] = await deadLetters(t.database.db, 'at-stop');
    expect(row).toMatchObject({ payload: { id: 'failing' }, attempts: 2, error: 'still down' });
    expect(await jobCount(metrics, 'at-stop', 'completed')).toBe(1);
    await expect(jobs.send('at-stop', { id: 'late' })).rejects.toThrow('job queue stopped');
    expect(await jobs.ping()).toBe(false);
  });
});

const skipPg = await skipWithoutPostgres('the pg-boss queue tests');

describe.skipIf(skipPg)('the pg-boss queue', () => {
  let pg: ThrowawayPostgres;
  const opened: JobQueue[] = [];
  /** An instance's queue; short polling so that the test waits little. */
  const open = (metrics: ShopMetrics = createMetrics(), extra: { cron?: boolean } = {}) => {
    const jobs = pgBossJobs({
      url: pg.url,
      db: pg.database.db,
      log,
      metrics,
      poolSize: 3,
      pollingIntervalSeconds: 0.5,
      ...(extra.cron ? { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 } : {}),
    });
    opened.push(jobs);
    return jobs;
  };

  beforeAll(async () => {
    pg = await createThrowawayPostgres();
  });
  afterAll(async () => {
    await Promise.all(opened.map((jobs) => jobs.stop(0)));
    await pg?.cleanup();
  });

  it('runs each job once with two instances working one queue', async () => {
    const ran: { instance: string; n: number }[] = [];
    const [a, b] = [open(), open()];
    for (const [instance, jobs] of [
      ['a', a],
      ['b', b],
    ] as const) {
      jobs.define<{ n: number }>('shared', async ({ n }) => {
        await pause(25);
        ran.push({ instance, n });
      });
    }
    await Promise.all([a.start(), b.start()]);
    expect(await a.ping()).toBe(true);
    for (let n = 0; n < 50; n++) await a.send('shared', { n });
    await vi.waitFor(() => expect(ran.length).toBeGreaterThanOrEqual(50), { timeout: 15_000 });
    await pause(700); // a job run twice would show by now
    expect(ran.map((r) => r.n).sort((x, y) => x - y)).toEqual([...Array(50).keys()]);
    expect(new Set(ran.map((r) => r.instance))).toEqual(new Set(['a', 'b']));
    await b.stop(0);
    expect(await b.ping()).toBe(false);
  });

  it('retries, then writes exactly one dead letter', async () => {
    const metrics = createMetrics();
    const jobs = open(metrics);
    let tries = 0;
    jobs.define(
      'doomed',
      async () => {
        tries += 1;
        throw new Error('gateway said no');
      },
      { retryLimit: 1, retryDelaySeconds: 0 },
    );
    await jobs.start();
    await jobs.send('doomed', { to: 'someone@example.in', text: 'hi', template: 'reset-code' });
    await vi.waitFor(async () => expect(await deadLetters(pg.database.db, 'doomed')).toHaveLength(1), {
      timeout: 10_000,
    });
    await pause(1300); // the dead-letter queue is looked at again: still one row
    const rows = await deadLetters(pg.database.db, 'doomed');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      payload: { to: 'someone@example.in', text: 'hi', template: 'reset-code' },
      error: 'gateway said no',
      attempts: 2,
    });
    expect(tries).toBe(2);
    expect(await jobCount(metrics, 'doomed', 'retried')).toBe(1);
    expect(await jobCount(metrics, 'doomed', 'failed')).toBe(1);
  });

  it('honours startAfter and keeps one waiting job per singletonKey', async () => {
    const jobs = open();
    const ran: { at: number; n: number }[] = [];
    jobs.define<{ n: number }>('deferred', async ({ n }) => {
      ran.push({ at: Date.now(), n });
    });
    await jobs.start();
    const startAfter = new Date(Date.now() + 1500);
    await jobs.send('deferred', { n: 1 }, { startAfter, singletonKey: 'k' });
    await Promise.all([
      jobs.send('deferred', { n: 2 }, { startAfter, singletonKey: 'k' }),
      jobs.send('deferred', { n: 3 }, { startAfter, singletonKey: 'k' }),
    ]);
    const waiting = await queryRows<{ n: number }>(
      pg.database.db,
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'deferred'`,
    );
    expect(waiting[0]?.n).toBe(1);
    await pause(700);
    expect(ran).toEqual([]);
    await vi.waitFor(() => expect(ran).toHaveLength(1), { timeout: 5000 });
    expect(ran[0]!.n).toBe(1);
    expect(ran[0]!.at).toBeGreaterThanOrEqual(startAfter.getTime() - 50);
  });

  it('runs a scheduled job once per tick with two instances scheduling it', async () => {
    // pg-boss's schedules are minute-granular: an every-minute job is due at once. Two instances each
    // check the schedule every second; the tick must still run once (not near a minute's end, where
    // the next tick would be due too).
    const secondsLeft = 60 - new Date().getUTCSeconds();
    if (secondsLeft < 8) await pause(secondsLeft * 1000 + 200);
    const ran: string[] = [];
    const [a, b] = [open(undefined, { cron: true }), open(undefined, { cron: true })];
    for (const [instance, jobs] of [
      ['a', a],
      ['b', b],
    ] as const) {
      jobs.define('minutely', async () => {
        ran.push(instance);
      });
      jobs.every('minutely', '* * * * *');
    }
    await Promise.all([a.start(), b.start()]);
    await vi.waitFor(() => expect(ran).toHaveLength(1), { timeout: 6000 });
    await pause(1500); // both instances have checked the schedule again since
    expect(ran).toHaveLength(1);
  });
});
