import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderChangedResponse } from '../../../contract/admin-orders.ts';
import { ORDER_CHANGE_MESSAGES, ORDER_MESSAGES, ORDER_STATUSES } from '../../../contract/order.ts';
import { STAFF_MESSAGES } from '../../../contract/staff.ts';
import {
  createKit,
  forceStatus,
  giveCoins,
  insertTestProduct,
  kitOwner,
  placedOrder,
  type ShopKit,
  setStatus,
  shopper,
  TEST_SHIPMENT,
  type TestProduct,
} from '../../test/kit.ts';
import {
  coinsOfOrder,
  couponUse,
  historyRows,
  insertCoupon,
  orderNumberOf,
  orderStatusOf,
  statusNotices,
  stockOf,
} from './test-support.ts';

// Staff move orders on (PATCH /api/admin/orders/{orderId}/status, the console's order desk): forward
// any number of steps, cancel before delivery, accept or decline a return; nothing else.

let t: ShopKit;
let shirt: TestProduct;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  shirt = await insertTestProduct(t, [
    { color: '#87CEEB', colorName: 'Sky Blue', price: 500, mrp: 800, sizes: { '5-6Y': 500 } },
  ]);
});

afterAll(async () => {
  await t.cleanup();
});

const at = (iso: string) => {
  t.clock.now = new Date(iso);
};

async function anOrder(quantity = 1) {
  at('2026-03-02T10:00:00.000Z');
  const me = await shopper(t);
  const orderId = await placedOrder(t, me, { lines: [{ product: shirt, size: '5-6Y', quantity }] });
  return { me, orderId };
}

