import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';
import type { JobHandler, JobOptions, JobQueue, SendOptions } from './jobs.ts';
import { errorText, recordDeadLetter } from './jobs-dead-letters.ts';
import type { ShopMetrics } from './metrics.ts';

// The job queue on a PostgreSQL server: pg-boss (docs/decisions/026). Jobs are rows in its own schema,
// taken with SKIP LOCKED, so each runs on one instance; its schedules are checked by one instance per
// interval and sent once per cron tick (pg-boss's singleton slot), so a scheduled job runs once across
// every instance; retries and their doubling waits are pg-boss's own. Each queue has a dead-letter
// queue (`<name>-dead-letters`): pg-boss moves a job there when it failed every try or timed out, and
// the worker on it writes the failed_jobs row (keyed by the dead-letter job's id: one row per dead job
// even if that worker runs twice).
//
// pg-boss talks to the database through a small pool of our own (its `db` option): the same pool
// answers readiness and runs the transaction that makes `singletonKey` hold.

const SCHEMA = 'pgboss';
const DEAD_LETTERS = '-dead-letters';

export interface PgBossJobsOptions {
  /** postgres:// URL of the shop's database. */
  url: string;
  db: Db;
  log: FastifyBaseLogger;
  metrics: ShopMetrics;
  /** Connections for pg-boss's polling and sends (default 4). */
  poolSize?: number;
  /** How often an idle worker looks for jobs (default 2 s; a send on this instance wakes it at once). */
  pollingIntervalSeconds?: number;
  /** How often schedules are checked (default 30 s; a tick is sent within this of its time). */
  cronMonitorIntervalSeconds?: number;
  /** How often due ticks become jobs (default 5 s). */
  cronWorkerIntervalSeconds?: number;
}

interface Definition {
  handler: JobHandler<object>;
  options: JobOptions;
}

