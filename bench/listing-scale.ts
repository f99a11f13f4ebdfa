import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  demoShopDatabase,
  jsonClient,
  listingShapes,
  NO_CLIENT_LIMITS,
  numberArg,
  quantile,
  startServer,
} from './support.ts';

// What a listing page nobody has asked for costs as the catalogue grows: the same shapes as
// `npm run bench -- --only listing`, at two catalogue sizes (the demo shop with 10,000 and 100,000
// products, each a database of its own on the DATABASE_URL server, made once and kept). The real
// server runs with its answers and cards not kept (CARD_CACHE_TTL_MS=0), so every request reads its
// page's ids and cards; a shape's total, anchors and ranked window are kept as always, and made
// before the measured requests. By default one shopper asks `--pages` random pages of each shape, one
// after another, so each time is a request's own cost, not a queue's; with `--connections N`, N
// shoppers ask them at once (cold pages under load: the times then include the wait for the cores).
// Per request: the times, and, when the server loads pg_stat_statements (shared_preload_libraries),
// the statements the shop's database ran and the buffers they touched.
//   DATABASE_URL=postgres://… npx tsx bench/listing-scale.ts
//   options: --pages 200 --sizes 10000,100000 --connections 1
// With the kept answers on, a small catalogue's random pages repeat within seconds and are answered
// from memory; a large one's do not (docs/bench.md shows both).

const PAGES = numberArg('pages', 200);
const CONNECTIONS = Math.max(1, Math.min(numberArg('connections', 1), 200));
const sizes = (() => {
  const i = process.argv.indexOf('--sizes');
  const list = (i >= 0 ? (process.argv[i + 1] ?? '') : '10000,100000')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return list.length > 0 ? list : [10_000, 100_000];
})();

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl)
  throw new Error('The listing scale bench runs on PostgreSQL: set DATABASE_URL (postgres://…)');

interface ShapeCost {
  total: number;
  statements: number;
  buffers: number;
  p50: number;
  p95: number;
  perSecond: number;
}

const STATS_QUERY = `SELECT coalesce(sum(calls), 0) AS calls,
         coalesce(sum(shared_blks_hit + shared_blks_read), 0) AS buffers
  FROM pg_stat_statements
  WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
    AND query NOT ILIKE '%pgboss%' AND query NOT ILIKE '%pg_stat_statements%'`;

/**
 * The statements the shop's database ran and the buffers they touched, from pg_stat_statements, or
 * null when the server does not load it (shared_preload_libraries = 'pg_stat_statements').
 */
async function counters(client: pg.Client): Promise<{ calls: number; buffers: number } | null> {
  try {
    const { rows } = await client.query<{ calls: string; buffers: string }>(STATS_QUERY);
    return { calls: Number(rows[0]?.calls ?? 0), buffers: Number(rows[0]?.buffers ?? 0) };
  } catch {
    return null;
  }
}

async function measure(products: number): Promise<Map<string, ShapeCost>> {
  const shop = await demoShopDatabase(serverUrl as string, products, { log: (m) => console.log(m) });
  console.log(`${shop.name}: ${shop.seeding}`);
  const server = await startServer({
    env: { ...NO_CLIENT_LIMITS, DATABASE_URL: shop.url, CARD_CACHE_TTL_MS: '0' },
    dataDir: 'll-bench-listing-scale-',
  });
  const stats = new pg.Client({ connectionString: shop.url });
  await stats.connect();
  await stats.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements').catch(() => {});
  const costs = new Map<string, ShapeCost>();
  try {
    const json = jsonClient(server.base);
    const shapes = await listingShapes(json);
    for (const [name, query] of shapes) {
      const { total } = await json<{ total: number }>(`/api/user/Products/view?page=1&limit=12${query}`);
      const last = Math.max(1, Math.ceil(total / 12));
      // The shape's anchors (and a search's window) are made by its first deep page, then kept.
      await json(`/api/user/Products/view?page=${last}&limit=12${query}`);
      const before = await counters(stats);
      const times: number[] = [];
      let asked = 0;
      const shopper = async () => {
        while (asked < PAGES) {
          asked++;
          const page = 1 + Math.floor(Math.random() * last);
          const started = performance.now();
          const res = await fetch(`${server.base}/api/user/Products/view?page=${page}&limit=12${query}`, {
            headers: { 'accept-encoding': 'gzip, br' },
          });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${name}: page ${page} answered ${res.status}`);
          times.push(performance.now() - started);
        }
      };
      const began = performance.now();
      await Promise.all(Array.from({ length: CONNECTIONS }, shopper));
      const seconds = (performance.now() - began) / 1000;
      const after = await counters(stats);
      times.sort((a, b) => a - b);
      costs.set(name, {
        total,
        // The two reads of the counters are transactions of their own.
        statements: before && after ? (after.calls - before.calls) / PAGES : Number.NaN,
        buffers: before && after ? (after.buffers - before.buffers) / PAGES : Number.NaN,
        p50: quantile(times, 0.5),
        p95: quantile(times, 0.95),
        perSecond: PAGES / seconds,
      });
    }
  } finally {
    await stats.end();
    await server.stop();
  }
  return costs;
}

const results: Map<string, ShapeCost>[] = [];
for (const products of sizes) results.push(await measure(products));

const first = sizes[0] as number;
const lastSize = sizes[sizes.length - 1] as number;
const head = sizes.map(
  (n) => `${n.toLocaleString('en-IN')}: products, statements, buffers, p50 / p95 ms, pages/s`,
);
const who = CONNECTIONS === 1 ? 'one shopper' : `${CONNECTIONS} shoppers at once`;
console.log(`\n${PAGES} random pages per shape, ${who}, answers and cards not kept\n`);
console.log(`| shape | ${head.join(' | ')} | p95 ${lastSize / first}× ÷ 1× | buffers ÷ |`);
console.log(`|---|${sizes.map(() => '---|').join('')}---:|---:|`);
for (const name of results[0]?.keys() ?? []) {
  const cells = results.map((r) => {
    const c = r.get(name) as ShapeCost;
    const counted = Number.isNaN(c.buffers) ? '–, –' : `${c.statements.toFixed(1)}, ${Math.round(c.buffers)}`;
    return `${c.total}, ${counted}, ${c.p50.toFixed(1)} / ${c.p95.toFixed(1)}, ${Math.round(c.perSecond)}`;
  });
  const a = results[0]?.get(name) as ShapeCost;
  const b = results[results.length - 1]?.get(name) as ShapeCost;
  console.log(
    `| ${name} | ${cells.join(' | ')} | ${(b.p95 / a.p95).toFixed(2)} | ${Number.isNaN(a.buffers) ? '–' : (b.buffers / a.buffers).toFixed(2)} |`,
  );
}
