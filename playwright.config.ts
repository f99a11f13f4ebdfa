import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser journeys against the BUILT shop (run `npm run build` first; `npm run test:e2e` does),
// started on a free port with a fresh data folder, driving the system's Chromium.

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  throw new Error(
    `Chromium was not found at ${chromePath}. The browser journeys need a real Chromium: ` +
      'on Debian/Ubuntu run `apt-get install chromium`, or point CHROME_PATH at a Chrome/Chromium binary.',
  );
}

// Computed once by the main process and inherited by the workers through the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(
    process.execPath,
    [
      '-e',
      'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})',
    ],
    { encoding: 'utf8' },
  ).trim();
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'll-e2e-'));
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'off',
    // The shop's service worker is tested on its own (e2e/installable.spec.ts allows it); elsewhere it
    // would only add its precache downloads to every journey's first page.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The storefront at phone and desktop widths; the console (e2e/console*.spec.ts) at desktop and tablet.
    {
      name: 'mobile-375',
      testIgnore: /console.*\.spec\.ts/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
    { name: 'desktop-1280', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'tablet-768', testMatch: /console.*\.spec\.ts/, use: { viewport: { width: 768, height: 1024 } } },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      LOG_LEVEL: 'warn',
      // Every journey comes from 127.0.0.1 and signs in many times: the per-client abuse limits (meant
      // for one client among many) would stop the run. The product never exempts loopback itself.
      LIMIT_CODE_SENDS_PER_CLIENT_HOUR: '100000',
      LIMIT_SIGNIN_PER_CLIENT_10MIN: '100000',
      LIMIT_SIGNUPS_PER_CLIENT_HOUR: '100000',
      LIMIT_REQUESTS_PER_CLIENT_MINUTE: '100000',
      // Low enough that an ordinary order passes the remote zones' cash limit (e2e/no-dead-ends.spec.ts).
      REMOTE_COD_LIMIT: '1000',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      // A build elsewhere than dist/web (e.g. two checkouts building side by side).
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