export function pgBossJobs(options: PgBossJobsOptions): JobQueue {
  const { db, log, metrics } = options;
  const pool = new pg.Pool({
    connectionString: options.url,
    // At least 2: declaring the queues holds one client for its lock while pg-boss uses another.
    max: Math.max(2, options.poolSize ?? 4),
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    application_name: 'littleloom-jobs',
  });
  // A client losing its server must not crash the process; readiness reports it.
  pool.on('error', (err) => log.warn({ err }, 'job queue connection lost'));
  const executeSql = (text: string, values?: unknown[]) => pool.query(text, values);
  const polling = options.pollingIntervalSeconds ?? 2;
  const boss = new PgBoss({
    db: { executeSql },
    schema: SCHEMA,
    ...(options.cronMonitorIntervalSeconds
      ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds }
      : {}),
    ...(options.cronWorkerIntervalSeconds
      ? { cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds }
      : {}),
  });
  // An EventEmitter's unheard 'error' would throw: pg-boss reports its polling and maintenance errors here.
  boss.on('error', (err) => log.warn({ err }, 'job queue error'));

  const definitions = new Map<string, Definition>();
  const schedules = new Map<string, string>();
  /** This instance's worker per queue, woken after a local send. */
  const workers = new Map<string, string>();
  let started = false;
  let stopped = false;

  /**
   * Creates the queues and their dead-letter queues, and stores their settings and schedules. Instances
   * starting together would deadlock in pg-boss's queue creation (each creates the queue's table): one
   * instance at a time, under an advisory lock held by a client of its own.
   */
  async function declareQueues(): Promise<void> {
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`${SCHEMA}:declare-queues`]);
      try {
        for (const [name, definition] of definitions) {
          const dead = `${name}${DEAD_LETTERS}`;
          await boss.createQueue(dead, { name: dead, retryLimit: 5, retryDelay: 10, retryBackoff: true });
          const retryLimit = definition.options.retryLimit ?? 3;
          const delay = Math.ceil(definition.options.retryDelaySeconds ?? 5);
          // No delay: retries at once (pg-boss's back-off needs at least 1 s).
          const retry = { retryLimit, retryDelay: delay, retryBackoff: delay > 0 };
          await boss.createQueue(name, { name, ...retry, deadLetter: dead });
          // createQueue keeps an existing queue as it was: settings changed since take effect here.
          await boss.updateQueue(name, { name, ...retry, deadLetter: dead });
          // Every instance stores the same schedule; a schedule turned off (PRUNE_INTERVAL_MS=0) is removed.
          const cron = schedules.get(name);
          if (cron) await boss.schedule(name, cron, {}, { tz: 'UTC' });
          else await boss.unschedule(name);
        }
      } finally {
        await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [`${SCHEMA}:declare-queues`]);
      }
    } finally {
      lock.release();
    }
  }

  /** This instance's workers: the queue's, and its dead-letter queue's. */
  async function work(name: string, definition: Definition): Promise<void> {
    const dead = `${name}${DEAD_LETTERS}`;
    const worker = await boss.work<object>(
      name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: polling },
      async ([job]) => {
        if (!job) return;
        try {
          await definition.handler(job.data);
          metrics.job(name, 'completed');
        } catch (error) {
          // pg-boss fails the job: another try later, or the dead-letter queue (counted there).
          if (job.retryCount < job.retryLimit) {
            metrics.job(name, 'retried');
            log.warn({ err: error, queue: name, attempt: job.retryCount + 1 }, 'job failed; retrying');
          } else {
            log.error({ err: error, queue: name, attempts: job.retryCount + 1 }, 'job failed for good');
          }
          throw error;
        } finally {
          // A worker waits a polling interval after each job: woken, it takes the next one at once.
          const self = workers.get(name);
          if (self) boss.notifyWorker(self);
        }
      },
    );
    workers.set(name, worker);

    await boss.work<object>(
      dead,
      // Dead letters are rare and not urgent: looked for less often.
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: polling * 2.5 },
      async ([letter]) => {
        if (!letter) return;
        await recordDeadLetter(db, {
          id: letter.id,
          queue: name,
          payload: letter.data ?? {},
          error: failureText(letter.output),
          // Moved here after the last of retryLimit retries (a job that timed out counts the same).
          attempts: letter.retryLimit + 1,
        });
        metrics.job(name, 'failed');
      },
    );
  }

  /** Sends unless a job with the key is still waiting; one transaction, serialised per key. */
  async function sendOnce(name: string, data: object, key: string, startAfter?: Date): Promise<void> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${SCHEMA}:${name}:${key}`]);
      const waiting = await client.query(
        `SELECT 1 FROM ${SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state < 'active' LIMIT 1`,
        [name, key],
      );
      if (waiting.rowCount === 0) {
        await boss.send(name, data, {
          singletonKey: key,
          ...(startAfter ? { startAfter } : {}),
          db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) },
        });
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    kind: 'pg-boss',

    define<T extends object>(name: string, handler: JobHandler<T>, jobOptions: JobOptions = {}) {
      if (definitions.has(name)) throw new Error(`job queue ${name} is defined twice`);
      if (started) throw new Error(`job queue ${name} defined after start`);
      definitions.set(name, { handler: handler as JobHandler<object>, options: jobOptions });
    },

    every(name, cron) {
      if (!definitions.has(name)) throw new Error(`job queue ${name} is not defined`);
      if (started) throw new Error(`schedule of ${name} set after start`);
      schedules.set(name, cron);
    },

    async send<T extends object>(name: string, data: T, sendOptions: SendOptions = {}) {
      if (!definitions.has(name)) throw new Error(`job queue ${name} is not defined`);
      if (sendOptions.singletonKey !== undefined) {
        await sendOnce(name, data, sendOptions.singletonKey, sendOptions.startAfter);
      } else {
        const id = await boss.send(
          name,
          data,
          sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {},
        );
        if (!id) throw new Error(`job queue ${name} did not take the job`);
      }
      const worker = workers.get(name);
      if (worker && !sendOptions.startAfter) boss.notifyWorker(worker);
    },

    async start() {
      if (started) return;
      started = true;
      await boss.start();
      await declareQueues();
      for (const [name, definition] of definitions) await work(name, definition);
    },

    /** Jobs are in the database and may run on any instance: nothing to wait for here. */
    async drain() {},

    async stop(graceMs) {
      if (stopped) return;
      stopped = true;
      try {
        // Waits up to graceMs (at least 1 s, pg-boss's floor) for running jobs; those still running are
        // failed back to the queue (their retry runs elsewhere or after the restart).
        if (started) await boss.stop({ graceful: true, wait: true, timeout: graceMs });
      } catch (err) {
        log.warn({ err }, 'job queue did not stop cleanly');
      } finally {
        await pool.end();
      }
    },

    async ping() {
      if (stopped) return false;
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** pg-boss keeps the error as JSON: `{ message, stack, … }`, or `{ value: { message } }` for a timeout. */
function failureText(output: unknown): string {
  if (output && typeof output === 'object') {
    const o = output as { message?: unknown; value?: { message?: unknown } };
    if (typeof o.message === 'string') return o.message;
    if (o.value && typeof o.value.message === 'string') return o.value.message;
  }
  return output === undefined || output === null ? 'failed' : errorText(output);
}
