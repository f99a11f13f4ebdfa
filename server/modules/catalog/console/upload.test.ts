import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../../contract/admin-products.ts';
import { STAFF_MESSAGES } from '../../../../contract/staff.ts';
import { auditLog } from '../../../db/schema/index.ts';
import {
  bearer,
  createKit,
  formOf,
  type Kit,
  multipart,
  type StaffMember,
  staffMember,
} from '../../../test/kit.ts';

// POST /api/admin/uploads with real picture bytes made here: judged by the bytes, turned upright,
// stripped of EXIF (GPS included), fitted to its kind's box, stored as WebP (and twice the size when
// the source has the pixels), logged; refused clearly when it is not a picture, too large or too small.

let t: Kit;
let manager: StaffMember;
let owner: StaffMember;
let support: StaffMember;

beforeAll(async () => {
  t = await createKit();
  manager = await staffMember(t, 'manager');
  owner = await staffMember(t, 'owner');
  support = await staffMember(t, 'support');
});
afterAll(() => t.cleanup());

const STORED = /^catalogue\/[0-9a-f-]{36}\.webp$/;

/** A picture with a left half of one colour and a right half of another (so turning it shows). */
function picture(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  options: { alpha?: boolean } = {},
) {
  const channels = options.alpha ? 4 : 3;
  const left = { r: 224, g: 82, b: 156, ...(options.alpha ? { alpha: 0.4 } : {}) };
  return sharp({ create: { width, height, channels, background: left } })
    .composite([
      {
        input: {
          create: { width: Math.ceil(width / 2), height, channels, background: { r: 20, g: 60, b: 200 } },
        },
        left: Math.floor(width / 2),
        top: 0,
      },
    ])
    .toFormat(format);
}

