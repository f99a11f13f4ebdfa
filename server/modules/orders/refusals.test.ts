import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout.ts';
import { codOverLimitMessage } from '../../../contract/delivery.ts';
import { codUnavailableForItems, ORDER_MESSAGES } from '../../../contract/order.ts';
import {
  call,
  createKit,
  insertCheckout,
  insertTestProduct,
  placeOrder,
  type ShopKit,
  saveAddress,
  shopper,
  type TestProduct,
} from '../../test/kit.ts';
import { insertCoupon, orderFootprint, stockOf } from './test-support.ts';

let t: ShopKit;
let tee: TestProduct;
let noCod: TestProduct;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  tee = await insertTestProduct(t, [
    { color: '#C0392B', colorName: 'Red', price: 500, mrp: 700, sizes: { '5-6Y': 3, '6-7Y': 1 } },
  ]);
  noCod = await insertTestProduct(
    t,
    [{ color: '#000000', colorName: 'Black', price: 900, mrp: 900, sizes: { '5-6Y': 5 } }],
    { codAvailable: false, name: 'No Cash Tee' },
  );
});

afterAll(async () => {
  await t.cleanup();
});

const nothingPlaced = { orders: 0, items: 0, coins: 0, redemptions: 0, notifications: 0 };

async function readyShopper() {
  const me = await shopper(t);
  const addressId = await saveAddress(t, me);
  return { me, addressId };
}

describe('POST /api/user/order/create refusals', () => {
  it("answers 404 for another shopper's checkout or an unknown one", async () => {
    const owner = await readyShopper();
    const other = await readyShopper();
    const checkoutId = await insertCheckout(t, owner.me, {
      lines: [{ product: tee, size: '5-6Y', quantity: 1 }],
    });
    const foreign = await placeOrder(t, other.me, checkoutId, other.addressId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, message: CHECKOUT_MESSAGES.notFound });
    const unknown = await placeOrder(t, owner.me, '00000000-0000-4000-8000-000000000000', owner.addressId);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CHECKOUT_MESSAGES.notFound);
    expect(await stockOf(t, tee, '5-6Y')).toBe(3);
    expect(await orderFootprint(t, other.me.userId)).toEqual(nothingPlaced);
  });

  it("answers 404 for another shopper's address", async () => {
    const me = await readyShopper();
    const other = await readyShopper();
    const checkoutId = await insertCheckout(t, me.me, {
      lines: [{ product: tee, size: '5-6Y', quantity: 1 }],
    });
    const res = await placeOrder(t, me.me, checkoutId, other.addressId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: ORDER_MESSAGES.addressNotFound });
    expect(await orderFootprint(t, me.me.userId)).toEqual(nothingPlaced);
  });

  it('takes cash on delivery in remote zones up to the limit, and refuses a dearer order naming it', async () => {
    const me = await shopper(t);
    const itanagar = await saveAddress(t, me, {
      pincode: '790001',
      city: 'West Kameng',
      state: 'Arunachal Pradesh',
    });
    const portBlair = await saveAddress(t, me, {
      pincode: '744101',
      city: 'South Andaman',
      state: 'Andaman and Nicobar Islands',
    });
    const dear = await insertTestProduct(t, [
      { color: '#1F618D', colorName: 'Blue', price: 3000, mrp: 3500, sizes: { '5-6Y': 4 } },
    ]);
    const overLimit = await insertCheckout(t, me, { lines: [{ product: dear, size: '5-6Y', quantity: 2 }] });
    for (const addressId of [itanagar, portBlair]) {
      const res = await placeOrder(t, me, overLimit, addressId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: codOverLimitMessage(5000, 6000) });
    }
    expect(await orderFootprint(t, me.userId)).toEqual(nothingPlaced);
    expect(await stockOf(t, dear, '5-6Y')).toBe(4);

    const small = await insertCheckout(t, me, { lines: [{ product: dear, size: '5-6Y', quantity: 1 }] });
    const placed = await placeOrder(t, me, small, itanagar);
    expect(placed.statusCode).toBe(201);
    expect(await stockOf(t, dear, '5-6Y')).toBe(3);
  });

  it('refuses a checkout with a product that is not sold cash on delivery', async () => {
    const { me, addressId } = await readyShopper();
    const checkoutId = await insertCheckout(t, me, {
      lines: [
        { product: tee, size: '5-6Y', quantity: 1 },
        { product: noCod, size: '5-6Y', quantity: 1 },
      ],
    });
    const res = await placeOrder(t, me, checkoutId, addressId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: codUnavailableForItems(['No Cash Tee']) });
    expect(await stockOf(t, tee, '5-6Y')).toBe(3);
    expect(await stockOf(t, noCod, '5-6Y')).toBe(5);
  });

  it('refuses more than the stock and changes nothing', async () => {
    const { me, addressId } = await readyShopper();
    const checkoutId = await insertCheckout(t, me, {
      lines: [{ product: tee, size: '6-7Y', quantity: 2 }],
      inCart: false,
    });
    const res = await placeOrder(t, me, checkoutId, addressId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: CHECKOUT_MESSAGES.insufficientStock });
    expect(await stockOf(t, tee, '6-7Y')).toBe(1);
    expect(await orderFootprint(t, me.userId)).toEqual(nothingPlaced);
  });

  it('refuses a checkout with no lines', async () => {
    const { me, addressId } = await readyShopper();
    const checkoutId = await insertCheckout(t, me, { lines: [] });
    const res = await placeOrder(t, me, checkoutId, addressId);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CHECKOUT_MESSAGES.cartEmpty);
  });

  it('refuses a coupon that can no longer be used, with its reason', async () => {
    const { me, addressId } = await readyShopper();
    const couponId = await insertCoupon(t, {
      code: 'BIGBASKET',
      kind: 'flat',
      value: 5_000,
      minOrderPaise: 100_000,
    });
    const checkoutId = await insertCheckout(t, me, {
      lines: [{ product: tee, size: '5-6Y', quantity: 1 }],
      couponId,
    });
    const res = await placeOrder(t, me, checkoutId, addressId);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Add items worth ₹1000 or more to use this coupon.');
    expect(await orderFootprint(t, me.userId)).toEqual(nothingPlaced);
  });

  it('accepts only cash on delivery and refuses client-side totals or ids', async () => {
    const { me, addressId } = await readyShopper();
    const checkoutId = await insertCheckout(t, me, { lines: [{ product: tee, size: '5-6Y', quantity: 1 }] });
    const card = await placeOrder(t, me, checkoutId, addressId, { paymentMethod: 'Card' });
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toBe("Payment method must be 'Cash on Delivery'.");
    for (const extra of [{ totalPrice: 1 }, { userId: me.userId }, { finalPayableAmount: 0 }]) {
      const res = await placeOrder(t, me, checkoutId, addressId, extra);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const badAddress = await placeOrder(t, me, checkoutId, 'not-an-id');
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().message).toBe(ORDER_MESSAGES.addressNotFound);
    expect(await orderFootprint(t, me.userId)).toEqual(nothingPlaced);
    expect(await stockOf(t, tee, '5-6Y')).toBe(3);
  });

  it('needs a sign-in', async () => {
    const res = await call(t, 'POST', '/user/order/create', null, {
      checkoutId: '00000000-0000-4000-8000-000000000000',
      addressId: '00000000-0000-4000-8000-000000000000',
      paymentMethod: 'Cash on Delivery',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'No token provided' });
  });
});
