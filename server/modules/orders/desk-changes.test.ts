import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_ORDER_MESSAGES,
  adminBulkStatusResponse,
  adminOrderChangedResponse,
} from '../../../contract/admin-orders.ts';
import { orderResponse } from '../../../contract/order.ts';
import { main as orderStatusCommand } from '../../../scripts/order-status.ts';
import { queryRows } from '../../db/rows.ts';
import {
  call,
  createKit,
  giveCoins,
  insertTestProduct,
  kitOwner,
  placedOrder,
  requestReturn,
  type ShopKit,
  type Shopper,
  type StaffMember,
  setStatus,
  shopper,
  staffMember,
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

// The console's order and returns desks change orders as a staff member: moves with the status they
// saw, the courier and tracking number; many at once; cash collected; returned to origin; returns
// accepted (restocked or not), declined and refunded. Every change is in the audit log, written with it.

let t: ShopKit;
let owner: StaffMember;
let support: StaffMember;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  owner = await kitOwner(t);
  support = await staffMember(t, 'support', 'Priya Support');
});

afterAll(async () => {
  await t.cleanup();
});

const at = (iso: string) => {
  t.clock.now = new Date(iso);
};

async function tee(stock = 50): Promise<TestProduct> {
  return insertTestProduct(t, [
    { color: '#1F3A93', colorName: 'Navy Blue', price: 500, mrp: 800, sizes: { '3-4Y': stock } },
  ]);
}

/** An order placed on 2 March at 10:00 UTC (15:30 in India). */
async function anOrder(product: TestProduct, quantity = 1, who?: Shopper) {
  at('2026-03-02T10:00:00.000Z');
  const me = who ?? (await shopper(t));
  const orderId = await placedOrder(t, me, { lines: [{ product, size: '3-4Y', quantity }] });
  return { me, orderId };
}

const desk = (path: string, body: object, as: Shopper = owner) => call(t, 'POST', `/admin${path}`, as, body);
const move = (orderId: string, body: object, as: Shopper = owner) =>
  call(t, 'PATCH', `/admin/orders/${orderId}/status`, as, body);

function changed(res: LightMyRequestResponse) {
  expect([res.statusCode, res.body]).toEqual([200, res.body]);
  return adminOrderChangedResponse.parse(res.json());
}

function refused(res: LightMyRequestResponse, status: number, message: string) {
  expect([res.statusCode, res.json()]).toEqual([status, { success: false, message }]);
}

const auditRows = (orderId: string) =>
  queryRows<{
    action: string;
    actorId: string | null;
    via: string;
    before: unknown;
    after: unknown;
    note: string | null;
  }>(
    t.database.db,
    sql`SELECT action, actor_id AS "actorId", via, before, after, note FROM audit_log
        WHERE target_type = 'order' AND target_id = ${orderId} ORDER BY id`,
  );

async function returnColumns(orderId: string) {
  const [row] = await queryRows<{
    requested: boolean;
    decided: boolean;
    outcome: string | null;
    declineReason: string | null;
    rto: boolean;
  }>(
    t.database.db,
    sql`SELECT return_requested_at IS NOT NULL AS requested, return_decided_at IS NOT NULL AS decided,
               return_outcome AS outcome, return_decline_reason AS "declineReason",
               returned_to_origin_at IS NOT NULL AS rto
        FROM orders WHERE id = ${orderId}::uuid`,
  );
  return row!;
}

/** An order delivered on 3 March and asked back by its shopper an hour later. */
async function returnRequested(product: TestProduct, quantity = 1, coins = 0) {
  at('2026-03-02T10:00:00.000Z');
  const me = await shopper(t);
  if (coins > 0) await giveCoins(t, me.userId, coins);
  const orderId = await placedOrder(t, me, {
    lines: [{ product, size: '3-4Y', quantity }],
    ...(coins > 0 ? { coinsApplied: coins } : {}),
  });
  at('2026-03-03T10:00:00.000Z');
  changed(await setStatus(t, orderId, 'Delivered'));
  at('2026-03-03T11:00:00.000Z');
  expect((await requestReturn(t, me, orderId)).statusCode).toBe(200);
  return { me, orderId };
}

