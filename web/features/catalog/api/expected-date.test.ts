import { describe, expect, it } from 'vitest';
import { PINCODE_MESSAGES } from '../../../../contract/delivery.ts';
import { jsonResponse, stubFetch } from '../../../test/render.tsx';
import { checkDelivery } from './expected-date.ts';

describe('checkDelivery', () => {
  it('asks for the pincode and returns the delivery promise', async () => {
    const spy = stubFetch(() =>
      jsonResponse({
        success: true,
        message: 'Delivery available to Central Delhi, Delhi',
        deliveryMessage: 'Delivery by Mon, 30 Nov',
        pincode: '110001',
        district: 'Central Delhi',
        state: 'Delhi',
        codAvailable: true,
        codLimit: null,
      }),
    );
    const result = await checkDelivery('110001');
    expect(spy.mock.calls[0]?.[0]).toBe('/api/user/Products/expected_date?pincode=110001');
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
    stubFetch(() =>
      jsonResponse({ success: false, message: PINCODE_MESSAGES.notServiceable, pincode: '999999' }),
    );
    expect(await checkDelivery('999999')).toEqual({ ok: false, message: PINCODE_MESSAGES.notServiceable });
  });

  it('passes on a refusal with its message', async () => {
    stubFetch(() => jsonResponse({ success: false, message: 'Enter a valid 6-digit pincode' }, 400));
    expect(await checkDelivery('012345')).toEqual({ ok: false, message: 'Enter a valid 6-digit pincode' });
  });

  it("falls back to 'Unable to check delivery for this pincode'", async () => {
    stubFetch(() => jsonResponse({ success: false }));
    expect(await checkDelivery('888888')).toEqual({ ok: false, message: PINCODE_MESSAGES.checkFailed });
    stubFetch(() => jsonResponse({ success: false }, 404));
    expect(await checkDelivery('888888')).toEqual({ ok: false, message: PINCODE_MESSAGES.checkFailed });
  });

  it('says the service is unavailable on a server error or no answer', async () => {
    stubFetch(() => jsonResponse({ success: false, message: 'Database unavailable' }, 503));
    expect(await checkDelivery('110001')).toEqual({
      ok: false,
      message: PINCODE_MESSAGES.serviceUnavailable,
    });
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await checkDelivery('110001')).toEqual({
      ok: false,
      message: PINCODE_MESSAGES.serviceUnavailable,
    });
  });
});
