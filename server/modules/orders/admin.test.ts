import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_CHANGE_MESSAGES,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  orderChangedResponse,
} from '../../../contract/order.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import {
  createKit,
  forceStatus,
  giveCoins,
  insertTestProduct,
  placedOrder,
  type ShopKit,
  setStatus,
  shopper,
  TEST_ADMIN_TOKEN,
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

// The shop moves orders on (PATCH /api/admin/orders/{orderId}/status, only with ADMIN_TOKEN set):
// forward any number of steps, cancel before delivery, accept or decline a return; nothing else.

let t: ShopKit;
let shirt: TestProduct;

beforeAll(async () => {
  t = await createKit({ catalogue: true, env: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
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
      orderChangedResponse.parse(res.json());
    }
    const last = await setStatus(t, orderId, 'Delivered');
    expect(last.statusCode).toBe(409);

    const number = await orderNumberOf(t, orderId);
    expect((await statusNotices(t, me.userId)).map((n) => [n.title, n.message])).toEqual([
      ['Order packed', `Your order #${number} is packed and will ship soon.`],
      ['Order shipped', `Your order #${number} has been shipped. Note from the shop: Courier: BlueDart 5512`],
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
    expect(lost.json().message).toBe(ORDER_CHANGE_MESSAGES.statusNotAllowed);
    const extra = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/status`,
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      payload: { status: 'Shipped', userId: 'x' },
    });
    expect(extra.statusCode).toBe(400);
    expect(await orderStatusOf(t, orderId)).toBe('Processing');
  });

  it('answers 401 without the admin token, with a wrong one or with a shopper’s', async () => {
    const { me, orderId } = await anOrder();
    const tokens = [null, 'wrong-token', `${TEST_ADMIN_TOKEN}x`, TEST_ADMIN_TOKEN.slice(0, -1), me.token];
    for (const token of tokens) {
      const res = await setStatus(t, orderId, 'Shipped', { token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Login Required.' });
    }
    const basic = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/status`,
      headers: { authorization: `Basic ${TEST_ADMIN_TOKEN}` },
      payload: { status: 'Shipped' },
    });
    expect(basic.statusCode).toBe(401);
    expect(await orderStatusOf(t, orderId)).toBe('Processing');
    expect(await historyRows(t, orderId)).toHaveLength(1);
  });
});

describe('without ADMIN_TOKEN', () => {
  it('has no admin route at all', async () => {
    const plain = await createKit({ catalogue: true });
    try {
      const res = await plain.app.inject({
        method: 'PATCH',
        url: '/api/admin/orders/00000000-0000-4000-8000-000000000000/status',
        headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
        payload: { status: 'Shipped' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found' });
    } finally {
      await plain.cleanup();
    }
  });

  it('is configured with a token of at least 24 characters', () => {
    expect(loadConfig({}).adminToken).toBeUndefined();
    expect(loadConfig({ ADMIN_TOKEN: '' }).adminToken).toBeUndefined();
    expect(loadConfig({ ADMIN_TOKEN: 'a'.repeat(24) }).adminToken).toBe('a'.repeat(24));
    expect(() => loadConfig({ ADMIN_TOKEN: 'a'.repeat(23) })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_TOKEN: 'a'.repeat(23) })).toThrow(
      /ADMIN_TOKEN must be at least 24 characters/,
    );
  });
});
