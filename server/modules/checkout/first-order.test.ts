import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout.ts';
import {
  call,
  cancelOrder,
  createKit,
  forceStatus,
  insertCheckout,
  insertCoupon,
  insertTestProduct,
  placeOrder,
  type ShopKit,
  saveAddress,
  shopper,
  type TestProduct,
} from '../../test/kit.ts';
import { applyCoupon } from './test-support.ts';

// A first-order-only coupon (the seed's WELCOME100) and the orders that came before: a cancelled order
// never happened, so it does not use up the first order; a returned one did, so it does.

let t: ShopKit;
let tee: TestProduct;
let welcomeId: string;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  t.clock.now = new Date('2026-03-02T10:00:00.000Z');
  tee = await insertTestProduct(t, [
    { color: '#1F3A93', colorName: 'Navy Blue', price: 600, mrp: 1000, sizes: { '2-3Y': 50 } },
  ]);
  welcomeId = await insertCoupon(t, {
    code: 'WELCOME100',
    kind: 'flat',
    value: 10_000,
    firstOrderOnly: true,
    perUserLimit: 1,
  });
});

afterAll(async () => {
  await t.cleanup();
});

const oneTee = () => ({ lines: [{ product: tee, size: '2-3Y', quantity: 1 }] });

describe('first-order-only coupons after earlier orders', () => {
  it('apply, list and place again once the only order was cancelled', async () => {
    const me = await shopper(t);
    const addressId = await saveAddress(t, me);
    const first = await insertCheckout(t, me, oneTee());
    expect((await applyCoupon(t, me, first, 'WELCOME100')).statusCode).toBe(200);
    const placed = await placeOrder(t, me, first, addressId);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.couponDiscount).toBe(100);
    expect((await cancelOrder(t, me, placed.json().order._id)).statusCode).toBe(200);

    const second = await insertCheckout(t, me, oneTee());
    const offers = await call(t, 'GET', `/user/checkout/get/${second}/coupons`, me);
    expect(offers.json().coupons.map((c: { code: string }) => c.code)).toContain('WELCOME100');
    const applied = await applyCoupon(t, me, second, 'WELCOME100');
    expect(applied.statusCode).toBe(200);
    expect(applied.json().checkout).toMatchObject({ ReducedDiscount: 100, finalTotal: 500 });
    // Placing judges the same way as the checkout page did.
    const again = await placeOrder(t, me, second, addressId);
    expect(again.statusCode).toBe(201);
    expect(again.json().order).toMatchObject({ couponCode: 'WELCOME100', couponDiscount: 100 });

    // Now a real first order exists (and it used the coupon): refused on the next checkout.
    const third = await insertCheckout(t, me, oneTee());
    const refused = await applyCoupon(t, me, third, 'WELCOME100');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CHECKOUT_MESSAGES.couponUserLimit);
  });

  it('stay refused after a returned order: it was delivered, so it was an order', async () => {
    const me = await shopper(t);
    const addressId = await saveAddress(t, me);
    const first = await insertCheckout(t, me, oneTee());
    const placed = await placeOrder(t, me, first, addressId);
    expect(placed.statusCode).toBe(201);
    await forceStatus(t, placed.json().order._id, 'Returned', t.clock.now);

    const next = await insertCheckout(t, me, oneTee());
    const refused = await applyCoupon(t, me, next, 'WELCOME100');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CHECKOUT_MESSAGES.couponFirstOrder);
    // Chosen on the checkout before the return, it is refused when the order is placed too.
    const chosen = await insertCheckout(t, me, { ...oneTee(), couponId: welcomeId });
    const refusedAtPlacing = await placeOrder(t, me, chosen, addressId);
    expect(refusedAtPlacing.statusCode).toBe(400);
    expect(refusedAtPlacing.json().message).toBe(CHECKOUT_MESSAGES.couponFirstOrder);
  });
});
