import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SELLER_FILE_LIMITS,
  SELLER_MESSAGES,
  sellerApplicationFormFields,
} from '../../../contract/seller.ts';
import type { Db } from '../../db/client.ts';
import { createDataCipher } from '../../lib/data-keys.ts';
import {
  createKit,
  type FilePart,
  imageBytes,
  type Kit,
  type SellerFiles,
  type Shopper,
  shopper,
  submitApplication,
  validFields,
} from '../../test/kit.ts';
import { documentKindOf, imageKindOf } from './file-kinds.ts';
import { createSellerService } from './service.ts';
import { applicationFolders, DOC_BYTES, DOCX_BYTES, PDF_BYTES, SCRIPT_BYTES } from './test-support.ts';

let t: Kit;
let png: Buffer;

beforeAll(async () => {
  t = await createKit();
  png = await imageBytes('png');
});

afterAll(async () => {
  await t.cleanup();
});

const logoPart = (): FilePart => ({ bytes: png, name: 'logo.png', type: 'image/png' });

/** Sends a valid application with these files and expects `status` with this message; nothing stored. */
async function expectFileRefused(who: Shopper, files: SellerFiles, status: number, message: string) {
  const folders = (await applicationFolders(t)).length;
  const res = await submitApplication(t, who, validFields(), files);
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message });
  expect(await applicationFolders(t)).toHaveLength(folders);
  const latest = await t.app.inject({
    url: '/api/user/seller/application',
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(latest.json().application).toBeNull();
}

describe('seller documents are judged by their bytes (415)', () => {
  it('refuses a script named license.pdf and declared as a PDF', async () => {
    const who = await shopper(t);
    await expectFileRefused(
      who,
      {
        storelogo: [logoPart()],
        license: [{ bytes: SCRIPT_BYTES, name: 'license.pdf', type: 'application/pdf' }],
      },
      415,
      SELLER_MESSAGES.licenseWrongType,
    );
  });

  it('refuses a PDF sent as the store logo, whatever its name', async () => {
    const who = await shopper(t);
    await expectFileRefused(
      who,
      { storelogo: [{ bytes: PDF_BYTES, name: 'logo.png', type: 'image/png' }] },
      415,
      SELLER_MESSAGES.logoNotImage,
    );
  });

  it('refuses bytes that only start like a PNG', async () => {
    const who = await shopper(t);
    const fake = Buffer.concat([png.subarray(0, 8), SCRIPT_BYTES]);
    await expectFileRefused(
      who,
      { storelogo: [logoPart()], images: [{ bytes: fake, name: 'shop.png', type: 'image/png' }] },
      415,
      SELLER_MESSAGES.imagesNotImage,
    );
  });

  it('refuses a passbook page that is not an image', async () => {
    const who = await shopper(t);
    await expectFileRefused(
      who,
      { storelogo: [logoPart()], passbookImage: [{ bytes: DOCX_BYTES, name: 'passbook.jpg' }] },
      415,
      SELLER_MESSAGES.passbookNotImage,
    );
  });

  it('takes a Word .doc license', async () => {
    const who = await shopper(t);
    const res = await submitApplication(t, who, validFields(), {
      storelogo: [logoPart()],
      license: [{ bytes: DOC_BYTES, name: 'LICENSE' }],
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('seller documents have sizes and counts (413)', () => {
  it('refuses a logo over 2 MB', async () => {
    const who = await shopper(t);
    const big = Buffer.concat([png, Buffer.alloc(SELLER_FILE_LIMITS.storelogo.maxBytes)]);
    await expectFileRefused(
      who,
      { storelogo: [{ bytes: big, name: 'logo.png', type: 'image/png' }] },
      413,
      SELLER_MESSAGES.logoTooLarge,
    );
  });

  it('takes a license of exactly 5 MB and refuses one byte more', async () => {
    const who = await shopper(t);
    const limit = SELLER_FILE_LIMITS.license.maxBytes;
    const pdf = (size: number) => Buffer.concat([PDF_BYTES, Buffer.alloc(size - PDF_BYTES.length, 0x20)]);
    await expectFileRefused(
      who,
      { storelogo: [logoPart()], license: [{ bytes: pdf(limit + 1), name: 'license.pdf' }] },
      413,
      SELLER_MESSAGES.licenseTooLarge,
    );
    const res = await submitApplication(t, who, validFields(), {
      storelogo: [logoPart()],
      license: [{ bytes: pdf(limit), name: 'license.pdf' }],
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a sixth store image and a third passbook page', async () => {
    const who = await shopper(t);
    const photo = (n: number): FilePart => ({ bytes: png, name: `shop-${n}.png`, type: 'image/png' });
    await expectFileRefused(
      who,
      { storelogo: [logoPart()], images: [1, 2, 3, 4, 5, 6].map(photo) },
      413,
      SELLER_MESSAGES.tooManyImages,
    );
    await expectFileRefused(
      who,
      { storelogo: [logoPart()], passbookImage: [1, 2, 3].map(photo) },
      413,
      SELLER_MESSAGES.tooManyPassbook,
    );
    await expectFileRefused(who, { storelogo: [logoPart(), logoPart()] }, 413, SELLER_MESSAGES.oneLogo);
  });

  it('refuses a file field the application does not take', async () => {
    const who = await shopper(t);
    const res = await submitApplication(t, who, validFields(), {
      storelogo: [logoPart()],
      // @ts-expect-error: a field the form does not have
      avatar: [logoPart()],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SELLER_MESSAGES.unknownFile);
  });

  it('refuses a JSON body with 415: the application is a form with files', async () => {
    const who = await shopper(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile/register',
      headers: { authorization: `Bearer ${who.token}` },
      payload: validFields(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: SELLER_MESSAGES.notMultipart });
  });
});

describe('seller documents and the database', () => {
  it('removes the written files again when the row cannot be stored', async () => {
    const who = await shopper(t);
    const real = t.database.db;
    // The database as the service sees it, refusing the insert after the files are written.
    const failing = new Proxy(real, {
      get(target, key, receiver) {
        if (key === 'insert') {
          return () => {
            throw new Error('disk full');
          };
        }
        return Reflect.get(target, key, receiver);
      },
    }) as Db;
    const service = createSellerService({
      db: failing,
      store: t.app.platform.store,
      clock: () => t.clock.now,
      cipher: createDataCipher(undefined, 'a test secret of at least thirty-two characters'),
    });
    const folders = (await applicationFolders(t)).length;
    const fields = sellerApplicationFormFields.parse(validFields());
    await expect(
      service.submit(who.userId, {
        ...fields,
        storelogo: { bytes: png, filename: 'logo.png' },
        license: { bytes: PDF_BYTES, filename: 'license.pdf' },
        images: [],
        passbookImage: [],
      }),
    ).rejects.toThrow('disk full');
    expect(await applicationFolders(t)).toHaveLength(folders);
  });
});

describe('file kinds', () => {
  it('reads images and documents by their signatures', async () => {
    expect(imageKindOf(await imageBytes('jpeg'))?.mime).toBe('image/jpeg');
    expect(imageKindOf(png)?.mime).toBe('image/png');
    expect(imageKindOf(await imageBytes('webp'))?.mime).toBe('image/webp');
    expect(imageKindOf(PDF_BYTES)).toBeUndefined();
    expect(documentKindOf(PDF_BYTES)?.ext).toBe('pdf');
    expect(documentKindOf(DOC_BYTES)?.ext).toBe('doc');
    expect(documentKindOf(DOCX_BYTES)?.ext).toBe('docx');
    // A zip that is not a Word document.
    expect(
      documentKindOf(Buffer.concat([DOCX_BYTES.subarray(0, 30), Buffer.from('photos/a.jpg')])),
    ).toBeUndefined();
    expect(documentKindOf(SCRIPT_BYTES)).toBeUndefined();
    expect(documentKindOf(png)).toBeUndefined();
  });
});
