import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../platform/index.ts';
import { refreshSearchTerms } from '../catalog/index.ts';
import type { CoinService } from '../coins/index.ts';
import { pruneExpired } from './prune.ts';

// The housekeeping, a scheduled job (`housekeeping`) on the shop's job queue: on a PostgreSQL server
// pg-boss sends each tick once across every instance; on the embedded database the in-process queue
// runs it. Each step is safe to repeat anyway: a plain DELETE of rows nobody needs, an INSERT the
// ledger's unique key makes once, the dictionary's rebuild in one transaction.

export const HOUSEKEEPING_QUEUE = 'housekeeping';

export interface HousekeepingDeps {
  db: Db;
  /** The shop's time (what "expired" and "final" are measured against). */
  clock: () => Date;
  coins: Pick<CoinService, 'creditFinalOrders'>;
  log: FastifyBaseLogger;
}

/**
 * PRUNE_INTERVAL_MS as a cron schedule (UTC), to the nearest whole minute, hour or day: 0 → none,
 * 600,000 → every 10 minutes, 3,600,000 → hourly at :00, 86,400,000 → daily at 00:00.
 */
export function housekeepingCron(intervalMs: number): string | undefined {
  if (intervalMs <= 0) return undefined;
  const minutes = Math.max(1, Math.round(intervalMs / 60_000));
  if (minutes < 60) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  const hours = Math.max(1, Math.round(minutes / 60));
  if (hours < 24) return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  const days = Math.max(1, Math.round(hours / 24));
  return days === 1 ? '0 0 * * *' : `0 0 */${days} * *`;
}

/** One run: expired rows removed, the coins of orders that became final credited, the typo dictionary rebuilt. */
export async function runHousekeeping({ db, clock, coins, log }: HousekeepingDeps): Promise<void> {
  const now = clock();
  const removed = await pruneExpired(db, now);
  const total = Object.values(removed).reduce((sum, n) => sum + n, 0);
  if (total > 0) log.info({ removed }, 'removed expired rows');
  // Coins of orders that became final are credited even for shoppers who have not looked since.
  const credited = await coins.creditFinalOrders(db, now);
  if (credited > 0) log.info({ credited }, 'credited the coins of final orders');
  // Console writes only add words to the typo dictionary; words no product uses any more leave here.
  await refreshSearchTerms(db);
}

/** Declares the job and its schedule from PRUNE_INTERVAL_MS (0: declared, never scheduled). */
export function scheduleHousekeeping(jobs: JobQueue, deps: HousekeepingDeps & { intervalMs: number }): void {
  // A run that failed is tried again a minute later; after that the next tick is the next chance.
  jobs.define(HOUSEKEEPING_QUEUE, () => runHousekeeping(deps), { retryLimit: 1, retryDelaySeconds: 60 });
  const cron = housekeepingCron(deps.intervalMs);
  if (cron) jobs.every(HOUSEKEEPING_QUEUE, cron);
}
