import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_CHANGE_MESSAGES,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  orderChangedResponse,
  orderResponse,
} from '../../../contract/order.ts';
import {
  call,
  cancelOrder,
  createKit,
  forceStatus,
  giveCoins,
  insertTestProduct,
  placedOrder,
  requestReturn,
  type ShopKit,
  type Shopper,
  shopper,
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

// The shopper cancels an order (rules/accounts §2 My Orders, §4, §5 Cancel; docs/decisions/012): while it
// is Pending, Confirmed or Processing and within 24 hours of placing it. Everything placement did is
// undone in the same transaction.

let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
});

afterAll(async () => {
  await t.cleanup();
});

afterEach(async () => {
  await t.database.db.execute(sql`DROP TRIGGER IF EXISTS test_failing_notice ON notifications`);
});

const PLACED_AT = '2026-03-02T10:00:00.000Z';
const at = (iso: string) => {
  t.clock.now = new Date(iso);
};

async function tee(stock = 20): Promise<TestProduct> {
  return insertTestProduct(t, [
    { color: '#1F3A93', colorName: 'Navy Blue', price: 600, mrp: 1000, sizes: { '2-3Y': stock } },
  ]);
}

const view = async (who: Shopper, orderId: string) =>
  orderResponse.parse((await call(t, 'GET', `/user/order/view/${orderId}`, who)).json()).order;

