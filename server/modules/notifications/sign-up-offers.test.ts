import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createKit, insertTestProduct, type ShopKit } from '../../test/kit.ts';

// A shopper who joins hears about the offers running at that moment.

let t: ShopKit;
beforeAll(async () => {
  t = await createKit({ catalogue: true });
});
afterAll(async () => {
  await t.cleanup();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload });

describe('offer notifications on joining', () => {
  it('greets a new shopper with the running offers of live products, biggest first', async () => {
    await insertTestProduct(
      t,
      [{ color: '#f4a7b9', colorName: 'Blush', price: 499, mrp: 799, sizes: { '2-3Y': 4 } }],
      {
        offer: true,
        name: 'Sale Frock',
      },
    );
    const phone = '9812345670';
    const sent = await post('/user/auth/send-otp', { phone });
    const code = (await t.app.inject({ url: `/api/dev/outbox?to=${phone}` })).json().messages[0].code;
    const verified = await post('/user/auth/verify-otp', {
      phone,
      otp: code,
      sessionId: sent.json().sessionId,
    });
    expect(verified.statusCode).toBe(200);
    const who = { userId: verified.json().user._id, token: verified.json().accessToken };

    const list = (await call(t, 'GET', '/user/notification/view', who)).json().notifications;
    const offers = list.filter((n: { notificationType: string }) => n.notificationType === 'offerOnProduct');
    // The test product's 20 % first, then the fixture's 19 % summer sale; at most two.
    expect(offers.map((n: { title: string }) => n.title)).toEqual(['Test sale', 'Summer sale']);
    expect(offers[0].message.startsWith('Sale Frock: ')).toBe(true);
  });
});
