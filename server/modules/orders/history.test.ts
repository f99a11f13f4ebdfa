import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderListResponse } from '../../../contract/order.ts';
import { MIGRATIONS_DIR } from '../../db/migrate.ts';
import { queryRows } from '../../db/rows.ts';
import {
  call,
  cancelOrder,
  createKit,
  insertTestProduct,
  placedOrder,
  type ShopKit,
  setStatus,
  shopper,
  type TestProduct,
} from '../../test/kit.ts';

// Every order answer carries its status history (the detail page's timeline) and what the shopper
// may do now; orders placed before the history existed get one row from the migration.

let t: ShopKit;
let cap: TestProduct;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  cap = await insertTestProduct(t, [
    { color: '#FFD700', colorName: 'Yellow', price: 300, mrp: 300, sizes: { '3-4Y': 30 } },
  ]);
});

afterAll(async () => {
  await t.cleanup();
});

const at = (iso: string) => {
  t.clock.now = new Date(iso);
};

describe('order history in the list', () => {
  it('gives each order of a page its own history, oldest first, and what may be done now', async () => {
    at('2026-03-02T10:00:00.000Z');
    const me = await shopper(t);
    const line = { lines: [{ product: cap, size: '3-4Y', quantity: 1 }] };
    const kept = await placedOrder(t, me, line);
    const cancelled = await placedOrder(t, me, line);
    at('2026-03-02T11:00:00.000Z');
    const delivered = await placedOrder(t, me, line);
    expect((await cancelOrder(t, me, cancelled, { reason: 'Shipping time too long' })).statusCode).toBe(200);
    at('2026-03-03T09:00:00.000Z');
    expect((await setStatus(t, delivered, 'Delivered')).statusCode).toBe(200);

    at('2026-03-03T10:30:00.000Z');
    const body = orderListResponse.parse((await call(t, 'GET', '/user/order/view', me)).json());
    const byId = new Map(body.orders.map((o) => [o._id, o]));
    const summary = (id: string) => {
      const o = byId.get(id)!;
      return {
        status: o.status,
        canCancel: o.canCancel,
        canReturn: o.canReturn,
        reason: o.cancellationOrReturnReason,
        history: o.statusHistory.map((c) => `${c.status} by ${c.by} at ${c.at.slice(5, 16)}`),
      };
    };
    // Placed at 10:00 and 11:00 on 2 March; at 10:30 on 3 March only the later one is inside 24 hours.
    expect(summary(kept)).toEqual({
      status: 'Processing',
      canCancel: false,
      canReturn: false,
      reason: null,
      history: ['Processing by shop at 03-02T10:00'],
    });
    expect(summary(cancelled)).toEqual({
      status: 'Cancelled',
      canCancel: false,
      canReturn: false,
      reason: 'Shipping time too long',
      history: ['Processing by shop at 03-02T10:00', 'Cancelled by shopper at 03-02T11:00'],
    });
    expect(summary(delivered)).toEqual({
      status: 'Delivered',
      canCancel: false,
      canReturn: true,
      reason: null,
      history: ['Processing by shop at 03-02T11:00', 'Delivered by shop at 03-03T09:00'],
    });
  });
});

describe('migration 0007', () => {
  it('gives an order without history one row with its status and placing time', async () => {
    at('2026-03-02T10:00:00.000Z');
    const me = await shopper(t);
    const orderId = await placedOrder(t, me, { lines: [{ product: cap, size: '3-4Y', quantity: 1 }] });
    await t.database.db.execute(
      sql`UPDATE orders SET status = 'Shipped', created_at = '2026-01-15T08:00:00Z' WHERE id = ${orderId}::uuid`,
    );
    // As before the migration: orders, and no history.
    await t.database.db.execute(sql`DELETE FROM order_status_history`);

    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0007_order_history.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toContain('INSERT INTO "order_status_history"');
    await t.database.db.execute(sql.raw(backfill));

    const rows = await queryRows<{ status: string; actor: string; reason: string | null; at: string }>(
      t.database.db,
      sql`SELECT status, actor, reason, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS at
          FROM order_status_history WHERE order_id = ${orderId}::uuid`,
    );
    expect(rows).toEqual([{ status: 'Shipped', actor: 'shop', reason: null, at: '2026-01-15 08:00' }]);
    const [count] = await queryRows<{ orders: number; rows: number }>(
      t.database.db,
      sql`SELECT (SELECT count(*)::int FROM orders) AS orders,
                 (SELECT count(*)::int FROM order_status_history) AS rows`,
    );
    expect(count!.rows).toBe(count!.orders);
  });
});
