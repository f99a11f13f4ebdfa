import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout.ts';
import { coupons } from '../../db/schema/index.ts';
import {
  call,
  createKit,
  giveCoins,
  insertCheckout,
  insertTestProduct,
  placeOrder,
  type ShopKit,
  saveAddress,
  shopper,
} from '../../test/kit.ts';
import { insertCoupon, orderFootprint, stockOf } from './test-support.ts';

// A failure anywhere inside the order's transaction leaves no trace: no order, no stock taken, no
// coins moved, the coupon not counted, the cart as it was. Test-only triggers make the failures happen
// at the worst moments: after the first line's stock was taken, and at the very last write.

let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
});

afterAll(async () => {
  await t.cleanup();
});

afterEach(async () => {
  await t.database.db.execute(sql`DROP TRIGGER IF EXISTS test_rival_buyer ON coupons`);
  await t.database.db.execute(sql`DROP TRIGGER IF EXISTS test_failing_notice ON notifications`);
});

async function scene(code: string) {
  const me = await shopper(t);
  const addressId = await saveAddress(t, me);
  await giveCoins(t, me.userId, 40);
  const frock = await insertTestProduct(t, [
    { color: '#F4A7B9', colorName: 'Blush Pink', price: 700, mrp: 900, sizes: { '3-4Y': 5 } },
  ]);
  const cap = await insertTestProduct(t, [
    { color: '#FFD700', colorName: 'Yellow', price: 300, mrp: 300, sizes: { '3-4Y': 3 } },
  ]);
  const couponId = await insertCoupon(t, { code, kind: 'flat', value: 10_000, usageLimit: 5 });
  const checkoutId = await insertCheckout(t, me, {
    lines: [
      { product: frock, size: '3-4Y', quantity: 2 },
      { product: cap, size: '3-4Y', quantity: 2 },
    ],
    couponId,
    coinsApplied: 40,
    inCart: true,
  });
  return { me, addressId, frock, cap, couponId, checkoutId };
}

async function usedCount(couponId: string) {
  const [row] = await t.database.db
    .select({ n: coupons.usedCount })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  return row?.n;
}

const cartLines = async (who: { userId: string; token: string }) =>
  (await call(t, 'GET', `/user/cart/view/${who.userId}`, who)).json().cart.items.length as number;

describe('an order that fails part-way', () => {
  it('gives back the first line when the second runs out between the check and the update', async () => {
    const s = await scene('ROLLBACK1');
    // Every size is taken in one statement, after the lines were checked: a rival empties the second
    // size in between (when the coupon is claimed, the last step before the stock is taken).
    const [, second] = [s.frock.variantIds[0]!, s.cap.variantIds[0]!].sort();
    await t.database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION test_rival_buyer() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE variant_sizes SET stock = 1 WHERE variant_id = '${second}'::uuid AND size = '3-4Y';
          RETURN NEW;
        END $$`),
    );
    await t.database.db.execute(
      sql.raw(`CREATE TRIGGER test_rival_buyer AFTER UPDATE ON coupons FOR EACH ROW
        EXECUTE FUNCTION test_rival_buyer()`),
    );

    const res = await placeOrder(t, s.me, s.checkoutId, s.addressId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: CHECKOUT_MESSAGES.insufficientStock });
    expect(await stockOf(t, s.frock, '3-4Y')).toBe(5);
    expect(await stockOf(t, s.cap, '3-4Y')).toBe(3);
    expect(await orderFootprint(t, s.me.userId)).toEqual({
      orders: 0,
      items: 0,
      coins: 0,
      redemptions: 0,
      notifications: 0,
    });
    expect(await t.coins.balance(s.me.userId)).toBe(40);
    expect(await usedCount(s.couponId)).toBe(0);
    expect(await cartLines(s.me)).toBe(2);
  });

  it('undoes everything when the last write fails, and the checkout can be placed afterwards', async () => {
    const s = await scene('ROLLBACK2');
    await t.database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION test_failing_notice() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'notifications are down'; END $$`),
    );
    await t.database.db.execute(
      sql.raw(`CREATE TRIGGER test_failing_notice BEFORE INSERT ON notifications FOR EACH ROW
        WHEN (NEW.user_id = '${s.me.userId}'::uuid) EXECUTE FUNCTION test_failing_notice()`),
    );

    const failed = await placeOrder(t, s.me, s.checkoutId, s.addressId);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ success: false, message: 'Something went wrong. Please try again.' });
    expect(await stockOf(t, s.frock, '3-4Y')).toBe(5);
    expect(await stockOf(t, s.cap, '3-4Y')).toBe(3);
    expect(await orderFootprint(t, s.me.userId)).toEqual({
      orders: 0,
      items: 0,
      coins: 0,
      redemptions: 0,
      notifications: 0,
    });
    expect(await t.coins.balance(s.me.userId)).toBe(40);
    expect(await usedCount(s.couponId)).toBe(0);
    expect(await cartLines(s.me)).toBe(2);

    await t.database.db.execute(sql`DROP TRIGGER test_failing_notice ON notifications`);
    const placed = await placeOrder(t, s.me, s.checkoutId, s.addressId);
    expect(placed.statusCode).toBe(201);
    // 2 × ₹700 + 2 × ₹300 = ₹2,000 − ₹100 coupon − 40 coins = ₹1,860 → 18 coins earned, pending until
    // the order is final: the ledger holds only the 40 spent.
    expect(placed.json().order).toMatchObject({ finalPayableAmount: 1860, coinsUsed: 40, coinsEarned: 18 });
    expect(await stockOf(t, s.frock, '3-4Y')).toBe(3);
    expect(await stockOf(t, s.cap, '3-4Y')).toBe(1);
    expect(await orderFootprint(t, s.me.userId)).toEqual({
      orders: 1,
      items: 2,
      coins: 1,
      redemptions: 1,
      notifications: 1,
    });
    expect(await t.coins.balance(s.me.userId)).toBe(0);
    expect(await usedCount(s.couponId)).toBe(1);
    expect(await cartLines(s.me)).toBe(0);
  });
});
