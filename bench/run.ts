import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

// Load test of the real server on loopback. The server runs in its own process (as `npm run serve`
// would, against DATA_DIR or DATABASE_URL — seed it first with `npm run db:seed`), so the load
// generator never shares its event loop; autocannon then runs a bounded time against each endpoint.
//   npm run bench                                  # 10 s per endpoint, 50 connections
//   npm run bench -- --seconds 5 --connections 20
// autocannon reports p97.5 (not p95); p97.5 ≤ target implies p95 ≤ target.

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

const seconds = Math.min(arg('seconds', 10), 60);
const connections = Math.min(arg('connections', 50), 200);

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => resolve(free));
  });
});
// The server never outlives the bench, whatever happens here.
process.on('exit', () => server.kill('SIGTERM'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  if (tries > 600 || server.exitCode !== null) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

async function json<T>(path: string): Promise<T> {
  return (await fetch(`${base}${path}`)).json() as Promise<T>;
}
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

const targets: { name: string; path: string; target?: string; vary?: () => string }[] = [
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

const health = await json<{ database: string }>('/api/health');
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
console.log(
  `database: ${kind} (${health.database}); ${first.total} products; ${seconds}s per endpoint; ${connections} connections`,
);
console.log('| endpoint | req/s | p50 ms | p97.5 ms | p99 ms | errors | target |');
console.log('|---|---:|---:|---:|---:|---:|---|');
for (const t of targets) {
  const vary = t.vary;
  const r = await autocannon({
    url: `${base}${t.path}`,
    connections,
    duration: seconds,
    ...(vary
      ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: vary() }) }] }
      : {}),
  });
  const errors = r.errors + r.non2xx;
  console.log(
    `| ${t.name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p97_5} | ${r.latency.p99} | ${errors} | ${t.target ?? ''} |`,
  );
}

server.kill('SIGTERM');
