import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_CHANGE_MESSAGES,
  ORDER_STATUSES,
  orderChangedResponse,
  orderResponse,
} from '../../../contract/order.ts';
import {
  call,
  createKit,
  forceStatus,
  giveCoins,
  insertTestProduct,
  placedOrder,
  requestReturn,
  type ShopKit,
  type Shopper,
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

// The shopper asks to return a delivered order within 1 day of delivery (the return policy); the shop
// accepts (Returned: stock and coins come back, the coupon stays used) or declines (back to Delivered).

let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
});

afterAll(async () => {
  await t.cleanup();
});

const at = (iso: string) => {
  t.clock.now = new Date(iso);
};

async function dress(stock: number): Promise<TestProduct> {
  return insertTestProduct(t, [
    { color: '#2E8B57', colorName: 'Sea Green', price: 450, mrp: 600, sizes: { '4-5Y': stock } },
  ]);
}

const view = async (who: Shopper, orderId: string) =>
  orderResponse.parse((await call(t, 'GET', `/user/order/view/${orderId}`, who)).json()).order;

/** An order placed on 2 March and delivered by the shop at `deliveredAt`. */
async function deliveredOrder(who: Shopper, product: TestProduct, deliveredAt: string, quantity = 1) {
  at('2026-03-02T10:00:00.000Z');
  const orderId = await placedOrder(t, who, { lines: [{ product, size: '4-5Y', quantity }] });
  at(deliveredAt);
  const res = await setStatus(t, orderId, 'Delivered');
  if (res.statusCode !== 200) throw new Error(`delivery answered ${res.statusCode}: ${res.body}`);
  return orderId;
}

