import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, type Kit } from '../../test/kit.ts';
import { findPincode } from './pincodes.ts';

let t: Kit;
// Friday 20 November 2026, 10 am India time: before the 2 pm cut-off.
const clock = () => new Date('2026-11-20T10:00:00+05:30');

beforeAll(async () => {
  t = await createKit({ clock });
});

afterAll(async () => {
  await t.cleanup();
});

const INVALID = { success: false, message: 'Enter a valid 6-digit pincode' };

describe('GET /api/user/Products/expected_date', () => {
  it('gives a delivery date, the place and cash on delivery for a known pincode', async () => {
    const res = await t.app.inject({ url: '/api/user/Products/expected_date?pincode=400001' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      message: 'Delivery available to Mumbai, Maharashtra',
      deliveryMessage: 'Delivery by Wed, 25 Nov',
      pincode: '400001',
      district: 'Mumbai',
      state: 'Maharashtra',
      codAvailable: true,
      codLimit: null,
      estimatedDate: '2026-11-25',
      businessDays: 4,
      zone: 'regional',
    });
  });

  it('offers cash on delivery up to the remote limit to a remote pincode', async () => {
    const res = await t.app.inject({ url: '/api/user/Products/expected_date?pincode=781001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      deliveryMessage: 'Delivery by Mon, 30 Nov',
      state: 'Assam',
      zone: 'remote',
      codAvailable: true,
      codLimit: 5000,
    });
  });

  it('answers a pincode the shop does not deliver to with success false and a message', async () => {
    expect(findPincode('999999')).toBeUndefined();
    const res = await t.app.inject({ url: '/api/user/Products/expected_date?pincode=999999' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      message: 'Sorry, we do not deliver to this pincode yet.',
      pincode: '999999',
    });
  });

  it.each([
    ['letters', '?pincode=12ab56'],
    ['a leading zero', '?pincode=012345'],
    ['five digits', '?pincode=12345'],
    ['seven digits', '?pincode=5600951'],
    ['empty', '?pincode='],
    ['missing', ''],
    ['repeated', '?pincode=560095&pincode=400001'],
  ])('refuses a malformed pincode (%s) with 400 and the message', async (_, query) => {
    const res = await t.app.inject({ url: `/api/user/Products/expected_date${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ ...INVALID, errors: [{ field: 'pincode', msg: INVALID.message }] });
  });
});

describe('GET /api/pincode/:pincode', () => {
  it('gives the district and state, cacheable for a day', async () => {
    const res = await t.app.inject({ url: '/api/pincode/560095' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.json()).toEqual({
      success: true,
      pincode: '560095',
      district: 'Bangalore',
      state: 'Karnataka',
      serviceable: true,
      codLimit: null,
    });
  });

  it('answers an unknown pincode with 404 and the spec text, not cached for a day', async () => {
    expect(findPincode('100001')).toBeUndefined();
    const res = await t.app.inject({ url: '/api/pincode/100001' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).not.toBe('public, max-age=86400');
    expect(res.json()).toEqual({ success: false, message: 'Invalid pincode. Please check and try again.' });
  });

  it.each(['12ab56', '012345', '12345', '5600951', '56%2000'])('refuses %s with 400', async (bad) => {
    const res = await t.app.inject({ url: `/api/pincode/${bad}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(INVALID);
  });
});

describe('API document', () => {
  it('lists both calls under the delivery tag', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(paths['/api/user/Products/expected_date'].get.tags).toEqual(['delivery']);
    expect(paths['/api/pincode/{pincode}'].get.tags).toEqual(['delivery']);
    expect(Object.keys(paths['/api/pincode/{pincode}'].get.responses)).toEqual(['200', '400', '404']);
  });
});
