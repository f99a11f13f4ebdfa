import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { createInProcessJobs } from './jobs-in-process.ts';
import { pgBossJobs } from './jobs-pg-boss.ts';
import type { ShopMetrics } from './metrics.ts';

// Background and scheduled work (docs/decisions/026). On a PostgreSQL server: pg-boss, so each job
// runs once across every instance and survives a restart. On the embedded database: an in-process
// queue with the same interface. A job that fails every try is written to failed_jobs (dead letters).

export interface JobOptions {
  /** Tries after the first (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 5); doubled for each next one. */
  retryDelaySeconds?: number;
}

export interface SendOptions {
  /** Not before this moment. */
  startAfter?: Date;
  /** At most one queued job with this key per queue (e.g. one offer sweep at a time). */
  singletonKey?: string;
}

export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Declares a queue and its worker. Call before start(). */
  define<T extends object>(name: string, handler: JobHandler<T>, options?: JobOptions): void;
  /** Runs the queue's job on a cron schedule (UTC), once per tick across every instance. Before start(). */
  every(name: string, cron: string): void;
  /** Queues a job; resolves once it is stored (pg-boss) or taken (in-process). */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  start(): Promise<void>;
  /**
   * In-process: resolves when no job is running or due (a retry or a job whose startAfter has not come
   * is not waited for); tests read what was sent. pg-boss: resolves at once (jobs run on any instance).
   */
  drain(): Promise<void>;
  /** Stops taking jobs and waits up to graceMs for running ones. */
  stop(graceMs: number): Promise<void>;
  /** Readiness. */
  ping(): Promise<boolean>;
}

/** Picks the queue the database allows (see the header). */
export async function openJobs(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  metrics: ShopMetrics,
): Promise<JobQueue> {
  void config; // (no setting of its own: retries are per queue, the database is the shop's)
  if (database.kind === 'postgres') {
    if (!database.url) throw new Error('the job queue needs the PostgreSQL database URL');
    return pgBossJobs({ url: database.url, db: database.db, log, metrics });
  }
  return inProcessJobs({ db: database.db, log, metrics });
}

/** The queue of one process (the embedded database, and tests). */
export function inProcessJobs(deps: {
  db: Db;
  log: FastifyBaseLogger;
  metrics: ShopMetrics;
  schedules?: boolean;
}): JobQueue {
  return createInProcessJobs(deps);
}
