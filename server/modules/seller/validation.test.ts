import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_MESSAGES } from '../../../contract/seller.ts';
import { sellerApplications } from '../../db/schema/index.ts';
import { createDataCipher } from '../../lib/data-keys.ts';
import {
  bearer,
  createKit,
  imageBytes,
  type Kit,
  multipart,
  type SellerFiles,
  type Shopper,
  shopper,
  submitApplication,
  validFields,
} from '../../test/kit.ts';
import { applicationFolders, bankDetailsWith } from './test-support.ts';

let t: Kit;
let who: Shopper;
let logo: SellerFiles;

beforeAll(async () => {
  t = await createKit();
  who = await shopper(t);
  logo = { storelogo: [{ bytes: await imageBytes(), name: 'logo.png', type: 'image/png' }] };
});

afterAll(async () => {
  await t.cleanup();
});

function without(field: string): Record<string, string> {
  const fields = validFields();
  delete fields[field];
  return fields;
}

/** Sends the fields and expects 400 with exactly this one field error; nothing is stored. */
async function expectRefused(fields: Record<string, string>, field: string, msg: string, files = logo) {
  const folders = (await applicationFolders(t)).length;
  const res = await submitApplication(t, who, fields, files);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ success: false, message: msg, errors: [{ field, msg }] });
  expect(await applicationFolders(t)).toHaveLength(folders);
}

describe('seller application: every required field with its message', () => {
  it.each([
    ['ownername', SELLER_MESSAGES.ownerNameRequired],
    ['email', SELLER_MESSAGES.emailRequired],
    ['password', SELLER_MESSAGES.passwordRequired],
    ['number', SELLER_MESSAGES.phoneRequired],
    ['address', SELLER_MESSAGES.addressRequired],
    ['city', SELLER_MESSAGES.cityRequired],
    ['state', SELLER_MESSAGES.stateRequired],
    ['pincode', SELLER_MESSAGES.pincodeRequired],
    ['businessname', SELLER_MESSAGES.businessNameRequired],
    ['businesslocation', SELLER_MESSAGES.businessLocationRequired],
    ['storetype', SELLER_MESSAGES.storeTypeRequired],
  ])('missing %s → "%s"', async (field, msg) => {
    await expectRefused(without(field), field, msg);
  });

  it.each([
    ['ownername', SELLER_MESSAGES.ownerNameRequired],
    ['email', SELLER_MESSAGES.emailRequired],
    ['address', SELLER_MESSAGES.addressRequired],
    ['businessname', SELLER_MESSAGES.businessNameRequired],
  ])('blank %s → "%s"', async (field, msg) => {
    await expectRefused(validFields({ [field]: '   ' }), field, msg);
  });

  it.each([
    ['bankName', SELLER_MESSAGES.bankNameRequired],
    ['accountNumber', SELLER_MESSAGES.accountNumberRequired],
    ['accountHolderName', SELLER_MESSAGES.accountHolderRequired],
    ['ifscCode', SELLER_MESSAGES.ifscRequired],
  ])('blank bank detail %s → "%s"', async (field, msg) => {
    await expectRefused(
      validFields({ bankDetails: bankDetailsWith({ [field]: '' }) }),
      `bankDetails.${field}`,
      msg,
    );
  });

  it('reads missing bank details as four missing fields', async () => {
    const res = await submitApplication(t, who, without('bankDetails'), logo);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'bankDetails.bankName', msg: SELLER_MESSAGES.bankNameRequired },
      { field: 'bankDetails.accountNumber', msg: SELLER_MESSAGES.accountNumberRequired },
      { field: 'bankDetails.accountHolderName', msg: SELLER_MESSAGES.accountHolderRequired },
      { field: 'bankDetails.ifscCode', msg: SELLER_MESSAGES.ifscRequired },
    ]);
  });

  it("requires the store logo: 'Store logo is required'", async () => {
    await expectRefused(validFields(), 'storelogo', SELLER_MESSAGES.storeLogoRequired, {});
  });

  it('lists every problem of an empty form, the spec texts first to last', async () => {
    const res = await submitApplication(t, who, {}, {});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(SELLER_MESSAGES.ownerNameRequired);
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual([
      'ownername',
      'email',
      'password',
      'number',
      'address',
      'city',
      'state',
      'pincode',
      'businessname',
      'storetype',
      'businesslocation',
      'bankDetails.bankName',
      'bankDetails.accountNumber',
      'bankDetails.accountHolderName',
      'bankDetails.ifscCode',
      'storelogo',
    ]);
  });
});

