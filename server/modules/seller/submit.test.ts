import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_MESSAGES } from '../../../contract/seller.ts';
import { sellerApplications } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
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
import { applicationFolders, DOCX_BYTES, PDF_BYTES, storedFiles } from './test-support.ts';

let t: Kit;

beforeAll(async () => {
  t = await createKit();
});

afterAll(async () => {
  await t.cleanup();
});

const rowOf = async (id: string) =>
  (await t.database.db.select().from(sellerApplications).where(eq(sellerApplications.id, id)))[0];

const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|pdf|doc|docx)$/;

describe('POST /api/user/profile/register', () => {
  it('stores the application under review, the password hashed and the files under server-made names', async () => {
    const who = await shopper(t);
    const logo = await imageBytes('png');
    const photo = await imageBytes('jpeg');
    const page = await imageBytes('webp');
    const res = await submitApplication(t, who, validFields(), {
      storelogo: [{ bytes: logo, name: '../../../uploads/logo.png', type: 'image/png' }],
      license: [{ bytes: PDF_BYTES, name: 'licence.pdf', type: 'application/pdf' }],
      images: [
        { bytes: photo, name: 'front.jpg', type: 'image/jpeg' },
        { bytes: photo, name: 'inside.jpg', type: 'image/jpeg' },
      ],
      passbookImage: [{ bytes: page, name: 'passbook.webp', type: 'image/webp' }],
    });

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: SELLER_MESSAGES.submitted,
      application: {
        _id: expect.any(String),
        status: 'pending',
        businessname: 'Little Threads',
        storetype: "Kids' clothing boutique",
        bankAccount: 'XXXXXX6789',
        createdAt: '2026-03-02T10:00:00.000Z',
        updatedAt: '2026-03-02T10:00:00.000Z',
      },
    });
    expect(res.body).not.toContain('loom-seller-1');
    expect(res.body).not.toContain('password');

    const row = await rowOf(body.application._id);
    expect(row).toMatchObject({
      userId: who.userId,
      status: 'pending',
      ownerName: 'Meera Iyer',
      email: 'meera.iyer@example.in',
      phone: '9876501234',
      address: '14 Temple Street, Mylapore',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600004',
      businessName: 'Little Threads',
      businessLocation: 'Mylapore, Chennai',
      businessLandmark: 'Near Kapaleeshwarar Temple',
      description: 'Hand-block printed cotton frocks for ages 1 to 8.',
      storeType: "Kids' clothing boutique",
      gstNumber: '33ABCDE1234F1Z5',
      bankName: 'State Bank of India',
      accountNumberLast4: '6789',
      accountHolderName: 'Meera Iyer',
      ifscCode: 'SBIN0001234',
    });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    // The account number is never stored as typed.
    expect(row?.accountNumber).not.toContain('30123456789');
    expect(row?.accountNumber).toMatch(/^enc:/);
    expect(row?.passwordHash).not.toContain('loom-seller-1');
    expect(await verifyPassword('loom-seller-1', row?.passwordHash ?? '')).toBe(true);

    const files = row?.files ?? [];
    // Pictures are re-encoded (personal-data.test.ts); the licence is kept byte for byte.
    expect(files.map((f) => [f.kind, f.mime])).toEqual([
      ['storelogo', 'image/png'],
      ['license', 'application/pdf'],
      ['images', 'image/jpeg'],
      ['images', 'image/jpeg'],
      ['passbookImage', 'image/webp'],
    ]);
    expect(files[1]?.size).toBe(PDF_BYTES.length);
    for (const file of files) expect(file.name).toMatch(STORED_NAME);
    expect(await storedFiles(t, row?.id ?? '')).toEqual(files.map((f) => f.name).sort());
    const logoRecord = files[0];
    const folder = path.join(sellerDocumentsDir(t.config.dataDir), row?.id ?? '');
    const storedLogo = readFileSync(path.join(folder, logoRecord?.name ?? ''));
    expect(storedLogo.length).toBe(logoRecord?.size);
    expect(await sharp(storedLogo).metadata()).toMatchObject({
      format: 'png',
      width: (await sharp(logo).metadata()).width,
    });
    // Beside the public uploads, never inside them.
    expect(path.relative(t.config.uploadsDir, folder).startsWith('..')).toBe(true);
    expect(existsSync(path.join(t.config.uploadsDir, 'logo.png'))).toBe(false);
    const served = await t.app.inject({ url: `/uploads/${logoRecord?.name}` });
    expect(served.statusCode).toBe(404);
  });

  it('takes an application without the optional fields and files, and a .docx license', async () => {
    const who = await shopper(t);
    const fields = validFields();
    delete fields.businesslandmark;
    delete fields.gstNumber;
    const res = await submitApplication(
      t,
      who,
      { ...fields, description: '  ' },
      {
        storelogo: [{ bytes: await imageBytes('jpeg'), name: 'logo.jpg' }],
        license: [{ bytes: DOCX_BYTES, name: 'licence.docx' }],
      },
    );
    expect(res.statusCode).toBe(200);
    const row = await rowOf(res.json().application._id);
    expect(row).toMatchObject({ businessLandmark: null, description: null, gstNumber: null });
    expect(row?.files.map((f) => [f.kind, f.mime])).toEqual([
      ['storelogo', 'image/jpeg'],
      ['license', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ]);
    expect(row?.files[1]?.name).toMatch(/\.docx$/);
  });

  it('refuses a second application while one is under review (409), storing no files for it', async () => {
    const who = await shopper(t);
    const logo = { storelogo: [{ bytes: await imageBytes(), name: 'logo.png' }] };
    const first = await submitApplication(t, who, validFields(), logo);
    expect(first.statusCode).toBe(200);
    const before = await t.database.db
      .select()
      .from(sellerApplications)
      .where(eq(sellerApplications.userId, who.userId));

    const second = await submitApplication(t, who, validFields({ businessname: 'Second Try' }), logo);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: SELLER_MESSAGES.alreadyPending });
    const after = await t.database.db
      .select()
      .from(sellerApplications)
      .where(eq(sellerApplications.userId, who.userId));
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));

    // Once decided, the shopper may apply again.
    await t.database.db
      .update(sellerApplications)
      .set({ status: 'rejected' })
      .where(eq(sellerApplications.userId, who.userId));
    const again = await submitApplication(t, who, validFields({ businessname: 'Third Try' }), logo);
    expect(again.statusCode).toBe(200);
  });

  it('stores one of two applications sent at once; the other answers 409 and leaves no files', async () => {
    const who = await shopper(t);
    const logo = { storelogo: [{ bytes: await imageBytes(), name: 'logo.png' }] };
    const folders = (await applicationFolders(t)).length;
    const answers = await Promise.all([
      submitApplication(t, who, validFields({ businessname: 'First' }), logo),
      submitApplication(t, who, validFields({ businessname: 'Second' }), logo),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select()
      .from(sellerApplications)
      .where(eq(sellerApplications.userId, who.userId));
    expect(rows).toHaveLength(1);
    expect(await applicationFolders(t)).toHaveLength(folders + 1);
  });

  it("answers 401 'No token provided' without a token, and reads no upload", async () => {
    const res = await submitApplication(t, null, validFields(), {
      storelogo: [{ bytes: await imageBytes(), name: 'logo.png' }],
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: SELLER_MESSAGES.noToken });
  });
});

describe('GET /api/user/seller/application', () => {
  it("shows the shopper's latest application and never another shopper's", async () => {
    const asha = await shopper(t);
    const ravi = await shopper(t);
    const none = await call(t, 'GET', '/user/seller/application', asha);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ success: true, application: null });

    const sent = await submitApplication(t, asha, validFields(), {
      storelogo: [{ bytes: await imageBytes(), name: 'logo.png' }],
    });
    const mine = await call(t, 'GET', '/user/seller/application', asha);
    expect(mine.json()).toEqual({ success: true, application: sent.json().application });
    expect(mine.headers['cache-control']).toBe('no-store');

    const theirs = await call(t, 'GET', '/user/seller/application', ravi);
    expect(theirs.json()).toEqual({ success: true, application: null });

    const stranger = await call(t, 'GET', '/user/seller/application', null);
    expect(stranger.statusCode).toBe(401);
  });

  it('is listed in the API docs with the application call', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/user/profile/register', '/api/user/seller/application']),
    );
  });
});
