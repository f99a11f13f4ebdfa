import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PEOPLE_MESSAGES } from '../../../contract/admin-people.ts';
import { INITIAL_ORDER_STATUS } from '../../../contract/order.ts';
import { auditLog, sessions, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  call,
  createKit,
  giveCoins,
  insertCheckout,
  insertTestProduct,
  placedOrder,
  placeOrder,
  type ShopKit,
  type Shopper,
  type StaffMember,
  saveAddress,
  signedInShopper,
  staffMember,
  type TestProduct,
} from '../../test/kit.ts';

// The console's shoppers desk: finding shoppers, one shopper's account, orders, addresses and coins,
// and what staff may do: adjust coins, sign out everywhere, block and unblock. A blocked shopper can
// neither sign in (phone code, password) nor order.

let t: ShopKit;
let support: StaffMember;
let manager: StaffMember;
let romper: TestProduct;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  support = await staffMember(t, 'support');
  manager = await staffMember(t, 'manager');
  romper = await insertTestProduct(t, [
    { color: '#1F3A93', colorName: 'Navy Blue', price: 600, mrp: 1000, sizes: { '2-3Y': 50 } },
  ]);
});
afterAll(() => t.cleanup());

const advance = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};
let made = 0;

/** A signed-in shopper with a known name, phone and email. */
async function person(fields: { name?: string; phone?: string; email?: string } = {}) {
  made += 1;
  advance(1_000);
  const phone = fields.phone ?? `8${String(100_000_000 + made).slice(-9)}`;
  const { user, token, sessionId } = await signedInShopper(t, {
    name: fields.name ?? `Kavya ${made}`,
    phone: `+91${phone}`,
    email: fields.email ?? `kavya${made}@example.in`,
  });
  return { userId: user.id, token, sessionId, phone } satisfies Shopper & Record<string, string>;
}

