import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout.ts';
import { queryRows } from '../../db/rows.ts';
import {
  createKit,
  insertCheckout,
  insertTestProduct,
  placeOrder,
  type ShopKit,
  saveAddress,
  shopper,
  type TestProduct,
} from '../../test/kit.ts';
import { orderFootprint, stockOf } from './test-support.ts';

// How an order takes stock: every size of the order in one statement, each by a conditional update,
// all or nothing. The first test runs on both databases; the races need a real PostgreSQL server.

let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ catalogue: true, env: { DATABASE_POOL_SIZE: '20' } });
});

afterAll(async () => {
  await t?.cleanup();
});

const twoSizes = (stock: { a: number; b: number }) =>
  insertTestProduct(t, [
    {
      color: '#2E8B57',
      colorName: 'Sea Green',
      price: 450,
      mrp: 700,
      sizes: { '2-3Y': stock.a, '3-4Y': stock.b },
    },
  ]);

const orderNumbersDrawn = async () =>
  (await queryRows<{ n: string }>(t.database.db, sql`SELECT last_value::text AS n FROM order_number_seq`))[0]
    ?.n;

describe('taking stock for an order', () => {
  it('takes nothing when one line of a multi-line order lacks stock', async () => {
    const dungarees = await twoSizes({ a: 5, b: 1 });
    const me = await shopper(t);
    const addressId = await saveAddress(t, me);
    const checkoutId = await insertCheckout(t, me, {
      lines: [
        { product: dungarees, size: '2-3Y', quantity: 2 },
        { product: dungarees, size: '3-4Y', quantity: 2 },
      ],
    });
    const numbers = await orderNumbersDrawn();

    const res = await placeOrder(t, me, checkoutId, addressId);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CHECKOUT_MESSAGES.insufficientStock);
    expect(await stockOf(t, dungarees, '2-3Y')).toBe(5);
    expect(await stockOf(t, dungarees, '3-4Y')).toBe(1);
    expect(await orderFootprint(t, me.userId)).toMatchObject({ orders: 0, items: 0, notifications: 0 });
    // A refused order draws no order number.
    expect(await orderNumbersDrawn()).toBe(numbers);
  });
});

/** Waits until a statement of the app waits on a row lock in the test's database. */
async function untilWaitingOnLock(client: pg.Client) {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
    );
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the placement never waited for the size');
}

describe.skipIf(!process.env.DATABASE_URL)('taking stock while others do (PostgreSQL)', () => {
  it('rolls every line back when a size is sold between the read and the take', async () => {
    const dungarees = await twoSizes({ a: 5, b: 3 });
    const me = await shopper(t);
    const addressId = await saveAddress(t, me);
    const checkoutId = await insertCheckout(t, me, {
      lines: [
        { product: dungarees, size: '2-3Y', quantity: 1 },
        { product: dungarees, size: '3-4Y', quantity: 2 },
      ],
    });
    // Another sale holds the second size: the order reads 3 in stock, then waits for the row.
    const other = new pg.Client({ connectionString: t.database.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(
        `SELECT stock FROM variant_sizes WHERE variant_id = $1::uuid AND size = '3-4Y' FOR UPDATE`,
        [dungarees.variantIds[0]],
      );
      const placing = placeOrder(t, me, checkoutId, addressId);
      const watcher = new pg.Client({ connectionString: t.database.url });
      await watcher.connect();
      try {
        await untilWaitingOnLock(watcher);
      } finally {
        await watcher.end();
      }
      await other.query(`UPDATE variant_sizes SET stock = 1 WHERE variant_id = $1::uuid AND size = '3-4Y'`, [
        dungarees.variantIds[0],
      ]);
      await other.query('COMMIT');

      const res = await placing;
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CHECKOUT_MESSAGES.insufficientStock);
    } finally {
      await other.end();
    }
    expect(await stockOf(t, dungarees, '2-3Y')).toBe(5);
    expect(await stockOf(t, dungarees, '3-4Y')).toBe(1);
    expect(await orderFootprint(t, me.userId)).toMatchObject({ orders: 0, items: 0, notifications: 0 });
  });

  it('sells two sizes raced in both line orders without a deadlock or a unit too many', async () => {
    const dungarees: TestProduct = await twoSizes({ a: 6, b: 6 });
    const crowd = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const who = await shopper(t);
        return { who, addressId: await saveAddress(t, who) };
      }),
    );
    const a = { product: dungarees, size: '2-3Y', quantity: 1 };
    const b = { product: dungarees, size: '3-4Y', quantity: 1 };
    const checkouts = await Promise.all(
      crowd.map((c, i) => insertCheckout(t, c.who, { lines: i % 2 === 0 ? [a, b] : [b, a] })),
    );
    const answers = await Promise.all(crowd.map((c, i) => placeOrder(t, c.who, checkouts[i]!, c.addressId)));

    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(await stockOf(t, dungarees, '2-3Y')).toBe(0);
    expect(await stockOf(t, dungarees, '3-4Y')).toBe(0);
    const [sold] = await queryRows<{ units: number }>(
      t.database.db,
      sql`SELECT coalesce(sum(quantity), 0)::int AS units FROM order_items
          WHERE variant_id = ${dungarees.variantIds[0]}::uuid`,
    );
    expect(sold?.units).toBe(12);
  });
});
