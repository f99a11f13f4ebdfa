import autocannon from 'autocannon';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrateDatabase } from '../server/db/migrate.ts';

// Load test of the real app on loopback: boots it in this process on a free port against the
// configured database (DATA_DIR or DATABASE_URL; seed it first with `npm run db:seed`), then runs
// autocannon for a bounded time against each endpoint and prints requests/s and latencies.
//   npm run bench                 # 10 s per endpoint, 20 connections
//   npm run bench -- --seconds 5 --connections 50

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

const seconds = Math.min(arg('seconds', 10), 60);
const connections = Math.min(arg('connections', 20), 200);

const config = { ...loadConfig(), logLevel: 'silent' };
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 20 });
await migrateDatabase(database);
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const cats = (await (await fetch(`${base}/api/user/categories/view`)).json()) as {
  categories: { _id: string }[];
};
const firstCategory = cats.categories[0]?._id;

const targets: { name: string; path: string }[] = [
  { name: 'health', path: '/api/health' },
  { name: 'categories', path: '/api/user/categories/view' },
  { name: 'brands', path: '/api/user/brand/view' },
  ...(firstCategory
    ? [{ name: 'subcategories', path: `/api/user/Subcategories/view/subcategory/${firstCategory}` }]
    : []),
  { name: 'storefront page', path: '/allproducts' },
];

console.log(`database: ${database.kind}; ${seconds}s per endpoint; ${connections} connections`);
console.log('endpoint            req/s    p50 ms   p99 ms   errors');
for (const target of targets) {
  const result = await autocannon({ url: `${base}${target.path}`, connections, duration: seconds });
  const errors = result.errors + result.non2xx;
  console.log(
    `${target.name.padEnd(18)} ${String(Math.round(result.requests.average)).padStart(6)} ` +
      `${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(errors).padStart(8)}`,
  );
}

await app.close();
await database.close();
