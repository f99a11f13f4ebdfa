import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { GENEROUS_LIMITS, TEST_INDEX_HTML } from '../test/kit.ts';
import { type WebAppManifest, workerPolicy } from './installable.ts';

// The installable shop's server side: the manifest carries the shop's own name (SHOP_NAME) and icons
// that exist at the sizes it declares, and the service worker script is served so that a new one is
// found on the next visit (no-cache) under its own policy.

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const SHOP_NAME = 'Chhota Kurta Co.';

let db: TestDatabase;
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'll-installable-'));
  // A stand-in build with a worker script and one plain public file.
  const webDist = path.join(dir, 'web');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(path.join(webDist, 'offline.html'), '<!doctype html><title>offline</title>');
  const config = loadConfig({
    DATA_DIR: path.join(dir, 'data'),
    WEB_DIST: webDist,
    LOG_LEVEL: 'silent',
    SHOP_NAME,
    ...GENEROUS_LIMITS,
  });
  app = await buildApp({ config, database: db.database, logger: false });
});

afterAll(async () => {
  await app?.close();
  await db?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe('the web app manifest', () => {
  it('is served as a manifest with the shop’s name, standalone from the root', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json<WebAppManifest>();
    expect(manifest).toMatchObject({
      id: '/',
      name: SHOP_NAME,
      short_name: SHOP_NAME,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en-IN',
    });
  });

  it('uses the storefront’s theme colour (index.html) and cream paper (styles.css)', async () => {
    const manifest = (await app.inject({ url: '/manifest.webmanifest' })).json<WebAppManifest>();
    const indexHtml = readFileSync(path.join(ROOT, 'web', 'index.html'), 'utf8');
    const styles = readFileSync(path.join(ROOT, 'web', 'styles.css'), 'utf8');
    const themeColour = /<meta name="theme-color" content="(#[0-9a-f]{6})"/i.exec(indexHtml)?.[1];
    const cream = /--color-cream:\s*(#[0-9a-f]{6})/i.exec(styles)?.[1];
    expect(themeColour).toBeDefined();
    expect(cream).toBeDefined();
    expect(manifest.theme_color.toLowerCase()).toBe(themeColour?.toLowerCase());
    expect(manifest.background_color.toLowerCase()).toBe(cream?.toLowerCase());
    // …and index.html links it.
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('declares icons 192 and 512 and a maskable 512 that exist as PNGs of those sizes', async () => {
    const manifest = (await app.inject({ url: '/manifest.webmanifest' })).json<WebAppManifest>();
    const declared = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(declared).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const file = path.join(ROOT, 'web', 'public', icon.src);
      const meta = await sharp(readFileSync(file)).metadata();
      expect(meta.format, icon.src).toBe('png');
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
  });
});

describe('the service worker script', () => {
  it('is served as JavaScript, never kept by the HTTP cache, under the worker’s own policy', async () => {
    const res = await app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(workerPolicy([]));
    expect(res.body).toContain('addEventListener');
  });

  it('keeps the usual headers on the other built files', async () => {
    const res = await app.inject({ url: '/offline.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('may fetch pictures from the CDN and nothing else from elsewhere', () => {
    const policy = workerPolicy(['https://cdn.example.in']);
    expect(policy).toContain("connect-src 'self' https://cdn.example.in");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe');
  });
});