describe('seller application: formats', () => {
  it.each([
    ['email', 'meera@', 'email', SELLER_MESSAGES.emailInvalid],
    ['password', '12345', 'password', SELLER_MESSAGES.passwordTooShort],
    ['number', '98765', 'number', SELLER_MESSAGES.phoneInvalid],
    ['number', '98765012345', 'number', SELLER_MESSAGES.phoneInvalid],
    ['number', '98765o1234', 'number', SELLER_MESSAGES.phoneInvalid],
    ['pincode', '060004', 'pincode', SELLER_MESSAGES.pincodeInvalid],
    ['pincode', '60004', 'pincode', SELLER_MESSAGES.pincodeInvalid],
    ['state', 'Atlantis', 'state', SELLER_MESSAGES.stateInvalid],
    ['gstNumber', '33ABCDE1234F1Y5', 'gstNumber', SELLER_MESSAGES.gstInvalid],
  ])('%s "%s" → "%s"', async (name, value, field, msg) => {
    await expectRefused(validFields({ [name]: value }), field, msg);
  });

  it.each(['SBIN1001234', 'SBI00001234', 'SBIN000123', 'SBIN00012345', 'SBIN0-01234'])(
    'refuses the IFSC code %s',
    async (ifscCode) => {
      await expectRefused(
        validFields({ bankDetails: bankDetailsWith({ ifscCode }) }),
        'bankDetails.ifscCode',
        SELLER_MESSAGES.ifscInvalid,
      );
    },
  );

  it('refuses an account number that is not 9 to 18 digits', async () => {
    await expectRefused(
      validFields({ bankDetails: bankDetailsWith({ accountNumber: '12345678' }) }),
      'bankDetails.accountNumber',
      SELLER_MESSAGES.accountNumberInvalid,
    );
  });

  it('refuses bank details that are not a JSON object, and unknown bank fields', async () => {
    await expectRefused(
      validFields({ bankDetails: '{bankName:' }),
      'bankDetails',
      SELLER_MESSAGES.bankDetailsInvalid,
    );
    const res = await submitApplication(
      t,
      who,
      validFields({ bankDetails: bankDetailsWith({ upiId: 'meera@upi' }) }),
      logo,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('bankDetails');
  });

  it('refuses unknown and repeated fields', async () => {
    const unknown = await submitApplication(t, who, validFields({ status: 'approved' }), logo);
    expect(unknown.statusCode).toBe(400);

    const form = new FormData();
    for (const [name, value] of Object.entries(validFields())) form.append(name, value);
    form.append('ownername', 'Someone Else');
    const { payload, headers } = await multipart(form);
    const repeated = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile/register',
      headers: { ...headers, ...bearer(who.token) },
      payload,
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors[0]).toEqual({ field: 'ownername', msg: SELLER_MESSAGES.ownerNameRequired });
  });

  it('keeps phone, IFSC, GST number and account number in one form', async () => {
    const fresh = await shopper(t);
    const res = await submitApplication(
      t,
      fresh,
      validFields({
        number: '+91 98765-01234',
        gstNumber: ' 33abcde1234f1z5 ',
        bankDetails: bankDetailsWith({ ifscCode: ' hdfc 0001234 ', accountNumber: '5010 0123-4567' }),
      }),
      logo,
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(sellerApplications)
      .where(eq(sellerApplications.id, res.json().application._id));
    expect(row).toMatchObject({
      phone: '9876501234',
      gstNumber: '33ABCDE1234F1Z5',
      ifscCode: 'HDFC0001234',
      accountNumberLast4: '4567',
    });
    // Kept in one form, encrypted at rest.
    expect(createDataCipher(undefined, t.secret).decrypt(row!.accountNumber)).toBe('501001234567');
  });
});
