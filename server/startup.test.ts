import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real process refusing to start (docs/decisions/018-shop-modes.md): one line on stderr, exit code 1,
// and no database opened (the data folder stays untouched).

const root = mkdtempSync(path.join(os.tmpdir(), 'll-startup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Settings that would change the outcome if the test machine happened to have them. */
const CLEARED = [
  'SHOP_MODE',
  'HOST',
  'PORT',
  'AUTH_SECRET',
  'DATABASE_URL',
  'SMS_HTTP_URL',
  'SMS_HTTP_TOKEN',
  'SMTP_URL',
  'MAIL_FROM',
  'PUBLIC_URL',
  'SEED_DEMO',
  'LOG_LEVEL',
  'METRICS_TOKEN',
  'REDIS_URL',
  'S3_BUCKET',
];

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
  dataDir: string;
}

function run(env: Record<string, string>): Promise<Exit> {
  const dataDir = path.join(root, `data-${Math.random().toString(36).slice(2)}`);
  const full: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CLEARED) delete full[name];
  Object.assign(full, { DATA_DIR: dataDir, PORT: '0' }, env);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: full, stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr, dataDir });
    });
  });
}

function expectRefusedBeforeTheDatabase(result: Exit) {
  expect(result.code).toBe(1);
  expect(result.stdout).toBe('');
  const lines = result.stderr.split('\n').filter((l) => l.trim() !== '');
  expect(lines).toHaveLength(1);
  // Nothing was opened or written: no embedded database, no generated secret.
  expect(existsSync(result.dataDir) ? readdirSync(result.dataDir) : []).toEqual([]);
  return lines[0] ?? '';
}

describe('starting the shop process', () => {
  it('refuses SHOP_MODE=production without its settings, naming each one on one line', async () => {
    const result = await run({ SHOP_MODE: 'production', SMTP_URL: 'smtp://mail.example.com:25' });
    const line = expectRefusedBeforeTheDatabase(result);
    expect(line).toMatch(/^Refusing to start: SHOP_MODE=production needs /);
    for (const name of ['AUTH_SECRET', 'DATABASE_URL', 'SMS_HTTP_URL', 'SMS_HTTP_TOKEN']) {
      expect(line).toContain(name);
    }
    expect(line).not.toContain('SMTP_URL');
  }, 30_000);

  it('refuses HOST=0.0.0.0 with no message provider when SHOP_MODE is not chosen', async () => {
    const result = await run({ HOST: '0.0.0.0' });
    const line = expectRefusedBeforeTheDatabase(result);
    expect(line).toMatch(/^Refusing to start: HOST=0\.0\.0\.0 .*\/api\/dev\/outbox.*SHOP_MODE=demo/);
  }, 30_000);

  it('starts an explicit SHOP_MODE=demo on 0.0.0.0, warning that the codes are readable by anyone', async () => {
    const dataDir = path.join(root, 'demo-public');
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of CLEARED) delete env[name];
    Object.assign(env, {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '0.0.0.0',
      SHOP_MODE: 'demo',
      SEED_DEMO: 'false',
      // No drain before closing: leaving is tested in server/drain.test.ts.
      DRAIN_MS: '0',
    });
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: 'pipe' });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 60_000;
      while (!out.includes('is open at') && child.exitCode === null && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(out).toContain('is open at');
      const warnings = out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { level: number; msg: string })
        .filter((l) => l.level === 40)
        .map((l) => l.msg);
      expect(warnings).toEqual([
        expect.stringMatching(/readable by ANYONE who can reach this shop at \/api\/dev\/outbox/),
        expect.stringMatching(/several instances need one shared AUTH_SECRET/),
        expect.stringMatching(/^METRICS_TOKEN is not set: \/metrics .* answers anyone/),
      ]);
    } finally {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  }, 90_000);
});