describe('POST /api/user/order/cancel/{orderId}', () => {
  it('cancels a Processing order and undoes it: stock, coins, coupon, history, notification', async () => {
    at(PLACED_AT);
    const me = await shopper(t);
    await giveCoins(t, me.userId, 120);
    const romper = await tee(10);
    const socks = await insertTestProduct(t, [
      { color: '#FFFFFF', colorName: 'White', price: 250, mrp: 250, sizes: { '4-5Y': 6 } },
    ]);
    const couponId = await insertCoupon(t, { code: 'UNDO10', value: 10, maxDiscountPaise: 10_000 });
    const orderId = await placedOrder(t, me, {
      lines: [
        { product: romper, size: '2-3Y', quantity: 2 },
        { product: socks, size: '4-5Y', quantity: 1 },
      ],
      couponId,
      coinsApplied: 50,
    });
    // 2 × ₹600 + ₹250 = ₹1,450 − ₹100 coupon − 50 coins = ₹1,300, which earns 13 coins: pending, not
    // spendable, until the order is delivered and its return window has closed.
    expect(await stockOf(t, romper, '2-3Y')).toBe(8);
    expect(await stockOf(t, socks, '4-5Y')).toBe(5);
    expect(await t.coins.balance(me.userId)).toBe(120 - 50);
    expect(await t.coins.pending(me.userId)).toBe(13);
    expect(await couponUse(t, couponId)).toEqual({ usedCount: 1, redemptions: 1 });

    at('2026-03-02T13:00:00.000Z');
    const res = await cancelOrder(t, me, orderId, {
      reason: 'Ordered by mistake',
      description: ' Wrong size ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = orderChangedResponse.parse(res.json());
    expect(body.message).toBe(ORDER_CHANGE_MESSAGES.cancelled);
    expect(body.order).toMatchObject({
      _id: orderId,
      status: 'Cancelled',
      createdAt: PLACED_AT,
      updatedAt: '2026-03-02T13:00:00.000Z',
      orderNumber: await orderNumberOf(t, orderId),
      canCancel: false,
      canReturn: false,
      cancellationOrReturnReason: 'Ordered by mistake',
      finalPayableAmount: 1300,
    });
    expect(body.order.statusHistory).toEqual([
      { status: 'Processing', reason: null, description: null, by: 'shop', at: PLACED_AT },
      {
        status: 'Cancelled',
        reason: 'Ordered by mistake',
        description: 'Wrong size',
        by: 'shopper',
        at: '2026-03-02T13:00:00.000Z',
      },
    ]);

    // Stock back on both sizes, coins spent returned, the pending coins gone, the coupon free again.
    expect(await stockOf(t, romper, '2-3Y')).toBe(10);
    expect(await stockOf(t, socks, '4-5Y')).toBe(6);
    expect(await t.coins.balance(me.userId)).toBe(120);
    expect(await t.coins.pending(me.userId)).toBe(0);
    expect(await coinsOfOrder(t, me.userId, orderId)).toEqual({ order_redeem: -50, order_refund: 50 });
    expect(await couponUse(t, couponId)).toEqual({ usedCount: 0, redemptions: 0 });
    expect(await historyRows(t, orderId)).toEqual([
      { status: 'Processing', reason: null, description: null, actor: 'shop' },
      { status: 'Cancelled', reason: 'Ordered by mistake', description: 'Wrong size', actor: 'shopper' },
    ]);
    expect(await statusNotices(t, me.userId)).toEqual([
      {
        title: 'Order cancelled',
        message: `Your order #${await orderNumberOf(t, orderId)} has been cancelled.`,
        notificationType: 'order',
      },
    ]);
    // The product page shows the stock again at once (the catalogue caches were dropped).
    const page = await call(t, 'GET', `/user/Products/view/${romper.productId}`, null);
    expect(page.json().product.variants[0].sizes).toEqual([
      expect.objectContaining({ size: '2-3Y', stock: 10 }),
    ]);

    // The detail and the list say the same.
    expect(await view(me, orderId)).toEqual(body.order);
    const list = (await call(t, 'GET', '/user/order/view', me)).json();
    expect(list.orders[0]).toEqual(body.order);

    // Again: refused, and nothing is given back twice.
    const again = await cancelOrder(t, me, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: ORDER_CHANGE_MESSAGES.cannotCancel });
    expect(await stockOf(t, romper, '2-3Y')).toBe(10);
    expect(await t.coins.balance(me.userId)).toBe(120);
    expect(await couponUse(t, couponId)).toEqual({ usedCount: 0, redemptions: 0 });
    expect(await historyRows(t, orderId)).toHaveLength(2);
  });

  it('takes back exactly what an order earned, even when it was credited and spent before the rule', async () => {
    at(PLACED_AT);
    const me = await shopper(t);
    const frock = await insertTestProduct(t, [
      { color: '#F4A7B9', colorName: 'Blush Pink', price: 1300, mrp: 1500, sizes: { '3-4Y': 4 } },
    ]);
    const orderId = await placedOrder(t, me, { lines: [{ product: frock, size: '3-4Y', quantity: 1 }] });
    expect(await t.coins.balance(me.userId)).toBe(0);
    expect(await t.coins.pending(me.userId)).toBe(13);
    // An order placed before coins waited for delivery had its 13 coins credited at once, and 10 of
    // them were spent elsewhere before the cancellation.
    await t.coins.append(t.database.db, [
      { userId: me.userId, delta: 13, reason: 'order_reward', ref: orderId },
      { userId: me.userId, delta: -10, reason: 'order_redeem', ref: 'other' },
    ]);

    expect((await cancelOrder(t, me, orderId)).statusCode).toBe(200);
    // The whole 13 go back: the 10 already spent leave the balance below zero rather than minted.
    expect(await t.coins.balance(me.userId)).toBe(-10);
    expect(await coinsOfOrder(t, me.userId, orderId)).toEqual({
      order_reward: 13,
      order_reward_reversal: -13,
    });
    expect(await stockOf(t, frock, '3-4Y')).toBe(4);
  });

  it('is open for 24 hours after placing: at 23:59:59.999 yes, at 24:00 no', async () => {
    at(PLACED_AT);
    const me = await shopper(t);
    const shirt = await tee(10);
    const early = await placedOrder(t, me, { lines: [{ product: shirt, size: '2-3Y', quantity: 1 }] });
    const late = await placedOrder(t, me, { lines: [{ product: shirt, size: '2-3Y', quantity: 2 }] });
    expect(await view(me, early)).toMatchObject({ canCancel: true, canReturn: false });
    expect(await stockOf(t, shirt, '2-3Y')).toBe(7);

    at('2026-03-03T09:59:59.999Z');
    expect((await view(me, early)).canCancel).toBe(true);
    expect((await cancelOrder(t, me, early)).statusCode).toBe(200);
    expect(await stockOf(t, shirt, '2-3Y')).toBe(8);

    at('2026-03-03T10:00:00.000Z');
    expect(await view(me, late)).toMatchObject({ status: 'Processing', canCancel: false });
    const res = await cancelOrder(t, me, late);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: ORDER_CHANGE_MESSAGES.cancelWindowOver });
    expect(await orderStatusOf(t, late)).toBe('Processing');
    expect(await stockOf(t, shirt, '2-3Y')).toBe(8);
    expect(await historyRows(t, late)).toHaveLength(1);
  });

  it('is allowed from Pending, Confirmed and Processing only', async () => {
    at(PLACED_AT);
    const me = await shopper(t);
    const shirt = await tee(50);
    const orderId = await placedOrder(t, me, { lines: [{ product: shirt, size: '2-3Y', quantity: 1 }] });
    at('2026-03-02T12:00:00.000Z');
    const outcome: Record<string, [boolean, number, string | undefined]> = {};
    for (const status of ORDER_STATUSES) {
      await forceStatus(t, orderId, status, new Date('2026-03-02T11:00:00.000Z'));
      const offered = (await view(me, orderId)).canCancel;
      const res = await cancelOrder(t, me, orderId);
      outcome[status] = [offered, res.statusCode, res.json().message];
    }
    const refused = [false, 409, ORDER_CHANGE_MESSAGES.cannotCancel];
    const cancelled = [true, 200, ORDER_CHANGE_MESSAGES.cancelled];
    expect(outcome).toEqual({
      Pending: cancelled,
      Confirmed: cancelled,
      Processing: cancelled,
      Shipping: refused,
      Shipped: refused,
      'In-Transit': refused,
      Delivered: refused,
      Cancelled: refused,
      Returned: refused,
      Return_Requested: refused,
    });
  });

  it('needs one of the listed reasons: 400 with the spec message, nothing changed', async () => {
    at(PLACED_AT);
    const me = await shopper(t);
    const shirt = await tee(5);
    const orderId = await placedOrder(t, me, { lines: [{ product: shirt, size: '2-3Y', quantity: 1 }] });
    const bodies: object[] = [
      {},
      { description: 'no reason' },
      { reason: '' },
      { reason: 'Bored of it', description: '' },
      { reason: 'Item damaged', description: '' },
    ];
    for (const body of bodies) {
      const res = await cancelOrder(t, me, orderId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ORDER_CHANGE_MESSAGES.cancelReasonRequired);
    }
    const tooLong = await cancelOrder(t, me, orderId, { reason: 'Other', description: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    const extra = await cancelOrder(t, me, orderId, {
      reason: 'Other',
      description: '',
      status: 'Cancelled',
    });
    expect(extra.statusCode).toBe(400);
    // Without a description the reason alone is enough.
    expect(await orderStatusOf(t, orderId)).toBe('Processing');
    expect(await stockOf(t, shirt, '2-3Y')).toBe(4);
    const ok = await cancelOrder(t, me, orderId, { reason: 'Other' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order.statusHistory[1]).toMatchObject({ reason: 'Other', description: null });
  });

  it("answers 404 for another shopper's order or an unknown one, and 401 without a sign-in", async () => {
    at(PLACED_AT);
    const owner = await shopper(t);
    const stranger = await shopper(t);
    const shirt = await tee(5);
    const orderId = await placedOrder(t, owner, { lines: [{ product: shirt, size: '2-3Y', quantity: 1 }] });
    const notFound = { success: false, message: ORDER_MESSAGES.notFound };

    for (const res of [
      await cancelOrder(t, stranger, orderId),
      await requestReturn(t, stranger, orderId),
      await call(t, 'GET', `/user/order/view/${orderId}`, stranger),
      await cancelOrder(t, owner, '00000000-0000-4000-8000-000000000000'),
      await requestReturn(t, owner, '00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    expect((await cancelOrder(t, owner, 'not-an-id')).statusCode).toBe(400);
    const anonymous = await cancelOrder(t, null, orderId);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: 'No token provided' });
    expect(await orderStatusOf(t, orderId)).toBe('Processing');
    expect(await stockOf(t, shirt, '2-3Y')).toBe(4);
    expect(await statusNotices(t, owner.userId)).toEqual([]);
  });

  it('changes nothing when a write fails part-way, and can be cancelled afterwards', async () => {
    at(PLACED_AT);
    const me = await shopper(t);
    await giveCoins(t, me.userId, 30);
    const shirt = await tee(10);
    const couponId = await insertCoupon(t, { code: 'ATOMIC', kind: 'flat', value: 5_000 });
    const orderId = await placedOrder(t, me, {
      lines: [{ product: shirt, size: '2-3Y', quantity: 3 }],
      couponId,
      coinsApplied: 30,
    });
    // ₹1,800 − ₹50 − 30 coins = ₹1,720 → 17 coins earned (pending); balance 30 − 30.
    expect(await t.coins.balance(me.userId)).toBe(0);
    await t.database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION test_failing_notice() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'notifications are down'; END $$`),
    );
    await t.database.db.execute(
      sql.raw(`CREATE TRIGGER test_failing_notice BEFORE INSERT ON notifications FOR EACH ROW
        WHEN (NEW.user_id = '${me.userId}'::uuid) EXECUTE FUNCTION test_failing_notice()`),
    );

    const failed = await cancelOrder(t, me, orderId);
    expect(failed.statusCode).toBe(500);
    expect(await orderStatusOf(t, orderId)).toBe('Processing');
    expect(await stockOf(t, shirt, '2-3Y')).toBe(7);
    expect(await t.coins.balance(me.userId)).toBe(0);
    expect(await couponUse(t, couponId)).toEqual({ usedCount: 1, redemptions: 1 });
    expect(await historyRows(t, orderId)).toHaveLength(1);

    await t.database.db.execute(sql`DROP TRIGGER test_failing_notice ON notifications`);
    expect((await cancelOrder(t, me, orderId)).statusCode).toBe(200);
    expect(await stockOf(t, shirt, '2-3Y')).toBe(10);
    expect(await t.coins.balance(me.userId)).toBe(30);
    expect(await couponUse(t, couponId)).toEqual({ usedCount: 0, redemptions: 0 });
  });
});
