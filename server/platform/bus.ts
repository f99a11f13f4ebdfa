import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openPostgresBus } from './bus-postgres.ts';
import { openRedisBus } from './bus-redis.ts';

// How one instance tells the others that something they may remember has changed (docs/decisions/026).
// With REDIS_URL: Redis pub/sub (ioredis). Without it, on a PostgreSQL server: LISTEN/NOTIFY. On the
// embedded database the shop is one process, so there is nobody to tell. Messages are hints to forget:
// a lost one is bounded by the cache times (SESSION_CHECK_CACHE_MS, CARD_CACHE_TTL_MS, …).

export type BusMessage =
  /** Sessions ended: one session, or every session of a user (sign-out everywhere, reset, block, deletion). */
  | { topic: 'sessions'; sessionId?: string; userId?: string }
  /**
   * Catalogue figures changed (stock, prices, products, home sections, coupons): drop cached answers.
   * With productIds, only those products' stock changed, and only their cards and pages are dropped.
   */
  | { topic: 'catalogue'; productIds?: string[] };

export interface ClusterBus {
  readonly kind: 'redis' | 'postgres' | 'local';
  /** Tells every other instance (never this one). Never throws: a failure is logged (the TTLs bound it). */
  publish(message: BusMessage): Promise<void>;
  /** Called with every message another instance published. */
  subscribe(handler: (message: BusMessage) => void): void;
  /** Readiness: the broker answers (always true for the local bus). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The one-process bus: nothing to tell. */
export function localBus(): ClusterBus {
  return {
    kind: 'local',
    async publish() {},
    subscribe() {},
    async ping() {
      return true;
    },
    async close() {},
  };
}

/** Picks the bus the settings ask for (see the header). */
export async function openBus(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): Promise<ClusterBus> {
  if (config.redisUrl) return openRedisBus({ url: config.redisUrl, log });
  if (database.kind === 'postgres') {
    if (!database.url) throw new Error('openBus: the PostgreSQL database does not say its URL');
    return openPostgresBus({ url: database.url, log });
  }
  return localBus();
}
