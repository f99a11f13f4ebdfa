import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminNewOrdersResponse,
  adminOrderDetailResponse,
  adminOrderListResponse,
  adminReturnListResponse,
} from '../../../contract/admin-orders.ts';
import { ORDER_MESSAGES, type OrderStatus } from '../../../contract/order.ts';
import {
  call,
  createKit,
  type Kit,
  type Shopper,
  type StaffMember,
  shopper,
  signedInShopper,
  staffMember,
} from '../../test/kit.ts';
import { orderItems, orderStatusHistory, orders } from './schema.ts';

// The order desk's read side over real rows: orders are written straight into the tables (their
// placement is tested elsewhere), so every filter sees exactly the orders the test chose.

let t: Kit;
let support: StaffMember;
let owner: StaffMember;
let asha: Shopper;
let ravi: Shopper;

interface Placed {
  id: string;
  number: number;
  orderNumber: string;
}

interface OrderInput {
  who: Shopper;
  at: string;
  status?: OrderStatus;
  state?: string;
  city?: string;
  pincode?: string;
  units?: number;
  payable?: number;
}

async function insertOrder(input: OrderInput): Promise<Placed> {
  const createdAt = new Date(input.at);
  const [row] = await t.database.db
    .insert(orders)
    .values({
      userId: input.who.userId,
      checkoutId: randomUUID(),
      status: input.status ?? 'Pending',
      paymentMethod: 'Cash on Delivery',
      itemsTotal: 50_000,
      mrpTotal: 60_000,
      deliveryCharge: 0,
      finalPayable: input.payable ?? 50_000,
      shippingAddress: {
        name: 'Asha Rao',
        number: '9876543210',
        address: '12 Marine Drive',
        landmark: 'Near the sea',
        city: input.city ?? 'Mumbai',
        state: input.state ?? 'Maharashtra',
        pincode: input.pincode ?? '400001',
        addressType: 'Home',
      },
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: orders.id, number: orders.number });
  await t.database.db.insert(orderItems).values([
    {
      orderId: row!.id,
      productId: randomUUID(),
      variantId: randomUUID(),
      size: '4-5Y',
      quantity: input.units ?? 1,
      unitPrice: 45_000,
      mrp: 60_000,
      productName: 'Sea Green Frock',
      color: '#2E8B57',
      colorName: 'Sea Green',
    },
    {
      orderId: row!.id,
      productId: randomUUID(),
      variantId: randomUUID(),
      size: '4-5Y',
      quantity: 1,
      unitPrice: 5_000,
      mrp: 5_000,
      productName: 'Hair Band',
      color: '#FFA500',
      colorName: 'Orange',
      position: 1,
    },
  ]);
  await t.database.db
    .insert(orderStatusHistory)
    .values({ orderId: row!.id, status: input.status ?? 'Pending', actor: 'shopper', createdAt });
  const year = new Date(createdAt.getTime() + 5.5 * 3_600_000).getUTCFullYear();
  return { ...row!, orderNumber: `${t.config.brandCode}-${year}-${String(row!.number).padStart(6, '0')}` };
}

