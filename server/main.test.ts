import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real process: start on a fresh DATA_DIR (migrate + seed), stop with SIGTERM, start again.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'll-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function start(): Promise<Running> {
  const port = await freePort();
  // No drain before closing: leaving is tested in server/drain.test.ts.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DRAIN_MS: '0',
  };
  // The process test always uses the embedded database: it is about the data folder surviving restarts.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: 'pipe' });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return { child, base, output: () => out };
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${out}`);
}

function stop(running: Running): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.once('exit', (code) => resolve(code));
    running.child.kill('SIGTERM');
  });
}

async function catalogueFingerprint(base: string) {
  const brands = (await (await fetch(`${base}/api/user/brand/view`)).json()) as { brands: { _id: string }[] };
  const cats = (await (await fetch(`${base}/api/user/categories/view`)).json()) as {
    categories: { _id: string }[];
  };
  return {
    brands: brands.brands.map((b) => b._id).sort(),
    categories: cats.categories.map((c) => c._id).sort(),
  };
}

describe('the shop process', () => {
  it('seeds on first start, exits cleanly on SIGTERM, and keeps its data without re-seeding', async () => {
    const first = await start();
    const before = await catalogueFingerprint(first.base);
    expect(before.categories.length).toBeGreaterThanOrEqual(8);
    expect(before.brands.length).toBeGreaterThanOrEqual(12);
    expect(first.output()).toMatch(/"result":"seeded"/);
    expect(await stop(first)).toBe(0);

    const second = await start();
    const after = await catalogueFingerprint(second.base);
    expect(after).toEqual(before);
    expect(second.output()).toMatch(/"result":"already-seeded"/);
    expect(await stop(second)).toBe(0);
  }, 300_000);
});
