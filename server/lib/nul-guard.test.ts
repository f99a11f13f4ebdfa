import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, sellerApplications } from '../db/schema/index.ts';
import {
  bearer,
  call,
  createKit,
  formOf,
  imageBytes,
  type Kit,
  multipart,
  mumbaiAddress,
  shopper,
  submitApplication,
  validFields,
} from '../test/kit.ts';
import { findNul } from './nul-guard.ts';

// A NUL character (\u0000) in any text field is refused with 400 naming the field, never a 500 from the
// database, and nothing is written.

let t: Kit;
beforeAll(async () => {
  t = await createKit();
});
afterAll(async () => {
  await t.cleanup();
});

const NUL = 'bad\u0000value';

function expectRefused(res: { statusCode: number; json: () => unknown }, field: string, label: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    success: false,
    message: `${label} contains a character that is not allowed. Please retype it.`,
    errors: [{ field, msg: `${label} contains a character that is not allowed. Please retype it.` }],
  });
}

describe('NUL characters in text fields', () => {
  it('refuses them in every address field, and stores no address', async () => {
    const who = await shopper(t);
    for (const [field, label] of [
      ['name', 'Name'],
      ['address', 'Address'],
      ['landmark', 'Landmark'],
      ['city', 'City'],
      ['state', 'State'],
      ['pincode', 'Pincode'],
      ['number', 'Number'],
      ['alternatenumber', 'Alternatenumber'],
    ] as const) {
      expectRefused(
        await call(t, 'POST', '/user/address/add', who, mumbaiAddress({ [field]: NUL })),
        field,
        label,
      );
    }
    expect(await t.database.db.select().from(addresses).where(eq(addresses.userId, who.userId))).toEqual([]);
  });

  it('refuses them in the profile, sign-up, coupon, cancel and return texts', async () => {
    const who = await shopper(t);
    expectRefused(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/user/profile/update',
        headers: bearer(who.token),
        payload: { name: NUL },
      }),
      'name',
      'Name',
    );
    // The profile form sent as multipart: its text parts are checked the same way.
    const form = await multipart(formOf({ name: NUL }));
    expectRefused(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/user/profile/update',
        headers: { ...form.headers, ...bearer(who.token) },
        payload: form.payload,
      }),
      'name',
      'Name',
    );
    expectRefused(
      await call(t, 'POST', '/user/auth/register', null, {
        name: NUL,
        email: 'a@example.in',
        phone: '9876512345',
      }),
      'name',
      'Name',
    );
    expectRefused(
      await call(t, 'POST', '/user/checkout/apply/coupon', who, {
        checkoutId: randomUUID(),
        couponCode: `LOOM${NUL}`,
      }),
      'couponCode',
      'Coupon code',
    );
    for (const action of ['cancel', 'return']) {
      expectRefused(
        await call(t, 'POST', `/user/order/${action}/${randomUUID()}`, who, {
          reason: 'Ordered by mistake',
          description: NUL,
        }),
        'description',
        'Description',
      );
    }
    // In a query string and a path too.
    const query = await call(t, 'GET', `/user/Products/view?search=${encodeURIComponent(NUL)}`, null);
    expect(query.statusCode).toBe(400);
  });

  it('refuses them in the seller form (multipart), nested bank details included', async () => {
    const who = await shopper(t);
    const logo = await imageBytes('png');
    const files = { storelogo: [{ bytes: logo, name: 'logo.png', type: 'image/png' }] };
    const business = await submitApplication(t, who, { ...validFields(), businessname: NUL }, files);
    expectRefused(business, 'businessname', 'Businessname');
    const bank = JSON.parse(validFields().bankDetails as string);
    const nested = await submitApplication(
      t,
      who,
      { ...validFields(), bankDetails: JSON.stringify({ ...bank, bankName: NUL }) },
      files,
    );
    expect(nested.statusCode).toBe(400);
    expect(nested.statusCode).not.toBe(500);
    expect(
      await t.database.db.select().from(sellerApplications).where(eq(sellerApplications.userId, who.userId)),
    ).toEqual([]);
  });

  it('finds the first NUL at any depth, and leaves uploaded bytes alone', () => {
    expect(findNul({ a: 'x', b: { c: ['ok', `n${'\u0000'}`] } })).toEqual(['b', 'c', '1']);
    expect(findNul({ file: Buffer.from([0, 0, 0]) })).toBeNull();
    expect(findNul('clean')).toBeNull();
  });
});