describe('POST /api/user/order/return/{orderId}', () => {
  it('asks to return a delivered order; the shop accepts: stock and coins back, the coupon stays used', async () => {
    at('2026-03-02T10:00:00.000Z');
    const me = await shopper(t);
    await giveCoins(t, me.userId, 20);
    const frock = await dress(6);
    const couponId = await insertCoupon(t, { code: 'KEEPUSED', kind: 'flat', value: 5_000 });
    const orderId = await placedOrder(t, me, {
      lines: [{ product: frock, size: '4-5Y', quantity: 3 }],
      couponId,
      coinsApplied: 20,
    });
    // 3 × ₹450 = ₹1,350 − ₹50 − 20 coins = ₹1,280 → 12 coins earned, pending until final.
    expect(await t.coins.balance(me.userId)).toBe(0);
    expect(await t.coins.pending(me.userId)).toBe(12);
    at('2026-03-03T09:00:00.000Z');
    expect((await setStatus(t, orderId, 'Shipped')).statusCode).toBe(200);
    at('2026-03-05T12:00:00.000Z');
    const delivered = await setStatus(t, orderId, 'Delivered');
    expect(delivered.json().order).toMatchObject({
      status: 'Delivered',
      deliveredAt: '2026-03-05T12:00:00.000Z',
      canCancel: false,
      canReturn: true,
    });

    at('2026-03-06T11:59:59.999Z');
    const res = await requestReturn(t, me, orderId, { reason: 'Item defective', description: 'Zip broken' });
    expect(res.statusCode).toBe(200);
    const body = orderChangedResponse.parse(res.json());
    expect(body.message).toBe(ORDER_CHANGE_MESSAGES.returnRequested);
    expect(body.order).toMatchObject({
      status: 'Return_Requested',
      canCancel: false,
      canReturn: false,
      cancellationOrReturnReason: 'Item defective',
      deliveredAt: '2026-03-05T12:00:00.000Z',
    });
    // Nothing comes back until the shop has the parcel.
    expect(await stockOf(t, frock, '4-5Y')).toBe(3);
    expect(await t.coins.balance(me.userId)).toBe(0);
    const again = await requestReturn(t, me, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ORDER_CHANGE_MESSAGES.cannotReturn);

    at('2026-03-08T10:00:00.000Z');
    // The return window has closed, but a return is open: the coins stay pending.
    expect(await t.coins.creditFinalOrders(t.database.db, new Date('2026-03-08T10:00:00.000Z'))).toBe(0);
    expect(await t.coins.pending(me.userId)).toBe(12);
    const accepted = await setStatus(t, orderId, 'Returned');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().order).toMatchObject({
      status: 'Returned',
      cancellationOrReturnReason: 'Item defective',
      canReturn: false,
    });
    expect(await stockOf(t, frock, '4-5Y')).toBe(6);
    expect(await t.coins.balance(me.userId)).toBe(20);
    expect(await t.coins.pending(me.userId)).toBe(0);
    expect(await coinsOfOrder(t, me.userId, orderId)).toEqual({ order_redeem: -20, order_refund: 20 });
    expect(await couponUse(t, couponId)).toEqual({ usedCount: 1, redemptions: 1 });

    expect(await historyRows(t, orderId)).toEqual([
      { status: 'Processing', reason: null, description: null, actor: 'shop' },
      { status: 'Shipped', reason: null, description: null, actor: 'shop' },
      { status: 'Delivered', reason: null, description: null, actor: 'shop' },
      { status: 'Return_Requested', reason: 'Item defective', description: 'Zip broken', actor: 'shopper' },
      { status: 'Returned', reason: null, description: null, actor: 'shop' },
    ]);
    const number = await orderNumberOf(t, orderId);
    expect((await statusNotices(t, me.userId)).map((n) => [n.title, n.message])).toEqual([
      [
        'Order shipped',
        `Your order #${number} has been shipped. Courier: ${TEST_SHIPMENT.courier}, tracking number ${TEST_SHIPMENT.trackingNumber}.`,
      ],
      ['Order delivered', `Your order #${number} has been delivered.`],
      ['Return requested', `We have received your return request for order #${number}.`],
      ['Return accepted', `Your return of order #${number} has been accepted.`],
    ]);
    expect((await view(me, orderId)).statusHistory.map((c) => [c.status, c.by, c.at])).toEqual([
      ['Processing', 'shop', '2026-03-02T10:00:00.000Z'],
      ['Shipped', 'shop', '2026-03-03T09:00:00.000Z'],
      ['Delivered', 'shop', '2026-03-05T12:00:00.000Z'],
      ['Return_Requested', 'shopper', '2026-03-06T11:59:59.999Z'],
      ['Returned', 'shop', '2026-03-08T10:00:00.000Z'],
    ]);
  });

  it('closes a day after delivery', async () => {
    const me = await shopper(t);
    const frock = await dress(5);
    const orderId = await deliveredOrder(me, frock, '2026-03-04T08:30:00.000Z');
    at('2026-03-05T08:30:00.000Z');
    expect(await view(me, orderId)).toMatchObject({ status: 'Delivered', canReturn: false });
    const res = await requestReturn(t, me, orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: ORDER_CHANGE_MESSAGES.returnWindowOver });
    expect(await orderStatusOf(t, orderId)).toBe('Delivered');
    expect(await historyRows(t, orderId)).toHaveLength(2);
  });

  it('is declined by the shop: Delivered again with its first delivery time, the shopper told', async () => {
    const me = await shopper(t);
    const frock = await dress(5);
    const orderId = await deliveredOrder(me, frock, '2026-03-04T08:30:00.000Z', 2);
    at('2026-03-04T20:00:00.000Z');
    expect((await requestReturn(t, me, orderId, { reason: 'Changed my mind' })).statusCode).toBe(200);
    at('2026-03-05T10:00:00.000Z');
    const res = await setStatus(t, orderId, 'Delivered', { reason: 'The tags were removed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'Delivered',
      deliveredAt: '2026-03-04T08:30:00.000Z',
      canReturn: false,
      cancellationOrReturnReason: 'Changed my mind',
    });
    expect(await stockOf(t, frock, '4-5Y')).toBe(3);
    const notices = await statusNotices(t, me.userId);
    expect(notices.at(-1)).toEqual({
      title: 'Return declined',
      message: `Your return request for order #${await orderNumberOf(t, orderId)} was declined. Note from the shop: The tags were removed`,
      notificationType: 'order',
    });
    expect((await historyRows(t, orderId)).at(-1)).toEqual({
      status: 'Delivered',
      reason: 'The tags were removed',
      description: null,
      actor: 'shop',
    });
  });

  it('is allowed from Delivered only', async () => {
    at('2026-03-02T10:00:00.000Z');
    const me = await shopper(t);
    const frock = await dress(5);
    const orderId = await placedOrder(t, me, { lines: [{ product: frock, size: '4-5Y', quantity: 1 }] });
    const outcome: Record<string, [boolean, number, string | undefined]> = {};
    for (const status of ORDER_STATUSES) {
      await forceStatus(t, orderId, status, t.clock.now);
      const offered = (await view(me, orderId)).canReturn;
      const res = await requestReturn(t, me, orderId);
      outcome[status] = [offered, res.statusCode, res.json().message];
    }
    const refused = [false, 409, ORDER_CHANGE_MESSAGES.cannotReturn];
    expect(outcome).toEqual({
      Pending: refused,
      Confirmed: refused,
      Processing: refused,
      Shipping: refused,
      Shipped: refused,
      'In-Transit': refused,
      Delivered: [true, 200, ORDER_CHANGE_MESSAGES.returnRequested],
      Cancelled: refused,
      Returned: refused,
      Return_Requested: refused,
    });
  });

  it('needs one of the listed return reasons', async () => {
    const me = await shopper(t);
    const frock = await dress(5);
    const orderId = await deliveredOrder(me, frock, '2026-03-04T08:30:00.000Z');
    for (const body of [{}, { reason: 'Ordered by mistake' }, { reason: 'item damaged' }]) {
      const res = await requestReturn(t, me, orderId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ORDER_CHANGE_MESSAGES.returnReasonRequired);
    }
    expect(await orderStatusOf(t, orderId)).toBe('Delivered');
  });
});
