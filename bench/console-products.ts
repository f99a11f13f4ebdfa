import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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
import { DEMO_OWNER_PHONE } from '../server/db/seed/staff.ts';

// The console's product list at shop scale, on PostgreSQL. A database of its own on the DATABASE_URL
// server gets the demo shop with `--products` products (the same generator as `npm run db:seed`) and is
// kept, so the next run reuses it (`--reseed` makes it again). The real server then runs in its own
// process (as `npm run serve` would); the bench signs in as the demo owner through the phone code the
// demo outbox shows, and autocannon drives the list as the console calls it: the first page, name
// searches, a brand with a stock filter, a deep page, a page sorted by name and the whole catalogue's
// low stock. p95 is computed from every answer's own time.
//   DATABASE_URL=postgres://… npx tsx bench/console-products.ts
//   options: --products 100000 --seconds 8 --connections 1,10 --reseed

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isInteger(v) && v > 0 ? v : fallback;
}
const PRODUCTS = arg('products', 100_000);
const seconds = Math.min(arg('seconds', 8), 60);
/** `--connections 1,10`: each row is run at each of these (one staff member, then a busy office). */
const connectionCounts = (() => {
  const i = process.argv.indexOf('--connections');
  const list = (i >= 0 ? (process.argv[i + 1] ?? '') : '1,10')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 200);
  return list.length > 0 ? list : [1, 10];
})();
const reseed = process.argv.includes('--reseed');

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('The console bench runs on PostgreSQL: set DATABASE_URL (postgres://…)');
const dbName = `ll_bench_console_${PRODUCTS}`;
const url = new URL(serverUrl);
url.pathname = `/${dbName}`;

async function admin(statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The bench's database with the demo shop of PRODUCTS products: made once, then reused. */
async function prepare(): Promise<string> {
  if (reseed) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  const exists = await admin(`SELECT 1 FROM pg_database WHERE datname = '${dbName}'`);
  if (exists.rowCount === 0) await admin(`CREATE DATABASE ${dbName}`);
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  try {
    await migrateDatabase(database);
    const [row] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM products`);
    if (row && row.n >= PRODUCTS) {
      // Settled as autovacuum would leave it after whatever ran on it since the seed.
      await database.db.execute(sql`VACUUM ANALYZE products, product_variants, variant_sizes`);
      return `reused (${row.n} products)`;
    }
    if (row && row.n > 0)
      throw new Error(`${dbName} holds ${row.n} products, not ${PRODUCTS}: run again with --reseed`);
    const uploadsDir = path.join(os.tmpdir(), 'll-bench-console-uploads');
    mkdirSync(uploadsDir, { recursive: true });
    const started = performance.now();
    await seedDemoShop(database.db, {
      uploadsDir,
      products: PRODUCTS,
      log: (msg) => console.log(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${msg}`),
    });
    // As autovacuum leaves a settled table: statistics, and the visibility map index-only scans need.
    await database.db.execute(sql`VACUUM ANALYZE`);
    return `seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`;
  } finally {
    await database.close();
  }
}

const seeding = await prepare();

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'll-bench-console-'));
// The server never outlives the bench, whatever happens here.
process.on('exit', () => {
  serverProcess.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});
const serverProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SHOP_MODE: 'demo',
    SEED_DEMO: 'false',
    // The load comes from one address: the per-client ceilings are off for the bench (0).
    LIMIT_REQUESTS_PER_CLIENT_MINUTE: '0',
    LIMIT_SIGNIN_PER_CLIENT_10MIN: '0',
    LIMIT_CODE_SENDS_PER_CLIENT_HOUR: '0',
    LIMIT_CODE_SENDS_GLOBAL_HOUR: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  if (tries > 600 || serverProcess.exitCode !== null) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

async function json<T>(
  route: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
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
  return res.json() as Promise<T>;
}

// The demo owner signs in the way the console does it: the phone code, read from the demo outbox.
const sent = await json<{ sessionId: string }>('/api/user/auth/send-otp', {
  method: 'POST',
  body: { phone: DEMO_OWNER_PHONE },
});
const outbox = await json<{ messages: { code: string | null }[] }>(`/api/dev/outbox?to=${DEMO_OWNER_PHONE}`);
const otp = outbox.messages[0]?.code;
if (!otp) throw new Error('no sign-in code in the outbox');
const { accessToken: token } = await json<{ accessToken: string }>('/api/user/auth/verify-otp', {
  method: 'POST',
  body: { phone: DEMO_OWNER_PHONE, otp, sessionId: sent.sessionId },
});
const headers = { authorization: `Bearer ${token}` };

interface ListAnswer {
  products: { _id: string }[];
  total: number;
}
const first = await json<ListAnswer>('/api/admin/products', { token });
const brands = await json<{ brands: { _id: string; name: string }[] }>('/api/user/brand/view');
const brand = brands.brands[0]!;
const deepPage = Math.max(1, Math.ceil(first.total / 25) - 1);

const targets = [
  { name: 'first page (newest change first)', path: '/api/admin/products' },
  { name: 'name search "frock"', path: '/api/admin/products?search=frock' },
  { name: 'name search "sweat"', path: '/api/admin/products?search=sweat' },
  { name: `brand "${brand.name}" + low stock`, path: `/api/admin/products?brand=${brand._id}&stock=low` },
  { name: `brand "${brand.name}" + out of stock`, path: `/api/admin/products?brand=${brand._id}&stock=out` },
  { name: `deep page ${deepPage}`, path: `/api/admin/products?page=${deepPage}` },
  { name: 'by name, page 100', path: '/api/admin/products?sort=name&page=100' },
  { name: 'low stock, whole catalogue', path: '/api/admin/products?stock=low' },
];

const health = await json<{ database: string }>('/api/health');
console.log(
  `database: postgres (${health.database}), ${dbName}: ${seeding}; ${first.total} draft and live products; ` +
    `${seconds}s per row`,
);
console.log(
  '| console product list | total | connections | req/s | p50 ms | p95 ms | p97.5 ms | p99 ms | errors |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');

/** The q-quantile (0..1) of latencies in ms, by the nearest-rank rule. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
}

for (const connections of connectionCounts)
  for (const target of targets) {
    const { total } = await json<ListAnswer>(target.path, { token });
    const times: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: `${base}${target.path}`, connections, duration: seconds, headers },
        (error, r) => (error ? reject(error) : resolve(r)),
      );
      instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    });
    times.sort((a, b) => a - b);
    console.log(
      `| ${target.name} | ${total} | ${connections} | ${Math.round(result.requests.average)} | ${quantile(times, 0.5).toFixed(1)} | ` +
        `${quantile(times, 0.95).toFixed(1)} | ${result.latency.p97_5} | ${result.latency.p99} | ` +
        `${result.errors + result.non2xx} |`,
    );
  }

serverProcess.kill('SIGTERM');
