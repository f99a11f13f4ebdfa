import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderChangedResponse, adminOrderDetailResponse } from '../../../contract/admin-orders.ts';
import { queryRows } from '../../db/rows.ts';
import {
  bearer,
  call,
  cancelOrder,
  createKit,
  forceStatus,
  insertTestProduct,
  kitOwner,
  placedOrder,
  type ShopKit,
  type StaffMember,
  setStatus,
  shopper,
  type TestProduct,
} from '../../test/kit.ts';

// Invoices issued when the goods leave: a move that ships an order (the console's move, a bulk move)
// issues its invoice in the move's own transaction, named in the move's audit entry, so numbers follow
// the order goods left in; a refused move issues nothing; an order that shipped without one (here: put
// in Shipped by SQL) still gets its number on the first download. The command line's move is in
// server/modules/orders/desk-changes.test.ts.

let t: ShopKit;
let owner: StaffMember;
let tee: TestProduct;

beforeAll(async () => {
  t = await createKit({ catalogue: true, env: { BRAND_CODE: 'LL' } });
  owner = await kitOwner(t);
  tee = await insertTestProduct(t, [
    { color: '#1F3A93', colorName: 'Navy Blue', price: 500, mrp: 800, sizes: { '3-4Y': 500 } },
  ]);
});
afterAll(() => t.cleanup());

const at = (iso: string) => {
  t.clock.now = new Date(iso);
};

/** An order placed on 2 March 2026 (Processing), by a new shopper. */
async function anOrder() {
  at('2026-03-02T10:00:00.000Z');
  const who = await shopper(t);
  const orderId = await placedOrder(t, who, { lines: [{ product: tee, size: '3-4Y', quantity: 1 }] });
  return { who, orderId };
}

interface InvoiceRow {
  orderId: string;
  number: number;
  financialYear: string;
  issuedAt: Date;
}

async function invoicesOf(...orderIds: string[]): Promise<InvoiceRow[]> {
  const rows = await queryRows<InvoiceRow & { number: number | string; issuedAt: Date | string }>(
    t.database.db,
    sql`SELECT order_id AS "orderId", number, financial_year AS "financialYear", issued_at AS "issuedAt"
        FROM invoices WHERE order_id IN (${sql.join(
          orderIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) ORDER BY number`,
  );
  return rows.map((row) => ({ ...row, number: Number(row.number), issuedAt: new Date(row.issuedAt) }));
}

