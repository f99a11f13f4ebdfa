import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db/client.ts';
import { migrateDatabase } from '../server/db/migrate.ts';
import { queryRows } from '../server/db/rows.ts';
import { seedDemoShop } from '../server/db/seed/index.ts';
import { createDiskStore } from '../server/platform/storage-disk.ts';

// What the benches share: options from the command line, a database of their own on the PostgreSQL
// server, the real server in its own process, a JSON client that signs in through the phone code, and
// latencies measured from every answer's own time.

const positiveWhole = (v: number) => Number.isInteger(v) && v > 0;

/** `--name N` from the command line when `accept(N)`, else the fallback (by default: a whole number above 0). */
export function numberArg(name: string, fallback: number, accept = positiveWhole): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return accept(v) ? v : fallback;
}

/** Runs one statement on the PostgreSQL server itself (making or dropping a bench's database). */
export async function onServer(serverUrl: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of the database `name` on the server `serverUrl` names. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The demo shop with `products` products (the `npm run db:seed` generator) in a database of its own,
 * `ll_bench_console_{products}`: made once, then reused (`reseed` makes it again). The console benches
 * share it. Answers its URL and how it was had ("reused (…)" or "seeded in … s").
 */
export async function demoShopDatabase(
  serverUrl: string,
  products: number,
  options: { reseed?: boolean; log?: (message: string) => void } = {},
): Promise<{ name: string; url: string; seeding: string }> {
  const name = `ll_bench_console_${products}`;
  const url = databaseUrl(serverUrl, name);
  if (options.reseed) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const exists = await onServer(serverUrl, `SELECT 1 FROM pg_database WHERE datname = '${name}'`);
  if (exists.rowCount === 0) await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ url, poolSize: 4 });
  try {
    await migrateDatabase(database);
    const [row] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM products`);
    if (row && row.n >= products) {
      // Settled as autovacuum would leave it after whatever ran on it since the seed.
      await database.db.execute(sql`VACUUM ANALYZE products, product_variants, variant_sizes`);
      return { name, url, seeding: `reused (${row.n} products)` };
    }
    if (row && row.n > 0)
      throw new Error(`${name} holds ${row.n} products, not ${products}: run again with --reseed`);
    const uploadsDir = path.join(os.tmpdir(), 'll-bench-console-uploads');
    mkdirSync(uploadsDir, { recursive: true });
    const started = performance.now();
    const log = options.log;
    await seedDemoShop(database.db, {
      store: createDiskStore({ uploadsDir, dataDir: path.dirname(uploadsDir) }),
      products,
      ...(log
        ? { log: (msg: string) => log(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${msg}`) }
        : {}),
    });
    // As autovacuum leaves a settled table: statistics, and the visibility map index-only scans need.
    await database.db.execute(sql`VACUUM ANALYZE`);
    return { name, url, seeding: `seeded in ${((performance.now() - started) / 1000).toFixed(0)} s` };
  } finally {
    await database.close();
  }
}

/** A free port on loopback. */
export function freePort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The load comes from one address: the per-client ceilings are off for a bench (0). */
export const NO_CLIENT_LIMITS = {
  LIMIT_REQUESTS_PER_CLIENT_MINUTE: '0',
  LIMIT_SIGNIN_PER_CLIENT_10MIN: '0',
  LIMIT_CODE_SENDS_PER_CLIENT_HOUR: '0',
  LIMIT_CODE_SENDS_GLOBAL_HOUR: '0',
  LIMIT_SIGNUPS_PER_CLIENT_HOUR: '0',
};

export interface BenchServer {
  base: string;
  port: number;
  process: ChildProcess;
  /** Stops the server, waits for it to end and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * The real server in its own process (as `npm run serve` would), so the load generator never shares
 * its event loop, on a free loopback port; answers once its health check does. `env` is added to this
 * process's environment; `dataDir` names a throw-away DATA_DIR (its prefix) made for it. The server
 * never outlives the bench, whatever happens.
 */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = options.dataDir ? mkdtempSync(path.join(os.tmpdir(), options.dataDir)) : undefined;
  const removeDataDir = () => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  // BENCH_PROFILE_DIR=<folder>: the server writes a V8 CPU profile there when it stops (open it in
  // Chrome's DevTools, Performance tab).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => {
    child.kill('SIGTERM');
    removeDataDir();
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (tries > 600 || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    port,
    process: child,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
      removeDataDir();
    },
  };
}

export type JsonCall = <T>(
  route: string,
  init?: { method?: string; body?: unknown; token?: string },
) => Promise<T>;

/** Calls the server at `base` with JSON, as the storefront does; any answer but a 2xx throws. */
export function jsonClient(base: string): JsonCall {
  return async (route, init = {}) => {
    const res = await fetch(`${base}${route}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    if (!res.ok)
      throw new Error(`${init.method ?? 'GET'} ${route} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
}

/** Signs `phone` in the way the storefront and the console do: the phone code, read from the dev outbox. */
export async function signInByPhone(
  json: JsonCall,
  phone: string,
): Promise<{ accessToken: string; user: { _id: string } }> {
  const sent = await json<{ sessionId: string }>('/api/user/auth/send-otp', {
    method: 'POST',
    body: { phone },
  });
  const outbox = await json<{ messages: { code: string | null }[] }>(`/api/dev/outbox?to=${phone}`);
  const otp = outbox.messages[0]?.code;
  if (!otp) throw new Error('no sign-in code in the outbox');
  return json('/api/user/auth/verify-otp', {
    method: 'POST',
    body: { phone, otp, sessionId: sent.sessionId },
  });
}

/** The q-quantile (0..1) of latencies in ms, sorted, by the nearest-rank rule. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
}

/**
 * autocannon run to its end, with every answer's own time kept too (sorted, in ms): its histogram
 * reports p90 and p97.5 but not p95.
 */
export async function loadTest(
  options: autocannon.Options,
): Promise<{ result: autocannon.Result; times: number[] }> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, r) => (error ? reject(error) : resolve(r)));
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  return { result, times };
}

/** The CPU time (user + system, ms) in a /proc/{pid}/stat line: clock ticks, 100 a second on Linux. */
export function cpuMsOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The CPU time (user + system, ms) a process has used so far, from Linux's /proc (NaN elsewhere). */
export function cpuMsOf(pid: number | undefined): number {
  try {
    return cpuMsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return Number.NaN;
  }
}

/**
 * The listing's shapes every listing bench measures, as [name, query added to the listing's URL]: no
 * filter, the shop's second category, its first brand, a size, a price band in price order, popularity
 * order and a two-word search.
 */
export async function listingShapes(json: JsonCall): Promise<[string, string][]> {
  const cats = await json<{ categories: { _id: string }[] }>('/api/user/categories/view');
  const brands = await json<{ brands: { _id: string }[] }>('/api/user/brand/view');
  const categoryId = cats.categories[1]?._id ?? cats.categories[0]?._id;
  return [
    ['no filter', ''],
    ['category', `&category=${categoryId}`],
    ['brand', `&brand=${brands.brands[0]?._id}`],
    ['size 3-4Y', '&size=3-4Y'],
    ['price 500–1500, price ↑', '&minPrice=500&maxPrice=1500&sort=asc&sortField=price'],
    ['popularity ↓', '&sort=desc&sortField=popularity'],
    ['search "cotton blue"', '&search=cotton%20blue'],
  ];
}
