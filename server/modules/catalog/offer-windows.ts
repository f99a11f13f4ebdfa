import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { JobQueue } from '../../platform/index.ts';
import { type OfferSweep, sweepOfferWindowsIn } from './offer-windows-repo.ts';

// Product offers start and end on their own: nobody saves anything at that moment, yet the listing's
// derived columns (card price, discount) and every cached answer showing the product must follow. A
// scheduled job (`offer-windows`, every minute) finds the offers whose start or end passed since the
// last sweep, refreshes those products' listing columns in one transaction, then drops the catalogue's
// caches (which tells every instance). pg-boss sends each tick once across instances; the sweep is
// idempotent besides (a second run finds nothing new).

export const OFFER_WINDOWS_QUEUE = 'offer-windows';

export interface OfferWindowsDeps {
  db: Db;
  /** The catalogue's cache invalidation (catalog.invalidateCaches): prices move products in listings. */
  invalidateCaches: () => void;
  /**
   * Tells shoppers whose price-drop alert now holds, in the sweep's transaction: an offer starting is a
   * price change nobody saved (the alerts module's tellWaitingShoppers).
   */
  tellWaitingShoppers?: (tx: Db, productIds: readonly string[], now: Date) => Promise<number>;
  clock?: () => Date;
}

/** One sweep; returns what it found. */
export async function sweepOfferWindows(deps: OfferWindowsDeps): Promise<OfferSweep> {
  const { db, invalidateCaches, tellWaitingShoppers, clock = () => new Date() } = deps;
  const sweep = await inTransaction(db, async (tx) => {
    const found = await sweepOfferWindowsIn(tx);
    await tellWaitingShoppers?.(tx, found.crossed, clock());
    return found;
  });
  // After the commit (a reader must not cache the old rows again). The very first sweep looks at every
  // offer ever: it only heals listing columns that were behind, so only a change drops caches then.
  const drop = sweep.hadMark ? sweep.crossed : sweep.changed;
  if (drop.length > 0) invalidateCaches();
  return sweep;
}

/** Declares the job and schedules it every minute (before the queue starts). */
export function scheduleOfferWindows(jobs: JobQueue, deps: OfferWindowsDeps): void {
  // No retry: the next minute's sweep covers whatever this one missed (the mark did not move).
  jobs.define(
    OFFER_WINDOWS_QUEUE,
    async () => {
      await sweepOfferWindows(deps);
    },
    { retryLimit: 0 },
  );
  jobs.every(OFFER_WINDOWS_QUEUE, '* * * * *');
}
