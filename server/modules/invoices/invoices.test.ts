import { sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES } from '../../../contract/admin-orders.ts';
import { ORDER_MESSAGES } from '../../../contract/order.ts';
import {
  bearer,
  cancelOrder,
  createKit,
  giveCoins,
  insertCheckout,
  insertCoupon,
  insertTestProduct,
  placeOrder,
  type ShopKit,
  type Shopper,
  type StaffMember,
  saveAddress,
  shopper,
  staffMember,
  type TestProduct,
} from '../../test/kit.ts';
import { indianAmount } from './words.ts';

// The invoice and packing slip PDFs through the API: numbering, refusals, whose invoice a shopper
// may have, and the figures printed on the PDF against the order.

let t: ShopKit;
let owner: StaffMember;
let asha: Shopper;
let cheap: TestProduct; // ₹399 romper
let dear: TestProduct; // ₹3,000 romper

beforeAll(async () => {
  t = await createKit({
    catalogue: true,
    env: { BRAND_CODE: 'LL', SHOP_LEGAL_NAME: 'Little Loom Retail LLP' },
  });
  owner = await staffMember(t, 'owner');
  asha = await shopper(t);
  const sizes = { '2-3Y': 100 };
  cheap = await insertTestProduct(t, [{ color: '#ff0000', colorName: 'Red', price: 399, mrp: 599, sizes }]);
  dear = await insertTestProduct(t, [{ color: '#0000ff', colorName: 'Blue', price: 3000, mrp: 3999, sizes }]);
});
afterAll(() => t.cleanup());

interface OrderSetup {
  lines: { product: TestProduct; quantity: number }[];
  state?: 'Maharashtra' | 'Karnataka';
  coupon?: string;
  coins?: number;
  who?: Shopper;
}

async function order(setup: OrderSetup): Promise<{ id: string; order: Record<string, unknown> }> {
  const who = setup.who ?? asha;
  const address: Record<string, string> =
    setup.state === 'Karnataka'
      ? { pincode: '560001', city: 'Bengaluru', state: 'Karnataka', address: '5 MG Road' }
      : {};
  const addressId = await saveAddress(t, who, address);
  const couponId = setup.coupon
    ? await insertCoupon(t, { code: setup.coupon, kind: 'percent', value: 10 })
    : undefined;
  if (setup.coins) await giveCoins(t, who.userId, setup.coins);
  const checkoutId = await insertCheckout(t, who, {
    lines: setup.lines.map((l) => ({ product: l.product, size: '2-3Y', quantity: l.quantity })),
    couponId,
    coinsApplied: setup.coins ?? 0,
  });
  const res = await placeOrder(t, who, checkoutId, addressId);
  if (res.statusCode !== 201) throw new Error(`order answered ${res.statusCode}: ${res.body}`);
  const placed = res.json().order;
  return { id: placed._id, order: placed };
}

async function ship(orderId: string, status = 'Shipped') {
  await t.database.db.execute(
    sql`UPDATE orders SET status = ${status}, courier = 'Delhivery', tracking_number = 'DL123456',
        shipped_at = ${t.clock.now.toISOString()}::timestamptz WHERE id = ${orderId}::uuid`,
  );
}

