import { chromium } from '@playwright/test';
import { numberArg } from './support.ts';

// Where a page's long tasks go, the question Lighthouse's TBT leaves open. Loads one page in Chromium
// (a phone's width, the CPU slowed `--rate` times), records a trace and a CPU profile of the same load,
// and prints every main-thread task longer than `--min` ms: what the browser did in it (parsing,
// style, layout, module evaluation) and the JavaScript functions that took its time (own time plus
// what they called). With `--rate 1` the tasks are the unthrottled ones Lighthouse measures and
// multiplies by 4. For functions' own names, serve an unminified build:
//   npx vite build --minify false --outDir <folder>/web && \
//     npx vite build --ssr entry-server.tsx --outDir <folder>/web-ssr
//   WEB_DIST=<folder>/web DATA_DIR=<a copy of the shop's data> PORT=4101 npm run serve
//   npx tsx bench/web-tasks.ts http://127.0.0.1:4101/allproducts --rate 1 --min 10
// Chromium: CHROME_PATH, else /usr/bin/chromium.

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { url?: string } };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

const url = process.argv[2];
if (!url?.startsWith('http')) {
  console.error(
    'usage: npx tsx bench/web-tasks.ts <page URL> [--rate 4] [--min 50] [--width 412] [--top 12]',
  );
  process.exit(2);
}
const rate = numberArg('rate', 4);
const minMs = numberArg('min', 50);
const width = numberArg('width', 412);
const top = numberArg('top', 12);
/** Trace events worth naming inside a task. */
const BROWSER_WORK = new Set([
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'v8.evaluateModule',
  'FunctionCall',
  'EvaluateScript',
  'MinorGC',
  'MajorGC',
]);

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
const page = await browser.newPage({
  viewport: { width, height: 823 },
  isMobile: true,
  deviceScaleFactor: 1.75,
});
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await browser.startTracing(page, {
  categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
});
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(5000);
const { profile } = (await cdp.send('Profiler.stop')) as {
  profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };
};
const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
await browser.close();

// The page's main thread: the one that parsed this URL's HTML (a navigation may change process).
const parse = trace.traceEvents
  .filter((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url))
  .pop();
if (!parse) throw new Error('The trace holds no parse of that page');
const main = trace.traceEvents.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
const start = Math.min(...main.map((e) => e.ts));
const tasks = main
  .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > minMs * 1000)
  .sort((a, b) => a.ts - b.ts);

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const nameOf = ({ callFrame: f }: ProfileNode) =>
  `${f.functionName || '(anonymous)'} ${
    f.url
      .split('/')
      .pop()
      ?.replace(/-[\w-]{8}\.js$/, '') ?? ''
  }:${f.lineNumber}`;
let clock = profile.startTime;
const samples = profile.samples.map((id, i) => {
  clock += profile.timeDeltas[i] ?? 0;
  return { at: clock, id, took: profile.timeDeltas[i + 1] ?? 0 };
});

let blocking = 0;
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0);
  blocking += Math.max(0, (task.dur ?? 0) / 1000 - 50);
  const work = new Map<string, number>();
  for (const e of main)
    if (e !== task && BROWSER_WORK.has(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
      work.set(e.name, (work.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  // Each sampled function's time in the task, counted once per sample however deep it recurses.
  const functions = new Map<string, number>();
  for (const sample of samples) {
    if (sample.at < task.ts || sample.at > end) continue;
    const seen = new Set<string>();
    for (let id: number | undefined = sample.id; id !== undefined; id = parents.get(id)) {
      const node = nodes.get(id);
      if (!node) break;
      const name = nameOf(node);
      if (/^\((root|program|idle)\)/.test(name) || seen.has(name)) continue;
      seen.add(name);
      functions.set(name, (functions.get(name) ?? 0) + sample.took / 1000);
    }
  }
  const browserWork = [...work].map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ');
  console.log(
    `task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(0)} ms  (${browserWork})`,
  );
  for (const [name, ms] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`    ${ms.toFixed(1).padStart(6)} ms  ${name}`);
}
console.log(
  `${tasks.length} tasks over ${minMs} ms at ${rate}× CPU; blocking time (each task's part over 50 ms): ${blocking.toFixed(0)} ms`,
);
