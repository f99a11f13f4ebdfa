import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, sellerApplications } from '../db/schema/index.ts';
import { DEMO_PICTURES_MARKER, ensureDemoShop, restoreDemoImages } from '../db/seed/index.ts';
import {
  bearer,
  call,
  createKit,
  formOf,
  imageBytes,
  multipart,
  type ShopKit,
  type StaffMember,
  shopper,
  signedInShopper,
  staffMember,
  submitApplication,
  validFields,
} from '../test/kit.ts';
import { startS3rver, type TestBucket } from '../test/s3rver.ts';

// The whole shop on a bucket (S3_* settings, s3rver on loopback): console pictures and profile photos
// land under the public prefix and /uploads/<key> answers them from there (any instance can); seller
// documents land under the private prefix, never reachable as a picture, and the console's link
// becomes a short-lived signed link; deletions remove the objects; demo pictures are drawn once and
// recorded, so a new instance reads one object instead of looking for every picture. What the test
// reads of the bucket it reads straight from the server, not through the shop's store.

let s3: TestBucket;
let t: ShopKit;
let manager: StaffMember;

beforeAll(async () => {
  s3 = await startS3rver();
  t = await createKit({ env: s3.env, catalogue: true });
  manager = await staffMember(t, 'manager');
});
afterAll(async () => {
  await t?.cleanup();
  await s3?.close();
});

const inBucket = (key: string) => fetch(`${s3.endpoint}/${s3.bucket}/${key}`);
async function bytesInBucket(key: string): Promise<Buffer | undefined> {
  const res = await inBucket(key);
  return res.status === 200 ? Buffer.from(await res.arrayBuffer()) : undefined;
}
async function keysInBucket(prefix: string): Promise<string[]> {
  const res = await fetch(`${s3.endpoint}/${s3.bucket}?list-type=2&prefix=${encodeURIComponent(prefix)}`);
  return [...(await res.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1] as string).sort();
}

async function photoUpdate(token: string, png: Buffer) {
  const { payload, headers } = await multipart(
    formOf({ image: [new Blob([new Uint8Array(png)]), 'me.png'] }),
  );
  return t.app.inject({
    method: 'PATCH',
    url: '/api/user/profile/update',
    headers: { ...headers, ...bearer(token) },
    payload,
  });
}

describe('console pictures in the bucket', () => {
  it('lands under the public prefix and /uploads/<key> answers it from there', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#e0529c' } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = await multipart(
      formOf({ file: [new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'dress.jpg'] }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?kind=product',
      headers: { ...headers, ...bearer(manager.token) },
      payload,
    });
    expect(res.statusCode).toBe(201);
    const file: string = res.json().file;
    expect(file).toMatch(/^catalogue\/[0-9a-f-]{36}\.webp$/);

    const stored = await bytesInBucket(`public/${file}`);
    expect((await sharp(stored).metadata()).format).toBe('webp');
    // Nothing on this instance's disk: another instance answers the same picture.
    expect(existsSync(path.join(t.config.uploadsDir, file))).toBe(false);

    const served = await t.app.inject({ url: `/uploads/${file}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(stored as Buffer)).toBe(true);
    const head = await t.app.inject({ method: 'HEAD', url: `/uploads/${file}` });
    expect(head.statusCode).toBe(200);
  });

  it('answers 404 for a missing picture and for keys that climb out or name a dot-file', async () => {
    for (const url of [
      '/uploads/catalogue/00000000-0000-4000-8000-000000000000.webp',
      '/uploads/catalogue/..%2f..%2fprivate%2fx.pdf',
      '/uploads/.hidden',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ success: false, message: expect.any(String) });
    }
    // Dot segments are resolved before routing: this one is no /uploads request at all.
    expect((await t.app.inject({ url: '/uploads/%2e%2e/private/demo-pictures/v1.json' })).statusCode).toBe(
      404,
    );
  });
});

describe('profile photos in the bucket', () => {
  it('are stored and served from the bucket, replaced, and removed with the account', async () => {
    const { token } = await signedInShopper(t);
    const first = await photoUpdate(token, await imageBytes('png', 40));
    expect(first.statusCode).toBe(200);
    const firstImage: string = first.json().image;
    expect(firstImage).toMatch(/^profiles\/[0-9a-f-]{36}\.webp$/);
    expect(await bytesInBucket(`public/${firstImage}`)).toBeDefined();
    const served = await t.app.inject({ url: `/uploads/${firstImage}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const second = await photoUpdate(token, await imageBytes('webp', 48));
    const secondImage: string = second.json().image;
    expect(secondImage).not.toBe(firstImage);
    // The replaced photo goes from the bucket.
    expect((await inBucket(`public/${firstImage}`)).status).toBe(404);
    expect((await t.app.inject({ url: `/uploads/${firstImage}` })).statusCode).toBe(404);
    expect(await bytesInBucket(`public/${secondImage}`)).toBeDefined();

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/profile/delete',
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await inBucket(`public/${secondImage}`)).status).toBe(404);
  });
});

