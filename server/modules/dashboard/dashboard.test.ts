import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index.ts';
import {
  call,
  createKit,
  forceStatus,
  insertTestProduct,
  placedOrder,
  type ShopKit,
  type Shopper,
  type StaffMember,
  shopper,
  staffMember,
  type TestProduct,
} from '../../test/kit.ts';

// The console's dashboard over orders placed at known times: India days (today starts at India
// midnight), revenue without cancelled or returned orders, rates, every day of the range, cash still
// to collect, sizes running out and the products sold most.

let t: ShopKit;
let support: StaffMember;
let buyer: Shopper;
let romper: TestProduct;
let frock: TestProduct;
/** final payable (paise) by order id */
const payable = new Map<string, number>();

// 17:30 in India on 10 March 2026.
const NOW = new Date('2026-03-10T12:00:00Z');

async function orderAt(at: string, product: TestProduct, quantity: number, size = 'M'): Promise<string> {
  t.clock.now = new Date(at);
  const id = await placedOrder(t, buyer, { lines: [{ product, size, quantity }] });
  const [row] = await t.database.db
    .select({ finalPayable: orders.finalPayable })
    .from(orders)
    .where(eq(orders.id, id));
  payable.set(id, row!.finalPayable);
  return id;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createKit({ catalogue: true, clock: NOW });
  support = await staffMember(t, 'support');
  buyer = await shopper(t);
  // The fixture catalogue is well stocked, so only this file's sizes run low.
  await t.database.db.execute(sql`UPDATE variant_sizes SET stock = 100`);
  romper = await insertTestProduct(t, [
    { color: '#1F3A93', colorName: 'Navy Blue', price: 600, mrp: 1000, sizes: { M: 60, S: 2, L: 3, XL: 4 } },
  ]);
  frock = await insertTestProduct(t, [
    { color: '#F4A7B9', colorName: 'Pink', price: 400, mrp: 500, sizes: { M: 60, S: 0 } },
  ]);
  const hidden = await insertTestProduct(t, [
    { color: '#000000', colorName: 'Black', price: 100, mrp: 100, sizes: { M: 0 } },
  ]);
  await t.database.db.update(products).set({ status: 'archived' }).where(eq(products.id, hidden.productId));

  // Today (India): from 00:01 IST.
  ids.today = await orderAt('2026-03-09T18:31:00Z', romper, 2);
  ids.todayCancelled = await orderAt('2026-03-10T02:00:00Z', frock, 5);
  // Yesterday 23:59 IST: in the 7 days, not today.
  ids.yesterday = await orderAt('2026-03-09T18:29:00Z', frock, 1);
  ids.fifth = await orderAt('2026-03-05T05:00:00Z', romper, 1);
  ids.returned = await orderAt('2026-03-06T05:00:00Z', romper, 1);
  ids.asking = await orderAt('2026-03-06T06:00:00Z', frock, 1);
  // 2 March: in the 30 days only. 9 February (India) is the 30 days' first day; 8 February is out.
  ids.delivered = await orderAt('2026-03-02T05:00:00Z', romper, 1);
  ids.firstDay = await orderAt('2026-02-08T18:30:00Z', frock, 1);
  ids.tooOld = await orderAt('2026-02-08T18:29:00Z', romper, 7);
  t.clock.now = NOW;

  await forceStatus(t, ids.todayCancelled!, 'Cancelled');
  await forceStatus(t, ids.returned!, 'Returned');
  await forceStatus(t, ids.asking!, 'Return_Requested');
  await forceStatus(t, ids.delivered!, 'Delivered', new Date('2026-03-04T05:00:00Z'));
  await forceStatus(t, ids.tooOld!, 'Delivered', new Date('2026-02-12T05:00:00Z'));
  // Delivered, cash recorded: not outstanding.
  await forceStatus(t, ids.fifth!, 'Delivered', new Date('2026-03-07T05:00:00Z'));
  await t.database.db.execute(
    sql`UPDATE orders SET cash_amount = final_payable, cash_collected_on = '2026-03-07' WHERE id = ${ids.fifth}::uuid`,
  );
});
afterAll(() => t.cleanup());