describe('PATCH /api/admin/orders/{orderId}/status', () => {
  it('ships with the courier and tracking number: the desk, the shopper and the audit log see them', async () => {
    const product = await tee();
    const { me, orderId } = await anOrder(product);
    const number = await orderNumberOf(t, orderId);
    at('2026-03-03T09:00:00.000Z');
    const body = changed(
      await move(number, {
        status: 'Shipped',
        from: 'Processing',
        courier: 'Delhivery',
        trackingNumber: 'DL778899',
      }),
    );
    expect(body.message).toBe(ADMIN_ORDER_MESSAGES.moved);
    expect(body.order).toMatchObject({
      _id: orderId,
      status: 'Shipped',
      shipment: { courier: 'Delhivery', trackingNumber: 'DL778899', shippedAt: '2026-03-03T09:00:00.000Z' },
      invoiceAvailable: true,
    });
    expect(body.moves).toEqual(['In-Transit', 'Delivered', 'Cancelled']);
    expect(body.audit[0]).toMatchObject({
      action: 'order.status',
      via: 'console',
      actor: { userId: owner.userId, role: 'owner' },
      targetLabel: number,
      before: { status: 'Processing' },
      after: { status: 'Shipped', courier: 'Delhivery', trackingNumber: 'DL778899' },
    });

    const seen = orderResponse.parse((await call(t, 'GET', `/user/order/view/${orderId}`, me)).json()).order;
    expect(seen.shipment).toEqual({
      courier: 'Delhivery',
      trackingNumber: 'DL778899',
      shippedAt: '2026-03-03T09:00:00.000Z',
    });
    expect(seen.invoiceAvailable).toBe(true);
    expect((await statusNotices(t, me.userId)).at(-1)?.message).toBe(
      `Your order #${number} has been shipped. Courier: Delhivery, tracking number DL778899.`,
    );
  });

  it('gives an unshipped order no shipment and no invoice, and never asks for tracking but for Shipped', async () => {
    const product = await tee();
    const { me, orderId } = await anOrder(product);
    const seen = orderResponse.parse((await call(t, 'GET', `/user/order/view/${orderId}`, me)).json()).order;
    expect(seen).toMatchObject({ shipment: null, invoiceAvailable: false });

    const noTracking = await move(orderId, { status: 'Shipped', courier: 'Delhivery' });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json().errors).toEqual([
      { field: 'trackingNumber', msg: ADMIN_ORDER_MESSAGES.trackingRequired },
    ]);
    // Skipping Shipped: in transit with no tracking, the invoice exists all the same.
    const inTransit = changed(await move(orderId, { status: 'In-Transit' }));
    expect(inTransit.order).toMatchObject({ status: 'In-Transit', shipment: null, invoiceAvailable: true });
  });

  it('refuses a move when the order is no longer in the status the staff member saw', async () => {
    const product = await tee();
    const { orderId } = await anOrder(product);
    changed(await move(orderId, { status: 'Shipping' }));
    refused(
      await move(orderId, { status: 'Cancelled', from: 'Processing', note: 'Out of stock' }),
      409,
      ADMIN_ORDER_MESSAGES.movedBySomeoneElse.replace('{status}', 'Shipping'),
    );
    expect(await orderStatusOf(t, orderId)).toBe('Shipping');
  });

  it('needs a reason to cancel; the reason is in the timeline, the notice and the audit log', async () => {
    const product = await tee();
    const { me, orderId } = await anOrder(product);
    const bare = await move(orderId, { status: 'Cancelled' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([{ field: 'note', msg: ADMIN_ORDER_MESSAGES.cancelNeedsReason }]);
    changed(await move(orderId, { status: 'Cancelled', note: 'Address is incomplete' }, support));
    expect((await historyRows(t, orderId)).at(-1)).toEqual({
      status: 'Cancelled',
      reason: 'Address is incomplete',
      description: null,
      actor: 'shop',
    });
    expect((await statusNotices(t, me.userId)).at(-1)?.message).toMatch(
      /Note from the shop: Address is incomplete$/,
    );
    expect((await auditRows(orderId)).at(-1)).toEqual({
      action: 'order.status',
      actorId: support.userId,
      via: 'console',
      before: { status: 'Processing' },
      after: { status: 'Cancelled' },
      note: 'Address is incomplete',
    });
  });

  it('of two staff moving the same order at once, moves it once and tells the other', async () => {
    const product = await tee();
    const { orderId } = await anOrder(product);
    const answers = await Promise.all([
      move(orderId, { status: 'Shipping', from: 'Processing' }, owner),
      move(orderId, { status: 'Cancelled', from: 'Processing', note: 'Customer called' }, support),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().order.status as string;
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(loser.json().message).toBe(ADMIN_ORDER_MESSAGES.movedBySomeoneElse.replace('{status}', winner));
    expect(await historyRows(t, orderId)).toHaveLength(2);
    expect(await auditRows(orderId)).toHaveLength(1);
  });

  it('writes nothing, not even the audit entry, when the move is refused', async () => {
    const product = await tee();
    const { orderId } = await anOrder(product);
    refused(await move(orderId, { status: 'Returned' }), 409, 'This order cannot move to that status.');
    expect(await auditRows(orderId)).toEqual([]);
  });
});

describe('POST /api/admin/orders/bulk-status', () => {
  it('moves each order it can and lists the others with why', async () => {
    const product = await tee();
    const [a, b, c] = [await anOrder(product), await anOrder(product), await anOrder(product)];
    changed(await setStatus(t, c.orderId, 'Delivered'));
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await desk('/orders/bulk-status', {
      status: 'Shipping',
      orders: [
        { id: a.orderId },
        { id: await orderNumberOf(t, b.orderId), from: 'Processing' },
        { id: c.orderId },
        { id: unknown },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = adminBulkStatusResponse.parse(res.json());
    expect(body.message).toBe('2 moved, 2 refused.');
    expect(body.moved).toEqual([
      { _id: a.orderId, orderNumber: await orderNumberOf(t, a.orderId), status: 'Shipping' },
      { _id: b.orderId, orderNumber: await orderNumberOf(t, b.orderId), status: 'Shipping' },
    ]);
    expect(body.refused).toEqual([
      {
        id: c.orderId,
        orderNumber: await orderNumberOf(t, c.orderId),
        message: 'This order cannot move to that status.',
      },
      { id: unknown, orderNumber: null, message: 'Order not found.' },
    ]);
    expect(await orderStatusOf(t, c.orderId)).toBe('Delivered');
    expect((await auditRows(a.orderId)).map((r) => r.action)).toEqual(['order.status']);
  });

  it('refuses Shipped in bulk and a cancel without a reason', async () => {
    const product = await tee();
    const { orderId } = await anOrder(product);
    const shipped = await desk('/orders/bulk-status', { status: 'Shipped', orders: [{ id: orderId }] });
    expect(shipped.statusCode).toBe(400);
    expect(shipped.json().errors).toEqual([{ field: 'status', msg: ADMIN_ORDER_MESSAGES.bulkNoShipped }]);
    const cancel = await desk('/orders/bulk-status', { status: 'Cancelled', orders: [{ id: orderId }] });
    expect(cancel.statusCode).toBe(400);
    expect(await orderStatusOf(t, orderId)).toBe('Processing');
  });
});

describe('POST /api/admin/orders/{orderId}/cash-collected', () => {
  it('records the cash of a delivered order once, on a day between placing and today (India)', async () => {
    const product = await tee();
    const { orderId } = await anOrder(product);
    const cash = (body: object) => desk(`/orders/${orderId}/cash-collected`, body, support);
    refused(
      await cash({ amount: 549, collectedOn: '2026-03-02' }),
      409,
      ADMIN_ORDER_MESSAGES.cashNotDelivered,
    );

    at('2026-03-04T20:00:00.000Z'); // 5 March, 01:30 in India
    changed(await setStatus(t, orderId, 'Delivered'));
    for (const day of ['2026-03-06', '2026-03-01']) {
      const res = await cash({ amount: 549, collectedOn: day });
      expect([day, res.statusCode, res.json().message]).toEqual([
        day,
        400,
        ADMIN_ORDER_MESSAGES.cashDateInvalid,
      ]);
    }
    expect((await cash({ amount: 0, collectedOn: '2026-03-05' })).statusCode).toBe(400);

    const body = changed(
      await cash({ amount: 549.5, collectedOn: '2026-03-05', note: 'Collected by rider' }),
    );
    expect(body.message).toBe(ADMIN_ORDER_MESSAGES.cashRecorded);
    expect(body.cash).toEqual({
      amount: 549.5,
      collectedOn: '2026-03-05',
      recordedBy: 'Priya Support',
      recordedAt: '2026-03-04T20:00:00.000Z',
    });
    refused(
      await cash({ amount: 549, collectedOn: '2026-03-05' }),
      409,
      ADMIN_ORDER_MESSAGES.cashAlreadyRecorded,
    );
    expect((await auditRows(orderId)).at(-1)).toMatchObject({
      action: 'order.cash',
      actorId: support.userId,
      after: { amount: 549.5, collectedOn: '2026-03-05' },
      note: 'Collected by rider',
    });
  });

  it('refuses cash for a cancelled order and an unknown one', async () => {
    const product = await tee();
    const { orderId } = await anOrder(product);
    changed(await setStatus(t, orderId, 'Cancelled'));
    refused(
      await desk(`/orders/${orderId}/cash-collected`, { amount: 10, collectedOn: '2026-03-02' }),
      409,
      ADMIN_ORDER_MESSAGES.cashNotDelivered,
    );
    const unknown = await desk('/orders/00000000-0000-4000-8000-000000000000/cash-collected', {
      amount: 10,
      collectedOn: '2026-03-02',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/admin/orders/{orderId}/returned-to-origin', () => {
  it('cancels an order on its way: stock, coins and coupon back, the shopper told', async () => {
    const product = await tee(10);
    at('2026-03-02T10:00:00.000Z');
    const me = await shopper(t);
    await giveCoins(t, me.userId, 20);
    const couponId = await insertCoupon(t, { code: 'RTO50', kind: 'flat', value: 5_000 });
    const orderId = await placedOrder(t, me, {
      lines: [{ product, size: '3-4Y', quantity: 3 }],
      couponId,
      coinsApplied: 20,
    });
    expect(await stockOf(t, product, '3-4Y')).toBe(7);
    changed(await setStatus(t, orderId, 'In-Transit'));
    at('2026-03-06T10:00:00.000Z');
    const body = changed(
      await desk(`/orders/${orderId}/returned-to-origin`, { note: 'Refused at the door' }),
    );
    expect(body.message).toBe(ADMIN_ORDER_MESSAGES.rtoDone);
    expect(body.returnedToOrigin).toBe(true);
    expect(body.order).toMatchObject({
      status: 'Cancelled',
      cancellationOrReturnReason: 'Returned to origin',
    });
    expect(await stockOf(t, product, '3-4Y')).toBe(10);
    expect(await t.coins.balance(me.userId)).toBe(20);
    expect(await coinsOfOrder(t, me.userId, orderId)).toEqual({ order_redeem: -20, order_refund: 20 });
    expect(await couponUse(t, couponId)).toEqual({ usedCount: 0, redemptions: 0 });
    expect((await historyRows(t, orderId)).at(-1)).toEqual({
      status: 'Cancelled',
      reason: 'Returned to origin',
      description: 'Refused at the door',
      actor: 'shop',
    });
    expect((await statusNotices(t, me.userId)).at(-1)?.message).toMatch(
      /Note from the shop: Returned to origin$/,
    );
    expect((await auditRows(orderId)).at(-1)).toMatchObject({
      action: 'order.rto',
      before: { status: 'In-Transit' },
      after: { status: 'Cancelled', returnedToOrigin: true },
      note: 'Refused at the door',
    });
    expect((await returnColumns(orderId)).rto).toBe(true);
  });

  it('refuses an order delivered, cancelled or still pending', async () => {
    const product = await tee();
    const { orderId } = await anOrder(product);
    changed(await setStatus(t, orderId, 'Delivered'));
    refused(await desk(`/orders/${orderId}/returned-to-origin`, {}), 409, ADMIN_ORDER_MESSAGES.rtoNotAllowed);
    expect(await orderStatusOf(t, orderId)).toBe('Delivered');
  });
});

describe('the returns desk', () => {
  it('accepts a return with the stock back, and records when the shopper asked', async () => {
    const product = await tee(10);
    const { me, orderId } = await returnRequested(product, 2, 10);
    expect(await returnColumns(orderId)).toMatchObject({ requested: true, decided: false, outcome: null });
    expect(await stockOf(t, product, '3-4Y')).toBe(8);
    at('2026-03-04T10:00:00.000Z');
    const body = changed(await desk(`/returns/${orderId}/accept`, { restock: true, note: 'Tags intact' }));
    expect(body.message).toBe(ADMIN_ORDER_MESSAGES.returnAccepted);
    expect(body.order.status).toBe('Returned');
    expect(await stockOf(t, product, '3-4Y')).toBe(10);
    expect(await t.coins.balance(me.userId)).toBe(10);
    expect(await returnColumns(orderId)).toMatchObject({ decided: true, outcome: 'accepted' });
    expect((await auditRows(orderId)).at(-1)).toMatchObject({
      action: 'return.accept',
      before: { status: 'Return_Requested' },
      after: { status: 'Returned', restock: true },
      note: 'Tags intact',
    });
    refused(
      await desk(`/returns/${orderId}/accept`, { restock: true }),
      409,
      ADMIN_ORDER_MESSAGES.notAReturn,
    );
  });

  it('accepts a return without restocking a damaged item: coins still come back', async () => {
    const product = await tee(10);
    const { me, orderId } = await returnRequested(product, 2, 10);
    changed(await desk(`/returns/${orderId}/accept`, { restock: false }));
    expect(await orderStatusOf(t, orderId)).toBe('Returned');
    expect(await stockOf(t, product, '3-4Y')).toBe(8);
    expect(await t.coins.balance(me.userId)).toBe(10);
  });

  it('declines a return: back to Delivered, the shopper sees the reason in the timeline and the notice', async () => {
    const product = await tee(10);
    const { me, orderId } = await returnRequested(product);
    const empty = await desk(`/returns/${orderId}/decline`, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    const body = changed(await desk(`/returns/${orderId}/decline`, { reason: 'The tags were removed' }));
    expect(body.message).toBe(ADMIN_ORDER_MESSAGES.returnDeclined);
    expect(await stockOf(t, product, '3-4Y')).toBe(9);
    const seen = orderResponse.parse((await call(t, 'GET', `/user/order/view/${orderId}`, me)).json()).order;
    expect(seen.status).toBe('Delivered');
    expect(seen.statusHistory.at(-1)).toMatchObject({
      status: 'Delivered',
      reason: 'The tags were removed',
      by: 'shop',
    });
    expect((await statusNotices(t, me.userId)).at(-1)).toMatchObject({
      title: 'Return declined',
      message: `Your return request for order #${await orderNumberOf(t, orderId)} was declined. Note from the shop: The tags were removed`,
    });
    expect(await returnColumns(orderId)).toMatchObject({
      decided: true,
      outcome: 'declined',
      declineReason: 'The tags were removed',
    });
    expect((await auditRows(orderId)).at(-1)).toMatchObject({
      action: 'return.decline',
      note: 'The tags were removed',
    });
    refused(
      await desk(`/returns/${orderId}/refund`, {
        amount: 10,
        method: 'upi',
        reference: 'U1',
        refundedOn: '2026-03-04',
      }),
      409,
      ADMIN_ORDER_MESSAGES.refundNotReturned,
    );
  });

  it('refunds an accepted return once, by bank or UPI, at most what the shopper paid', async () => {
    const product = await tee(10);
    const { orderId } = await returnRequested(product);
    const refund = (body: object) => desk(`/returns/${orderId}/refund`, body);
    refused(
      await refund({ amount: 100, method: 'bank', reference: 'UTR1', refundedOn: '2026-03-04' }),
      409,
      ADMIN_ORDER_MESSAGES.refundNotReturned,
    );
    const paid = changed(await desk(`/returns/${orderId}/accept`, { restock: true })).order
      .finalPayableAmount;
    const tooMuch = await refund({
      amount: paid + 1,
      method: 'bank',
      reference: 'UTR1',
      refundedOn: '2026-03-04',
    });
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([
      400,
      ADMIN_ORDER_MESSAGES.refundAmountInvalid,
    ]);
    const noReference = await refund({ amount: paid, method: 'upi', refundedOn: '2026-03-04' });
    expect(noReference.json().errors).toEqual([
      { field: 'reference', msg: ADMIN_ORDER_MESSAGES.refundReferenceRequired },
    ]);

    const body = changed(
      await refund({ amount: paid, method: 'upi', reference: 'UPI-4455', refundedOn: '2026-03-04' }),
    );
    expect(body.message).toBe(ADMIN_ORDER_MESSAGES.refundRecorded);
    expect(body.refund).toEqual({
      amount: paid,
      method: 'upi',
      reference: 'UPI-4455',
      refundedOn: '2026-03-04',
      recordedBy: 'Kit Owner',
    });
    refused(
      await refund({ amount: 1, method: 'bank', reference: 'UTR2', refundedOn: '2026-03-04' }),
      409,
      ADMIN_ORDER_MESSAGES.refundAlreadyRecorded,
    );
    expect((await auditRows(orderId)).at(-1)).toMatchObject({
      action: 'return.refund',
      after: { amount: paid, method: 'upi', reference: 'UPI-4455', refundedOn: '2026-03-04' },
    });
  });

  it('refunds in coins: the refunded rupees’ worth, rounded up to a whole coin, credited once', async () => {
    const product = await tee(10);
    const { me, orderId } = await returnRequested(product);
    changed(await desk(`/returns/${orderId}/accept`, { restock: true }));
    const before = await t.coins.balance(me.userId);
    const refund = () =>
      desk(`/returns/${orderId}/refund`, { amount: 250.5, method: 'coins', refundedOn: '2026-03-04' });
    const body = changed(await refund());
    expect(body.refund).toMatchObject({ amount: 250.5, method: 'coins', reference: null });
    expect(await t.coins.balance(me.userId)).toBe(before + 251);
    refused(await refund(), 409, ADMIN_ORDER_MESSAGES.refundAlreadyRecorded);
    expect(await t.coins.balance(me.userId)).toBe(before + 251);
    expect(await coinsOfOrder(t, me.userId, orderId)).toMatchObject({ return_refund: 251 });
    expect((await auditRows(orderId)).at(-1)).toMatchObject({
      action: 'return.refund',
      after: { amount: 250.5, method: 'coins', coins: 251 },
    });
  });
});

describe('npm run order:status', () => {
  it('moves an order as the staff member named by --as, into the audit log as the command line', async () => {
    const product = await tee();
    const { orderId } = await anOrder(product);
    const number = await orderNumberOf(t, orderId);
    const target = async () => ({ database: t.database, config: t.config, close: async () => {} });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const stranger = await shopper(t);
      const phone = (
        await queryRows<{ phone: string }>(
          t.database.db,
          sql`SELECT phone FROM users WHERE id = ${stranger.userId}::uuid`,
        )
      )[0]!.phone.replace('+91', '');
      expect(await orderStatusCommand(['--as', phone, number, 'Shipping'], target)).toBe(1);
      expect(await orderStatusCommand([number, 'Shipping'], target)).toBe(2);
      expect(await orderStatusCommand(['--as', support.phone, number, 'Shipped'], target)).toBe(2);
      expect(
        await orderStatusCommand(
          ['--as', support.phone, number, 'Shipped', '--courier', 'Ekart', '--tracking', 'EK55', 'Fragile'],
          target,
        ),
      ).toBe(0);
      expect(log).toHaveBeenCalledWith(`order:status: order ${number} (${orderId}) is now Shipped`);
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
    expect(await orderStatusOf(t, orderId)).toBe('Shipped');
    expect(await auditRows(orderId)).toEqual([
      {
        action: 'order.status',
        actorId: support.userId,
        via: 'command',
        before: { status: 'Processing' },
        // The invoice is issued by the move that ships the order (server/modules/invoices).
        after: {
          status: 'Shipped',
          courier: 'Ekart',
          trackingNumber: 'EK55',
          invoiceNumber: expect.stringMatching(/^LL\/\d{4}-\d{2}\/\d{6}$/),
        },
        note: 'Fragile',
      },
    ]);
  });
});