describe('seller documents in the bucket', () => {
  it('are private, opened by the console through a signed link, and removed with the account', async () => {
    const who = await shopper(t);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
    const res = await submitApplication(t, who, validFields(), {
      storelogo: [{ bytes: await imageBytes('png'), name: 'logo.png', type: 'image/png' }],
      license: [{ bytes: pdf, name: 'licence.pdf', type: 'application/pdf' }],
    });
    expect(res.statusCode).toBe(200);
    const id: string = res.json().application._id;
    const [row] = await t.database.db.select().from(sellerApplications).where(eq(sellerApplications.id, id));
    const names = (row?.files ?? []).map((f) => f.name);
    expect(names).toHaveLength(2);
    expect(await keysInBucket(`private/seller-documents/${id}/`)).toEqual(
      names.map((n) => `private/seller-documents/${id}/${n}`).sort(),
    );
    expect(await keysInBucket(`public/seller-documents/`)).toEqual([]);
    expect(await t.app.platform.store.listPrivate(`seller-documents/${id}/`)).toHaveLength(2);
    // No picture URL reaches a document.
    for (const name of names) {
      expect((await t.app.inject({ url: `/uploads/seller-documents/${id}/${name}` })).statusCode).toBe(404);
    }

    const support = await staffMember(t, 'support');
    const detail = await call(t, 'GET', `/admin/seller-applications/${id}`, support);
    const licence = detail.json().application.documents.find((d: { kind: string }) => d.kind === 'license');
    // The console's link is still the shop's (its role is checked on every open) …
    expect(licence.url).toMatch(/^\/api\/admin\/seller-documents\//);
    const opened = await t.app.inject({ url: licence.url });
    // … and it sends the browser to the bucket's own short-lived signed link.
    expect(opened.statusCode).toBe(302);
    expect(opened.headers['cache-control']).toBe('no-store');
    const signed = new URL(opened.headers.location as string);
    expect(signed.origin).toBe(s3.endpoint);
    expect(signed.pathname).toMatch(
      new RegExp(`^/${s3.bucket}/private/seller-documents/${id}/[0-9a-f-]{36}\\.pdf$`),
    );
    expect(signed.searchParams.get('X-Amz-Expires')).toBe(String(t.config.s3?.signedUrlSeconds));
    expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const fetched = await fetch(signed);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(pdf)).toBe(true);

    expect((await call(t, 'DELETE', '/user/profile/delete', who)).statusCode).toBe(200);
    expect(await keysInBucket(`private/seller-documents/${id}/`)).toEqual([]);
    expect(await t.app.platform.store.listPrivate(`seller-documents/${id}/`)).toEqual([]);
  });
});

describe('demo pictures in the bucket', () => {
  const marker = () => bytesInBucket(`private/${DEMO_PICTURES_MARKER}`);
  const listed = async () => JSON.parse((await marker())?.toString('utf8') ?? '{}').names as string[];

  it('are drawn once and recorded; a later start reads the record instead of looking for each', async () => {
    const store = t.app.platform.store;
    // The test catalogue refers to three category tiles the seed knows how to draw.
    const drawable = ['cat-boys.webp', 'cat-footwear.webp', 'cat-girls.webp'];
    expect(await ensureDemoShop(t.database, { store })).toBe('already-seeded');
    expect(await listed()).toEqual(drawable);
    for (const name of drawable) {
      expect((await sharp(await bytesInBucket(`public/${name}`)).metadata()).format).toBe('webp');
    }

    // Gone from the bucket behind the record's back: the next start trusts the record, draws nothing.
    await fetch(`${s3.endpoint}/${s3.bucket}/public/cat-boys.webp`, { method: 'DELETE' });
    const trusted = await restoreDemoImages(t.database.db, store);
    expect(trusted).toMatchObject({ rendered: 0, existing: 3 });
    expect((await inBucket('public/cat-boys.webp')).status).toBe(404);

    // A picture the record does not list yet is drawn, alone, and recorded.
    await t.database.db
      .update(brands)
      .set({ logo: 'brand-tiny-threads.webp' })
      .where(eq(brands.slug, 'tiny-threads'));
    const added = await restoreDemoImages(t.database.db, store);
    expect(added).toMatchObject({ rendered: 1, existing: 3 });
    expect(await listed()).toEqual(['brand-tiny-threads.webp', ...drawable]);

    // Without the record (the way to ask for a full check), every picture is looked for again.
    await fetch(`${s3.endpoint}/${s3.bucket}/private/${DEMO_PICTURES_MARKER}`, { method: 'DELETE' });
    const checked = await restoreDemoImages(t.database.db, store);
    expect(checked).toMatchObject({ rendered: 1, existing: 3 });
    expect((await inBucket('public/cat-boys.webp')).status).toBe(200);
    expect(await listed()).toEqual(['brand-tiny-threads.webp', ...drawable]);
  });
});
