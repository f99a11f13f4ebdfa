import { readdirSync, readFileSync } from 'node:fs';
import type autocannon from 'autocannon';
import {
  cpuMsOf,
  cpuMsOfStat,
  jsonClient,
  loadTest,
  NO_CLIENT_LIMITS,
  numberArg,
  quantile,
  signInByPhone,
  startServer,
} from './support.ts';

// Load test of the real server on loopback. The server runs in its own process (as `npm run serve`
// would, against DATA_DIR or DATABASE_URL — seed it first with `npm run db:seed`), so the load
// generator never shares its event loop; autocannon then runs a bounded time against each endpoint.
//   npm run bench                                  # 10 s per endpoint, 50 connections
//   npm run bench -- --seconds 5 --connections 20
//   npm run bench -- --only cart                   # only the signed-in rows (cart and wishlist)
// p95 is computed from every answer's own time (autocannon's histogram stops at p90 and p97.5).

/** A number above 0, not only a whole one (`--seconds 2.5`). */
const positive = (v: number) => Number.isFinite(v) && v > 0;
const seconds = Math.min(numberArg('seconds', 10, positive), 60);
const connections = Math.min(numberArg('connections', 50, positive), 200);
/** `--only cart` runs only the signed-in rows; `--only browse` only the public ones. */
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
if (only !== undefined && only !== 'cart' && only !== 'browse')
  throw new Error('--only takes cart or browse');

// The load comes from one address: the per-client ceilings are off for the bench.
const server = await startServer({ env: NO_CLIENT_LIMITS });
const { base } = server;
const json = jsonClient(base);
const cats = await json<{ categories: { _id: string }[] }>('/api/user/categories/view');
const first = await json<{ products: { _id: string }[]; total: number }>('/api/user/Products/view?limit=12');
const categoryId = cats.categories[1]?._id ?? cats.categories[0]?._id;
const productId = first.products[0]?._id;
const deepPage = Math.max(1, Math.min(Math.floor(first.total / 12) - 1, 100_000));

