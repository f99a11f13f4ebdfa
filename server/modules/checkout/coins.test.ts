import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout.ts';
import { checkouts } from '../../db/schema/index.ts';
import { call, createKit, giveCoins, insertCoupon, type ShopKit, shopper } from '../../test/kit.ts';
import { applyCoins, applyCoupon, partyCheckout, teeCheckout, viewCheckout } from './test-support.ts';

let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  await insertCoupon(t, { code: 'LOOM10', kind: 'percent', value: 10, maxDiscount: 15_000 });
  await insertCoupon(t, { code: 'FLAT500', kind: 'flat', value: 50_000 });
});

afterAll(async () => {
  await t.cleanup();
});

const storedCoins = async (checkoutId: string) =>
  (await t.database.db.select().from(checkouts).where(eq(checkouts.id, checkoutId)))[0]?.coinsApplied;

describe('POST /api/user/checkout/apply/coin', () => {
  it('spends the whole balance when the items cost more (₹1 a coin)', async () => {
    const me = await shopper(t);
    await giveCoins(t, me.userId, 100);
    const tee = await teeCheckout(t, me);
    expect(tee.availableCoins).toBe(100);
    const res = await applyCoins(t, me, tee._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Points applied successfully!');
    expect(res.json().checkout).toMatchObject({
      subtotal: 399,
      coinsApplied: 100,
      coinDiscount: 100,
      coinValue: 1,
      availableCoins: 100,
      deliveryCharge: 49,
      finalTotal: 348,
    });
    expect(await storedCoins(tee._id)).toBe(100);
  });

  it('never spends more than the items cost: delivery is paid in cash', async () => {
    const me = await shopper(t);
    await giveCoins(t, me.userId, 5000);
    const tee = await teeCheckout(t, me);
    const checkout = (await applyCoins(t, me, tee._id)).json().checkout;
    expect(checkout).toMatchObject({
      coinsApplied: 399,
      coinDiscount: 399,
      deliveryCharge: 49,
      finalTotal: 49,
    });
    expect(await storedCoins(tee._id)).toBe(399);
  });

  it('counts what is left after the coupon', async () => {
    const me = await shopper(t);
    await giveCoins(t, me.userId, 5000);
    const party = await partyCheckout(t, me);
    await applyCoupon(t, me, party._id, 'LOOM10');
    const checkout = (await applyCoins(t, me, party._id)).json().checkout;
    expect(checkout).toMatchObject({
      subtotal: 2499,
      ReducedDiscount: 150,
      coinsApplied: 2349,
      finalTotal: 0,
    });
  });

  it('a coupon applied after the coins lowers the coins spent, never the other way round', async () => {
    const me = await shopper(t);
    await giveCoins(t, me.userId, 5000);
    const party = await partyCheckout(t, me);
    expect((await applyCoins(t, me, party._id)).json().checkout.coinsApplied).toBe(2499);
    const checkout = (await applyCoupon(t, me, party._id, 'LOOM10')).json().checkout;
    expect(checkout).toMatchObject({
      ReducedDiscount: 150,
      coinsApplied: 2349,
      coinDiscount: 2349,
      finalTotal: 0,
    });
  });

  it("refuses without coins: 'You have no coins to apply.'", async () => {
    const me = await shopper(t);
    const tee = await teeCheckout(t, me);
    const res = await applyCoins(t, me, tee._id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: CHECKOUT_MESSAGES.noCoins });
    expect(await storedCoins(tee._id)).toBe(0);
  });

  it('refuses when the coupon already covers the items', async () => {
    const me = await shopper(t);
    await giveCoins(t, me.userId, 50);
    const tee = await teeCheckout(t, me);
    expect((await applyCoupon(t, me, tee._id, 'FLAT500')).json().checkout).toMatchObject({
      ReducedDiscount: 399,
      finalTotal: 49,
    });
    const res = await applyCoins(t, me, tee._id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CHECKOUT_MESSAGES.nothingToPayWithCoins);
  });

  it('ten applications at once apply the coins once', async () => {
    const me = await shopper(t);
    await giveCoins(t, me.userId, 250);
    const party = await partyCheckout(t, me);
    const answers = await Promise.all(Array.from({ length: 10 }, () => applyCoins(t, me, party._id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.map((r) => r.json().checkout.coinsApplied)).toEqual(Array(10).fill(250));
    expect(await storedCoins(party._id)).toBe(250);
    expect((await viewCheckout(t, me, party._id)).json().checkout).toMatchObject({
      coinsApplied: 250,
      finalTotal: 2249,
    });
  });

  it('follows the balance down when coins are spent elsewhere', async () => {
    const me = await shopper(t);
    await giveCoins(t, me.userId, 300);
    const party = await partyCheckout(t, me);
    await applyCoins(t, me, party._id);
    await t.coins.append(t.database.db, [
      { userId: me.userId, delta: -220, reason: 'order_redeem', ref: 'elsewhere' },
    ]);
    expect((await viewCheckout(t, me, party._id)).json().checkout).toMatchObject({
      coinsApplied: 80,
      coinDiscount: 80,
      availableCoins: 80,
      finalTotal: 2419,
    });
  });
});

describe('POST /api/user/checkout/remove/coin', () => {
  it('stops spending coins', async () => {
    const me = await shopper(t);
    await giveCoins(t, me.userId, 100);
    const tee = await teeCheckout(t, me);
    await applyCoins(t, me, tee._id);
    const res = await call(t, 'POST', '/user/checkout/remove/coin', me, { checkoutId: tee._id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CHECKOUT_MESSAGES.coinsRemoved);
    expect(res.json().checkout).toMatchObject({
      coinsApplied: 0,
      coinDiscount: 0,
      availableCoins: 100,
      finalTotal: 448,
    });
    expect(await storedCoins(tee._id)).toBe(0);
  });
});

describe('the coin value', () => {
  it('is the server’s: at ₹0.50 a coin, ₹399 takes 798 coins', async () => {
    const half = await createKit({ catalogue: true, env: { COIN_VALUE: '0.5' } });
    try {
      const me = await shopper(half);
      await giveCoins(half, me.userId, 1000);
      const tee = await teeCheckout(half, me);
      const checkout = (await applyCoins(half, me, tee._id)).json().checkout;
      expect(checkout).toMatchObject({
        coinValue: 0.5,
        coinsApplied: 798,
        coinDiscount: 399,
        finalTotal: 49,
      });
    } finally {
      await half.cleanup();
    }
  });
});
