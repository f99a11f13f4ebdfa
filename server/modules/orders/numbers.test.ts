import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_MESSAGES, orderResponse } from '../../../contract/order.ts';
import { parseOrderNumber } from '../../../contract/order-number.ts';
import { main as orderStatusCommand } from '../../../scripts/order-status.ts';
import { MIGRATIONS_DIR } from '../../db/migrate.ts';
import { queryRows } from '../../db/rows.ts';
import {
  call,
  cancelOrder,
  createKit,
  insertCheckout,
  insertTestProduct,
  kitOwner,
  placedOrder,
  placeOrder,
  requestReturn,
  type ShopKit,
  type Shopper,
  saveAddress,
  setStatus,
  shopper,
  type TestProduct,
} from '../../test/kit.ts';
import { orderNumberOf, orderStatusOf, statusNotices } from './test-support.ts';

// Human order numbers (LL-2026-000123): one database sequence, so two orders never share one; the
// year is the year of placing in India time. Every route that takes an order id takes the number too,
// scoped to the signed-in shopper like the id. With DATABASE_URL the race runs on PostgreSQL.

let t: ShopKit;
let tee: TestProduct;

beforeAll(async () => {
  t = await createKit({
    catalogue: true,
    env: {
      ...(process.env.DATABASE_URL ? { DATABASE_POOL_SIZE: '20' } : {}),
    },
  });
  tee = await insertTestProduct(t, [
    { color: '#1F3A93', colorName: 'Navy Blue', price: 400, mrp: 500, sizes: { '4-5Y': 1000 } },
  ]);
});

afterAll(async () => {
  await t?.cleanup();
});

const at = (iso: string) => {
  t.clock.now = new Date(iso);
};

const anOrder = (who: Shopper) =>
  placedOrder(t, who, { lines: [{ product: tee, size: '4-5Y', quantity: 1 }] });

/** The order's number as the API answers it (GET by uuid). */
async function numberOf(who: Shopper, orderId: string): Promise<string> {
  const res = await call(t, 'GET', `/user/order/view/${orderId}`, who);
  expect(res.statusCode).toBe(200);
  return orderResponse.parse(res.json()).order.orderNumber;
}

