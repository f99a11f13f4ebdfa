import {
  demoShopDatabase,
  jsonClient,
  loadTest,
  NO_CLIENT_LIMITS,
  numberArg,
  quantile,
  startServer,
} from './support.ts';

// The storefront listing's first page with and without its facets (facets=true: the counts beside
// each size, gender, colour and category), at shop scale on PostgreSQL. A database of its own on the
// DATABASE_URL server gets the demo shop with `--products` products (the `npm run db:seed` generator)
// and is kept for the next run (`--reseed` makes it again). The real server runs in its own process,
// twice: as configured by default (listing pages, totals and facet profiles kept 30 s), then with
// LISTING_CACHE_TTL_MS=0, so every request pays for its own queries — what a query nobody asked for
// in the last 30 s costs. Each row is the web's own first request (sorted by popularity).
//   DATABASE_URL=postgres://… npx tsx bench/listing-facets.ts
//   options: --products 100000 --seconds 5 --connections 1,10 --reseed

const PRODUCTS = numberArg('products', 100_000);
const seconds = Math.min(numberArg('seconds', 5), 60);
/** `--connections 1,10`: each row at each of these (one shopper's own wait, then a busy shop's). */
const connectionCounts = (() => {
  const i = process.argv.indexOf('--connections');
  const list = (i >= 0 ? (process.argv[i + 1] ?? '') : '1,10')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 200);
  return list.length > 0 ? list : [1, 10];
})();

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('The facets bench runs on PostgreSQL: set DATABASE_URL (postgres://…)');
const shop = await demoShopDatabase(serverUrl, PRODUCTS, {
  reseed: process.argv.includes('--reseed'),
  log: (message) => console.log(message),
});

interface ListAnswer {
  total: number;
  facets?: { size: unknown[]; colour: unknown[] };
}

const runs: { name: string; env: Record<string, string> }[] = [
  { name: 'caches as configured (30 s)', env: {} },
  { name: 'nothing kept (LISTING_CACHE_TTL_MS=0)', env: { LISTING_CACHE_TTL_MS: '0' } },
];

console.log(`database: postgres, ${shop.name}: ${shop.seeding}; ${seconds}s per row`);
for (const run of runs) {
  const server = await startServer({
    env: { DATABASE_URL: shop.url, SHOP_MODE: 'demo', ...NO_CLIENT_LIMITS, ...run.env },
    dataDir: 'll-bench-facets-',
  });
  const json = jsonClient(server.base);
  const cats = await json<{ categories: { _id: string; name: string }[] }>('/api/user/categories/view');
  const category = cats.categories[1] ?? cats.categories[0]!;
  const shapes = [
    { name: 'no filter', query: '' },
    { name: `category "${category.name}"`, query: `&category=${category._id}` },
    { name: 'search "frock"', query: '&search=frock' },
    { name: 'size 3-4Y', query: '&size=3-4Y' },
    { name: 'sizes 2-4 years + girls', query: '&size=2-3Y,3-4Y&gender=girls' },
  ];
  const health = await json<{ database: string }>('/api/health');
  console.log(`\n### ${run.name} (${health.database})\n`);
  console.log(
    '| listing page 1 | total | facets | connections | req/s | p50 ms | p95 ms | p99 ms | errors |',
  );
  console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const connections of connectionCounts)
    for (const shape of shapes) {
      for (const facets of [false, true]) {
        const path = `/api/user/Products/view?page=1&limit=12${shape.query}&sort=desc&sortField=popularity${
          facets ? '&facets=true' : ''
        }`;
        const answer = await json<ListAnswer>(path);
        if (facets && !answer.facets) throw new Error(`no facets in the answer to ${path}`);
        const { result, times } = await loadTest({
          url: `${server.base}${path}`,
          connections,
          duration: seconds,
        });
        console.log(
          `| ${shape.name} | ${answer.total} | ${facets ? 'yes' : 'no'} | ${connections} | ${Math.round(result.requests.average)} | ` +
            `${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.95).toFixed(1)} | ` +
            `${quantile(times, 0.99).toFixed(1)} | ${result.errors + result.non2xx} |`,
        );
      }
    }
  await server.stop();
}