describe('PATCH /api/admin/orders/{orderId}/status', () => {
  it('moves an order only along the allowed transitions', async () => {
    const { orderId } = await anOrder();
    const allowed: Record<string, string[]> = {
      Pending: ['Confirmed', 'Processing', 'Shipping', 'Shipped', 'In-Transit', 'Delivered', 'Cancelled'],
      Confirmed: ['Processing', 'Shipping', 'Shipped', 'In-Transit', 'Delivered', 'Cancelled'],
      Processing: ['Shipping', 'Shipped', 'In-Transit', 'Delivered', 'Cancelled'],
      Shipping: ['Shipped', 'In-Transit', 'Delivered', 'Cancelled'],
      Shipped: ['In-Transit', 'Delivered', 'Cancelled'],
      'In-Transit': ['Delivered', 'Cancelled'],
      Delivered: [],
      Cancelled: [],
      Returned: [],
      Return_Requested: ['Delivered', 'Returned'],
    };
    const moved: Record<string, string[]> = {};
    for (const from of ORDER_STATUSES) {
      const reached: string[] = [];
      moved[from] = reached;
      for (const to of ORDER_STATUSES) {
        await forceStatus(t, orderId, from, new Date('2026-03-02T11:00:00.000Z'));
        const res = await setStatus(t, orderId, to);
        if (res.statusCode === 200) {
          expect(res.json()).toMatchObject({
            message: ORDER_CHANGE_MESSAGES.statusChanged,
            order: { status: to },
          });
          reached.push(to);
        } else {
          expect([from, to, res.statusCode, res.json()]).toEqual([
            from,
            to,
            409,
            { success: false, message: ORDER_CHANGE_MESSAGES.statusNotAllowed },
          ]);
          expect(await orderStatusOf(t, orderId)).toBe(from);
        }
      }
    }
    expect(moved).toEqual(allowed);
  });

  it('walks an order to the door: history, notices with the shop’s note, delivery time', async () => {
    const { me, orderId } = await anOrder();
    const steps: [string, string, string?][] = [
      ['2026-03-02T15:00:00.000Z', 'Shipping'],
      ['2026-03-03T09:00:00.000Z', 'Shipped', 'Courier: BlueDart 5512'],
      ['2026-03-04T07:00:00.000Z', 'In-Transit'],
      ['2026-03-05T18:45:00.000Z', 'Delivered'],
    ];
    for (const [when, status, reason] of steps) {
      at(when);
      const res = await setStatus(t, orderId, status, reason ? { reason } : {});
      expect(res.statusCode).toBe(200);
      adminOrderChangedResponse.parse(res.json());
    }
    const last = await setStatus(t, orderId, 'Delivered');
    expect(last.statusCode).toBe(409);

    const number = await orderNumberOf(t, orderId);
    expect((await statusNotices(t, me.userId)).map((n) => [n.title, n.message])).toEqual([
      ['Order packed', `Your order #${number} is packed and will ship soon.`],
      [
        'Order shipped',
        `Your order #${number} has been shipped. Courier: ${TEST_SHIPMENT.courier}, tracking number ` +
          `${TEST_SHIPMENT.trackingNumber}. Note from the shop: Courier: BlueDart 5512`,
      ],
      ['Order in transit', `Your order #${number} is on its way to you.`],
      ['Order delivered', `Your order #${number} has been delivered.`],
    ]);
    expect(await historyRows(t, orderId)).toEqual([
      { status: 'Processing', reason: null, description: null, actor: 'shop' },
      { status: 'Shipping', reason: null, description: null, actor: 'shop' },
      { status: 'Shipped', reason: 'Courier: BlueDart 5512', description: null, actor: 'shop' },
      { status: 'In-Transit', reason: null, description: null, actor: 'shop' },
      { status: 'Delivered', reason: null, description: null, actor: 'shop' },
    ]);
    const order = (await setStatus(t, orderId, 'Returned')).json();
    expect(order.message).toBe(ORDER_CHANGE_MESSAGES.statusNotAllowed);
  });

  it('jumps straight to Delivered and stamps the delivery time', async () => {
    const { orderId } = await anOrder();
    at('2026-03-04T12:00:00.000Z');
    const res = await setStatus(t, orderId, 'Delivered');
    expect(res.json().order).toMatchObject({
      status: 'Delivered',
      deliveredAt: '2026-03-04T12:00:00.000Z',
      updatedAt: '2026-03-04T12:00:00.000Z',
      canReturn: true,
    });
  });

  it('cancels an order in transit: stock, coins and coupon back, the shopper told why', async () => {
    at('2026-03-02T10:00:00.000Z');
    const me = await shopper(t);
    await giveCoins(t, me.userId, 10);
    const couponId = await insertCoupon(t, { code: 'SHOPCANCEL', kind: 'flat', value: 10_000 });
    const before = await stockOf(t, shirt, '5-6Y');
    const orderId = await placedOrder(t, me, {
      lines: [{ product: shirt, size: '5-6Y', quantity: 4 }],
      couponId,
      coinsApplied: 10,
    });
    // 4 × ₹500 = ₹2,000 − ₹100 − 10 coins = ₹1,890 → 18 coins earned, pending until the order is final.
    expect(await t.coins.balance(me.userId)).toBe(0);
    expect(await t.coins.pending(me.userId)).toBe(18);
    at('2026-03-04T10:00:00.000Z');
    await setStatus(t, orderId, 'In-Transit');
    at('2026-03-05T10:00:00.000Z');
    const res = await setStatus(t, orderId, 'Cancelled', { reason: 'Refused at the door' });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'Cancelled',
      cancellationOrReturnReason: 'Refused at the door',
      canCancel: false,
    });
    expect(await stockOf(t, shirt, '5-6Y')).toBe(before);
    expect(await t.coins.balance(me.userId)).toBe(10);
    expect(await t.coins.pending(me.userId)).toBe(0);
    expect(await coinsOfOrder(t, me.userId, orderId)).toEqual({ order_redeem: -10, order_refund: 10 });
    expect(await couponUse(t, couponId)).toEqual({ usedCount: 0, redemptions: 0 });
    expect((await statusNotices(t, me.userId)).at(-1)).toEqual({
      title: 'Order cancelled',
      message: `Your order #${await orderNumberOf(t, orderId)} has been cancelled. Note from the shop: Refused at the door`,
      notificationType: 'order',
    });
    expect((await historyRows(t, orderId)).at(-1)).toEqual({
      status: 'Cancelled',
      reason: 'Refused at the door',
      description: null,
      actor: 'shop',
    });
  });

  it('answers 404 for an unknown order and 400 for a status it does not know', async () => {
    const { orderId } = await anOrder();
    const unknown = await setStatus(t, '00000000-0000-4000-8000-000000000000', 'Shipped');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: ORDER_MESSAGES.notFound });
    const lost = await setStatus(t, orderId, 'Lost');
    expect(lost.statusCode).toBe(400);
    expect(lost.json().message).toBe('Unknown status');
    const extra = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/status`,
      headers: { authorization: `Bearer ${(await kitOwner(t)).token}` },
      payload: { status: 'Shipping', userId: 'x' },
    });
    expect(extra.statusCode).toBe(400);
    expect(await orderStatusOf(t, orderId)).toBe('Processing');
  });

  it('answers 401 without a sign-in or with a bad token, 403 for a shopper', async () => {
    const { me, orderId } = await anOrder();
    for (const token of [null, 'wrong-token']) {
      const res = await setStatus(t, orderId, 'Shipping', { token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
    }
    const shopperAnswer = await setStatus(t, orderId, 'Shipping', { token: me.token });
    expect(shopperAnswer.statusCode).toBe(403);
    expect(shopperAnswer.json()).toEqual({ success: false, message: STAFF_MESSAGES.notStaff });
    expect(await orderStatusOf(t, orderId)).toBe('Processing');
    expect(await historyRows(t, orderId)).toHaveLength(1);
  });
});