// Varied traffic, so caches mostly miss: random listing pages and random products.
const pool: string[] = [];
for (let page = 1; page <= 40 && pool.length < 480; page++) {
  const body = await json<{ products: { _id: string }[] }>(
    `/api/user/Products/view?limit=12&page=${page * 7}`,
  );
  pool.push(...body.products.map((p) => p._id));
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const pages = Math.max(1, Math.floor(first.total / 12));
const SEARCH_WORDS = [
  'frock',
  'blue',
  'kurta',
  'sweater',
  'cotton',
  'romper',
  'party',
  'denim',
  'hoodie',
  'pink',
];

/**
 * A shopper signed in the way the storefront does it (phone code read from the dev outbox), with a
 * few lines in the cart and a few saved products, for the signed-in rows.
 */
async function signedInShopper(productIds: readonly string[]) {
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const signIn = await signInByPhone(json, phone);
  const token = signIn.accessToken;
  const userId = signIn.user._id;
  let lines = 0;
  for (const id of productIds) {
    if (lines >= 5) break;
    const { product } = await json<{
      product: { variants: { color: string; sizes: { size: string; stock: number }[] }[] };
    }>(`/api/user/Products/view/${id}`);
    const variant = product.variants.find((v) => v.sizes.some((s) => s.stock > 0));
    const size = variant?.sizes.find((s) => s.stock > 0);
    if (!variant || !size) continue;
    await json('/api/user/cart/add', {
      method: 'POST',
      token,
      body: { userId, productId: id, quantity: 1, color: variant.color, size: size.size },
    });
    await json('/api/user/wishlist/add', { method: 'POST', token, body: { productId: id } });
    lines += 1;
  }
  return { token, userId, lines };
}

interface Target {
  name: string;
  path: string;
  target?: string;
  vary?: () => string;
  headers?: Record<string, string>;
}

const browseTargets: Target[] = [
  { name: 'home (cached)', path: '/api/user/home', target: '≥ 10k req/s' },
  { name: 'listing', path: '/api/user/Products/view?page=1&limit=12', target: 'p95 ≤ 50 ms' },
  {
    name: 'listing category',
    path: `/api/user/Products/view?page=1&limit=12&category=${categoryId}`,
    target: 'p95 ≤ 50 ms',
  },
  {
    name: 'listing price+sort',
    path: '/api/user/Products/view?page=1&limit=12&minPrice=500&maxPrice=1500&sort=asc&sortField=price',
    target: 'p95 ≤ 50 ms',
  },
  {
    name: 'search "frok"',
    path: '/api/user/Products/view?page=1&limit=12&search=frok',
    target: 'p95 ≤ 50 ms',
  },
  {
    name: 'search "blue tshirt"',
    path: '/api/user/Products/view?page=1&limit=12&search=blue%20tshirt',
    target: 'p95 ≤ 50 ms',
  },
  {
    name: `listing page ${deepPage}`,
    path: `/api/user/Products/view?page=${deepPage}&limit=12`,
    target: '≈ first page',
  },
  { name: 'product detail', path: `/api/user/Products/view/${productId}`, target: 'p95 ≤ 20 ms' },
  { name: 'similar', path: `/api/user/Products/similar/${productId}` },
  {
    name: 'listing, random page (cold)',
    path: '/api/user/Products/view?page=1&limit=12',
    vary: () => `/api/user/Products/view?page=${1 + Math.floor(Math.random() * pages)}&limit=12`,
  },
  {
    name: 'search, random words (cold)',
    path: '/api/user/Products/view?search=frock',
    vary: () =>
      `/api/user/Products/view?limit=12&page=${1 + Math.floor(Math.random() * 3)}&search=${pick(SEARCH_WORDS)}%20${pick(SEARCH_WORDS)}`,
  },
  {
    name: 'product detail, random (cold)',
    path: `/api/user/Products/view/${productId}`,
    vary: () => `/api/user/Products/view/${pick(pool)}`,
  },
  { name: 'health', path: '/api/health' },
];

const cartTargets: Target[] = [];
if (only !== 'browse') {
  const me = await signedInShopper(pool.length > 0 ? pool : first.products.map((p) => p._id));
  const headers = { authorization: `Bearer ${me.token}` };
  // Alone, the signed-in rows get their own reference: what this machine serves right now for a call
  // with one trivial database round trip (`SELECT 1`) and nothing else (a full run has it already).
  if (only === 'cart') cartTargets.push({ name: 'health (machine reference)', path: '/api/health' });
  cartTargets.push(
    // The same sign-in check and one small read: what any signed-in call costs before its own work.
    { name: 'profile view (sign-in baseline)', path: '/api/user/profile/view', headers },
    {
      name: `cart view (${me.lines} lines)`,
      path: `/api/user/cart/view/${me.userId}`,
      headers,
      target: 'p95 ≤ 30 ms',
    },
    { name: `wishlist (${me.lines} cards)`, path: '/api/user/wishlist/get', headers, target: 'p95 ≤ 30 ms' },
  );
}
const targets = [...(only === 'cart' ? [] : browseTargets), ...cartTargets];

const health = await json<{ database: string }>('/api/health');
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
console.log(
  `database: ${kind} (${health.database}); ${first.total} products; ${seconds}s per endpoint; ${connections} connections`,
);
console.log(
  '| endpoint | req/s | p50 ms | p90 ms | p95 ms | p97.5 ms | p99 ms | errors | target | CPU µs/request: server, PostgreSQL, load generator |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---|');
/**
 * CPU time (ms) used so far by the server process and by every PostgreSQL process, from /proc (Linux;
 * null elsewhere): with the load generator's own, it shows where each request's CPU goes on a machine
 * where all three share the cores.
 */
function processCpuMs(): { server: number; postgres: number } | null {
  const serverMs = cpuMsOf(server.process.pid);
  if (Number.isNaN(serverMs)) return null;
  let postgres = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.includes('(postgres)')) postgres += cpuMsOfStat(stat);
    } catch {
      // The process ended while being read.
    }
  }
  return { server: serverMs, postgres };
}

const benchCpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

for (const t of targets) {
  const vary = t.vary;
  const cpuBefore = processCpuMs();
  const benchBefore = benchCpuMs();
  const { result: r, times } = await loadTest({
    url: `${base}${t.path}`,
    connections,
    duration: seconds,
    ...(t.headers ? { headers: t.headers } : {}),
    ...(vary
      ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: vary() }) }] }
      : {}),
  });
  const p95 = quantile(times, 0.95).toFixed(1);
  const errors = r.errors + r.non2xx;
  const cpuAfter = processCpuMs();
  const perRequest = (ms: number) => Math.round((ms * 1000) / Math.max(1, r.requests.total));
  const cpu =
    cpuBefore && cpuAfter
      ? `${perRequest(cpuAfter.server - cpuBefore.server)}, ${perRequest(cpuAfter.postgres - cpuBefore.postgres)}, ${perRequest(benchCpuMs() - benchBefore)}`
      : '–';
  console.log(
    `| ${t.name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p90} | ${p95} | ${r.latency.p97_5} | ${r.latency.p99} | ${errors} | ${t.target ?? ''} | ${cpu} |`,
  );
}

await server.stop();
