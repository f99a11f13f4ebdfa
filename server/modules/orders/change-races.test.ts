import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CHANGE_MESSAGES } from '../../../contract/order.ts';
import { queryRows } from '../../db/rows.ts';
import {
  cancelOrder,
  createKit,
  giveCoins,
  insertCheckout,
  insertTestProduct,
  placedOrder,
  placeOrder,
  type ShopKit,
  type Shopper,
  saveAddress,
  setStatus,
  shopper,
} from '../../test/kit.ts';
import {
  coinsOfOrder,
  couponUse,
  historyRows,
  insertCoupon,
  orderStatusOf,
  statusNotices,
  stockOf,
} from './test-support.ts';

// Races on a real PostgreSQL server (PGlite runs one statement at a time, so nothing can race there).
// A status change is one conditional UPDATE: of many requests in flight at once exactly one changes
// the order, the rest are refused with 409, and what the change gives back is given back once.

let t: ShopKit;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  t = await createKit({ catalogue: true, env: { DATABASE_POOL_SIZE: '20' } });
});

afterAll(async () => {
  await t?.cleanup();
});

const statusesOf = (answers: { statusCode: number }[]) => answers.map((r) => r.statusCode).sort();

describe.skipIf(!process.env.DATABASE_URL)('changing an order at the same time', () => {
  it('cancels once out of 10 parallel cancels: stock, coins and coupon back once', async () => {
    const me = await shopper(t);
    await giveCoins(t, me.userId, 60);
    const romper = await insertTestProduct(t, [
      { color: '#1F3A93', colorName: 'Navy Blue', price: 700, mrp: 900, sizes: { '2-3Y': 10, '3-4Y': 5 } },
    ]);
    const couponId = await insertCoupon(t, { code: 'RACE50', kind: 'flat', value: 5_000, usageLimit: 10 });
    const orderId = await placedOrder(t, me, {
      lines: [
        { product: romper, size: '2-3Y', quantity: 2 },
        { product: romper, size: '3-4Y', quantity: 1 },
      ],
      couponId,
      coinsApplied: 60,
    });
    // 3 × ₹700 = ₹2,100 − ₹50 − 60 coins = ₹1,990 → 19 coins earned, pending until final.
    expect(await t.coins.balance(me.userId)).toBe(0);

    const answers = await Promise.all(Array.from({ length: 10 }, () => cancelOrder(t, me, orderId)));
    expect(statusesOf(answers)).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json()).toEqual({ success: false, message: ORDER_CHANGE_MESSAGES.cannotCancel });
    }
    expect(await orderStatusOf(t, orderId)).toBe('Cancelled');
    expect(await stockOf(t, romper, '2-3Y')).toBe(10);
    expect(await stockOf(t, romper, '3-4Y')).toBe(5);
    expect(await t.coins.balance(me.userId)).toBe(60);
    expect(await coinsOfOrder(t, me.userId, orderId)).toEqual({ order_redeem: -60, order_refund: 60 });
    expect(await couponUse(t, couponId)).toEqual({ usedCount: 0, redemptions: 0 });
    expect(await historyRows(t, orderId)).toHaveLength(2);
    expect((await statusNotices(t, me.userId)).map((n) => n.title)).toEqual(['Order cancelled']);
  });

  it('lets either the shopper’s cancel or the shop’s Shipped win, never both', async () => {
    const tee = await insertTestProduct(t, [
      { color: '#FFFFFF', colorName: 'White', price: 300, mrp: 300, sizes: { '4-5Y': 50 } },
    ]);
    const scenes = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const me = await shopper(t);
        const orderId = await placedOrder(t, me, { lines: [{ product: tee, size: '4-5Y', quantity: 2 }] });
        return { me, orderId };
      }),
    );
    expect(await stockOf(t, tee, '4-5Y')).toBe(40);
    const answers = await Promise.all(
      scenes.map(({ me, orderId }) =>
        Promise.all([cancelOrder(t, me, orderId), setStatus(t, orderId, 'Shipped')]),
      ),
    );
    let cancelled = 0;
    for (const [i, [cancel, ship]] of answers.entries()) {
      expect([cancel.statusCode, ship.statusCode].sort()).toEqual([200, 409]);
      const status = await orderStatusOf(t, scenes[i]!.orderId);
      expect(status).toBe(cancel.statusCode === 200 ? 'Cancelled' : 'Shipped');
      if (status === 'Cancelled') cancelled += 1;
      expect(await historyRows(t, scenes[i]!.orderId)).toHaveLength(2);
    }
    expect(await stockOf(t, tee, '4-5Y')).toBe(40 + 2 * cancelled);
  });

  it('accepts a return once out of 10 parallel acceptances', async () => {
    const me = await shopper(t);
    const frock = await insertTestProduct(t, [
      { color: '#F4A7B9', colorName: 'Blush Pink', price: 1000, mrp: 1200, sizes: { '3-4Y': 3 } },
    ]);
    const orderId = await placedOrder(t, me, { lines: [{ product: frock, size: '3-4Y', quantity: 3 }] });
    expect((await setStatus(t, orderId, 'Delivered')).statusCode).toBe(200);
    expect((await cancelOrder(t, me, orderId)).statusCode).toBe(409);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/user/order/return/${orderId}`,
      headers: { authorization: `Bearer ${me.token}` },
      payload: { reason: 'Wrong item received', description: '' },
    });
    expect(asked.statusCode).toBe(200);
    // As if the order had been credited at placement (orders placed before coins waited for delivery).
    await t.coins.append(t.database.db, [
      { userId: me.userId, delta: 30, reason: 'order_reward', ref: orderId },
    ]);

    const answers = await Promise.all(Array.from({ length: 10 }, () => setStatus(t, orderId, 'Returned')));
    expect(statusesOf(answers)).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await stockOf(t, frock, '3-4Y')).toBe(3);
    // ₹3,000 earned 30 coins; all taken back, once.
    expect(await t.coins.balance(me.userId)).toBe(0);
    expect(await coinsOfOrder(t, me.userId, orderId)).toEqual({
      order_reward: 30,
      order_reward_reversal: -30,
    });
  });

  it('keeps the stock exact while orders of one size are cancelled and placed at once', async () => {
    const socks = await insertTestProduct(t, [
      { color: '#000000', colorName: 'Black', price: 100, mrp: 150, sizes: { '2-3Y': 10 } },
    ]);
    const placers: { who: Shopper; orderId: string }[] = [];
    for (let i = 0; i < 10; i++) {
      const who = await shopper(t);
      placers.push({
        who,
        orderId: await placedOrder(t, who, { lines: [{ product: socks, size: '2-3Y', quantity: 1 }] }),
      });
    }
    expect(await stockOf(t, socks, '2-3Y')).toBe(0);
    const buyers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const who = await shopper(t);
        const addressId = await saveAddress(t, who);
        const checkoutId = await insertCheckout(t, who, {
          lines: [{ product: socks, size: '2-3Y', quantity: 1 }],
        });
        return { who, addressId, checkoutId };
      }),
    );
    const [cancels, placements] = await Promise.all([
      Promise.all(placers.map((p) => cancelOrder(t, p.who, p.orderId))),
      Promise.all(buyers.map((b) => placeOrder(t, b.who, b.checkoutId, b.addressId))),
    ]);
    expect(cancels.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (const r of placements) expect([201, 400]).toContain(r.statusCode);
    const placed = placements.filter((r) => r.statusCode === 201).length;
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id
          WHERE i.variant_id = ${socks.variantIds[0]}::uuid AND o.status <> 'Cancelled'`,
    );
    expect(row!.n).toBe(placed);
    expect(await stockOf(t, socks, '2-3Y')).toBe(10 - placed);
  });
});
