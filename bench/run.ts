import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type autocannon from 'autocannon';
import {
  cpuMsOf,
  cpuMsOfStat,
  jsonClient,
  listingShapes,
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
//   npm run bench -- --only listing                # the home against a static file, and every listing shape
//   npm run bench -- --identity                    # ask without Accept-Encoding (as benches did before)
// Every request says `Accept-Encoding: gzip, br`, as every browser does: answers are measured as
// shoppers receive them, compressed. p95 is computed from every answer's own time (autocannon's
// histogram stops at p90 and p97.5).

/** A number above 0, not only a whole one (`--seconds 2.5`). */
const positive = (v: number) => Number.isFinite(v) && v > 0;
const seconds = Math.min(numberArg('seconds', 10, positive), 60);
const connections = Math.min(numberArg('connections', 50, positive), 200);
/** `--only cart` runs only the signed-in rows; `--only browse` only the public ones. */
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
if (only !== undefined && only !== 'cart' && only !== 'browse' && only !== 'listing')
  throw new Error('--only takes cart, browse or listing');
/** What every request sends: what browsers send, unless --identity. */
const ACCEPT: Record<string, string> = process.argv.includes('--identity')
  ? {}
  : { 'accept-encoding': 'gzip, br' };

// The load comes from one address: the per-client ceilings are off for the bench. The server's data
// folder is the bench's own: the static reference files are put in its uploads.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'll-bench-run-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const server = await startServer({ env: { ...NO_CLIENT_LIMITS, DATA_DIR: dataDir } });
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

// The ceiling for the cached home: the same bytes as a file, served by the same Fastify (@fastify/static
// under /uploads/, with every hook the home's request also passes). As JSON it is compressed again on
// every request when the client accepts it, so the fair reference is the home's own brotli bytes as a
// file (sent as they are); the JSON file asked without Accept-Encoding is the earlier benches' reference.
const homeJson = Buffer.from(JSON.stringify(await json('/api/user/home')));
mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
writeFileSync(path.join(dataDir, 'uploads', 'bench-home.json'), homeJson);
writeFileSync(
  path.join(dataDir, 'uploads', 'bench-home.json.br'),
  brotliCompressSync(homeJson, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
);
const referenceTargets: Target[] = [
  {
    name: 'static file: the home as JSON, no Accept-Encoding',
    path: '/uploads/bench-home.json',
    headers: { 'accept-encoding': 'identity' },
  },
  { name: 'static file: the home as brotli bytes', path: '/uploads/bench-home.json.br' },
  { name: 'home (cached)', path: '/api/user/home', target: '≥ 0.7 × static' },
];

/**
 * Every listing shape, page 1 (kept: the fixed URL) and random pages out of all of its pages (cold: a
 * URL nobody asked for, so its page and cards are read; its total, anchors or ranked window are the
 * shape's, kept like its total).
 */
async function listingTargets(): Promise<Target[]> {
  const shapes = await listingShapes(json);
  const rows: Target[] = [];
  for (const [name, query] of shapes) {
    const { total } = await json<{ total: number }>(`/api/user/Products/view?page=1&limit=12${query}`);
    const last = Math.max(1, Math.ceil(total / 12));
    rows.push(
      { name: `listing ${name} (${total}), page 1`, path: `/api/user/Products/view?page=1&limit=12${query}` },
      {
        name: `listing ${name}, random page of ${last} (cold)`,
        path: `/api/user/Products/view?page=1&limit=12${query}`,
        vary: () => `/api/user/Products/view?page=${1 + Math.floor(Math.random() * last)}&limit=12${query}`,
      },
    );
  }
  return rows;
}

const browseTargets: Target[] = [
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
if (only !== 'browse' && only !== 'listing') {
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
const targets =
  only === 'listing'
    ? [...referenceTargets, ...(await listingTargets())]
    : [...(only === 'cart' ? [] : [...referenceTargets, ...browseTargets]), ...cartTargets];

const health = await json<{ database: string }>('/api/health');
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
console.log(
  `database: ${kind} (${health.database}); ${first.total} products; ${seconds}s per endpoint; ${connections} connections; accept-encoding: ${ACCEPT['accept-encoding'] ?? 'none'}`,
);
console.log(
  '| endpoint | req/s | p50 ms | p90 ms | p95 ms | p97.5 ms | p99 ms | errors | target | bytes/answer | CPU µs/request: server, PostgreSQL, load generator |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---|');
/** Requests per second of each row, by name (the home's ratio to the static file). */
const rates = new Map<string, number>();
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
    headers: { ...ACCEPT, ...t.headers },
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
  // Body and headers as received (autocannon counts every byte read).
  const bytes = Math.round(r.throughput.total / Math.max(1, r.requests.total));
  rates.set(t.name, r.requests.average);
  console.log(
    `| ${t.name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p90} | ${p95} | ${r.latency.p97_5} | ${r.latency.p99} | ${errors} | ${t.target ?? ''} | ${bytes} | ${cpu} |`,
  );
}
const home = rates.get('home (cached)');
const statics = referenceTargets
  .filter((t) => t.path.startsWith('/uploads/'))
  .map((t) => rates.get(t.name) ?? 0);
if (home !== undefined && statics.length > 0) {
  console.log(`\nhome ÷ fastest static file: ${(home / Math.max(...statics)).toFixed(2)}`);
}

await server.stop();
