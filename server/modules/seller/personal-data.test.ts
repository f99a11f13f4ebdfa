import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerApplications } from '../../db/schema/index.ts';
import { createDataCipher } from '../../lib/data-keys.ts';
import {
  call,
  createKit,
  imageBytes,
  type Kit,
  shopper,
  submitApplication,
  validFields,
} from '../../test/kit.ts';
import { sellerDocumentsDir } from './storage.ts';
import { PDF_BYTES } from './test-support.ts';

// Seller applications' personal data at rest: bank account numbers are stored encrypted (AES-256-GCM,
// DATA_KEYS) and shown masked, the ones stored before encryption are encrypted when the shop starts;
// pictures are re-encoded without their metadata.

const k1 = randomBytes(32).toString('hex');
const k2 = randomBytes(32).toString('hex');
let t: Kit;

beforeAll(async () => {
  t = await createKit({ env: { DATA_KEYS: `1:${k1}` } });
});
afterAll(async () => {
  await t.cleanup();
});

async function submit(): Promise<string> {
  const who = await shopper(t);
  const res = await submitApplication(t, who, validFields(), {
    storelogo: [{ bytes: await imageBytes('png'), name: 'logo.png', type: 'image/png' }],
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().application.bankAccount).toBe('XXXXXX6789');
  const mine = await call(t, 'GET', '/user/seller/application', who);
  expect(mine.json().application.bankAccount).toBe('XXXXXX6789');
  expect(mine.body).not.toContain('30123456789');
  return res.json().application._id;
}

const stored = async (id: string) =>
  (await t.database.db.select().from(sellerApplications).where(eq(sellerApplications.id, id)))[0]!;

describe('bank account numbers at rest', () => {
  it('stores the number encrypted, never plain, and answers it masked', async () => {
    const id = await submit();
    const row = await stored(id);
    expect(row.accountNumber).not.toBe('30123456789');
    expect(row.accountNumber).not.toContain('30123456789');
    expect(row.accountNumber.startsWith('enc:')).toBe(true);
    expect(row.accountNumberLast4).toBe('6789');
    expect(createDataCipher(`1:${k1}`, t.secret).decrypt(row.accountNumber)).toBe('30123456789');
  });

  it('reads old rows after a key rotation and writes new ones with the new key', async () => {
    const old = await submit();
    const rotated = await createKit({ env: { DATA_KEYS: `2:${k2},1:${k1}` } });
    try {
      const cipher = createDataCipher(`2:${k2},1:${k1}`, t.secret);
      expect(cipher.decrypt((await stored(old)).accountNumber)).toBe('30123456789');
      const main = t;
      t = rotated;
      try {
        const fresh = await submit();
        const row = await stored(fresh);
        expect(Buffer.from(row.accountNumber.slice(4), 'base64')[0]).toBe(2);
        expect(cipher.decrypt(row.accountNumber)).toBe('30123456789');
      } finally {
        t = main;
      }
    } finally {
      await rotated.cleanup();
    }
  });

  it('encrypts numbers stored before encryption when the shop starts', async () => {
    const id = await submit();
    await t.database.db.execute(
      sql`UPDATE seller_applications SET account_number = '30123456789', account_number_last4 = NULL
          WHERE id = ${id}::uuid`,
    );
    // The start-up step is the routes' onReady hook: a second app on the same database runs it.
    const { buildApp } = await import('../../app.ts');
    const again = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      await again.ready();
      const row = await stored(id);
      expect(row.accountNumber.startsWith('enc:')).toBe(true);
      expect(row.accountNumberLast4).toBe('6789');
      expect(createDataCipher(`1:${k1}`, t.secret).decrypt(row.accountNumber)).toBe('30123456789');
    } finally {
      await again.close();
    }
  });
});

describe('seller pictures', () => {
  it('are stored without EXIF (no GPS, no camera), upright and still a picture; documents as sent', async () => {
    const who = await shopper(t);
    // A phone photo: 3000 × 2000, with its position and camera in EXIF.
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#d97706' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Artist: 'Meera Iyer' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '13/1 4/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '80/1 16/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes('PhoneMaker', 0, 'latin1')).toBe(true);
    const res = await submitApplication(t, who, validFields(), {
      storelogo: [{ bytes: await imageBytes('png'), name: 'logo.png', type: 'image/png' }],
      images: [{ bytes: photo, name: 'shop.jpg', type: 'image/jpeg' }],
      license: [{ bytes: PDF_BYTES, name: 'licence.pdf', type: 'application/pdf' }],
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().application._id;
    const row = await stored(id);
    const dir = path.join(sellerDocumentsDir(t.config.dataDir), id);
    const shop = row.files.find((f) => f.kind === 'images')!;
    const bytes = readFileSync(path.join(dir, shop.name));
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('PhoneMaker', 0, 'latin1')).toBe(false);
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(2000);
    expect(shop.size).toBe(bytes.length);
    const licence = row.files.find((f) => f.kind === 'license')!;
    expect(readFileSync(path.join(dir, licence.name)).equals(PDF_BYTES)).toBe(true);
  });
});
