import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { refreshSearchTerms } from '../catalog/index.ts';
import { createCoinService } from '../coins/index.ts';
import { pruneExpired } from './prune.ts';

/**
 * Runs the housekeeping a minute after start and then every `intervalMs` (0: never): expired rows
 * removed, the coins of orders that became final credited, and the typo dictionary rebuilt. Several
 * instances may run it at once: each statement is a plain DELETE of rows nobody needs, an INSERT the
 * ledger's unique key makes once, or the dictionary's rebuild in one transaction. Returns a stop function
 * for shutdown.
 */
export function schedulePruning(
  db: Db,
  intervalMs: number,
  returnWindowDays: number,
  log: FastifyBaseLogger,
): () => void {
  if (intervalMs <= 0) return () => {};
  const coins = createCoinService({ db, config: { returnWindowDays } });
  const run = async () => {
    try {
      const now = new Date();
      const removed = await pruneExpired(db, now);
      const total = Object.values(removed).reduce((sum, n) => sum + n, 0);
      if (total > 0) log.info({ removed }, 'removed expired rows');
      // Coins of orders that became final are credited even for shoppers who have not looked since.
      const credited = await coins.creditFinalOrders(db, now);
      if (credited > 0) log.info({ credited }, 'credited the coins of final orders');
      // Console writes only add words to the typo dictionary; words no product uses any more leave here.
      await refreshSearchTerms(db);
    } catch (error) {
      log.warn({ err: error }, 'housekeeping failed; will try again');
    }
  };
  const first = setTimeout(run, Math.min(60_000, intervalMs));
  const every = setInterval(run, intervalMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