/** The invoice number the console's order detail shows (null while it has none). */
async function shownNumber(orderId: string): Promise<string | null> {
  const res = await call(t, 'GET', `/admin/orders/${orderId}`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return adminOrderDetailResponse.parse(res.json()).invoiceNumber;
}

const auditOf = (orderId: string) =>
  queryRows<{ action: string; after: Record<string, unknown> | null }>(
    t.database.db,
    sql`SELECT action, after FROM audit_log WHERE target_type = 'order' AND target_id = ${orderId} ORDER BY id`,
  );

/** The sequence number of a printed invoice number (LL/2025-26/000042 → 42). */
const sequenceOf = (invoiceNumber: string | null | undefined): number => {
  const match = /^LL\/\d{4}-\d{2}\/(\d{6})$/.exec(invoiceNumber ?? '');
  if (!match) throw new Error(`not an invoice number: ${invoiceNumber}`);
  return Number(match[1]);
};

const download = (orderId: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/invoice`, headers: bearer(owner.token) });

/** The highest invoice number issued so far (0 before any). */
async function lastNumber(): Promise<number> {
  const [row] = await queryRows<{ n: number | string | null }>(
    t.database.db,
    sql`SELECT max(number) AS n FROM invoices`,
  );
  return Number(row?.n ?? 0);
}

describe('an invoice issued by the move that ships the order', () => {
  it('issues the number with a console Shipped move, names it in the move’s audit entry, dated by the move', async () => {
    const { orderId } = await anOrder();
    expect(await shownNumber(orderId)).toBeNull();
    const before = await lastNumber();
    // 1 April 2026, 01:30 in India: the new financial year.
    at('2026-03-31T20:00:00.000Z');
    const res = await setStatus(t, orderId, 'Shipped', { from: 'Processing' });
    expect(res.statusCode, res.body).toBe(200);
    const answered = adminOrderChangedResponse.parse(res.json()).invoiceNumber;
    expect(answered).toBe(`LL/2026-27/${String(before + 1).padStart(6, '0')}`);
    expect(await shownNumber(orderId)).toBe(answered);

    expect(await invoicesOf(orderId)).toEqual([
      {
        orderId,
        number: before + 1,
        financialYear: '2026-27',
        issuedAt: new Date('2026-03-31T20:00:00.000Z'),
      },
    ]);
    // One entry: the move, naming the invoice; no separate issue entry.
    expect(await auditOf(orderId)).toEqual([
      {
        action: 'order.status',
        after: {
          status: 'Shipped',
          courier: 'BlueDart',
          trackingNumber: 'BD100200300IN',
          invoiceNumber: answered,
        },
      },
    ]);

    // Downloading prints that number and issues nothing more.
    at('2026-03-31T22:00:00.000Z');
    const pdf = await download(orderId);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `inline; filename="${answered!.replaceAll('/', '-')}.pdf"`,
    );
    expect(await invoicesOf(orderId)).toHaveLength(1);
    expect((await auditOf(orderId)).map((e) => e.action)).toEqual(['order.status']);

    // Moving on (In-Transit, Delivered) issues nothing more.
    expect((await setStatus(t, orderId, 'In-Transit')).statusCode).toBe(200);
    expect((await setStatus(t, orderId, 'Delivered')).statusCode).toBe(200);
    expect(await invoicesOf(orderId)).toHaveLength(1);
    expect(await lastNumber()).toBe(before + 1);
    const entries = await auditOf(orderId);
    expect(entries.slice(1).map((e) => e.after)).toEqual([{ status: 'In-Transit' }, { status: 'Delivered' }]);
  });

  it('numbers invoices in the order goods left: B shipped before A has the lower number', async () => {
    const a = await anOrder();
    const b = await anOrder();
    at('2026-03-03T09:00:00.000Z');
    expect((await setStatus(t, b.orderId, 'Shipped')).statusCode).toBe(200);
    at('2026-03-03T09:05:00.000Z');
    // A skips past Shipped straight to Delivered: it left the shop too.
    expect((await setStatus(t, a.orderId, 'Delivered')).statusCode).toBe(200);
    const numberOfA = sequenceOf(await shownNumber(a.orderId));
    const numberOfB = sequenceOf(await shownNumber(b.orderId));
    expect(numberOfA).toBe(numberOfB + 1);
    expect((await auditOf(a.orderId)).at(-1)?.after).toEqual({
      status: 'Delivered',
      invoiceNumber: `LL/2025-26/${String(numberOfA).padStart(6, '0')}`,
    });
  });

  it('issues one per order moved by a bulk move from Processing to Delivered', async () => {
    const first = await anOrder();
    const second = await anOrder();
    const before = await lastNumber();
    at('2026-03-04T09:00:00.000Z');
    const res = await call(t, 'POST', '/admin/orders/bulk-status', owner, {
      status: 'Delivered',
      orders: [
        { id: first.orderId, from: 'Processing' },
        { id: second.orderId, from: 'Processing' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().moved).toHaveLength(2);
    const rows = await invoicesOf(first.orderId, second.orderId);
    expect(rows.map((r) => [r.orderId, r.number])).toEqual([
      [first.orderId, before + 1],
      [second.orderId, before + 2],
    ]);
    for (const { orderId } of [first, second]) {
      const entry = (await auditOf(orderId)).at(-1);
      expect(entry?.action).toBe('order.status');
      expect(entry?.after?.invoiceNumber).toBe(await shownNumber(orderId));
    }
  });
});

describe('a refused move', () => {
  it('issues nothing and takes no number', async () => {
    const stale = await anOrder();
    const cancelled = await anOrder();
    expect((await cancelOrder(t, cancelled.who, cancelled.orderId)).statusCode).toBe(200);
    const before = await lastNumber();

    // The staff member saw another status: 409, nothing moved.
    at('2026-03-05T09:00:00.000Z');
    expect((await setStatus(t, stale.orderId, 'Shipped', { from: 'Shipping' })).statusCode).toBe(409);
    // A cancelled order cannot ship.
    expect((await setStatus(t, cancelled.orderId, 'Shipped')).statusCode).toBe(409);
    // In a bulk move, the refused one gets none and the moved one does.
    const bulk = await call(t, 'POST', '/admin/orders/bulk-status', owner, {
      status: 'Delivered',
      orders: [{ id: cancelled.orderId }, { id: stale.orderId, from: 'Processing' }],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().refused).toHaveLength(1);

    expect(await invoicesOf(cancelled.orderId)).toEqual([]);
    expect(await shownNumber(cancelled.orderId)).toBeNull();
    // The refusals took no number from the sequence: the moved order got the next one.
    expect((await invoicesOf(stale.orderId)).map((r) => r.number)).toEqual([before + 1]);
    expect((await auditOf(cancelled.orderId)).some((e) => e.after && 'invoiceNumber' in e.after)).toBe(false);
  });
});

describe('an order that shipped without an invoice', () => {
  it('gets its number on the first download, in its own audit entry; later moves issue nothing', async () => {
    const { who, orderId } = await anOrder();
    // Put in Shipped by SQL, as orders shipped before invoices were issued at shipping are.
    await forceStatus(t, orderId, 'Shipped');
    expect(await shownNumber(orderId)).toBeNull();
    // Shipped → In-Transit: the order had already left; the move issues nothing.
    at('2026-03-06T09:00:00.000Z');
    expect((await setStatus(t, orderId, 'In-Transit')).statusCode).toBe(200);
    expect(await invoicesOf(orderId)).toEqual([]);

    const before = await lastNumber();
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/user/order/invoice/${orderId}`,
      headers: bearer(who.token),
    });
    expect(first.statusCode).toBe(200);
    expect((await invoicesOf(orderId)).map((r) => r.number)).toEqual([before + 1]);
    const shown = await shownNumber(orderId);
    expect(sequenceOf(shown)).toBe(before + 1);
    // The shopper's download is nobody's staff action; a staff member's first download would be.
    expect((await auditOf(orderId)).map((e) => e.action)).toEqual(['order.status']);

    const other = await anOrder();
    await forceStatus(t, other.orderId, 'Delivered', new Date('2026-03-06T09:00:00.000Z'));
    expect((await download(other.orderId)).statusCode).toBe(200);
    const issued = await auditOf(other.orderId);
    expect(issued).toEqual([
      { action: 'invoice.issue', after: { invoiceNumber: await shownNumber(other.orderId) } },
    ]);
  });
});
