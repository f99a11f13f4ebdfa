import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createKit, insertCoupon, type ShopKit, type Shopper, shopper } from '../../test/kit.ts';
import { insertPlacedOrder, partyCheckout, teeCheckout } from './test-support.ts';

let t: ShopKit;
const DAY = 86_400_000;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  const now = t.clock.now.getTime();
  const end = new Date(now + 10 * DAY);
  ids = {
    LOOM10: await insertCoupon(t, {
      code: 'LOOM10',
      description: '10% off up to ₹150',
      kind: 'percent',
      value: 10,
      maxDiscount: 15_000,
      minOrder: 29_900,
      endsAt: end,
    }),
    FLAT100: await insertCoupon(t, { code: 'FLAT100', kind: 'flat', value: 10_000, minOrder: 49_900 }),
    BIG20: await insertCoupon(t, {
      code: 'BIG20',
      kind: 'percent',
      value: 20,
      maxDiscount: 40_000,
      minOrder: 99_900,
    }),
    FIRST50: await insertCoupon(t, { code: 'FIRST50', kind: 'flat', value: 5_000, firstOrderOnly: true }),
    HUGE: await insertCoupon(t, { code: 'HUGE', kind: 'flat', value: 50_000, minOrder: 500_000 }),
    GONE: await insertCoupon(t, { code: 'GONE', kind: 'flat', value: 90_000, usageLimit: 1, usedCount: 1 }),
    OFF: await insertCoupon(t, { code: 'OFF', kind: 'flat', value: 90_000, isActive: false }),
    OLD: await insertCoupon(t, {
      code: 'OLD',
      kind: 'flat',
      value: 90_000,
      startsAt: new Date(now - 9 * DAY),
      endsAt: new Date(now - DAY),
    }),
    SOON: await insertCoupon(t, {
      code: 'SOON',
      kind: 'flat',
      value: 90_000,
      startsAt: new Date(now + DAY),
      endsAt: new Date(now + 9 * DAY),
    }),
  };
});

afterAll(async () => {
  await t.cleanup();
});

const list = (who: Shopper, checkoutId: string) =>
  call(t, 'GET', `/user/checkout/get/${checkoutId}/coupons`, who);

describe('GET /api/user/checkout/get/{checkoutId}/coupons', () => {
  it('lists the coupons this shopper can use on this checkout now, biggest saving first', async () => {
    const me = await shopper(t);
    const party = await partyCheckout(t, me);
    const res = await list(me, party._id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.success).toBe(true);
    // ₹2,499: BIG20 ₹400 (capped), LOOM10 ₹150 (capped), FLAT100 ₹100, FIRST50 ₹50.
    expect(body.coupons.map((c: { code: string; discount: number }) => [c.code, c.discount])).toEqual([
      ['BIG20', 400],
      ['LOOM10', 150],
      ['FLAT100', 100],
      ['FIRST50', 50],
    ]);
    expect(body.coupons[1]).toEqual({
      _id: ids.LOOM10,
      code: 'LOOM10',
      description: '10% off up to ₹150',
      endDate: new Date(t.clock.now.getTime() + 10 * DAY).toISOString(),
      discount: 150,
    });
  });

  it('leaves out coupons whose minimum the checkout does not reach, and first-order coupons after an order', async () => {
    const me = await shopper(t);
    const tee = await teeCheckout(t, me);
    // ₹399: LOOM10 (min ₹299) gives ₹40 (10% is ₹39.90, coupons save whole rupees); FIRST50 ₹50.
    expect((await list(me, tee._id)).json().coupons.map((c: { code: string }) => c.code)).toEqual([
      'FIRST50',
      'LOOM10',
    ]);
    await insertPlacedOrder(t, me.userId);
    expect(
      (await list(me, tee._id))
        .json()
        .coupons.map((c: { code: string; discount: number }) => [c.code, c.discount]),
    ).toEqual([['LOOM10', 40]]);
  });

  it("answers 404 for another shopper's checkout", async () => {
    const me = await shopper(t);
    const other = await shopper(t);
    const theirs = await teeCheckout(t, other);
    const res = await list(me, theirs._id);
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});
