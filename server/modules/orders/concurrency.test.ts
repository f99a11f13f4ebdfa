import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout.ts';
import { queryRows } from '../../db/rows.ts';
import {
  createKit,
  giveCoins,
  insertCheckout,
  insertTestProduct,
  placeOrder,
  type ShopKit,
  type Shopper,
  saveAddress,
  shopper,
} from '../../test/kit.ts';
import { insertCoupon, stockOf } from './test-support.ts';

// Races on a real PostgreSQL server (PGlite runs one statement at a time, so nothing can race there).
// Every request is in flight at once through the app; the pool is large enough that most of them hold
// a connection and wait on the database's locks rather than on the pool.

let t: ShopKit;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  t = await createKit({ catalogue: true, env: { DATABASE_POOL_SIZE: '20' } });
});

afterAll(async () => {
  await t?.cleanup();
});

async function buyers(n: number): Promise<{ who: Shopper; addressId: string }[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const who = await shopper(t);
      return { who, addressId: await saveAddress(t, who) };
    }),
  );
}

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.database.db, query))[0]?.n;

describe.skipIf(!process.env.DATABASE_URL)('placing orders at the same time', () => {
  it('sells the last 5 units to exactly 5 of 50 buyers', async () => {
    const last = await insertTestProduct(t, [
      { color: '#FF69B4', colorName: 'Hot Pink', price: 999, mrp: 1499, sizes: { '2-3Y': 5 } },
    ]);
    const crowd = await buyers(50);
    const checkouts = await Promise.all(
      crowd.map((b) => insertCheckout(t, b.who, { lines: [{ product: last, size: '2-3Y', quantity: 1 }] })),
    );
    const answers = await Promise.all(crowd.map((b, i) => placeOrder(t, b.who, checkouts[i]!, b.addressId)));

    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 400)).toHaveLength(45);
    for (const refused of answers.filter((r) => r.statusCode === 400)) {
      expect(refused.json().message).toBe(CHECKOUT_MESSAGES.insufficientStock);
    }
    expect(await stockOf(t, last, '2-3Y')).toBe(0);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM order_items WHERE variant_id = ${last.variantIds[0]}::uuid`,
      ),
    ).toBe(5);
  });

  it('makes one order from 10 parallel placements of one checkout', async () => {
    const tee = await insertTestProduct(t, [
      { color: '#1F3A93', colorName: 'Navy Blue', price: 399, mrp: 599, sizes: { '4-5Y': 20 } },
    ]);
    const [b] = await buyers(1);
    await giveCoins(t, b!.who.userId, 50);
    const checkoutId = await insertCheckout(t, b!.who, {
      lines: [{ product: tee, size: '4-5Y', quantity: 2 }],
      coinsApplied: 50,
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(t, b!.who, checkoutId, b!.addressId)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const ids = new Set(answers.map((r) => r.json().order._id));
    expect(ids.size).toBe(1);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM orders WHERE checkout_id = ${checkoutId}::uuid`),
    ).toBe(1);
    expect(await stockOf(t, tee, '4-5Y')).toBe(18);
    // 50 coins spent once; ₹798 − ₹50 = ₹748 earns 7, pending until the order is final.
    expect(await t.coins.balance(b!.who.userId)).toBe(0);
    expect(await t.coins.pending(b!.who.userId)).toBe(7);
  });

  it('lets a coupon limited to 3 uses be used exactly 3 times by 30 shoppers', async () => {
    const frock = await insertTestProduct(t, [
      { color: '#87CEEB', colorName: 'Sky Blue', price: 800, mrp: 1200, sizes: { '3-4Y': 100 } },
    ]);
    const couponId = await insertCoupon(t, { code: 'FIRST3', kind: 'flat', value: 15_000, usageLimit: 3 });
    const crowd = await buyers(30);
    const checkouts = await Promise.all(
      crowd.map((b) =>
        insertCheckout(t, b.who, { lines: [{ product: frock, size: '3-4Y', quantity: 1 }], couponId }),
      ),
    );
    const answers = await Promise.all(crowd.map((b, i) => placeOrder(t, b.who, checkouts[i]!, b.addressId)));

    const placed = answers.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(3);
    for (const r of placed)
      expect(r.json().order).toMatchObject({ couponCode: 'FIRST3', couponDiscount: 150 });
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(27);
    for (const r of refused) {
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(CHECKOUT_MESSAGES.couponUsedUp);
    }
    expect(await count(sql`SELECT used_count AS n FROM coupons WHERE id = ${couponId}::uuid`)).toBe(3);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM coupon_redemptions WHERE coupon_id = ${couponId}::uuid`),
    ).toBe(3);
    expect(await stockOf(t, frock, '3-4Y')).toBe(97);
  });

  it('never spends more coins than the shopper has across 10 checkouts placed at once', async () => {
    // ₹50 goods, 30 coins applied, ₹49 delivery: no order reaches ₹100, so none earns coins back.
    const socks = await insertTestProduct(t, [
      { color: '#FFFFFF', colorName: 'White', price: 50, mrp: 80, sizes: { '2-3Y': 20 } },
    ]);
    const [b] = await buyers(1);
    await giveCoins(t, b!.who.userId, 100);
    const checkouts = await Promise.all(
      Array.from({ length: 10 }, () =>
        insertCheckout(t, b!.who, {
          lines: [{ product: socks, size: '2-3Y', quantity: 1 }],
          coinsApplied: 30,
        }),
      ),
    );
    const answers = await Promise.all(checkouts.map((id) => placeOrder(t, b!.who, id, b!.addressId)));

    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const used = answers.map((r) => r.json().order.coinsUsed as number).sort((x, y) => y - x);
    expect(used).toEqual([30, 30, 30, 10, 0, 0, 0, 0, 0, 0]);
    expect(await t.coins.balance(b!.who.userId)).toBe(0);
    expect(
      await count(
        sql`SELECT (-sum(delta))::int AS n FROM coin_ledger
            WHERE user_id = ${b!.who.userId}::uuid AND reason = 'order_redeem'`,
      ),
    ).toBe(100);
  });
});
