import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { otpCodes } from '../../db/schema/index.ts';
import { pgBossJobs } from '../../platform/jobs-pg-boss.ts';
import { createMetrics } from '../../platform/metrics.ts';
import { createKit, type Kit } from '../../test/kit.ts';
import {
  createThrowawayPostgres,
  skipWithoutPostgres,
  type ThrowawayPostgres,
} from '../../test/throwaway-postgres.ts';
import { createCoinService } from '../coins/index.ts';
import { HOUSEKEEPING_QUEUE, housekeepingCron, scheduleHousekeeping } from './schedule.ts';

// The housekeeping is a scheduled job: on a cron derived from PRUNE_INTERVAL_MS, run once per tick
// across instances (pg-boss), by the in-process queue on the embedded database.

const DAY = 86_400_000;
const log = pino({ level: 'silent' });

/** Two sign-in codes: one expired two days before `now` (removed), one half a day before (kept). */
async function insertCodes(db: Db, now: Date) {
  const code = (expiresAt: Date, target: string) => ({
    purpose: 'login',
    target,
    codeHash: 'h',
    expiresAt,
    createdAt: expiresAt,
  });
  await db
    .insert(otpCodes)
    .values([
      code(new Date(now.getTime() - 2 * DAY), '+919800000001'),
      code(new Date(now.getTime() - DAY / 2), '+919800000002'),
    ]);
}

const codeTargets = async (db: Db) =>
  (await queryRows<{ target: string }>(db, sql`SELECT target FROM otp_codes ORDER BY target`)).map(
    (r) => r.target,
  );

describe('housekeepingCron', () => {
  it.each([
    [0, undefined],
    [30_000, '* * * * *'],
    [60_000, '* * * * *'],
    [600_000, '*/10 * * * *'],
    [3_600_000, '0 * * * *'],
    [5_400_000, '0 */2 * * *'],
    [6 * 3_600_000, '0 */6 * * *'],
    [DAY, '0 0 * * *'],
    [7 * DAY, '0 0 */7 * *'],
  ])('PRUNE_INTERVAL_MS=%s → %s', (ms, cron) => {
    expect(housekeepingCron(ms)).toBe(cron);
  });
});

describe('the housekeeping job (in-process queue)', () => {
  let t: Kit;
  beforeAll(async () => {
    t = await createKit();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('removes expired rows measured by the shop clock', async () => {
    await insertCodes(t.database.db, t.clock.now);
    await t.app.platform.jobs.send(HOUSEKEEPING_QUEUE, {});
    await t.app.platform.jobs.drain();
    expect(await codeTargets(t.database.db)).toEqual(['+919800000002']);
  });
});

const skipPg = await skipWithoutPostgres('the housekeeping job on pg-boss');

describe.skipIf(skipPg)('the housekeeping job (pg-boss)', () => {
  let pg: ThrowawayPostgres;
  beforeAll(async () => {
    pg = await createThrowawayPostgres();
  });
  afterAll(async () => {
    await pg?.cleanup();
  });

  const instance = (intervalMs: number, now: Date) => {
    const jobs = pgBossJobs({
      url: pg.url,
      db: pg.database.db,
      log,
      metrics: createMetrics(),
      pollingIntervalSeconds: 0.5,
    });
    const coins = createCoinService({ db: pg.database.db, config: { returnWindowDays: 7 } });
    scheduleHousekeeping(jobs, { db: pg.database.db, clock: () => now, coins, log, intervalMs });
    return jobs;
  };
  const schedules = async () =>
    queryRows<{ name: string; cron: string; timezone: string }>(
      pg.database.db,
      sql`SELECT name, cron, timezone FROM pgboss.schedule`,
    );

  it('is scheduled hourly for PRUNE_INTERVAL_MS=3600000 and runs when sent', async () => {
    const now = new Date();
    const jobs = instance(3_600_000, now);
    try {
      await jobs.start();
      expect(await schedules()).toEqual([{ name: HOUSEKEEPING_QUEUE, cron: '0 * * * *', timezone: 'UTC' }]);
      await insertCodes(pg.database.db, now);
      await jobs.send(HOUSEKEEPING_QUEUE, {});
      await vi.waitFor(async () => expect(await codeTargets(pg.database.db)).toEqual(['+919800000002']), {
        timeout: 5000,
      });
    } finally {
      await jobs.stop(0);
    }
  });

  it('is no longer scheduled once PRUNE_INTERVAL_MS=0', async () => {
    const jobs = instance(0, new Date());
    try {
      await jobs.start();
      expect(await schedules()).toEqual([]);
    } finally {
      await jobs.stop(0);
    }
  });
});
