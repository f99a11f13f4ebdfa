import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout.ts';
import { checkouts, orderItems } from '../../db/schema/index.ts';
import { call, createKit, insertCoupon, type ShopKit, shopper } from '../../test/kit.ts';
import { applyCoupon, insertPlacedOrder, partyCheckout, teeCheckout, viewCheckout } from './test-support.ts';

let t: ShopKit;
const DAY = 86_400_000;
let onceId: string;
let loomId: string;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  // Amounts in paise, as stored.
  loomId = await insertCoupon(t, {
    code: 'LOOM10',
    kind: 'percent',
    value: 10,
    maxDiscount: 15_000,
    minOrder: 29_900,
    perUserLimit: 3,
  });
  await insertCoupon(t, { code: 'FLAT100', kind: 'flat', value: 10_000, minOrder: 49_900 });
  await insertCoupon(t, { code: 'FIRST50', kind: 'flat', value: 5_000, firstOrderOnly: true });
  onceId = await insertCoupon(t, { code: 'ONCE', kind: 'percent', value: 5, perUserLimit: 1 });
  await insertCoupon(t, { code: 'GONE', kind: 'flat', value: 5_000, usageLimit: 5, usedCount: 5 });
  await insertCoupon(t, { code: 'OFF', kind: 'flat', value: 5_000, isActive: false });
  const now = t.clock.now.getTime();
  await insertCoupon(t, {
    code: 'OLD',
    kind: 'flat',
    value: 5_000,
    startsAt: new Date(now - 60 * DAY),
    endsAt: new Date(now - DAY),
  });
  await insertCoupon(t, {
    code: 'SOON',
    kind: 'flat',
    value: 5_000,
    startsAt: new Date(now + DAY),
    endsAt: new Date(now + 30 * DAY),
  });
  await insertCoupon(t, {
    code: 'SHORT',
    kind: 'flat',
    value: 5_000,
    startsAt: new Date(now - DAY),
    endsAt: new Date(now + 2 * DAY),
  });
});

afterAll(async () => {
  await t.cleanup();
});

describe('POST /api/user/checkout/apply/coupon', () => {
  it('takes a percent off, capped at its maximum', async () => {
    const me = await shopper(t);
    const party = await partyCheckout(t, me);
    const res = await applyCoupon(t, me, party._id, 'LOOM10');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Coupon applied successfully!');
    // 10% of ₹2,499 is ₹249.90; the cap is ₹150.
    expect(res.json().checkout).toMatchObject({
      subtotal: 2499,
      ReducedDiscount: 150,
      coupon: { code: 'LOOM10', description: 'LOOM10 test coupon', discount: 150 },
      deliveryCharge: 0,
      finalTotal: 2349,
    });
    const tee = await teeCheckout(t, me, 2);
    const under = (await applyCoupon(t, me, tee._id, 'LOOM10')).json().checkout;
    // 10% of ₹798 is ₹79.80: coupons save whole rupees, the nearest one.
    expect(under).toMatchObject({
      subtotal: 798,
      ReducedDiscount: 80,
      coupon: { code: 'LOOM10', discount: 80 },
      deliveryCharge: 0,
      finalTotal: 718,
    });
    const offers = await call(t, 'GET', `/user/checkout/get/${tee._id}/coupons`, me);
    for (const offer of offers.json().coupons) expect(Number.isInteger(offer.discount)).toBe(true);
  });

  it('takes a flat amount off; delivery follows the items total before the coupon', async () => {
    const me = await shopper(t);
    const res = await call(t, 'POST', '/user/checkout/buy-now', me, {
      productId: t.fx.ids['tee-red'],
      color: '#C0392B',
      size: '6-7Y',
    });
    const checkout = res.json().checkout;
    const applied = (await applyCoupon(t, me, checkout._id, 'FLAT100')).json().checkout;
    expect(applied).toMatchObject({
      subtotal: 499,
      ReducedDiscount: 100,
      deliveryCharge: 0,
      finalTotal: 399,
    });
  });

  it('accepts the code in any case and with spaces around it', async () => {
    const me = await shopper(t);
    const party = await partyCheckout(t, me);
    const res = await applyCoupon(t, me, party._id, '  loom10 ');
    expect(res.statusCode).toBe(200);
    expect(res.json().checkout.coupon.code).toBe('LOOM10');
  });

  it('refuses an order below the minimum with the amount to reach', async () => {
    const me = await shopper(t);
    const tee = await teeCheckout(t, me);
    const res = await applyCoupon(t, me, tee._id, 'FLAT100');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Add items worth ₹499 or more to use this coupon.',
    });
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, tee._id));
    expect(row?.couponId).toBeNull();
  });

  it('refuses unknown, switched-off, expired, not yet started and fully redeemed coupons', async () => {
    const me = await shopper(t);
    const party = await partyCheckout(t, me);
    const cases: [string, string][] = [
      ['NOPE', CHECKOUT_MESSAGES.couponUnknown],
      ['OFF', CHECKOUT_MESSAGES.couponUnknown],
      ['OLD', CHECKOUT_MESSAGES.couponExpired],
      ['SOON', CHECKOUT_MESSAGES.couponNotStarted],
      ['GONE', CHECKOUT_MESSAGES.couponUsedUp],
    ];
    for (const [code, message] of cases) {
      const res = await applyCoupon(t, me, party._id, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message, code).toBe(message);
    }
    const empty = await applyCoupon(t, me, party._id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter a coupon code');
  });

  it('keeps to the per-shopper limit and to first orders only', async () => {
    const me = await shopper(t);
    const fresh = await shopper(t);
    const mine = await partyCheckout(t, me);
    const theirs = await partyCheckout(t, fresh);
    // Before any order both apply.
    expect((await applyCoupon(t, me, mine._id, 'ONCE')).statusCode).toBe(200);
    expect((await applyCoupon(t, me, mine._id, 'FIRST50')).statusCode).toBe(200);

    // An order of mine (from another checkout) that used ONCE.
    await insertPlacedOrder(t, me.userId, { couponId: onceId, couponCode: 'ONCE' });

    const again = await applyCoupon(t, me, mine._id, 'ONCE');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(CHECKOUT_MESSAGES.couponUserLimit);
    const first = await applyCoupon(t, me, mine._id, 'FIRST50');
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe(CHECKOUT_MESSAGES.couponFirstOrder);
    // LOOM10 allows three uses per shopper.
    for (let i = 0; i < 2; i++)
      await insertPlacedOrder(t, me.userId, { couponId: loomId, couponCode: 'LOOM10' });
    expect((await applyCoupon(t, me, mine._id, 'LOOM10')).statusCode).toBe(200);
    await insertPlacedOrder(t, me.userId, { couponId: loomId, couponCode: 'LOOM10' });
    expect((await applyCoupon(t, me, mine._id, 'LOOM10')).json().message).toBe(
      CHECKOUT_MESSAGES.couponUserLimit,
    );
    // Another shopper is not affected.
    expect((await applyCoupon(t, fresh, theirs._id, 'FIRST50')).json().checkout.ReducedDiscount).toBe(50);
  });

  it('a new coupon replaces the one applied before', async () => {
    const me = await shopper(t);
    const party = await partyCheckout(t, me);
    await applyCoupon(t, me, party._id, 'LOOM10');
    const res = await applyCoupon(t, me, party._id, 'FLAT100');
    expect(res.json().checkout).toMatchObject({
      ReducedDiscount: 100,
      coupon: { code: 'FLAT100' },
      finalTotal: 2399,
    });
  });
});

