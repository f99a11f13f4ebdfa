import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_INDEX_HTML } from './test/kit.ts';

// The real process leaving (docs/decisions/026): on SIGTERM its ready check says 503 at once, while
// every other request is still answered — on new connections too, none refused — for DRAIN_MS; each
// answer then asks its client to close the connection; after the drain it closes and exits 0.

const DRAIN_MS = 1500;
const root = mkdtempSync(path.join(os.tmpdir(), 'll-drain-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Settings of the test machine that would change what starts. */
const CLEARED = [
  'DATABASE_URL',
  'REDIS_URL',
  'SHOP_MODE',
  'AUTH_SECRET',
  'METRICS_TOKEN',
  'SMS_HTTP_URL',
  'SMTP_URL',
];

interface Outcome {
  /** ms after the signal the request was sent. */
  sentAt: number;
  status?: number;
  connection?: string | null;
  error?: string;
}

async function get(url: string, signalAt: number): Promise<Outcome> {
  const sentAt = performance.now() - signalAt;
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return { sentAt, status: res.status, connection: res.headers.get('connection') };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { sentAt, error: cause?.code ?? String(error) };
  }
}

describe('the shop process on SIGTERM', () => {
  it('stops being ready at once, answers everything else through DRAIN_MS, then exits 0', async () => {
    const port = await freePort();
    const webDist = path.join(root, 'web');
    mkdirSync(webDist, { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), TEST_INDEX_HTML);
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of CLEARED) delete env[name];
    Object.assign(env, {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      WEB_DIST: webDist,
      SEED_DEMO: 'false',
      DRAIN_MS: String(DRAIN_MS),
      LOG_LEVEL: 'warn',
    });
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env,
      stdio: 'pipe',
    });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    try {
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
        if (Date.now() > deadline) throw new Error(`server never became ready:\n${out}`);
        const ready = await fetch(`${base}/api/health/ready`).catch(() => undefined);
        if (ready?.status === 200) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      const before = await fetch(`${base}/api/user/categories/view`);
      expect(before.status).toBe(200);
      expect(before.headers.get('connection')).not.toBe('close');

      // Traffic keeps coming (as from a load balancer yet to notice) until the process is gone.
      let gone = false;
      void exited.then(() => {
        gone = true;
      });
      const signalAt = performance.now();
      child.kill('SIGTERM');
      const traffic: Outcome[] = [];
      const load = (async () => {
        while (!gone) {
          traffic.push(await get(`${base}/api/user/categories/view`, signalAt));
          await new Promise((r) => setTimeout(r, 25));
        }
      })();

      // Not ready at once: the first answers after the signal already say so.
      let notReadyAfter: number | undefined;
      for (let i = 0; i < 50 && notReadyAfter === undefined; i++) {
        const ready = await get(`${base}/api/health/ready`, signalAt);
        if (ready.status === 503) notReadyAfter = ready.sentAt;
        else await new Promise((r) => setTimeout(r, 10));
      }
      expect(notReadyAfter).toBeDefined();
      expect(notReadyAfter).toBeLessThan(300);
      const live = await get(`${base}/api/health/live`, signalAt);
      expect(live.status).toBe(200);

      expect(await exited).toBe(0);
      await load;
      const exitedAfter = performance.now() - signalAt;
      expect(exitedAfter).toBeGreaterThanOrEqual(DRAIN_MS);

      // Everything sent during the drain was answered (a margin before its end for the close to start).
      const during = traffic.filter((o) => o.sentAt < DRAIN_MS - 200);
      expect(during.length).toBeGreaterThan(15);
      expect(during.filter((o) => o.status !== 200)).toEqual([]);
      // …each answer, once the process heard the signal, telling its client to reconnect (to another
      // instance) instead of keeping this connection.
      const heard = during.filter((o) => o.sentAt >= (notReadyAfter ?? 0));
      expect(heard.length).toBeGreaterThan(10);
      expect(heard.filter((o) => o.connection !== 'close')).toEqual([]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 180_000);
});