async function upload(
  who: StaffMember | null,
  bytes: Buffer,
  { kind, name = 'photo.jpg', type = 'image/jpeg' }: { kind?: string; name?: string; type?: string } = {},
) {
  const { payload, headers } = await multipart(
    formOf({ file: [new Blob([new Uint8Array(bytes)], { type }), name] }),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/uploads${kind ? `?kind=${kind}` : ''}`,
    headers: { ...headers, ...(who ? bearer(who.token) : {}) },
    payload,
  });
}

const stored = (file: string) => path.join(t.config.uploadsDir, file);

describe('a picture that is fine', () => {
  it('is turned upright, stripped of EXIF and GPS, fitted and stored as WebP (a logo keeps its shape)', async () => {
    // 800×400 as stored, with orientation 6: upright it is 400×800, a tall logo.
    const bytes = await picture(800, 400)
      .withExif({
        IFD0: { Make: 'TestCam', Model: 'Pocket 9' },
        IFD3: { GPSMapDatum: 'WGS-84', GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const input = await sharp(bytes).metadata();
    expect(input.orientation).toBe(6);
    expect(bytes.includes('WGS-84')).toBe(true);

    const res = await upload(manager, bytes, { kind: 'logo' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ success: true, file: expect.stringMatching(STORED), width: 80, height: 160 });

    const webp = readFileSync(stored(body.file));
    const meta = await sharp(webp).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 80, height: 160 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const secret of ['WGS-84', 'TestCam', 'Pocket 9', 'Exif']) expect(webp.includes(secret)).toBe(false);
    // Upright: the stored picture's top row is the source's left half (pink), its bottom the right (blue).
    const { data } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[data.length - 3]).toBeLessThan(100);

    // The source had the pixels for twice the size.
    const retina = await sharp(stored(body.file.replace('.webp', '@2x.webp'))).metadata();
    expect(retina).toMatchObject({ format: 'webp', width: 160, height: 320 });
    expect(retina.exif).toBeUndefined();

    // And the storefront serves it.
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${body.file}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('crops a product picture to 4:5 (600×750) with a 1200×1500 twin from a big enough source', async () => {
    const res = await upload(owner, await picture(1600, 1600).toBuffer(), { kind: 'product' });
    expect(res.statusCode).toBe(201);
    const { file, width, height } = res.json();
    expect([width, height]).toEqual([600, 750]);
    expect(await sharp(stored(file)).metadata()).toMatchObject({ width: 600, height: 750 });
    expect(await sharp(stored(file.replace('.webp', '@2x.webp'))).metadata()).toMatchObject({
      width: 1200,
      height: 1500,
    });
  });

  it('makes the product box from a smaller source without a twin it has no pixels for (kind defaults to product)', async () => {
    const res = await upload(manager, await picture(480, 640, 'webp').toBuffer(), {
      name: 'frock.webp',
      type: 'image/webp',
    });
    expect(res.statusCode).toBe(201);
    const { file, width, height } = res.json();
    expect([width, height]).toEqual([600, 750]);
    expect(existsSync(stored(file.replace('.webp', '@2x.webp')))).toBe(false);
  });

  it.each([
    ['banner', 1300, 600, 1200, 480, false],
    ['card', 1400, 1000, 600, 400, true],
    ['tile', 500, 700, 320, 320, false],
  ] as const)('fits a PNG %s to its box', async (kind, w, h, width, height, twin) => {
    const res = await upload(manager, await picture(w, h, 'png').toBuffer(), {
      kind,
      name: 'art.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width, height });
    const meta = await sharp(stored(res.json().file)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width, height });
    expect(existsSync(stored(res.json().file.replace('.webp', '@2x.webp')))).toBe(twin);
  });

  it('keeps a logo’s transparency', async () => {
    const res = await upload(manager, await picture(640, 320, 'png', { alpha: true }).toBuffer(), {
      kind: 'logo',
      name: 'logo.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 320, height: 160 });
    expect(await sharp(stored(res.json().file)).metadata()).toMatchObject({ hasAlpha: true });
  });

  it('writes one audit entry per upload, naming who uploaded what', async () => {
    const res = await upload(manager, await picture(400, 400).toBuffer(), { kind: 'tile', name: 'tile.jpg' });
    const { file } = res.json();
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'upload.create'), eq(auditLog.targetId, file)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: manager.userId,
      actorRole: 'manager',
      via: 'console',
      targetType: 'upload',
      targetLabel: 'tile.jpg',
      after: { kind: 'tile', width: 320, height: 320, retina: false },
    });
  });
});

describe('a picture that is refused', () => {
  it('refuses a text file named .jpg (judged by its bytes: 415)', async () => {
    const res = await upload(manager, Buffer.from('not a picture at all, just words\n'.repeat(40)));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: UPLOAD_MESSAGES.notAnImage });
  });

  it('refuses a picture format the shop does not take (an SVG: 415)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>',
    );
    const res = await upload(manager, svg, { name: 'shape.png', type: 'image/png' });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a truncated JPEG (415), not a 500', async () => {
    const whole = await picture(600, 600).toBuffer();
    const res = await upload(manager, whole.subarray(0, Math.floor(whole.length / 3)));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.notAnImage);
  });

  it('refuses a 9 MB file (413) in the contract’s words', async () => {
    const res = await upload(manager, Buffer.alloc(9 * 1024 * 1024, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: UPLOAD_MESSAGES.tooLarge });
  });

  it('refuses a file just over 8 MB through the form’s own limit (413, not a 500)', async () => {
    const res = await upload(manager, Buffer.alloc(UPLOAD_MAX_BYTES + 1000, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.tooLarge);
  });

  it('refuses a tiny picture (400)', async () => {
    const res = await upload(manager, await picture(300, 150).toBuffer());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.tooSmall);
  });

  it('asks for a file when the form has none, or the body is not a form (400)', async () => {
    const { payload, headers } = await multipart(formOf({ note: 'no file here' }));
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...headers, ...bearer(manager.token) },
      payload,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(UPLOAD_MESSAGES.fileRequired);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: bearer(manager.token),
      payload: { file: 'photo.jpg' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(UPLOAD_MESSAGES.fileRequired);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...bearer(manager.token), 'content-type': 'image/jpeg' },
      payload: await picture(400, 400).toBuffer(),
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().message).toBe(UPLOAD_MESSAGES.fileRequired);
  });

  it('refuses an unknown kind with the contract’s message', async () => {
    const res = await upload(manager, await picture(400, 400).toBuffer(), { kind: 'poster' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/kind must be one of product, banner, card, tile, logo/);
  });

  it('lets support read the catalogue but not upload (403), and strangers not at all (401)', async () => {
    const bytes = await picture(400, 400).toBuffer();
    const asSupport = await upload(support, bytes);
    expect(asSupport.statusCode).toBe(403);
    expect(asSupport.json().message).toBe(STAFF_MESSAGES.notAllowed);
    expect((await upload(null, bytes)).statusCode).toBe(401);
  });
});
