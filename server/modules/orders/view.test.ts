import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, orderListResponse, orderResponse } from '../../../contract/order.ts';
import {
  call,
  createKit,
  insertCheckout,
  insertTestProduct,
  placeOrder,
  type ShopKit,
  type Shopper,
  saveAddress,
  shopper,
  type TestProduct,
} from '../../test/kit.ts';

let t: ShopKit;
let dress: TestProduct;
let me: Shopper;
let other: Shopper;
/** My three orders, oldest first. */
const placed: string[] = [];
let otherOrder: string;

async function orderAt(who: Shopper, at: string, quantity: number): Promise<string> {
  t.clock.now = new Date(at);
  const addressId = await saveAddress(t, who);
  const checkoutId = await insertCheckout(t, who, {
    lines: [
      { product: dress, size: '4-5Y', quantity },
      { product: dress, variant: 1, size: '4-5Y', quantity: 1 },
    ],
  });
  const res = await placeOrder(t, who, checkoutId, addressId);
  if (res.statusCode !== 201) throw new Error(`order answered ${res.statusCode}: ${res.body}`);
  return res.json().order._id;
}

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  dress = await insertTestProduct(t, [
    { color: '#2E8B57', colorName: 'Sea Green', price: 450, mrp: 600, sizes: { '4-5Y': 50 } },
    { color: '#FFA500', colorName: 'Orange', price: 350, mrp: 350, sizes: { '4-5Y': 50 } },
  ]);
  me = await shopper(t);
  other = await shopper(t);
  placed.push(await orderAt(me, '2026-03-02T10:00:00Z', 1));
  placed.push(await orderAt(me, '2026-03-03T10:00:00Z', 2));
  placed.push(await orderAt(me, '2026-03-04T10:00:00Z', 3));
  otherOrder = await orderAt(other, '2026-03-05T10:00:00Z', 1);
});

afterAll(async () => {
  await t.cleanup();
});

describe('GET /api/user/order/view', () => {
  it("lists the shopper's own orders newest first, with their lines", async () => {
    const res = await call(t, 'GET', '/user/order/view', me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = orderListResponse.parse(res.json());
    expect(body).toMatchObject({ success: true, page: 1, limit: 10, total: 3, totalPages: 1 });
    expect(body.orders.map((o) => o._id)).toEqual([...placed].reverse());
    expect(body.orders.map((o) => o.createdAt)).toEqual([
      '2026-03-04T10:00:00.000Z',
      '2026-03-03T10:00:00.000Z',
      '2026-03-02T10:00:00.000Z',
    ]);
    // The newest: 3 × ₹450 + ₹350 = ₹1,700.
    expect(body.orders[0]!.products.map((p) => [p.colorName, p.quantity, p.price, p.itemTotal])).toEqual([
      ['Sea Green', 3, 450, 1350],
      ['Orange', 1, 350, 350],
    ]);
    expect(body.orders[0]).toMatchObject({ totalPrice: 1700, deliveryCharge: 0, finalPayableAmount: 1700 });
    // The oldest: ₹450 + ₹350 = ₹800.
    expect(body.orders[2]).toMatchObject({ totalPrice: 800, finalPayableAmount: 800, status: 'Processing' });
  });

  it('pages with page and limit', async () => {
    const first = (await call(t, 'GET', '/user/order/view?page=1&limit=2', me)).json();
    expect(first).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(first.orders.map((o: { _id: string }) => o._id)).toEqual([placed[2], placed[1]]);
    const second = (await call(t, 'GET', '/user/order/view?page=2&limit=2', me)).json();
    expect(second.orders.map((o: { _id: string }) => o._id)).toEqual([placed[0]]);
    expect(second.orders[0].products).toHaveLength(2);
    const beyond = (await call(t, 'GET', '/user/order/view?page=3&limit=2', me)).json();
    expect(beyond.orders).toEqual([]);
    const bad = await call(t, 'GET', '/user/order/view?limit=500', me);
    expect(bad.statusCode).toBe(400);
  });

  it('answers an empty list to a shopper with no orders, and 401 without a sign-in', async () => {
    const fresh = await shopper(t);
    const res = await call(t, 'GET', '/user/order/view', fresh);
    expect(res.json()).toEqual({ success: true, orders: [], page: 1, limit: 10, total: 0, totalPages: 0 });
    expect((await call(t, 'GET', '/user/order/view', null)).statusCode).toBe(401);
  });
});

describe('GET /api/user/order/view/{id}', () => {
  it('answers one of my orders', async () => {
    const res = await call(t, 'GET', `/user/order/view/${placed[1]}`, me);
    expect(res.statusCode).toBe(200);
    const body = orderResponse.parse(res.json());
    expect(body.order).toMatchObject({
      _id: placed[1],
      status: 'Processing',
      paymentMethod: 'Cash on Delivery',
      totalPrice: 1250,
      mrpTotal: 1550,
      discountedAmount: 0,
      finalPayableAmount: 1250,
      coinsEarned: 12,
      shippingAddress: { name: 'Asha Rao', pincode: '400001', city: 'Mumbai' },
      // Placed Tuesday 3:30 pm India time: leaves Wednesday, four business days to Mumbai.
      deliveryDetails: { deliveryDate: '2026-03-09' },
    });
    expect(body.order.products).toHaveLength(2);
  });

  it("answers 404 for another shopper's order or an unknown one", async () => {
    const foreign = await call(t, 'GET', `/user/order/view/${otherOrder}`, me);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, message: ORDER_MESSAGES.notFound });
    const unknown = await call(t, 'GET', '/user/order/view/00000000-0000-4000-8000-000000000000', me);
    expect(unknown.statusCode).toBe(404);
    const malformed = await call(t, 'GET', '/user/order/view/123', me);
    expect(malformed.statusCode).toBe(400);
  });
});
