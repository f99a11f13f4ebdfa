import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { build } from 'vite';
import { cpuMsOf, freePort, numberArg } from './support.ts';

// `npm run bench:web`: Lighthouse (its default mobile profile: slow 4G, 4× CPU, simulated) against the
// built shop's home, a listing and a product page, and in the same run against a bare React + React
// Router page that renders 24 product links (bench/web-bare/) — the yardstick. Then the product page on a
// harsher profile (400 ms RTT, 400 kbps, 6× CPU). Medians of `--runs` runs (3) are printed and written to
// docs/bench.md between the "bench:web" markers.
//   npm run bench:web                       # builds the shop; the demo shop is seeded once into
//                                           # <tmp>/ll-bench-web-shop and reused by later runs
//   npm run bench:web -- --runs 5
//   DATABASE_URL=postgres://… npm run bench:web   # against a seeded PostgreSQL database instead
// Chromium: CHROME_PATH, else /usr/bin/chromium.

const runs = numberArg('runs', 3);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '..');
const scratch = path.join(os.tmpdir(), `ll-bench-web-${process.pid}`);

/** The bare page, built with the same Vite and React as the shop, served gzipped like the shop's files. */
async function serveBarePage(): Promise<{ base: string; server: Server }> {
  const outDir = path.join(scratch, 'bare');
  await build({
    configFile: path.join(root, 'bench/web-bare/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const cache = new Map<string, { body: Buffer; type: string }>();
  const typeOf = (file: string) =>
    file.endsWith('.js')
      ? 'text/javascript'
      : file.endsWith('.css')
        ? 'text/css'
        : 'text/html; charset=utf-8';
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench');
    const file = url.pathname.startsWith('/assets/') ? url.pathname : '/index.html';
    let entry = cache.get(file);
    if (!entry) {
      try {
        entry = { body: gzipSync(readFileSync(path.join(outDir, file))), type: typeOf(file) };
      } catch {
        response.writeHead(404).end();
        return;
      }
      cache.set(file, entry);
    }
    response.writeHead(200, {
      'content-type': entry.type,
      'content-encoding': 'gzip',
      'cache-control': file === '/index.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    response.end(entry.body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${port}`, server };
}

/** Waits until the server process is nearly idle (the demo seed draws pictures in the background). */
async function untilIdle(pid: number | undefined): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const before = cpuMsOf(pid);
    await new Promise((r) => setTimeout(r, 2000));
    const used = cpuMsOf(pid) - before;
    if (!(used > 100)) return; // under 5% of a core over 2 s (or not measurable)
  }
}

interface Figures {
  performance: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  requests: number;
  lcpElement?: string;
}

const HARSH = { rttMs: 400, throughputKbps: 400, cpuSlowdownMultiplier: 6 };

async function measure(port: number, url: string, harsh: boolean, categories: string[]): Promise<Figures> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: categories };
  if (harsh)
    flags.throttling = { ...HARSH, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 };
  let result = await lighthouse(url, flags);
  // A trace Lighthouse could not record (NO_NAVSTART and the like) is its own hiccup: it asks for a rerun.
  if (result?.lhr.runtimeError) result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? undefined : Math.round(value * 100);
  };
  const lcpItems = (
    lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined
  )?.items;
  const firstTable = lcpItems?.[0] as { items?: { node?: { selector?: string } }[] } | undefined;
  return {
    performance: score('performance') ?? 0,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    requests:
      (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
    lcpElement: firstTable?.items?.[0]?.node?.selector,
  };
}

/** The run with the median performance score (as Lighthouse advises), and the score range. */
function median(all: Figures[]): Figures & { range: string } {
  const sorted = [...all].sort((a, b) => a.performance - b.performance);
  const mid = sorted[Math.floor(sorted.length / 2)] as Figures;
  return { ...mid, range: `${sorted[0]?.performance}–${sorted.at(-1)?.performance}` };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const bare = await serveBarePage();
/** The shop as `npm run serve` runs it, with the demo catalogue; a first seed can take minutes. */
async function startShop(): Promise<{ base: string; pid: number | undefined; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = path.join(os.tmpdir(), 'll-bench-web-shop');
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...(process.env.DATABASE_URL ? {} : { DATA_DIR: dataDir }),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      WEB_DIST: path.join(root, 'dist/web'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => child.kill('SIGTERM'));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) break;
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the shop did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}

const shop = await startShop();
await untilIdle(shop.pid);
const listing = (await (await fetch(`${shop.base}/api/user/Products/view?limit=1`)).json()) as {
  products: { _id: string }[];
};
const productId = listing.products[0]?._id;
if (!productId) throw new Error('the shop has no products to measure');

const pages: { name: string; url: string; categories: string[] }[] = [
  { name: 'Bare React + React Router (24 links)', url: `${bare.base}/`, categories: ['performance'] },
  {
    name: 'Home',
    url: `${shop.base}/`,
    categories: ['performance', 'accessibility', 'best-practices', 'seo'],
  },
  {
    name: 'Listing (/allproducts)',
    url: `${shop.base}/allproducts`,
    categories: ['performance', 'accessibility', 'best-practices', 'seo'],
  },
  {
    name: 'Product',
    url: `${shop.base}/product/${productId}`,
    categories: ['performance', 'accessibility', 'best-practices', 'seo'],
  },
];

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const rows: string[] = [];
const load = os.loadavg()[0]?.toFixed(1);
try {
  for (const page of pages) {
    const all: Figures[] = [];
    for (let i = 0; i < runs; i++) all.push(await measure(chrome.port, page.url, false, page.categories));
    const m = median(all);
    const other = page.categories.length > 1 ? `${m.accessibility} / ${m.bestPractices} / ${m.seo}` : '—';
    rows.push(
      `| ${page.name} | ${m.performance} (${m.range}) | ${seconds(m.fcp)} | ${seconds(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${m.requests} | ${other} |`,
    );
    console.log(rows.at(-1));
  }
  const harsh: Figures[] = [];
  for (let i = 0; i < runs; i++)
    harsh.push(await measure(chrome.port, `${shop.base}/product/${productId}`, true, ['performance']));
  const h = median(harsh);
  rows.push(
    `| Product, harsh profile (400 ms RTT, 400 kbps, 6× CPU) | ${h.performance} (${h.range}) | ${seconds(h.fcp)} | ${seconds(h.lcp)} | ${Math.round(h.tbt)} ms | ${h.cls.toFixed(3)} | ${h.requests} | LCP element: \`${h.lcpElement ?? '?'}\` |`,
  );
  console.log(rows.at(-1));
} finally {
  await chrome.kill();
  bare.server.close();
  await shop.stop();
}

const section = [
  '<!-- bench:web start -->',
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, default mobile profile (simulated slow 4G, 4× CPU) unless said, ${runs} runs per page, the median run by performance score (range in brackets). Written by \`npm run bench:web\` on ${new Date().toISOString().slice(0, 10)}; ${os.cpus().length} cores, load average ${load} at the start.`,
  '',
  '| Page | Performance | FCP | LCP | TBT | CLS | Requests | Accessibility / Best practices / SEO |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
  '<!-- bench:web end -->',
].join('\n');
const docs = path.join(root, 'docs/bench.md');
const text = readFileSync(docs, 'utf8');
const marked = /<!-- bench:web start -->[\s\S]*?<!-- bench:web end -->/;
writeFileSync(
  docs,
  marked.test(text)
    ? text.replace(marked, () => section)
    : `${text.trimEnd()}\n\n## The storefront in Lighthouse: home, listing and product against a bare React page\n\n${section}\n`,
);
console.log(`written to docs/bench.md`);
process.exit(0);
