import { DEMO_OWNER_PHONE } from '../server/db/seed/staff.ts';
import {
  demoShopDatabase,
  jsonClient,
  loadTest,
  NO_CLIENT_LIMITS,
  numberArg,
  quantile,
  signInByPhone,
  startServer,
} from './support.ts';

// The console's product list at shop scale, on PostgreSQL. A database of its own on the DATABASE_URL
// server gets the demo shop with `--products` products (the same generator as `npm run db:seed`) and is
// kept, so the next run reuses it (`--reseed` makes it again). The real server then runs in its own
// process (as `npm run serve` would); the bench signs in as the demo owner through the phone code the
// demo outbox shows, and autocannon drives the list as the console calls it: the first page, name
// searches, a brand with a stock filter, a deep page, a page sorted by name and the whole catalogue's
// low stock. p95 is computed from every answer's own time.
//   DATABASE_URL=postgres://… npx tsx bench/console-products.ts
//   options: --products 100000 --seconds 8 --connections 1,10 --reseed

const PRODUCTS = numberArg('products', 100_000);
const seconds = Math.min(numberArg('seconds', 8), 60);
/** `--connections 1,10`: each row is run at each of these (one staff member, then a busy office). */
const connectionCounts = (() => {
  const i = process.argv.indexOf('--connections');
  const list = (i >= 0 ? (process.argv[i + 1] ?? '') : '1,10')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 200);
  return list.length > 0 ? list : [1, 10];
})();

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('The console bench runs on PostgreSQL: set DATABASE_URL (postgres://…)');
const shop = await demoShopDatabase(serverUrl, PRODUCTS, {
  reseed: process.argv.includes('--reseed'),
  log: (message) => console.log(message),
});

const server = await startServer({
  env: { DATABASE_URL: shop.url, SHOP_MODE: 'demo', ...NO_CLIENT_LIMITS },
  dataDir: 'll-bench-console-',
});
const { base } = server;
const json = jsonClient(base);

// The demo owner signs in the way the console does it: the phone code, read from the demo outbox.
const { accessToken: token } = await signInByPhone(json, DEMO_OWNER_PHONE);
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
  `database: postgres (${health.database}), ${shop.name}: ${shop.seeding}; ${first.total} draft and live products; ` +
    `${seconds}s per row`,
);
console.log(
  '| console product list | total | connections | req/s | p50 ms | p95 ms | p97.5 ms | p99 ms | errors |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');

for (const connections of connectionCounts)
  for (const target of targets) {
    const { total } = await json<ListAnswer>(target.path, { token });
    const { result, times } = await loadTest({
      url: `${base}${target.path}`,
      connections,
      duration: seconds,
      headers,
    });
    console.log(
      `| ${target.name} | ${total} | ${connections} | ${Math.round(result.requests.average)} | ${quantile(times, 0.5).toFixed(1)} | ` +
        `${quantile(times, 0.95).toFixed(1)} | ${result.latency.p97_5} | ${result.latency.p99} | ` +
        `${result.errors + result.non2xx} |`,
    );
  }

await server.stop();
