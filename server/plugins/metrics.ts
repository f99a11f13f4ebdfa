import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { processMetrics, type ShopMetrics } from '../platform/metrics.ts';

// GET /metrics, Prometheus's text format: the app's registry (HTTP requests by route pattern, the
// database pool, caches, orders, codes, jobs) followed by the process's figures (CPU, memory,
// event-loop lag). Outside /api, so neither the API's rate limit nor its docs see it; with
// METRICS_TOKEN set it answers only `Authorization: Bearer <token>`.

export const METRICS_PATH = '/metrics';
export const METRICS_TOKEN_MESSAGE = 'The metrics need their bearer token.';

/** Route label of a request no route matched: one label, whatever the URL (scanners try thousands). */
const UNMATCHED = 'unmatched';

export interface MetricsOptions {
  metrics: ShopMetrics;
  database: Database;
  /** METRICS_TOKEN: when set, scrapes must carry it as a bearer token. */
  token: string | undefined;
  /** INSTANCE_ID, shown as shop_instance_info{instance_id}. */
  instanceId: string;
}

/** The registry's metric of that name, made once: two apps on one registry share their series. */
function once<M>(registry: Registry, name: string, make: () => M): M {
  return (registry.getSingleMetric(name) as M | undefined) ?? make();
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time (hashes make the lengths equal). */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

export async function registerMetrics(app: FastifyInstance, options: MetricsOptions): Promise<void> {
  const { registry } = options.metrics;
  const registers = [registry];

  const requests = once(
    registry,
    'http_requests_total',
    () =>
      new Counter({
        name: 'http_requests_total',
        help: 'HTTP requests answered, by method, route pattern and status code.',
        labelNames: ['method', 'route', 'status_code'] as const,
        registers,
      }),
  );
  const durations = once(
    registry,
    'http_request_duration_seconds',
    () =>
      new Histogram({
        name: 'http_request_duration_seconds',
        help: 'Time from a request arriving to its answer being sent, by method, route pattern and status.',
        labelNames: ['method', 'route', 'status_code'] as const,
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers,
      }),
  );
  once(registry, 'shop_instance_info', () => {
    const info = new Gauge({
      name: 'shop_instance_info',
      help: 'Always 1; names this instance (INSTANCE_ID) to tell instances apart behind one address.',
      labelNames: ['instance_id'] as const,
      registers,
    });
    info.set({ instance_id: options.instanceId }, 1);
    return info;
  });

  const { database } = options;
  const poolStats = database.poolStats?.bind(database);
  if (poolStats) {
    const gauge = (name: string, help: string, read: () => number) =>
      once(
        registry,
        name,
        () =>
          new Gauge({
            name,
            help,
            registers,
            collect() {
              this.set(read());
            },
          }),
      );
    gauge('shop_db_pool_clients', 'Database clients open (busy and idle).', () => poolStats().total);
    gauge('shop_db_pool_idle_clients', 'Database clients open and idle.', () => poolStats().idle);
    gauge(
      'shop_db_pool_waiting_requests',
      'Queries and transactions waiting for a database client.',
      () => poolStats().waiting,
    );
    gauge('shop_db_pool_max_clients', 'The pool’s ceiling (DATABASE_POOL_SIZE).', () => poolStats().max);
  }
  if (database.onPoolWait) {
    const waits = once(
      registry,
      'shop_db_pool_wait_seconds',
      () =>
        new Histogram({
          name: 'shop_db_pool_wait_seconds',
          help: 'Time a query or transaction waited for a database client (a free one, or a new connection).',
          buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
          registers,
        }),
    );
    const stop = database.onPoolWait((seconds) => waits.observe(seconds));
    app.addHook('onClose', async () => {
      stop();
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    // The scrape is not traffic: counting it would make every scrape change what it reads.
    if (route === METRICS_PATH) return;
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (options.token !== undefined && !tokenMatches(request.headers.authorization, options.token)) {
      throw new AppError(401, 'UNAUTHORIZED', METRICS_TOKEN_MESSAGE, {
        headers: { 'www-authenticate': 'Bearer realm="metrics"' },
      });
    }
    const [own, processOwn] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
    reply.header('cache-control', 'no-store');
    reply.type(registry.contentType);
    return `${own}\n${processOwn}`;
  });
}
