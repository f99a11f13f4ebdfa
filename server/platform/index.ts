import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { type ClusterBus, localBus, openBus } from './bus.ts';
import { inProcessJobs, type JobQueue, openJobs } from './jobs.ts';
import { createMetrics, type ShopMetrics } from './metrics.ts';
import { type FileStore, openStore } from './storage.ts';

// The engines the shop runs on besides its database (docs/decisions/026): the bus between instances,
// the file store, the job queue and the metrics registry. main.ts opens them from the settings; tests
// get the one-process defaults unless they ask for an engine.

export type { BusMessage, ClusterBus } from './bus.ts';
export type { JobHandler, JobOptions, JobQueue, SendOptions } from './jobs.ts';
export type { CacheMeter, ShopMetrics } from './metrics.ts';
export type { FileStore } from './storage.ts';

export interface Platform {
  bus: ClusterBus;
  store: FileStore;
  jobs: JobQueue;
  metrics: ShopMetrics;
  /** Each engine's readiness, by name (database excluded: the health routes ping it). */
  readiness(): Promise<Record<string, boolean>>;
  /** Closes what was opened (after the app and the queue stopped). */
  close(): Promise<void>;
}

export interface PlatformOptions {
  /**
   * One process whatever the database: the local bus and the in-process queue without its schedules
   * (tests, which build many apps in one process and drain the queue; the tests of each engine and
   * each schedule open or run it themselves).
   */
  oneProcess?: boolean;
}

/** How long readiness waits for an engine (a broker that hangs, reconnecting, counts as down). */
const PING_TIMEOUT_MS = 2000;

/** An engine's ping as a yes or no, in bounded time: a rejection or no answer is a no. */
async function answers(ping: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([ping(), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function openPlatform(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  options: PlatformOptions = {},
): Promise<Platform> {
  const metrics = createMetrics();
  const bus = options.oneProcess ? localBus() : await openBus(config, database, log);
  const store = await openStore(config, log);
  const jobs = options.oneProcess
    ? inProcessJobs({ db: database.db, log, metrics, schedules: false })
    : await openJobs(config, database, log, metrics);
  return {
    bus,
    store,
    jobs,
    metrics,
    async readiness() {
      const [busUp, storeUp, jobsUp] = await Promise.all([
        answers(() => bus.ping()),
        answers(() => store.ping()),
        answers(() => jobs.ping()),
      ]);
      return { bus: busUp, storage: storeUp, jobs: jobsUp };
    },
    async close() {
      await Promise.allSettled([bus.close(), store.close()]);
    },
  };
}