const list = async (query: string, who: Shopper = support) => {
  const res = await call(t, 'GET', `/admin/orders${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return adminOrderListResponse.parse(res.json());
};
const idsOf = async (query: string) => (await list(query)).orders.map((o) => o._id);

// Newest first: d (Mar 5), c (Mar 4, Delivered, cash collected), b (Mar 3, Delivered, outstanding),
// a (Mar 1 India time, placed 2026-02-28T20:00Z), e (Feb 20, Ravi, Karnataka, Shipped).
let a: Placed;
let b: Placed;
let c: Placed;
let d: Placed;
let e: Placed;

beforeAll(async () => {
  t = await createKit();
  support = await staffMember(t, 'support');
  owner = await staffMember(t, 'owner', 'Meera Owner');
  asha = await shopper(t);
  const made = await signedInShopper(t, {
    name: 'Ravi Kumar',
    phone: '+919123456780',
    email: 'ravi@example.in',
  });
  ravi = { userId: made.user.id, token: made.token };
  e = await insertOrder({
    who: ravi,
    at: '2026-02-20T06:00:00Z',
    status: 'Shipped',
    state: 'Karnataka',
    city: 'Bengaluru',
    pincode: '560001',
  });
  a = await insertOrder({ who: asha, at: '2026-02-28T20:00:00Z', units: 3 });
  b = await insertOrder({ who: asha, at: '2026-03-03T10:00:00Z', status: 'Delivered', state: 'maharashtra' });
  c = await insertOrder({ who: asha, at: '2026-03-04T10:00:00Z', status: 'Delivered', pincode: '400050' });
  d = await insertOrder({ who: ravi, at: '2026-03-05T10:00:00Z', status: 'Confirmed', payable: 123_450 });
  await t.database.db.execute(
    sql`UPDATE orders SET cash_amount = 50000, cash_collected_on = '2026-03-04', cash_recorded_by = ${owner.userId}::uuid,
      cash_recorded_at = '2026-03-04T12:00:00Z' WHERE id = ${c.id}::uuid`,
  );
});

afterAll(async () => {
  await t?.app.close();
  await t?.cleanup();
});

describe('GET /api/admin/orders', () => {
  it('lists every order newest first with the exact total and the row fields', async () => {
    const page = await list('');
    expect(page.total).toBe(5);
    expect(page.orders.map((o) => o._id)).toEqual([d.id, c.id, b.id, a.id, e.id]);
    const first = page.orders[0]!;
    expect(first).toMatchObject({
      orderNumber: d.orderNumber,
      status: 'Confirmed',
      createdAt: '2026-03-05T10:00:00.000Z',
      shopper: { _id: ravi.userId, name: 'Ravi Kumar', phone: '9123456780' },
      recipient: 'Asha Rao',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400001',
      itemCount: 2,
      finalPayableAmount: 1234.5,
      paymentMethod: 'Cash on Delivery',
      cashCollected: false,
      returnedToOrigin: false,
    });
    expect(page.orders.find((o) => o._id === a.id)?.itemCount).toBe(4);
    expect(page.orders.find((o) => o._id === c.id)?.cashCollected).toBe(true);
  });

  it('pages without overlap and keeps the total', async () => {
    const one = await list('?limit=2&page=1');
    const two = await list('?limit=2&page=2');
    const three = await list('?limit=2&page=3');
    expect([one.total, two.total, three.total]).toEqual([5, 5, 5]);
    expect(two).toMatchObject({ page: 2, limit: 2 });
    expect([...one.orders, ...two.orders, ...three.orders].map((o) => o._id)).toEqual([
      d.id,
      c.id,
      b.id,
      a.id,
      e.id,
    ]);
    expect((await list('?limit=2&page=9')).orders).toEqual([]);
  });

  it('filters by one status or several', async () => {
    expect(await idsOf('?status=Delivered')).toEqual([c.id, b.id]);
    expect(await idsOf('?status=Shipped,Pending')).toEqual([a.id, e.id]);
    expect((await list('?status=Returned')).total).toBe(0);
  });

  it('filters by India dates the order was placed on', async () => {
    // 2026-02-28T20:00Z is 1 March in India.
    expect(await idsOf('?from=2026-03-01&to=2026-03-01')).toEqual([a.id]);
    expect(await idsOf('?from=2026-03-04')).toEqual([d.id, c.id]);
    expect(await idsOf('?to=2026-02-28')).toEqual([e.id]);
  });

  it('filters by state in any case, and by pincode', async () => {
    expect(await idsOf('?state=MAHARASHTRA')).toEqual([d.id, c.id, b.id, a.id]);
    expect(await idsOf('?state=karnataka')).toEqual([e.id]);
    expect(await idsOf('?pincode=400050')).toEqual([c.id]);
    expect(await idsOf('?pincode=560001&state=Karnataka')).toEqual([e.id]);
  });

  it('filters by cash collected and cash outstanding', async () => {
    expect(await idsOf('?cash=collected')).toEqual([c.id]);
    expect(await idsOf('?cash=outstanding')).toEqual([b.id]);
  });

  it('finds an order by its number in any form', async () => {
    for (const q of [
      b.orderNumber,
      b.orderNumber.toLowerCase(),
      `#${b.orderNumber}`,
      String(b.number).padStart(6, '0'),
      `#${b.number}`,
      String(b.number),
    ]) {
      expect(await idsOf(`?q=${encodeURIComponent(q)}`), q).toEqual([b.id]);
    }
    expect((await list('?q=999999')).total).toBe(0);
  });

  it("finds a shopper's orders by phone, with or without +91", async () => {
    expect(await idsOf('?q=9123456780')).toEqual([d.id, e.id]);
    expect(await idsOf(`?q=${encodeURIComponent('+91 91234 56780')}`)).toEqual([d.id, e.id]);
    expect((await list('?q=9000000001')).total).toBe(0);
  });

  it("finds a shopper's orders by the start of the name, in any case", async () => {
    expect(await idsOf('?q=ravi')).toEqual([d.id, e.id]);
    expect(await idsOf('?q=Ravi%20K')).toEqual([d.id, e.id]);
    expect((await list('?q=Kumar')).total).toBe(0);
    // LIKE's wildcards are matched as typed.
    expect((await list('?q=%25')).total).toBe(0);
    expect(await idsOf('?q=ravi&status=Shipped')).toEqual([e.id]);
  });

  it('refuses a bad query with 400 and a clear message', async () => {
    for (const query of [
      '?status=Bogus',
      '?pincode=4000',
      '?from=2026-3-1',
      '?cash=maybe',
      '?limit=1000',
      '?page=0',
    ]) {
      const res = await call(t, 'GET', `/admin/orders${query}`, support);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const res = await call(t, 'GET', '/admin/orders?status=Bogus', support);
    expect(res.body).toContain('Unknown status');
  });

  it('is for staff only', async () => {
    expect((await call(t, 'GET', '/admin/orders', asha)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/admin/orders', null)).statusCode).toBe(401);
  });
});

describe('the new-orders badge', () => {
  it('counts orders since the member last opened the desk, and marks it opened', async () => {
    const member = await staffMember(t, 'manager');
    const before = adminNewOrdersResponse.parse((await call(t, 'GET', '/admin/orders/new', member)).json());
    expect(before).toEqual({ success: true, newOrders: 5, since: null });
    t.clock.now = new Date('2026-03-06T10:00:00Z');
    const seen = adminNewOrdersResponse.parse((await call(t, 'POST', '/admin/orders/seen', member)).json());
    expect(seen).toEqual({ success: true, newOrders: 0, since: '2026-03-06T10:00:00.000Z' });
    const later = await insertOrder({ who: asha, at: '2026-03-06T11:00:00Z' });
    const after = adminNewOrdersResponse.parse((await call(t, 'GET', '/admin/orders/new', member)).json());
    expect(after).toEqual({ success: true, newOrders: 1, since: '2026-03-06T10:00:00.000Z' });
    // Another member's badge is their own.
    expect((await call(t, 'GET', '/admin/orders/new', owner)).json().newOrders).toBe(6);
    await t.database.db.execute(sql`DELETE FROM order_items WHERE order_id = ${later.id}::uuid`);
    await t.database.db.execute(sql`DELETE FROM order_status_history WHERE order_id = ${later.id}::uuid`);
    await t.database.db.execute(sql`DELETE FROM orders WHERE id = ${later.id}::uuid`);
  });
});

describe('GET /api/admin/orders/:orderId', () => {
  const detail = async (ref: string) => {
    const res = await call(t, 'GET', `/admin/orders/${encodeURIComponent(ref)}`, support);
    expect(res.statusCode, res.body).toBe(200);
    return adminOrderDetailResponse.parse(res.json());
  };

  it('shows the order, the shopper and the allowed moves, by uuid or order number', async () => {
    const byId = await detail(d.id);
    const byNumber = await detail(d.orderNumber);
    expect(byNumber).toEqual(byId);
    expect(byId.order).toMatchObject({
      _id: d.id,
      orderNumber: d.orderNumber,
      status: 'Confirmed',
      finalPayableAmount: 1234.5,
    });
    expect(byId.order.products).toHaveLength(2);
    expect(byId.shopper).toEqual({
      _id: ravi.userId,
      name: 'Ravi Kumar',
      phone: '9123456780',
      email: 'ravi@example.in',
      blocked: false,
    });
    expect(byId.moves).toEqual(['Processing', 'Shipping', 'Shipped', 'In-Transit', 'Delivered', 'Cancelled']);
    expect(byId).toMatchObject({
      cash: null,
      refund: null,
      returnedToOrigin: false,
      invoiceNumber: null,
      audit: [],
    });
    expect((await detail(e.id)).moves).toEqual(['In-Transit', 'Delivered', 'Cancelled']);
    expect((await detail(b.id)).moves).toEqual([]);
  });

  it('shows cash collected with who recorded it', async () => {
    expect((await detail(c.id)).cash).toEqual({
      amount: 500,
      collectedOn: '2026-03-04',
      recordedBy: 'Meera Owner',
      recordedAt: '2026-03-04T12:00:00.000Z',
    });
  });

  it('shows a blocked shopper, returned to origin, the invoice number and the staff actions', async () => {
    const x = await insertOrder({ who: ravi, at: '2026-03-05T12:00:00Z', status: 'Cancelled' });
    await t.database.db.execute(sql`UPDATE users SET blocked_at = now() WHERE id = ${ravi.userId}::uuid`);
    await t.database.db.execute(
      sql`UPDATE orders SET returned_to_origin_at = '2026-03-05T15:00:00Z' WHERE id = ${x.id}::uuid`,
    );
    await t.database.db.execute(
      sql`INSERT INTO invoices (order_id, number, financial_year, issued_at) VALUES (${x.id}::uuid, 42, '2025-26', now())`,
    );
    await t.database.db.execute(
      sql`INSERT INTO audit_log (at, actor_id, actor_role, via, action, target_type, target_id, target_label, before, after, note)
        VALUES ('2026-03-05T15:00:00Z', ${owner.userId}::uuid, 'owner', 'console', 'order.rto', 'order', ${x.id}, ${x.orderNumber},
        '{"status":"Shipped"}', '{"status":"Cancelled"}', 'Refused at the door')`,
    );
    const shown = await detail(x.orderNumber);
    expect(shown.shopper.blocked).toBe(true);
    expect(shown.returnedToOrigin).toBe(true);
    expect(shown.invoiceNumber).toBe(`${t.config.brandCode}/2025-26/000042`);
    expect(shown.moves).toEqual([]);
    expect(shown.audit).toHaveLength(1);
    expect(shown.audit[0]).toMatchObject({
      action: 'order.rto',
      actor: { userId: owner.userId, name: 'Meera Owner', role: 'owner' },
      before: { status: 'Shipped' },
      after: { status: 'Cancelled' },
      note: 'Refused at the door',
    });
    await t.database.db.execute(sql`UPDATE users SET blocked_at = null WHERE id = ${ravi.userId}::uuid`);
  });

  it('answers 404 for an unknown order number or id, 400 for something that is neither', async () => {
    for (const ref of [`${t.config.brandCode}-2026-999999`, randomUUID()]) {
      const res = await call(t, 'GET', `/admin/orders/${ref}`, support);
      expect(res.statusCode, ref).toBe(404);
      expect(res.json().message).toBe(ORDER_MESSAGES.notFound);
    }
    expect((await call(t, 'GET', '/admin/orders/not-an-order', support)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/returns', () => {
  let r1: Placed;
  let r2: Placed;
  let acc: Placed;
  let dec: Placed;

  beforeAll(async () => {
    r1 = await insertOrder({ who: asha, at: '2026-02-01T10:00:00Z', status: 'Return_Requested' });
    r2 = await insertOrder({ who: ravi, at: '2026-01-01T10:00:00Z', status: 'Return_Requested' });
    acc = await insertOrder({ who: asha, at: '2026-01-05T10:00:00Z', status: 'Returned' });
    dec = await insertOrder({ who: asha, at: '2026-01-06T10:00:00Z', status: 'Delivered' });
    const db = t.database.db;
    // r2 was placed first but asked for its return later; r1's request time is only in its history.
    await db.execute(sql`UPDATE orders SET return_requested_at = '2026-02-10T10:00:00Z',
      cancellation_or_return_reason = 'Size issue', reason_description = 'Too small' WHERE id = ${r2.id}::uuid`);
    await db.execute(
      sql`UPDATE orders SET cancellation_or_return_reason = 'Damaged' WHERE id = ${r1.id}::uuid`,
    );
    await db.execute(sql`INSERT INTO order_status_history (order_id, status, actor, created_at)
      VALUES (${r1.id}::uuid, 'Return_Requested', 'shopper', '2026-02-05T10:00:00Z')`);
    await db.execute(sql`UPDATE orders SET return_requested_at = '2026-01-10T10:00:00Z', return_outcome = 'accepted',
      return_decided_at = '2026-01-11T10:00:00Z' WHERE id = ${acc.id}::uuid`);
    await db.execute(sql`UPDATE orders SET return_requested_at = '2026-01-10T10:00:00Z', return_outcome = 'declined',
      return_decided_at = '2026-01-12T10:00:00Z', return_decline_reason = 'Worn and washed' WHERE id = ${dec.id}::uuid`);
    await db.execute(sql`INSERT INTO refunds (order_id, amount, method, reference, refunded_on, recorded_by)
      VALUES (${acc.id}::uuid, 45000, 'upi', 'UPI123', '2026-01-12', ${owner.userId}::uuid)`);
  });

  const returns = async (query: string) => {
    const res = await call(t, 'GET', `/admin/returns${query}`, support);
    expect(res.statusCode, res.body).toBe(200);
    return adminReturnListResponse.parse(res.json());
  };

  it('lists waiting returns oldest request first, with the reason', async () => {
    const waiting = await returns('');
    expect(waiting.total).toBe(2);
    expect(waiting.returns.map((r) => r.order._id)).toEqual([r1.id, r2.id]);
    expect(waiting.returns[0]).toMatchObject({
      reason: 'Damaged',
      description: null,
      requestedAt: '2026-02-05T10:00:00.000Z',
      decidedAt: null,
    });
    expect(waiting.returns[1]).toMatchObject({
      reason: 'Size issue',
      description: 'Too small',
      requestedAt: '2026-02-10T10:00:00.000Z',
      order: { orderNumber: r2.orderNumber, status: 'Return_Requested', shopper: { name: 'Ravi Kumar' } },
    });
    expect((await returns('?state=waiting&limit=1&page=2')).returns.map((r) => r.order._id)).toEqual([r2.id]);
  });

  it('lists accepted returns with their refund, and declined ones with the reason', async () => {
    const accepted = await returns('?state=accepted');
    expect(accepted.returns).toHaveLength(1);
    expect(accepted.returns[0]).toMatchObject({
      order: { _id: acc.id },
      decidedAt: '2026-01-11T10:00:00.000Z',
      refund: {
        amount: 450,
        method: 'upi',
        reference: 'UPI123',
        refundedOn: '2026-01-12',
        recordedBy: 'Meera Owner',
      },
    });
    const declined = await returns('?state=declined');
    expect(declined.returns).toHaveLength(1);
    expect(declined.returns[0]).toMatchObject({
      order: { _id: dec.id },
      declineReason: 'Worn and washed',
      refund: null,
    });
  });

  it('refuses an unknown state', async () => {
    expect((await call(t, 'GET', '/admin/returns?state=lost', support)).statusCode).toBe(400);
  });
});
