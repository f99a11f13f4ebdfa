import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { MIGRATIONS_DIR } from '../server/db/migrate.ts';
import { queryRows } from '../server/db/rows.ts';
import {
  demoShopDatabase,
  jsonClient,
  loadTest,
  NO_CLIENT_LIMITS,
  numberArg,
  quantile,
  startServer,
} from './support.ts';

// The header search's suggestions while typing (GET /api/user/search/suggest?q=) at shop scale, on
// PostgreSQL. The demo shop with `--products` products (shared with the console benches, made once and
// kept) gets the default search words if it predates them; the real server then runs in its own process
// and autocannon sends, on every request, a random prefix of a typical search as a parent types it
// ('f', 'fr', 'fro', … 'frock'; '1 year b', 'kurta pa', 'jhab'). Two servers: one keeping no answers
// (LISTING_CACHE_TTL_MS=0, so every request computes its suggestions: the cost the 50 ms target is about)
// and one with the default answer cache. p95 is computed from every answer's own time.
//   DATABASE_URL=postgres://… npx tsx bench/search-suggest.ts
//   options: --products 100000 --seconds 8 --connections 1,10 --reseed

const PRODUCTS = numberArg('products', 100_000);
const seconds = Math.min(numberArg('seconds', 8), 60);
const connectionCounts = (() => {
  const i = process.argv.indexOf('--connections');
  const list = (i >= 0 ? (process.argv[i + 1] ?? '') : '1,10')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 200);
  return list.length > 0 ? list : [1, 10];
})();

/** What parents type, each sent as every prefix of it. */
const SEARCHES = [
  'frock',
  't shirt',
  'tshirt',
  'kurta pajama',
  'jhabla',
  'lehenga',
  'ghagra',
  'nightsuit',
  'party wear',
  '1 year boy romper',
  'baby girl dress',
  'boys t shirt',
  'girls frock',
  'sweater',
  'romper',
  'jeans',
  'sneakers',
  'school shoes',
  'blue frock',
  'cotton kurta',
  'dungaree',
  'sherwani',
  'bandana bib',
  'hoodie',
  'winter wear',
];
const prefixes = SEARCHES.flatMap((text) =>
  Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1)),
);
const short = prefixes.filter((p) => p.length <= 2);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const pathOf = (q: string) => `/api/user/search/suggest?q=${encodeURIComponent(q)}`;

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('The suggestions bench runs on PostgreSQL: set DATABASE_URL (postgres://…)');
const shop = await demoShopDatabase(serverUrl, PRODUCTS, {
  reseed: process.argv.includes('--reseed'),
  log: (message) => console.log(message),
});

// A database migrated before the default search words were added to migration 0015 gets them here,
// from that same statement.
const database = await openDatabase({ url: shop.url, poolSize: 1 });
try {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM search_synonyms`,
  );
  if (Number(row?.n ?? 0) === 0) {
    const statements = readFileSync(path.join(MIGRATIONS_DIR, '0015_shop_by_age.sql'), 'utf8').split(
      '--> statement-breakpoint',
    );
    const insert = statements.find((s) => s.includes('INSERT INTO "search_synonyms"'));
    if (!insert) throw new Error('migration 0015 holds no default search words');
    await database.db.execute(sql.raw(insert));
    console.log('added the default search words');
  }
} finally {
  await database.close();
}

console.log(
  `${shop.name}: ${shop.seeding}; ${prefixes.length} prefixes of ${SEARCHES.length} searches; ${seconds}s per row`,
);
const table = [
  '| suggestions | answers kept | connections | req/s | p50 ms | p95 ms | p99 ms | max ms | errors |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|',
];

for (const [kept, ttl] of [
  ['none (every answer computed)', '0'],
  ['30 s (default)', '30000'],
] as const) {
  const server = await startServer({
    env: { DATABASE_URL: shop.url, SHOP_MODE: 'demo', LISTING_CACHE_TTL_MS: ttl, ...NO_CLIENT_LIMITS },
    dataDir: 'll-bench-suggest-',
  });
  const json = jsonClient(server.base);
  // The first call reads the snapshot (shelves, and the products' word index) into memory.
  const started = performance.now();
  await json(pathOf('fr'));
  const firstMs = performance.now() - started;
  if (ttl === '0')
    console.log(`first answer, reading ${PRODUCTS} products into memory: ${firstMs.toFixed(0)} ms`);
  const rows = [
    { name: 'every prefix of typical searches', next: () => pathOf(pick(prefixes)) },
    { name: 'one or two letters', next: () => pathOf(pick(short)) },
  ];
  for (const connections of connectionCounts)
    for (const row of rows) {
      const { result, times } = await loadTest({
        url: `${server.base}${row.next()}`,
        connections,
        duration: seconds,
        requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: row.next() }) }],
      });
      table.push(
        `| ${row.name} | ${kept} | ${connections} | ${Math.round(result.requests.average)} | ` +
          `${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.95).toFixed(1)} | ` +
          `${quantile(times, 0.99).toFixed(1)} | ${(times.at(-1) ?? 0).toFixed(1)} | ${result.errors + result.non2xx} |`,
      );
    }
  await server.stop();
}
console.log(table.join('\n'));
