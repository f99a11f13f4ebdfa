import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { registerUploads } from '../plugins/uploads.ts';
import { startS3rver, type TestBucket } from '../test/s3rver.ts';
import { type FileStore, openStore } from './storage.ts';
import { createDiskStore } from './storage-disk.ts';

// The file store (docs/decisions/026) through its interface, one behaviour suite run on both stores:
// the disk under temp folders, and a bucket on s3rver started here on loopback. Then what only one of
// them does: the bucket's prefixes, cache headers and signed links; the disk's file modes.

const quiet = Fastify({ logger: false }).log;
const WEBP = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 a picture', 'latin1');
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');

let s3: TestBucket;
let dir: string;
const stores: Record<'disk' | 's3', FileStore> = {} as never;

beforeAll(async () => {
  s3 = await startS3rver();
  dir = mkdtempSync(path.join(os.tmpdir(), 'll-store-'));
  stores.disk = await openStore(loadConfig({ DATA_DIR: path.join(dir, 'disk') }), quiet);
  stores.s3 = await openStore(loadConfig({ DATA_DIR: path.join(dir, 's3'), ...s3.env }), quiet);
});

afterAll(async () => {
  await Promise.all(Object.values(stores).map((store) => store.close()));
  await s3?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.each(['disk', 's3'] as const)('the %s store', (kind) => {
  const store = () => stores[kind];

  it('is the kind the settings ask for, and answers its readiness check', async () => {
    expect(store().kind).toBe(kind);
    expect(await store().ping()).toBe(true);
  });

  it('stores a public picture, serves its bytes and type, and forgets it on delete', async () => {
    const key = 'catalogue/0b7c1f8e-0000-4000-8000-000000000001.webp';
    expect(await store().hasPublic(key)).toBe(false);
    expect(await store().readPublic(key)).toBeUndefined();

    const url = await store().putPublic(key, WEBP, 'image/webp');
    expect(url).toBe(`/uploads/${key}`);
    expect(store().keyOfPublicUrl(url)).toBe(key);
    expect(await store().hasPublic(key)).toBe(true);
    const read = await store().readPublic(key);
    expect(read?.contentType).toBe('image/webp');
    expect(read?.bytes.equals(WEBP)).toBe(true);

    // Written again (a redrawn demo picture): replaced whole.
    const other = Buffer.concat([WEBP, Buffer.from(' again')]);
    await store().putPublic(key, other, 'image/webp');
    expect((await store().readPublic(key))?.bytes.equals(other)).toBe(true);

    await store().deletePublic(key);
    expect(await store().hasPublic(key)).toBe(false);
    expect(await store().readPublic(key)).toBeUndefined();
    // A missing picture is not an error.
    await expect(store().deletePublic(key)).resolves.toBeUndefined();
  });

  it('keeps private documents apart from public pictures, lists them and removes them by prefix', async () => {
    const first = 'seller-documents/11111111-1111-4111-8111-111111111111/';
    const second = 'seller-documents/22222222-2222-4222-8222-222222222222/';
    await store().putPrivate(`${first}b.pdf`, PDF, 'application/pdf');
    await store().putPrivate(`${first}a.pdf`, PDF, 'application/pdf');
    await store().putPrivate(`${second}c.pdf`, PDF, 'application/pdf');

    expect((await store().readPrivate(`${first}a.pdf`))?.equals(PDF)).toBe(true);
    expect(await store().readPrivate(`${first}missing.pdf`)).toBeUndefined();
    // Never reachable as a public picture.
    expect(await store().hasPublic(`${first}a.pdf`)).toBe(false);
    expect(await store().readPublic(`${first}a.pdf`)).toBeUndefined();
    expect(await store().listPrivate(first)).toEqual([`${first}a.pdf`, `${first}b.pdf`]);
    expect(await store().listPrivate('seller-documents/')).toEqual([
      `${first}a.pdf`,
      `${first}b.pdf`,
      `${second}c.pdf`,
    ]);

    await store().deletePrivatePrefix(first);
    expect(await store().readPrivate(`${first}a.pdf`)).toBeUndefined();
    expect(await store().listPrivate(first)).toEqual([]);
    // Only that application's documents went.
    expect(await store().listPrivate('seller-documents/')).toEqual([`${second}c.pdf`]);
    await expect(store().deletePrivatePrefix(first)).resolves.toBeUndefined();
    await store().deletePrivatePrefix(second);
  });

  it('refuses keys that could leave their folder or prefix', async () => {
    for (const key of [
      '../escape.webp',
      'catalogue/../../x.webp',
      '/etc/passwd',
      '.hidden',
      'a//b.webp',
      '',
    ]) {
      await expect(store().putPublic(key, WEBP, 'image/webp'), key).rejects.toThrow(/not a file key/);
      await expect(store().readPrivate(key), key).rejects.toThrow(/not a file key/);
    }
    for (const prefix of ['', 'seller-documents', '../', 'seller-documents/../']) {
      await expect(store().deletePrivatePrefix(prefix), prefix).rejects.toThrow(/not a key folder/);
    }
    expect(store().keyOfPublicUrl('/uploads/../auth-secret')).toBeUndefined();
    expect(store().keyOfPublicUrl('https://elsewhere.example/p.webp')).toBeUndefined();
    expect(store().keyOfPublicUrl('/uploads/p-1.webp')).toBe('p-1.webp');
  });
});

describe('the disk store', () => {
  it('keeps private documents readable by the shop’s user only, and out of the uploads folder', async () => {
    const key = 'seller-documents/33333333-3333-4333-8333-333333333333/d.pdf';
    await stores.disk.putPrivate(key, PDF, 'application/pdf');
    const file = path.join(dir, 'disk', key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    // DATA_DIR holds the uploads folder: a private key there would be public.
    await expect(stores.disk.putPrivate('uploads/leak.pdf', PDF, 'application/pdf')).rejects.toThrow(
      /not a private key/,
    );
  });

  it('has no signed links: the shop streams private documents itself', async () => {
    expect(await stores.disk.signedUrl('seller-documents/x/d.pdf', 60)).toBeUndefined();
  });

  it('is not ready when its folder cannot be written', async () => {
    const blocked = path.join(dir, 'not-a-folder');
    await createDiskStore({ uploadsDir: blocked, dataDir: dir }).putPublic('x.webp', WEBP, 'image/webp');
    const store = createDiskStore({ uploadsDir: path.join(blocked, 'x.webp'), dataDir: dir });
    expect(await store.ping()).toBe(false);
  });
});

describe('the S3 store', () => {
  const raw = (key: string) => fetch(`${s3.endpoint}/${s3.bucket}/${key}`);

  it('puts public pictures under the public prefix, cached for a year', async () => {
    const key = 'profiles/44444444-4444-4444-8444-444444444444.webp';
    await stores.s3.putPublic(key, WEBP, 'image/webp');
    const res = await raw(`public/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await res.arrayBuffer()).equals(WEBP)).toBe(true);
    expect((await raw(key)).status).toBe(404);
  });

  it('puts private documents under the private prefix, never cached', async () => {
    const key = 'seller-documents/55555555-5555-4555-8555-555555555555/e.pdf';
    await stores.s3.putPrivate(key, PDF, 'application/pdf');
    const res = await raw(`private/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await raw(`public/${key}`)).status).toBe(404);
  });

  it('gives a signed link to a private document that works until it expires', async () => {
    const key = 'seller-documents/66666666-6666-4666-8666-666666666666/f.pdf';
    await stores.s3.putPrivate(key, PDF, 'application/pdf');
    // X-Amz-Date counts whole seconds, so a link signed late in a second has lost most of that second:
    // two seconds leave the first fetch at least one, however late in its second it was signed.
    const link = await stores.s3.signedUrl(key, 2);
    if (!link) throw new Error('no signed link');
    const url = new URL(link);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/${s3.bucket}/private/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('2');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    const fresh = await fetch(link);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await fresh.arrayBuffer()).equals(PDF)).toBe(true);

    // Three seconds on, the two-second link is over whenever in its second it was signed.
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const expired = await fetch(link);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  });

  it('answers with the public URL when S3_PUBLIC_URL is set, and /uploads/<key> sends browsers there', async () => {
    const config = loadConfig({
      DATA_DIR: path.join(dir, 'cdn'),
      ...s3.env,
      S3_PUBLIC_URL: 'https://cdn.example.in/pictures/',
      S3_PUBLIC_PREFIX: 'cdn/',
    });
    const store = await openStore(config, quiet);
    const app = Fastify({ logger: false });
    await registerUploads(app, store, { uploadsDir: config.uploadsDir, publicUrl: config.s3?.publicUrl });
    try {
      const url = await store.putPublic('catalogue/a@2x.webp', WEBP, 'image/webp');
      expect(url).toBe('https://cdn.example.in/pictures/catalogue/a@2x.webp');
      expect(store.keyOfPublicUrl(url)).toBe('catalogue/a@2x.webp');
      expect(store.keyOfPublicUrl('/uploads/catalogue/a@2x.webp')).toBe('catalogue/a@2x.webp');
      expect(store.keyOfPublicUrl('https://cdn.example.in/other/x.webp')).toBeUndefined();
      expect((await raw('cdn/catalogue/a@2x.webp')).status).toBe(200);

      const sent = await app.inject({ url: '/uploads/catalogue/a@2x.webp' });
      expect(sent.statusCode).toBe(302);
      expect(sent.headers.location).toBe(url);
      expect(sent.headers['cache-control']).toBe('public, max-age=86400');
      expect((await app.inject({ url: '/uploads/.env' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await store.close();
    }
  });

  it('is not ready when the bucket does not answer', async () => {
    const store = await openStore(
      loadConfig({ DATA_DIR: path.join(dir, 'gone'), ...s3.env, S3_BUCKET: 'no-such-bucket' }),
      quiet,
    );
    try {
      expect(await store.ping()).toBe(false);
    } finally {
      await store.close();
    }
  });
});