const rupees = (...keys: string[]) => keys.reduce((sum, key) => sum + payable.get(ids[key]!)!, 0) / 100;
const dashboard = (range?: string) =>
  call(t, 'GET', `/admin/dashboard${range ? `?range=${range}` : ''}`, support);

describe('GET /api/admin/dashboard', () => {
  it('today: since India midnight', async () => {
    const res = await dashboard();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      range: 'today',
      from: '2026-03-10',
      to: '2026-03-10',
      orders: 2,
    });
    expect(body.revenue).toBe(rupees('today'));
    expect(body.averageOrderValue).toBe(rupees('today'));
    expect(body.cancellationRate).toBe(0.5);
    expect(body.returnRate).toBe(0);
    expect(body.revenueByDay).toEqual([{ day: '2026-03-10', orders: 2, revenue: rupees('today') }]);
    // The cancelled order's five frocks do not count.
    expect(body.topProducts).toEqual([
      { productId: romper.productId, name: expect.any(String), quantity: 2, revenue: 1200 },
    ]);
  });

  it('7d: every day present, zero days included; revenue leaves cancelled and returned orders out', async () => {
    const body = (await dashboard('7d')).json();
    expect(body).toMatchObject({ range: '7d', from: '2026-03-04', to: '2026-03-10', orders: 6 });
    const revenue = rupees('today', 'yesterday', 'fifth', 'asking');
    expect(body.revenue).toBeCloseTo(revenue, 2);
    expect(body.averageOrderValue).toBeCloseTo(Math.round((revenue / 4) * 100) / 100, 2);
    expect(body.cancellationRate).toBeCloseTo(1 / 6, 4);
    expect(body.returnRate).toBeCloseTo(2 / 6, 4);
    expect(body.revenueByDay).toEqual([
      { day: '2026-03-04', orders: 0, revenue: 0 },
      { day: '2026-03-05', orders: 1, revenue: rupees('fifth') },
      { day: '2026-03-06', orders: 2, revenue: rupees('asking') },
      { day: '2026-03-07', orders: 0, revenue: 0 },
      { day: '2026-03-08', orders: 0, revenue: 0 },
      { day: '2026-03-09', orders: 1, revenue: rupees('yesterday') },
      { day: '2026-03-10', orders: 2, revenue: rupees('today') },
    ]);
    expect(
      body.topProducts.map((p: { productId: string; quantity: number }) => [p.productId, p.quantity]),
    ).toEqual([
      [romper.productId, 4],
      [frock.productId, 2],
    ]);
  });

  it('30d: from the 30th India day back, 30 days listed', async () => {
    const body = (await dashboard('30d')).json();
    expect(body).toMatchObject({ from: '2026-02-09', to: '2026-03-10', orders: 8 });
    expect(body.revenueByDay).toHaveLength(30);
    expect(body.revenueByDay[0]).toEqual({ day: '2026-02-09', orders: 1, revenue: rupees('firstDay') });
    expect(body.revenueByDay.reduce((n: number, d: { orders: number }) => n + d.orders, 0)).toBe(8);
  });

  it('cash outstanding: delivered orders without cash recorded, whenever placed', async () => {
    const body = (await dashboard('today')).json();
    expect(body.cashOutstanding).toEqual({ orders: 2, amount: rupees('delivered', 'tooOld') });
  });

  it('low stock: sizes of live products with 3 or fewer, fewest first', async () => {
    const body = (await dashboard()).json();
    expect(
      body.lowStock.map((s: { productId: string; size: string; stock: number }) => [
        s.productId,
        s.size,
        s.stock,
      ]),
    ).toEqual([
      [frock.productId, 'S', 0],
      [romper.productId, 'S', 2],
      [romper.productId, 'L', 3],
    ]);
    expect(body.lowStock[0]).toMatchObject({ colorName: 'Pink', name: expect.any(String) });
  });

  it('refuses an unknown range (400) and a shopper (403)', async () => {
    expect((await dashboard('week')).statusCode).toBe(400);
    expect((await call(t, 'GET', '/admin/dashboard', buyer)).statusCode).toBe(403);
  });
});