const auditOf = (action: string, targetId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
const ids = (body: { shoppers: { _id: string }[] }) => body.shoppers.map((s) => s._id);
const UNKNOWN = '00000000-0000-4000-8000-000000000003';

describe('GET /api/admin/shoppers', () => {
  it('finds by whole phone, phone start, email start and name start; empty finds the newest first', async () => {
    const zara = await person({ name: 'Zarina Qureshi', phone: '9123400001', email: 'zarina.q@example.in' });
    const zeb = await person({ name: 'zebunnisa khan', phone: '9123400002', email: 'zeb@example.in' });
    const byPhone = await call(t, 'GET', '/admin/shoppers?q=9123400001', support);
    expect(byPhone.statusCode).toBe(200);
    expect(ids(byPhone.json())).toEqual([zara.userId]);
    expect(byPhone.json().shoppers[0]).toEqual({
      _id: zara.userId,
      name: 'Zarina Qureshi',
      phone: '9123400001',
      email: 'zarina.q@example.in',
      createdAt: expect.any(String),
      orderCount: 0,
      blocked: false,
    });
    expect(ids((await call(t, 'GET', '/admin/shoppers?q=%2B91%2091234%2000001', support)).json())).toEqual([
      zara.userId,
    ]);
    expect(ids((await call(t, 'GET', '/admin/shoppers?q=912340000', support)).json())).toEqual([
      zeb.userId,
      zara.userId,
    ]);
    expect(ids((await call(t, 'GET', '/admin/shoppers?q=ZEB@', support)).json())).toEqual([zeb.userId]);
    expect(ids((await call(t, 'GET', '/admin/shoppers?q=Zeb', support)).json())).toEqual([zeb.userId]);
    expect(ids((await call(t, 'GET', '/admin/shoppers?q=Z', support)).json())).toEqual([
      zeb.userId,
      zara.userId,
    ]);
    // A name is matched from its start only; LIKE characters are literal.
    expect(ids((await call(t, 'GET', '/admin/shoppers?q=Qureshi', support)).json())).toEqual([]);
    expect(ids((await call(t, 'GET', '/admin/shoppers?q=%25', support)).json())).toEqual([]);

    const newest = await call(t, 'GET', '/admin/shoppers?limit=2', support);
    expect(ids(newest.json())).toEqual([zeb.userId, zara.userId]);
    expect(newest.json()).toMatchObject({ page: 1, limit: 2, total: expect.any(Number) });
  });

  it('counts orders and leaves deleted accounts out', async () => {
    const buyer = await person({ name: 'Ordering Olive' });
    await placedOrder(t, buyer, { lines: [{ product: romper, size: '2-3Y', quantity: 1 }] });
    const res = await call(t, 'GET', '/admin/shoppers?q=Ordering', support);
    expect(res.json().shoppers).toEqual([expect.objectContaining({ _id: buyer.userId, orderCount: 1 })]);

    const leaving = await person({ name: 'Leaving Lata' });
    expect((await call(t, 'DELETE', '/user/profile/delete', leaving)).statusCode).toBe(200);
    expect(ids((await call(t, 'GET', '/admin/shoppers?q=Leaving', support)).json())).toEqual([]);
    expect((await call(t, 'GET', `/admin/shoppers/${leaving.userId}`, support)).statusCode).toBe(404);
  });

  it('refuses a too-long query and a bad page (400)', async () => {
    expect((await call(t, 'GET', `/admin/shoppers?q=${'a'.repeat(81)}`, support)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/admin/shoppers?page=0', support)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/shoppers/:id', () => {
  it('shows the account, orders as desk rows, addresses and coins', async () => {
    const who = await person({ name: 'Detail Devi' });
    const orderId = await placedOrder(t, who, { lines: [{ product: romper, size: '2-3Y', quantity: 2 }] });
    await giveCoins(t, who.userId, 30);
    const res = await call(t, 'GET', `/admin/shoppers/${who.userId}`, support);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.shopper).toMatchObject({
      _id: who.userId,
      name: 'Detail Devi',
      role: 'user',
      orderCount: 1,
      blocked: false,
      blockedReason: null,
      blockedAt: null,
      referralCode: expect.stringMatching(new RegExp(`^${t.config.brandCode}`)),
    });
    expect(body.orders).toEqual([
      {
        _id: orderId,
        orderNumber: expect.stringMatching(new RegExp(`^${t.config.brandCode}-2026-\\d{6}$`)),
        status: INITIAL_ORDER_STATUS,
        createdAt: t.clock.now.toISOString(),
        shopper: { _id: who.userId, name: 'Detail Devi', phone: who.phone },
        recipient: expect.any(String),
        city: expect.any(String),
        state: expect.any(String),
        pincode: expect.stringMatching(/^\d{6}$/),
        itemCount: 2,
        finalPayableAmount: expect.any(Number),
        paymentMethod: expect.any(String),
        cashCollected: false,
        returnedToOrigin: false,
      },
    ]);
    expect(body.addresses).toHaveLength(1);
    expect(Object.keys(body.addresses[0]).sort()).toEqual(
      ['_id', 'address', 'city', 'name', 'number', 'pincode', 'state'].sort(),
    );
    expect(body.coins.balance).toBe(30);
    expect(body.coins.ledger).toEqual([
      {
        _id: expect.any(String),
        delta: 30,
        reason: 'referral_reward',
        ref: expect.any(String),
        at: expect.any(String),
      },
    ]);
  });

  it('answers 404 for an unknown shopper and 400 for a malformed id', async () => {
    const unknown = await call(t, 'GET', `/admin/shoppers/${UNKNOWN}`, support);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_PEOPLE_MESSAGES.shopperNotFound);
    expect((await call(t, 'GET', '/admin/shoppers/nope', support)).statusCode).toBe(400);
  });
});

describe('POST /api/admin/shoppers/:id/coins', () => {
  it('adds and takes away coins with a staff adjustment entry and an audit row', async () => {
    const who = await person();
    const added = await call(t, 'POST', `/admin/shoppers/${who.userId}/coins`, support, {
      delta: 120,
      reason: 'Parcel arrived late',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ success: true, message: ADMIN_PEOPLE_MESSAGES.coinsAdjusted });
    expect(added.json().coins.balance).toBe(120);
    expect(added.json().coins.ledger[0]).toMatchObject({ delta: 120, reason: 'staff_adjustment' });

    const taken = await call(t, 'POST', `/admin/shoppers/${who.userId}/coins`, support, {
      delta: -20,
      reason: 'Added twice',
    });
    expect(taken.json().coins.balance).toBe(100);
    const entries = await auditOf('shopper.coins', who.userId);
    expect(entries.map((e) => [e.before, e.after, e.note])).toEqual(
      expect.arrayContaining([
        [{ balance: 0 }, { balance: 120, delta: 120 }, 'Parcel arrived late'],
        [{ balance: 120 }, { balance: 100, delta: -20 }, 'Added twice'],
      ]),
    );
    expect(entries[0]).toMatchObject({ actorId: support.userId, targetType: 'shopper' });
  });

  it('refuses to take the balance below zero (409) and writes nothing', async () => {
    const who = await person();
    await giveCoins(t, who.userId, 10);
    const res = await call(t, 'POST', `/admin/shoppers/${who.userId}/coins`, support, {
      delta: -11,
      reason: 'x',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_PEOPLE_MESSAGES.coinsWouldGoNegative);
    expect(await auditOf('shopper.coins', who.userId)).toEqual([]);
  });

  it.each([
    [{ delta: 0, reason: 'x' }, ADMIN_PEOPLE_MESSAGES.coinsAmountInvalid],
    [{ delta: 1.5, reason: 'x' }, ADMIN_PEOPLE_MESSAGES.coinsAmountInvalid],
    [{ delta: '5', reason: 'x' }, ADMIN_PEOPLE_MESSAGES.coinsAmountInvalid],
    [{ delta: 5, reason: '  ' }, ADMIN_PEOPLE_MESSAGES.coinsReasonRequired],
    [{ delta: 5, reason: 'x', ref: 'mine' }, undefined],
  ])('refuses %j (400)', async (body, message) => {
    const who = await person();
    const res = await call(t, 'POST', `/admin/shoppers/${who.userId}/coins`, support, body);
    expect(res.statusCode).toBe(400);
    if (message) expect(JSON.stringify(res.json())).toContain(message);
  });

  it('answers 404 for an unknown shopper and 403 to a manager (read only)', async () => {
    const body = { delta: 5, reason: 'x' };
    expect((await call(t, 'POST', `/admin/shoppers/${UNKNOWN}/coins`, support, body)).statusCode).toBe(404);
    const who = await person();
    expect((await call(t, 'POST', `/admin/shoppers/${who.userId}/coins`, manager, body)).statusCode).toBe(
      403,
    );
  });
});

describe('signing out, blocking and unblocking', () => {
  const liveSessions = (userId: string) =>
    t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

  it('sign-out ends every session at once', async () => {
    const who = await person();
    await t.sessions.open(who.userId, 'password');
    expect((await call(t, 'GET', '/user/profile/view', who)).statusCode).toBe(200);
    const res = await call(t, 'POST', `/admin/shoppers/${who.userId}/sign-out`, support);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ADMIN_PEOPLE_MESSAGES.signedOut);
    expect(await liveSessions(who.userId)).toEqual([]);
    expect((await call(t, 'GET', '/user/profile/view', who)).statusCode).toBe(401);
    const [entry] = await auditOf('shopper.signout', who.userId);
    expect(entry!.after).toEqual({ sessionsEnded: 2 });
    expect((await call(t, 'POST', `/admin/shoppers/${UNKNOWN}/sign-out`, support)).statusCode).toBe(404);
  });

  it('block signs out, keeps the reason, refuses twice; unblock clears it and refuses twice', async () => {
    const who = await person();
    const res = await call(t, 'POST', `/admin/shoppers/${who.userId}/block`, support, {
      reason: 'Fake orders',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ADMIN_PEOPLE_MESSAGES.blocked);
    expect(res.json().shopper).toMatchObject({
      blocked: true,
      blockedReason: 'Fake orders',
      blockedAt: t.clock.now.toISOString(),
    });
    expect(await liveSessions(who.userId)).toEqual([]);
    expect((await call(t, 'GET', '/user/profile/view', who)).statusCode).toBe(401);
    const [entry] = await auditOf('shopper.block', who.userId);
    expect(entry).toMatchObject({ note: 'Fake orders', before: { blocked: false } });

    const again = await call(t, 'POST', `/admin/shoppers/${who.userId}/block`, support, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_PEOPLE_MESSAGES.alreadyBlocked);

    const listed = await call(t, 'GET', `/admin/shoppers?q=${who.phone}`, support);
    expect(listed.json().shoppers[0].blocked).toBe(true);

    const unblocked = await call(t, 'POST', `/admin/shoppers/${who.userId}/unblock`, support);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json().message).toBe(ADMIN_PEOPLE_MESSAGES.unblocked);
    expect(unblocked.json().shopper).toMatchObject({ blocked: false, blockedReason: null, blockedAt: null });
    expect((await auditOf('shopper.unblock', who.userId))[0]!.before).toEqual({
      blocked: true,
      reason: 'Fake orders',
    });
    const twice = await call(t, 'POST', `/admin/shoppers/${who.userId}/unblock`, support);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ADMIN_PEOPLE_MESSAGES.notBlocked);
    // Unblocked, the shopper can sign in again.
    await expect(t.sessions.open(who.userId, 'otp')).resolves.toMatchObject({
      sessionId: expect.any(String),
    });
  });

  it('refuses to block a staff member (409), without a reason (400), and an unknown shopper (404)', async () => {
    const res = await call(t, 'POST', `/admin/shoppers/${manager.userId}/block`, support, { reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_PEOPLE_MESSAGES.cannotBlockStaff);
    expect(await auditOf('shopper.block', manager.userId)).toEqual([]);
    const who = await person();
    const blank = await call(t, 'POST', `/admin/shoppers/${who.userId}/block`, support, { reason: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(ADMIN_PEOPLE_MESSAGES.blockNeedsReason);
    expect(
      (await call(t, 'POST', `/admin/shoppers/${UNKNOWN}/block`, support, { reason: 'x' })).statusCode,
    ).toBe(404);
    expect((await call(t, 'POST', `/admin/shoppers/${UNKNOWN}/unblock`, support)).statusCode).toBe(404);
  });
});

describe('a blocked shopper', () => {
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload });
  async function latestCode(to: string): Promise<string> {
    await t.app.sendQueue.drain();
    const res = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    return res.json().messages[0].code;
  }
  const block = async (userId: string) =>
    expect(
      (await call(t, 'POST', `/admin/shoppers/${userId}/block`, support, { reason: 'Abuse' })).statusCode,
    ).toBe(200);

  it('cannot sign in with a phone code (403)', async () => {
    const who = await person();
    await block(who.userId);
    advance(60_000);
    const sent = await post('/user/auth/send-otp', { phone: who.phone });
    expect(sent.statusCode).toBe(200);
    const res = await post('/user/auth/verify-otp', {
      phone: who.phone,
      otp: await latestCode(who.phone),
      sessionId: sent.json().sessionId,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: ADMIN_PEOPLE_MESSAGES.accountBlocked });
    expect(await liveSessionsCount(who.userId)).toBe(0);
  });

  it('cannot sign in with a password (403), while a wrong password still answers 401', async () => {
    const who = await person({ email: 'blocked.pw@example.in' });
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('right-password-1') })
      .where(eq(users.id, who.userId));
    await block(who.userId);
    const wrong = await post('/user/auth/login', {
      identifier: 'blocked.pw@example.in',
      password: 'nope-nope-1',
    });
    expect(wrong.statusCode).toBe(401);
    const res = await post('/user/auth/login', { identifier: who.phone, password: 'right-password-1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ADMIN_PEOPLE_MESSAGES.accountBlocked);
    expect(await liveSessionsCount(who.userId)).toBe(0);
  });

  it('cannot place an order (403), even with a session that outlived the block elsewhere', async () => {
    const who = await person();
    const addressId = await saveAddress(t, who);
    const checkoutId = await insertCheckout(t, who, {
      lines: [{ product: romper, size: '2-3Y', quantity: 1 }],
    });
    // Blocked by another server whose session check this one has not seen: the session is still live here.
    await t.database.db
      .update(users)
      .set({ blockedAt: t.clock.now, blockedReason: 'Abuse' })
      .where(eq(users.id, who.userId));
    const res = await placeOrder(t, who, checkoutId, addressId);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ADMIN_PEOPLE_MESSAGES.accountBlocked);
    const listed = await call(t, 'GET', `/admin/shoppers/${who.userId}`, support);
    expect(listed.json().orders).toEqual([]);
  });
});

async function liveSessionsCount(userId: string): Promise<number> {
  const rows = await t.database.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return rows.length;
}
