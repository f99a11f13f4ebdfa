import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout.ts';
import { checkouts } from '../../db/schema/index.ts';
import { call, createKit, giveCoins, insertCoupon, type ShopKit, shopper } from '../../test/kit.ts';
import { addToCart, teeCheckout } from './test-support.ts';

let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  await insertCoupon(t, { code: 'LOOM10', kind: 'percent', value: 10 });
});

afterAll(async () => {
  await t.cleanup();
});

const ANY_ID = '00000000-0000-4000-8000-000000000000';

describe('checkout calls without a token', () => {
  it("answer 401 'No token provided'", async () => {
    const calls = [
      ['POST', '/user/checkout/create', { cartId: ANY_ID }],
      ['POST', '/user/checkout/buy-now', { productId: ANY_ID, color: 'x', size: 'y' }],
      ['GET', `/user/checkout/view/${ANY_ID}`, undefined],
      ['GET', `/user/checkout/get/${ANY_ID}/coupons`, undefined],
      ['POST', '/user/checkout/apply/coupon', { checkoutId: ANY_ID, couponCode: 'LOOM10' }],
      ['POST', '/user/checkout/remove/coupon', { checkoutId: ANY_ID }],
      ['POST', '/user/checkout/apply/coin', { checkoutId: ANY_ID }],
      ['POST', '/user/checkout/remove/coin', { checkoutId: ANY_ID }],
    ] as const;
    for (const [method, url, body] of calls) {
      const res = await call(t, method, url, null, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ success: false, message: 'No token provided' });
    }
  });
});

describe('prices, totals and ids from the client', () => {
  it('refuses extra body fields (400) and changes nothing', async () => {
    const me = await shopper(t);
    const cartId = await addToCart(t, me, { productId: t.fx.ids.party, color: '#800000', size: '5-6Y' });
    const tee = await teeCheckout(t, me);
    const calls = [
      ['/user/checkout/create', { cartId, subtotal: 1 }],
      ['/user/checkout/create', { cartId, userId: me.userId }],
      [
        '/user/checkout/buy-now',
        { productId: t.fx.ids['tee-blue'], color: '#1F3A93', size: '4-5Y', finalTotal: 1 },
      ],
      ['/user/checkout/apply/coupon', { checkoutId: tee._id, couponCode: 'LOOM10', discount: 399 }],
      ['/user/checkout/apply/coin', { checkoutId: tee._id, coins: 100_000 }],
      ['/user/checkout/apply/coin', { checkoutId: tee._id, userId: me.userId }],
      ['/user/checkout/remove/coin', { checkoutId: tee._id, coinsApplied: 5 }],
    ] as const;
    for (const [url, body] of calls) {
      const res = await call(t, 'POST', url, me, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().success, url).toBe(false);
    }
    const mine = await t.database.db.select().from(checkouts).where(eq(checkouts.userId, me.userId));
    expect(mine.map((c) => [c.id, c.couponId, c.coinsApplied])).toEqual([[tee._id, null, 0]]);
  });

  it("never reaches another shopper's cart or checkout (404), and leaves them as they were", async () => {
    const me = await shopper(t);
    const other = await shopper(t);
    await giveCoins(t, me.userId, 500);
    const theirCart = await addToCart(t, other, {
      productId: t.fx.ids.party,
      color: '#800000',
      size: '5-6Y',
    });
    const theirs = await teeCheckout(t, other);
    const calls = [
      ['POST', '/user/checkout/create', { cartId: theirCart }],
      ['GET', `/user/checkout/view/${theirs._id}`, undefined],
      ['GET', `/user/checkout/get/${theirs._id}/coupons`, undefined],
      ['POST', '/user/checkout/apply/coupon', { checkoutId: theirs._id, couponCode: 'LOOM10' }],
      ['POST', '/user/checkout/remove/coupon', { checkoutId: theirs._id }],
      ['POST', '/user/checkout/apply/coin', { checkoutId: theirs._id }],
      ['POST', '/user/checkout/remove/coin', { checkoutId: theirs._id }],
    ] as const;
    for (const [method, url, body] of calls) {
      const res = await call(t, method, url, me, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().success, url).toBe(false);
    }
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, theirs._id));
    expect([row?.userId, row?.couponId, row?.coinsApplied]).toEqual([other.userId, null, 0]);
    expect(await t.database.db.select().from(checkouts).where(eq(checkouts.userId, me.userId))).toEqual([]);
  });

  it('a malformed checkout id is refused before anything is read', async () => {
    const me = await shopper(t);
    const res = await call(t, 'POST', '/user/checkout/apply/coin', me, { checkoutId: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('checkoutId');
    const list = await call(t, 'GET', '/user/checkout/get/abc/coupons', me);
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toBe(CHECKOUT_MESSAGES.notFound);
  });
});
