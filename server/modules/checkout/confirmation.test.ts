import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createKit,
  insertCheckout,
  insertTestProduct,
  placeOrder,
  type ShopKit,
  saveAddress,
  shopper,
} from '../../test/kit.ts';

// What the order confirmation (/order-success) reads, from the place-order answer and, after a
// reload, from the order view: the cash to keep ready, the promised day and the items. The promised
// day is the delivery service's estimate for the address's pincode at placement, kept on the order,
// so My Orders and the order page show the same day later.

let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
});

afterAll(async () => {
  await t.cleanup();
});

describe('the placed order as the confirmation reads it', () => {
  it('carries the amount, the promised day and the items, the same in the answer, the view and the list', async () => {
    t.clock.now = new Date('2026-11-20T04:30:00.000Z'); // Friday 10:00 in India, before the cut-off
    const dress = await insertTestProduct(t, [
      { color: '#800000', colorName: 'Maroon', price: 649, mrp: 999, sizes: { '5-6Y': 5 } },
    ]);
    const me = await shopper(t);
    const addressId = await saveAddress(t, me); // Mumbai 400001
    const checkoutId = await insertCheckout(t, me, {
      lines: [{ product: dress, size: '5-6Y', quantity: 2 }],
    });
    const estimate = (await call(t, 'GET', '/user/Products/expected_date?pincode=400001', null)).json();
    expect(estimate).toMatchObject({ success: true, deliveryMessage: 'Delivery by Wed, 25 Nov' });

    const placed = await placeOrder(t, me, checkoutId, addressId);
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order).toMatchObject({
      finalPayableAmount: 1298,
      deliveryDetails: { deliveryDate: estimate.estimatedDate },
      products: [
        {
          productId: { name: expect.any(String), images: [expect.any(String)] },
          color: '#800000',
          colorName: 'Maroon',
          size: '5-6Y',
          quantity: 2,
        },
      ],
    });
    expect(Number.isInteger(order.finalPayableAmount)).toBe(true);

    // A day later the estimate for that pincode has moved on; the order keeps the day it promised.
    t.clock.now = new Date('2026-11-21T04:30:00.000Z');
    const byNumber = await call(t, 'GET', `/user/order/view/${order.orderNumber}`, me);
    expect(byNumber.json().order).toMatchObject({
      _id: order._id,
      finalPayableAmount: 1298,
      deliveryDetails: { deliveryDate: '2026-11-25' },
      products: order.products,
    });
    const list = await call(t, 'GET', '/user/order/view', me);
    expect(list.json().orders[0]).toMatchObject({
      _id: order._id,
      deliveryDetails: { deliveryDate: '2026-11-25' },
    });
  });
});