const adminGet = (path: string, who: { token: string } = owner) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/${path}`, headers: bearer(who.token) });
const shopperGet = (id: string, who: Shopper = asha) =>
  t.app.inject({ method: 'GET', url: `/api/user/order/invoice/${id}`, headers: bearer(who.token) });

/** Rows of a raw query (both database drivers answer `{ rows }`). */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(body), { mergePages: true });
  return text;
}

const rupees = (amount: unknown) => `₹${indianAmount(Math.round(Number(amount) * 100))}`;

describe('invoice numbers', () => {
  it('refuses before the order ships, then issues one number per order, consecutively', async () => {
    const a = await order({ lines: [{ product: cheap, quantity: 1 }] });
    const before = await adminGet(`${a.id}/invoice`);
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe(ADMIN_ORDER_MESSAGES.invoiceNotYet);
    expect((await shopperGet(a.id)).statusCode).toBe(409);

    await ship(a.id);
    const first = await adminGet(`${a.id}/invoice`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const name = /inline; filename="LL-2025-26-(\d{6})\.pdf"/.exec(
      String(first.headers['content-disposition']),
    );
    expect(name).not.toBeNull();
    // Again, and by the shopper: the same number.
    const again = await adminGet(`${a.id}/invoice`);
    expect(again.headers['content-disposition']).toBe(first.headers['content-disposition']);
    expect((await shopperGet(a.id)).headers['content-disposition']).toBe(
      first.headers['content-disposition'],
    );

    const b = await order({ lines: [{ product: cheap, quantity: 1 }] });
    await ship(b.id, 'Delivered');
    const second = await shopperGet(b.id);
    const next = /(\d{6})\.pdf/.exec(String(second.headers['content-disposition']));
    expect(Number(next?.[1])).toBe(Number(name?.[1]) + 1);

    const rows = await rowsOf(
      sql`SELECT count(*)::int AS n FROM invoices WHERE order_id IN (${a.id}::uuid, ${b.id}::uuid)`,
    );
    expect(rows[0]).toMatchObject({ n: 2 });
  });

  it('gives concurrent first downloads one number', async () => {
    const a = await order({ lines: [{ product: cheap, quantity: 2 }] });
    await ship(a.id);
    const answers = await Promise.all([
      adminGet(`${a.id}/invoice`),
      shopperGet(a.id),
      adminGet(`${a.id}/invoice`),
      shopperGet(a.id),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.headers['content-disposition'])).size).toBe(1);
    const rows = await rowsOf(sql`SELECT count(*)::int AS n FROM invoices WHERE order_id = ${a.id}::uuid`);
    expect(rows[0]).toMatchObject({ n: 1 });
  });

  it('never issues one for an order cancelled before it shipped', async () => {
    const a = await order({ lines: [{ product: cheap, quantity: 1 }] });
    expect((await cancelOrder(t, asha, a.id)).statusCode).toBe(200);
    const res = await adminGet(`${a.id}/invoice`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_ORDER_MESSAGES.invoiceNotYet);
  });

  it('writes the staff issue to the audit log, and not a shopper’s or a repeat download', async () => {
    const a = await order({ lines: [{ product: cheap, quantity: 1 }] });
    await ship(a.id);
    await adminGet(`${a.id}/invoice`);
    await adminGet(`${a.id}/invoice`);
    const b = await order({ lines: [{ product: cheap, quantity: 1 }] });
    await ship(b.id);
    await shopperGet(b.id);
    const rows = await rowsOf<{ target_id: string; actor_id: string; after: { invoiceNumber: string } }>(
      sql`SELECT target_id, actor_id, after FROM audit_log WHERE action = 'invoice.issue' AND target_id IN (${a.id}, ${b.id})`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ target_id: a.id, actor_id: owner.userId });
    expect(rows[0]?.after.invoiceNumber).toMatch(/^LL\/2025-26\/\d{6}$/);
  });
});

describe('who may have an invoice', () => {
  it('gives a shopper their own only: another shopper’s order is not found', async () => {
    const a = await order({ lines: [{ product: cheap, quantity: 1 }] });
    await ship(a.id);
    const other = await shopper(t);
    const res = await shopperGet(a.id, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ORDER_MESSAGES.notFound);
    expect((await shopperGet(String(a.order.orderNumber), other)).statusCode).toBe(404);
    expect((await shopperGet(String(a.order.orderNumber))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/order/invoice/${a.id}` })).statusCode).toBe(
      401,
    );
    expect((await shopperGet('not-an-order')).statusCode).toBe(400);
  });

  it('keeps the console’s PDFs to staff who may read orders', async () => {
    const a = await order({ lines: [{ product: cheap, quantity: 1 }] });
    await ship(a.id);
    expect((await adminGet(`${a.id}/invoice`, asha)).statusCode).toBe(403);
    expect((await adminGet(`${a.id}/packing-slip`, asha)).statusCode).toBe(403);
    const support = await staffMember(t, 'support');
    expect((await adminGet(`${a.id}/packing-slip`, support)).statusCode).toBe(200);
    expect((await adminGet('00000000-0000-4000-8000-000000000000/invoice')).statusCode).toBe(404);
  });
});

describe('the PDFs', () => {
  it('inside Maharashtra: CGST + SGST, the coupon and coins shared out, delivery, totals = payable', async () => {
    const a = await order({ lines: [{ product: cheap, quantity: 1 }], coupon: 'TENOFF1', coins: 20 });
    expect(Number(a.order.couponDiscount)).toBeGreaterThan(0);
    expect(Number(a.order.coinDiscount)).toBe(20);
    expect(Number(a.order.deliveryCharge)).toBe(49);
    await ship(a.id);
    const res = await adminGet(`${String(a.order.orderNumber)}/invoice`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Little Loom Retail LLP');
    expect(text).toContain('27AAAAA0000A1Z5');
    expect(text).toContain(String(a.order.orderNumber));
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('CGST');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Delivery charge');
    expect(text).toContain('Payment: Cash on Delivery');
    expect(text).toContain(`Invoice total ${rupees(a.order.finalPayableAmount)}`);
    // ₹399 − ₹40 coupon − ₹20 coins + ₹49 = ₹388: 5% inside, split evenly.
    expect(a.order.finalPayableAmount).toBe(388);
    expect(text).toContain('Rupees Three Hundred Eighty-Eight Only');
    // 5% of ₹339 goods → 16.14 → 16.14 even; of ₹49 delivery → 2.33 → 2.34; halves 8.07 + 1.17 = 9.24.
    expect(text).toContain('CGST ₹9.24');
    expect(text).toContain('SGST ₹9.24');
    expect(text).toContain('Taxable value ₹369.52');
  });

  it('to Karnataka: IGST, a ₹3,000 piece at 18% beside a 5% one, free delivery', async () => {
    const who = await shopper(t);
    const a = await order({
      who,
      state: 'Karnataka',
      lines: [
        { product: dear, quantity: 1 },
        { product: cheap, quantity: 1 },
      ],
    });
    // ₹3,399 of goods: free delivery.
    expect(a.order.deliveryCharge).toBe(0);
    await ship(a.id);
    const res = await shopperGet(a.id, who);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain('18%');
    expect(text).toContain('5%');
    expect(text).not.toContain('Delivery charge');
    // 18% of ₹3,000 → 457.63; 5% of ₹399 → 19.00: ₹476.63.
    expect(text).toContain('IGST ₹476.63');
    expect(text).toContain(`Invoice total ${rupees(3399)}`);
    expect(text).toContain('Rupees Three Thousand Three Hundred Ninety-Nine Only');
  });

  it('prints a packing slip with the lines and no prices, before shipping too', async () => {
    const a = await order({
      lines: [
        { product: cheap, quantity: 2 },
        { product: dear, quantity: 1 },
      ],
    });
    const res = await adminGet(`${a.id}/packing-slip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="packing-slip-${String(a.order.orderNumber)}.pdf"`,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Packing Slip');
    expect(text).toContain(String(a.order.orderNumber));
    expect(text).toContain('9876543210');
    expect(text).toContain('Red');
    expect(text).toContain('Blue');
    expect(text).toContain('3 pieces in 2 lines');
    expect(text).not.toContain('₹');
  });
});
