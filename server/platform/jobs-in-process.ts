import cronParser from 'cron-parser';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { JobHandler, JobOptions, JobQueue, SendOptions } from './jobs.ts';
import { errorText, recordDeadLetter } from './jobs-dead-letters.ts';
import type { ShopMetrics } from './metrics.ts';

// The queue of one process (the embedded database, and every test app): jobs live in memory, run
// soon after they are sent, retry with doubling waits, and what fails every try is written to
// failed_jobs. Timers are unref'd so that a waiting retry or the next cron tick never keeps the
// process alive. A job still waiting when the queue stops gets one last try (or, if it was meant for
// later, a dead-letter row saying so): memory does not survive the process.

/** Longest setTimeout Node accepts; a later cron tick is reached in several waits. */
const MAX_TIMER_MS = 2_147_483_647;

interface Queue {
  handler: JobHandler<object>;
  retryLimit: number;
  retryDelayMs: number;
}

interface Waiting {
  queue: string;
  data: object;
  /** Tries so far. */
  attempts: number;
  dueAt: number;
  singletonKey: string | undefined;
  /** Cancels the pending start (a timer or an immediate). */
  cancel: (() => void) | undefined;
}

export interface InProcessJobsDeps {
  db: Db;
  log: FastifyBaseLogger;
  metrics: ShopMetrics;
  /**
   * Run the `every` schedules (default true). Test apps leave them off: a clean-up on the wall clock
   * would delete rows a test made on its own clock; the tests of each schedule run it themselves.
   */
  schedules?: boolean;
}

export function createInProcessJobs({
  db,
  log,
  metrics,
  schedules: runSchedules = true,
}: InProcessJobsDeps): JobQueue {
  const queues = new Map<string, Queue>();
  const schedules = new Map<string, string>();
  const waiting = new Set<Waiting>();
  const running = new Set<Promise<void>>();
  const cronTimers = new Set<NodeJS.Timeout>();
  let started = false;
  let stopping = false;

  function arm(job: Waiting): void {
    const delay = job.dueAt - Date.now();
    if (delay <= 0) {
      // setImmediate: a job sent by a request starts after the request has written its answer.
      const immediate = setImmediate(() => take(job));
      job.cancel = () => clearImmediate(immediate);
    } else {
      const timer = setTimeout(() => take(job), Math.min(delay, MAX_TIMER_MS));
      timer.unref();
      job.cancel = () => clearTimeout(timer);
    }
  }

  function take(job: Waiting): void {
    if (job.dueAt > Date.now()) {
      arm(job); // a wait longer than one timer allows
      return;
    }
    waiting.delete(job);
    job.cancel = undefined;
    const run = attempt(job).finally(() => running.delete(run));
    running.add(run);
  }

  /** One try; once the queue is stopping, a failure is final whatever tries remain. */
  async function attempt(job: Waiting): Promise<void> {
    const queue = queues.get(job.queue);
    if (!queue) return;
    job.attempts += 1;
    try {
      await queue.handler(job.data);
      metrics.job(job.queue, 'completed');
    } catch (error) {
      if (!stopping && job.attempts <= queue.retryLimit) {
        metrics.job(job.queue, 'retried');
        log.warn({ err: error, queue: job.queue, attempt: job.attempts }, 'job failed; retrying');
        job.dueAt = Date.now() + queue.retryDelayMs * 2 ** (job.attempts - 1);
        waiting.add(job);
        arm(job);
        return;
      }
      metrics.job(job.queue, 'failed');
      log.error({ err: error, queue: job.queue, attempts: job.attempts }, 'job failed for good');
      await deadLetter(job.queue, job.data, errorText(error), job.attempts);
    }
  }

  async function deadLetter(queue: string, payload: object, error: string, attempts: number) {
    try {
      await recordDeadLetter(db, { queue, payload, error, attempts });
    } catch (err) {
      log.error({ err, queue }, 'could not record a failed job');
    }
  }

  function scheduleTick(name: string, cron: string): void {
    if (stopping) return;
    const next = cronParser.parseExpression(cron, { tz: 'UTC' }).next().getTime();
    const wait = () => {
      const delay = next - Date.now();
      const timer = setTimeout(
        () => {
          cronTimers.delete(timer);
          if (Date.now() < next) return wait();
          queue.send(name, {}).catch((err) => log.error({ err, queue: name }, 'scheduled job not sent'));
          scheduleTick(name, cron);
        },
        Math.max(0, Math.min(delay, MAX_TIMER_MS)),
      );
      timer.unref();
      cronTimers.add(timer);
    };
    wait();
  }

  const queue: JobQueue = {
    kind: 'in-process',

    define<T extends object>(name: string, handler: JobHandler<T>, options: JobOptions = {}) {
      if (queues.has(name)) throw new Error(`job queue ${name} is defined twice`);
      queues.set(name, {
        handler: handler as JobHandler<object>,
        retryLimit: options.retryLimit ?? 3,
        retryDelayMs: (options.retryDelaySeconds ?? 5) * 1000,
      });
    },

    every(name, cron) {
      if (!queues.has(name)) throw new Error(`job queue ${name} is not defined`);
      cronParser.parseExpression(cron, { tz: 'UTC' }); // a wrong expression fails here, not at the tick
      schedules.set(name, cron);
      if (started) scheduleTick(name, cron);
    },

    // Not async before the job is registered: drain() called right after send() sees it.
    send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<void> {
      if (!queues.has(name)) return Promise.reject(new Error(`job queue ${name} is not defined`));
      if (stopping) return Promise.reject(new Error(`job queue stopped: ${name} not sent`));
      const key = options.singletonKey;
      if (key !== undefined) {
        for (const job of waiting) {
          if (job.queue === name && job.singletonKey === key) return Promise.resolve();
        }
      }
      const job: Waiting = {
        queue: name,
        data,
        attempts: 0,
        dueAt: options.startAfter?.getTime() ?? Date.now(),
        singletonKey: key,
        cancel: undefined,
      };
      waiting.add(job);
      if (started) arm(job);
      return Promise.resolve();
    },

    async start() {
      if (started) return;
      started = true;
      for (const job of waiting) arm(job);
      if (runSchedules) for (const [name, cron] of schedules) scheduleTick(name, cron);
    },

    async drain() {
      // Running jobs, and jobs due now (about to start), are waited for; a retry or a job whose time has
      // not come yet is not (tests read what was sent without waiting out back-off delays).
      for (;;) {
        if (running.size > 0) {
          await Promise.allSettled([...running]);
          continue;
        }
        const now = Date.now();
        if (started && !stopping && [...waiting].some((job) => job.dueAt <= now)) {
          await new Promise<void>((resolve) => setImmediate(resolve));
          continue;
        }
        return;
      }
    },

    async stop(graceMs) {
      if (stopping) return;
      stopping = true;
      for (const timer of cronTimers) clearTimeout(timer);
      cronTimers.clear();
      const now = Date.now();
      for (const job of [...waiting]) {
        waiting.delete(job);
        job.cancel?.();
        // A retry or a job due now gets one last try; a job meant for later cannot run any more.
        const run =
          job.attempts > 0 || job.dueAt <= now
            ? attempt(job)
            : deadLetter(job.queue, job.data, 'not run: the shop stopped before its time', 0);
        const tracked = run.finally(() => running.delete(tracked));
        running.add(tracked);
      }
      if (running.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timer);
    },

    async ping() {
      return !stopping;
    },
  };
  return queue;
}
