import { describe, expect, it } from 'vitest';
import { PINCODE_MESSAGES } from '../../../../contract/delivery.ts';
import { answer, fakeApi, refusal } from '../../../test/fake-api.ts';
import { makeEstimate } from '../product/test-fixtures.ts';
import { checkDelivery } from './expected-date.ts';

describe('checkDelivery', () => {
  it('asks for the pincode and returns the delivery promise', async () => {
    const api = fakeApi({
      expectedDate: ({ query }) => makeEstimate({ pincode: query.get('pincode') ?? '' }),
    });
    const result = await checkDelivery('110001');
    expect(api.calls('expectedDate')[0]?.url).toBe('/api/user/Products/expected_date?pincode=110001');
    expect(result).toMatchObject({
      ok: true,
      deliveryMessage: 'Delivery by Mon, 30 Nov',
      district: 'Central Delhi',
      state: 'Delhi',
      codAvailable: true,
      codLimit: null,
    });
  });

  it("gives the server's message when it does not deliver there", async () => {
    fakeApi({
      expectedDate: () => ({ success: false, message: PINCODE_MESSAGES.notServiceable, pincode: '999999' }),
    });
    expect(await checkDelivery('999999')).toEqual({ ok: false, message: PINCODE_MESSAGES.notServiceable });
  });

  it('passes on a refusal with its message', async () => {
    fakeApi({ expectedDate: () => refusal(400, 'Enter a valid 6-digit pincode') });
    expect(await checkDelivery('012345')).toEqual({ ok: false, message: 'Enter a valid 6-digit pincode' });
  });

  it("falls back to 'Unable to check delivery for this pincode'", async () => {
    const api = fakeApi({ expectedDate: () => answer({ success: false }) });
    expect(await checkDelivery('888888')).toEqual({ ok: false, message: PINCODE_MESSAGES.checkFailed });
    api.on('expectedDate', () => answer({ success: false }, 404));
    expect(await checkDelivery('888888')).toEqual({ ok: false, message: PINCODE_MESSAGES.checkFailed });
  });

  it('says the service is unavailable on a server error or no answer', async () => {
    const api = fakeApi({ expectedDate: () => refusal(503, 'Database unavailable') });
    expect(await checkDelivery('110001')).toEqual({
      ok: false,
      message: PINCODE_MESSAGES.serviceUnavailable,
    });
    api.on('expectedDate', () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await checkDelivery('110001')).toEqual({
      ok: false,
      message: PINCODE_MESSAGES.serviceUnavailable,
    });
  });
});