describe('POST /api/user/checkout/remove/coupon', () => {
  it('prices the checkout without the coupon again', async () => {
    const me = await shopper(t);
    const party = await partyCheckout(t, me);
    await applyCoupon(t, me, party._id, 'LOOM10');
    const res = await call(t, 'POST', '/user/checkout/remove/coupon', me, { checkoutId: party._id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CHECKOUT_MESSAGES.couponRemoved);
    expect(res.json().checkout).toMatchObject({ ReducedDiscount: 0, coupon: null, finalTotal: 2499 });
  });
});

describe('a coupon that stops applying', () => {
  it('is left out of the view with its reason while it does not apply, and counts again when it does', async () => {
    const me = await shopper(t);
    const party = await partyCheckout(t, me);
    expect((await applyCoupon(t, me, party._id, 'SHORT')).json().checkout.finalTotal).toBe(2449);
    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 3 * DAY);
    try {
      const res = await viewCheckout(t, me, party._id);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(CHECKOUT_MESSAGES.couponExpired);
      expect(res.json().checkout).toMatchObject({ coupon: null, ReducedDiscount: 0, finalTotal: 2499 });
    } finally {
      t.clock.now = start;
    }
    // The choice itself is kept: a GET changes nothing.
    const back = await viewCheckout(t, me, party._id);
    expect(back.json().message).toBeUndefined();
    expect(back.json().checkout).toMatchObject({ coupon: { code: 'SHORT' }, ReducedDiscount: 50 });
  });
});

describe('a checkout that became an order', () => {
  it('refuses coupon changes (409) and shows what the order charged', async () => {
    const me = await shopper(t);
    const tee = await teeCheckout(t, me);
    const orderId = await insertPlacedOrder(t, me.userId, { checkoutId: tee._id });
    await t.database.db.insert(orderItems).values({
      orderId,
      productId: t.fx.ids['tee-blue']!,
      variantId: crypto.randomUUID(),
      size: '4-5Y',
      quantity: 1,
      unitPrice: 39_900,
      mrp: 59_900,
      productName: 'Dino Graphic T-Shirt',
      image: 'p-tee-blue-0.webp',
      color: '#1F3A93',
      colorName: 'Navy Blue',
    });
    for (const [url, body] of [
      ['/user/checkout/apply/coupon', { checkoutId: tee._id, couponCode: 'LOOM10' }],
      ['/user/checkout/remove/coupon', { checkoutId: tee._id }],
      ['/user/checkout/apply/coin', { checkoutId: tee._id }],
      ['/user/checkout/remove/coin', { checkoutId: tee._id }],
    ] as const) {
      const res = await call(t, 'POST', url, me, body);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message, url).toBe(CHECKOUT_MESSAGES.alreadyOrdered);
    }
    const view = (await viewCheckout(t, me, tee._id)).json().checkout;
    expect(view).toMatchObject({
      orderId,
      subtotal: 399,
      mrpTotal: 599,
      ReducedDiscount: 0,
      coupon: null,
      coinsApplied: 10,
      coinDiscount: 10,
      deliveryCharge: 49,
      finalTotal: 438,
      hasUnavailableItems: false,
    });
    expect(view.items).toEqual([
      expect.objectContaining({ quantity: 1, price: 399, mrp: 599, lineTotal: 399, available: true }),
    ]);
    const list = await call(t, 'GET', `/user/checkout/get/${tee._id}/coupons`, me);
    expect(list.json()).toEqual({ success: true, coupons: [] });
  });
});
