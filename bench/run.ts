import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

// Load test of the real server on loopback. The server runs in its own process (as `npm run serve`
// would, against DATA_DIR or DATABASE_URL — seed it first with `npm run db:seed`), so the load
// generator never shares its event loop; autocannon then runs a bounded time against each endpoint.
//   npm run bench                                  # 10 s per endpoint, 50 connections
//   npm run bench -- --seconds 5 --connections 20
//   npm run bench -- --only cart                   # only the signed-in rows (cart and wishlist)
// p95 is computed from every answer's own time (autocannon's histogram stops at p90 and p97.5).

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

const seconds = Math.min(arg('seconds', 10), 60);
const connections = Math.min(arg('connections', 50), 200);
/** `--only cart` runs only the signed-in rows; `--only browse` only the public ones. */
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
if (only !== undefined && only !== 'cart' && only !== 'browse')
  throw new Error('--only takes cart or browse');

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => resolve(free));
  });
});
// The server never outlives the bench, whatever happens here.
process.on('exit', () => serverProcess.kill('SIGTERM'));
const serverProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  // The load comes from one address: the per-client request ceiling is off for the bench (0).
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    LIMIT_REQUESTS_PER_CLIENT_MINUTE: '0',
    LIMIT_SIGNIN_PER_CLIENT_10MIN: '0',
    LIMIT_CODE_SENDS_PER_CLIENT_HOUR: '0',
    LIMIT_CODE_SENDS_GLOBAL_HOUR: '0',
    LIMIT_SIGNUPS_PER_CLIENT_HOUR: '0',
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
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<T>;
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

/**
 * A shopper signed in the way the storefront does it (phone code read from the dev outbox), with a
 * few lines in the cart and a few saved products, for the signed-in rows.
 */
async function signedInShopper(productIds: readonly string[]) {
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const sent = await json<{ sessionId: string }>('/api/user/auth/send-otp', {
    method: 'POST',
    body: { phone },
  });
  const outbox = await json<{ messages: { code: string | null }[] }>(`/api/dev/outbox?to=${phone}`);
  const otp = outbox.messages[0]?.code;
  if (!otp) throw new Error('no sign-in code in the outbox');
  const signIn = await json<{ accessToken: string; user: { _id: string } }>('/api/user/auth/verify-otp', {
    method: 'POST',
    body: { phone, otp, sessionId: sent.sessionId },
  });
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
  const ticksOf = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  try {
    const server = ticksOf(readFileSync(`/proc/${serverProcess.pid}/stat`, 'utf8'));
    let postgres = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (stat.includes('(postgres)')) postgres += ticksOf(stat);
      } catch {
        // The process ended while being read.
      }
    }
    return { server, postgres };
  } catch {
    return null;
  }
}

const benchCpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** The q-quantile (0..1) of latencies in ms, by the nearest-rank rule. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
}

for (const t of targets) {
  const vary = t.vary;
  // autocannon's histogram reports p90 and p97.5 but not p95: every answer's own time is kept too.
  const times: number[] = [];
  const cpuBefore = processCpuMs();
  const benchBefore = benchCpuMs();
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${t.path}`,
        connections,
        duration: seconds,
        ...(t.headers ? { headers: t.headers } : {}),
        ...(vary
          ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: vary() }) }] }
          : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
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

serverProcess.kill('SIGTERM');
