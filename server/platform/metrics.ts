import { Counter, collectDefaultMetrics, Registry } from 'prom-client';

// The shop's Prometheus metrics (prom-client), one registry per app so that tests can build many apps
// in one process. Served at /metrics (METRICS_TOKEN protects it when set). Modules count what they do
// through this small surface; the HTTP, pool and event-loop figures are gathered by the metrics plugin.

export interface CacheMeter {
  hit(): void;
  miss(): void;
}

export interface ShopMetrics {
  readonly registry: Registry;
  /** A named cache's hits and misses (home, listing, cards, product, sessions, cart views, …). */
  cache(name: string): CacheMeter;
  orderPlaced(): void;
  codeSent(channel: 'sms' | 'email'): void;
  /** A background job's end: completed, retried, or failed for good (dead letter). */
  job(queue: string, outcome: 'completed' | 'retried' | 'failed'): void;
}

export function createMetrics(): ShopMetrics {
  const registry = new Registry();
  const cacheLookups = new Counter({
    name: 'shop_cache_lookups_total',
    help: 'Lookups in an in-memory cache, by cache and result (hit: answered without loading).',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed (a repeated checkout answering its existing order is not counted).',
    registers: [registry],
  });
  const codesSent = new Counter({
    name: 'shop_codes_sent_total',
    help: 'Sign-in, sign-up and password-reset codes handed to a message provider, by channel.',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  const jobs = new Counter({
    name: 'shop_jobs_total',
    help: 'Background job runs that ended, by queue and outcome (completed, retried, failed for good).',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  // Both channels show from the start, so a rate over a quiet period reads 0 rather than nothing.
  for (const channel of ['sms', 'email']) codesSent.labels(channel).inc(0);

  const meters = new Map<string, CacheMeter>();
  return {
    registry,
    cache(name) {
      let meter = meters.get(name);
      if (!meter) {
        const hits = cacheLookups.labels(name, 'hit');
        const misses = cacheLookups.labels(name, 'miss');
        hits.inc(0);
        misses.inc(0);
        meter = { hit: () => hits.inc(), miss: () => misses.inc() };
        meters.set(name, meter);
      }
      return meter;
    },
    orderPlaced: () => ordersPlaced.inc(),
    codeSent: (channel) => codesSent.labels(channel).inc(),
    job: (queue, outcome) => jobs.labels(queue, outcome).inc(),
  };
}

let processRegistry: Registry | undefined;

/**
 * The process's own figures (CPU, memory, event-loop lag, garbage collection, handles), gathered once
 * per process into a registry of their own: they describe the process, not one app, and
 * collectDefaultMetrics leaves an event-loop monitor and a GC observer running for good, so tests that
 * build many apps in one process must not start one per app. /metrics serves them after the app's own.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