describe('order numbers', () => {
  it('numbers orders in placing order, with the year of placing in India time', async () => {
    const me = await shopper(t);
    at('2026-03-02T10:00:00.000Z');
    const first = await anOrder(me);
    const second = await anOrder(me);
    const [a, b] = [await numberOf(me, first), await numberOf(me, second)];
    expect(a).toMatch(/^LL-2026-\d{6}$/);
    expect(parseOrderNumber(b)).toBe(parseOrderNumber(a)! + 1);
    expect(a).toBe(await orderNumberOf(t, first));

    // 31 Dec 2026 19:00 UTC is already 1 Jan 2027 in India (signed in then: sessions expire).
    at('2026-12-31T19:00:00.000Z');
    try {
      const later = await shopper(t);
      const newYear = await anOrder(later);
      const next = String(parseOrderNumber(b)! + 1).padStart(6, '0');
      expect(await numberOf(later, newYear)).toBe(`LL-2027-${next}`);
    } finally {
      at('2026-03-02T10:00:00.000Z');
    }
  });

  it('answers the number in the list, the create answer and the placed notification', async () => {
    const me = await shopper(t);
    const addressId = await saveAddress(t, me);
    const checkoutId = await insertCheckout(t, me, { lines: [{ product: tee, size: '4-5Y', quantity: 2 }] });
    const created = await placeOrder(t, me, checkoutId, addressId);
    expect(created.statusCode).toBe(201);
    const { _id, orderNumber } = created.json().order;
    expect(orderNumber).toBe(await orderNumberOf(t, _id));
    const list = (await call(t, 'GET', '/user/order/view', me)).json();
    expect(list.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([orderNumber]);
    const [note] = await queryRows<{ message: string }>(
      t.database.db,
      sql`SELECT message FROM notifications WHERE user_id = ${me.userId}::uuid AND ref = ${`order-placed:${_id}`}`,
    );
    expect(note?.message).toBe(
      `Your order #${orderNumber} for ₹800 has been placed. Pay in cash when it arrives.`,
    );
  });

  it('finds an order by its number (with or without #, any case) and by its uuid', async () => {
    const me = await shopper(t);
    const orderId = await anOrder(me);
    const number = await numberOf(me, orderId);
    for (const ref of [number, encodeURIComponent(`#${number}`), number.toLowerCase(), orderId]) {
      const res = await call(t, 'GET', `/user/order/view/${ref}`, me);
      expect([ref, res.statusCode]).toEqual([ref, 200]);
      expect(res.json().order).toMatchObject({ _id: orderId, orderNumber: number });
    }
  });

  it("answers 404 for another shopper's number or an unknown one, 400 for neither a number nor an id", async () => {
    const me = await shopper(t);
    const other = await shopper(t);
    const theirs = await numberOf(other, await anOrder(other));
    for (const res of [
      await call(t, 'GET', `/user/order/view/${theirs}`, me),
      await call(t, 'GET', '/user/order/view/LL-2026-999999', me),
      await cancelOrder(t, me, theirs),
      await requestReturn(t, me, theirs),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: ORDER_MESSAGES.notFound });
    }
    expect(
      await orderStatusOf(t, (await call(t, 'GET', `/user/order/view/${theirs}`, other)).json().order._id),
    ).toBe('Processing');
    expect((await call(t, 'GET', '/user/order/view/LL-2026-12', me)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/user/order/view/3376A077', me)).statusCode).toBe(400);
  });

  it('cancels and returns by number, and names the order by its number in the notices', async () => {
    const me = await shopper(t);
    const toCancel = await anOrder(me);
    const cancelNumber = await numberOf(me, toCancel);
    const cancelled = await cancelOrder(t, me, cancelNumber);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order).toMatchObject({
      _id: toCancel,
      orderNumber: cancelNumber,
      status: 'Cancelled',
    });

    const toReturn = await anOrder(me);
    const returnNumber = await numberOf(me, toReturn);
    expect((await setStatus(t, returnNumber, 'Delivered')).statusCode).toBe(200);
    const returned = await requestReturn(t, me, `%23${returnNumber}`);
    expect(returned.statusCode).toBe(200);
    expect(returned.json().order).toMatchObject({ _id: toReturn, orderNumber: returnNumber });
    expect((await statusNotices(t, me.userId)).map((n) => n.message)).toEqual([
      `Your order #${cancelNumber} has been cancelled.`,
      `Your order #${returnNumber} has been delivered.`,
      `We have received your return request for order #${returnNumber}.`,
    ]);
  });

  it('lets the shop move an order by number: the admin route and npm run order:status', async () => {
    const me = await shopper(t);
    const orderId = await anOrder(me);
    const number = await numberOf(me, orderId);
    const moved = await setStatus(t, number.toLowerCase(), 'Shipping');
    expect(moved.statusCode).toBe(200);
    expect(moved.json().order).toMatchObject({ _id: orderId, orderNumber: number, status: 'Shipping' });
    expect((await setStatus(t, 'LL-2026-999999', 'Shipped')).statusCode).toBe(404);

    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const target = async () => ({ database: t.database, config: t.config, close: async () => {} });
      const as = ['--as', (await kitOwner(t)).phone];
      const shipped = [
        `#${number}`,
        'Shipped',
        '--courier',
        'BlueDart',
        '--tracking',
        'BD42',
        'Handle',
        'with care',
      ];
      expect(await orderStatusCommand([...as, ...shipped], target)).toBe(0);
      expect(log).toHaveBeenCalledWith(`order:status: order ${number} (${orderId}) is now Shipped`);
      expect(await orderStatusOf(t, orderId)).toBe('Shipped');
      expect(await orderStatusCommand([...as, orderId, 'In-Transit'], target)).toBe(0);
      expect(await orderStatusOf(t, orderId)).toBe('In-Transit');
      expect(await orderStatusCommand([...as, 'LL-2026-999999', 'Delivered'], target)).toBe(1);
      expect(error).toHaveBeenCalledWith(`order:status: ${ORDER_MESSAGES.notFound}`);
      expect(await orderStatusCommand([...as, '3376A077', 'Delivered'], target)).toBe(2);
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
    expect((await statusNotices(t, me.userId)).map((n) => n.message)).toEqual([
      `Your order #${number} is packed and will ship soon.`,
      `Your order #${number} has been shipped. Courier: BlueDart, tracking number BD42. Note from the shop: Handle with care`,
      `Your order #${number} is on its way to you.`,
    ]);
  });

  it('never gives two orders the same number, even 50 placed at once', async () => {
    const crowd = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const who = await shopper(t);
        const addressId = await saveAddress(t, who);
        const checkoutId = await insertCheckout(t, who, {
          lines: [{ product: tee, size: '4-5Y', quantity: 1 }],
        });
        return { who, addressId, checkoutId };
      }),
    );
    const answers = await Promise.all(crowd.map((b) => placeOrder(t, b.who, b.checkoutId, b.addressId)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const numbers = answers.map((r) => r.json().order.orderNumber as string);
    expect(new Set(numbers).size).toBe(50);
    for (const n of numbers) expect(n).toMatch(/^LL-2026-\d{6}$/);
    const [row] = await queryRows<{ orders: number; numbers: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS orders, count(DISTINCT number)::int AS numbers FROM orders`,
    );
    expect(row!.numbers).toBe(row!.orders);
  });
});

// Last: it renumbers every order of this file's database.
describe('migration 0010', () => {
  it('numbers the orders placed before numbers existed in placing order, and the sequence goes on after', async () => {
    at('2026-03-02T10:00:00.000Z');
    const me = await shopper(t);
    const orders = [await anOrder(me), await anOrder(me), await anOrder(me)];
    // Placed the other way round: the newest number first.
    const placedAt = ['2025-06-03T10:00:00Z', '2025-06-02T10:00:00Z', '2025-06-01T10:00:00Z'];
    for (const [i, id] of orders.entries()) {
      await t.database.db.execute(
        sql`UPDATE orders SET created_at = ${placedAt[i]}::timestamptz WHERE id = ${id}::uuid`,
      );
    }

    const statements = readFileSync(path.join(MIGRATIONS_DIR, '0010_safe_by_default.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .filter((s) => /UPDATE "orders" o SET "number"|setval\('order_number_seq'|"orders_number_key"/.test(s));
    expect(statements).toHaveLength(3);
    // As before the migration: the column filled in by nextval in no particular order, no unique index yet.
    await t.database.db.execute(sql`DROP INDEX orders_number_key`);
    await t.database.db.execute(sql`UPDATE orders SET number = number + 1000`);
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));

    const [check] = await queryRows<{ orders: number; inOrder: boolean; max: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS orders, bool_and(number = n) AS "inOrder", max(number)::int AS max
          FROM (SELECT number, row_number() OVER (ORDER BY created_at, id) AS n FROM orders) r`,
    );
    expect(check).toMatchObject({ inOrder: true, max: check!.orders });
    const numbers = await Promise.all(orders.map((id) => numberOf(me, id)));
    const digits = numbers.map((n) => parseOrderNumber(n)!);
    expect(digits[2]).toBeLessThan(digits[1]!);
    expect(digits[1]).toBeLessThan(digits[0]!);
    for (const n of numbers) expect(n).toMatch(/^LL-2025-\d{6}$/);

    const next = await anOrder(me);
    expect(parseOrderNumber(await numberOf(me, next))).toBe(check!.orders + 1);
  });
});
