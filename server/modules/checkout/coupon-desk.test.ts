import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COUPON_MESSAGES as M } from '../../../contract/admin-coupons.ts';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout.ts';
import { STAFF_MESSAGES } from '../../../contract/staff.ts';
import { coupons, users } from '../../db/schema/index.ts';
import {
  call,
  cancelOrder,
  createKit,
  insertCoupon,
  KIT_START,
  kitOwner,
  placeOrder,
  type ShopKit,
  type StaffMember,
  saveAddress,
  shopper,
  staffMember,
} from '../../test/kit.ts';
import { applyCoupon, partyCheckout, teeCheckout, viewCheckout } from './test-support.ts';

// The console's coupon desk: every rule of a coupon's fields, the list by state, edits of a used
// coupon, pause and resume as checkout sees them, and who may do what.

const DAY = 86_400_000;
let t: ShopKit;
let manager: StaffMember;
let support: StaffMember;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  manager = await staffMember(t, 'manager');
  support = await staffMember(t, 'support');
});
afterAll(async () => {
  await t.cleanup();
});

const iso = (offsetDays: number) => new Date(KIT_START.getTime() + offsetDays * DAY).toISOString();
let codes = 0;

/** A valid coupon body (a fresh code each time) with `overrides`. */
function body(overrides: Record<string, unknown> = {}) {
  codes += 1;
  return {
    code: `desk${codes}x`,
    description: 'Ten percent off, up to ₹150',
    kind: 'percent',
    value: 10,
    maxDiscount: 150,
    minOrder: 299,
    startsAt: iso(-1),
    endsAt: iso(30),
    usageLimit: 100,
    perUserLimit: 2,
    firstOrderOnly: false,
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}, who: StaffMember = manager) {
  const res = await call(t, 'POST', '/admin/coupons', who, body(overrides));
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return res.json().coupon;
}

const patch = (id: string, fields: object, who: StaffMember = manager) =>
  call(t, 'PATCH', `/admin/coupons/${id}`, who, fields);

async function auditOf(id: string) {
  const owner = await kitOwner(t);
  const res = await call(t, 'GET', `/admin/audit?targetType=coupon&targetId=${id}`, owner);
  return res.json().entries as { action: string; before: unknown; after: unknown; targetLabel: string }[];
}

describe('creating a coupon', () => {
  it('stores the code upper case and the money in paise, answers rupees, and logs who made it', async () => {
    const res = await call(t, 'POST', '/admin/coupons', manager, body({ code: ' diwali20 ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: M.created,
      coupon: {
        code: 'DIWALI20',
        kind: 'percent',
        value: 10,
        maxDiscount: 150,
        minOrder: 299,
        usageLimit: 100,
        usedCount: 0,
        perUserLimit: 2,
        paused: false,
        state: 'running',
        codeLocked: false,
      },
    });
    const id = res.json().coupon._id;
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row).toMatchObject({ code: 'DIWALI20', value: 10, maxDiscount: 15_000, minOrder: 29_900 });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'coupon.create', targetLabel: 'DIWALI20' });
    expect(entry?.after).toMatchObject({ code: 'DIWALI20', maxDiscount: 150, minOrder: 299 });

    const flat = await create({ kind: 'flat', value: 100, maxDiscount: null, minOrder: 0 });
    const [flatRow] = await t.database.db.select().from(coupons).where(eq(coupons.id, flat._id));
    expect(flatRow).toMatchObject({ kind: 'flat', value: 10_000, maxDiscount: null, minOrder: 0 });
    expect(flat).toMatchObject({ kind: 'flat', value: 100, maxDiscount: null });
  });

  it('fills the optional fields: no cap, no minimum, no limit, one use per shopper, any order', async () => {
    const res = await call(t, 'POST', '/admin/coupons', manager, {
      code: 'PLAIN5',
      description: 'Five percent off',
      kind: 'percent',
      value: 5,
      startsAt: iso(0),
      endsAt: iso(10),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().coupon).toMatchObject({
      maxDiscount: null,
      minOrder: 0,
      usageLimit: null,
      perUserLimit: 1,
      firstOrderOnly: false,
    });
  });

  it.each([
    ['a code shorter than 3', { code: 'ab' }, 'code', M.codeInvalid],
    ['a code longer than 20', { code: 'A'.repeat(21) }, 'code', M.codeInvalid],
    ['a code with a symbol', { code: 'SAVE-10' }, 'code', M.codeInvalid],
    ['no description', { description: '  ' }, 'description', M.descriptionRequired],
    ['a long description', { description: 'x'.repeat(201) }, 'description', M.descriptionTooLong],
    ['an unknown kind', { kind: 'bogo' }, 'kind', M.kindInvalid],
    ['no discount', { value: null }, 'value', M.valueRequired],
    ['a percent of 0', { value: 0 }, 'value', M.percentInvalid],
    ['a percent above 100', { value: 101 }, 'value', M.percentInvalid],
    ['a percent with decimals', { value: 12.5 }, 'value', M.percentInvalid],
    ['a flat amount with paise', { kind: 'flat', value: 99.5, maxDiscount: null }, 'value', M.flatInvalid],
    ['a flat amount of 0', { kind: 'flat', value: 0, maxDiscount: null }, 'value', M.flatInvalid],
    [
      'a cap on a flat coupon',
      { kind: 'flat', value: 100, maxDiscount: 50 },
      'maxDiscount',
      M.capOnlyPercent,
    ],
    ['a cap of 0', { maxDiscount: 0 }, 'maxDiscount', M.capInvalid],
    ['a negative minimum order', { minOrder: -1 }, 'minOrder', M.minOrderInvalid],
    ['a minimum order with paise', { minOrder: 299.5 }, 'minOrder', M.minOrderInvalid],
    ['no start', { startsAt: 'soon' }, 'startsAt', M.startInvalid],
    ['no end', { endsAt: undefined }, 'endsAt', M.endInvalid],
    ['an end before the start', { startsAt: iso(5), endsAt: iso(4) }, 'endsAt', M.endBeforeStart],
    ['an end equal to the start', { startsAt: iso(5), endsAt: iso(5) }, 'endsAt', M.endBeforeStart],
    ['a usage limit of 0', { usageLimit: 0 }, 'usageLimit', M.usageLimitInvalid],
    ['a per-shopper limit of 0', { perUserLimit: 0 }, 'perUserLimit', M.perShopperInvalid],
    ['a per-shopper limit with decimals', { perUserLimit: 1.5 }, 'perUserLimit', M.perShopperInvalid],
  ])('refuses %s with its message', async (_case, overrides, field, message) => {
    const before = (await t.database.db.select({ id: coupons.id }).from(coupons)).length;
    const res = await call(t, 'POST', '/admin/coupons', manager, body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, msg: message });
    expect((await t.database.db.select({ id: coupons.id }).from(coupons)).length).toBe(before);
  });

  it('refuses a field it does not know', async () => {
    const res = await call(t, 'POST', '/admin/coupons', manager, body({ usedCount: 5 }));
    expect(res.statusCode).toBe(400);
  });

  it('refuses a code already used, whatever its case', async () => {
    await create({ code: 'TAKEN1' });
    const res = await call(t, 'POST', '/admin/coupons', manager, body({ code: 'taken1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This code is already used');
  });
});

describe('the list', () => {
  it('finds coupons by part of their code and by state, with their used count', async () => {
    const now = t.clock.now.getTime();
    await insertCoupon(t, { code: 'LSTRUN' });
    await insertCoupon(t, {
      code: 'LSTSOON',
      startsAt: new Date(now + DAY),
      endsAt: new Date(now + 9 * DAY),
    });
    await insertCoupon(t, { code: 'LSTOLD', startsAt: new Date(now - 9 * DAY), endsAt: new Date(now - DAY) });
    await insertCoupon(t, { code: 'LSTOFF', isActive: false });
    await insertCoupon(t, { code: 'LSTGONE', usageLimit: 3, usedCount: 3 });

    const list = async (query: string) => {
      const res = await call(t, 'GET', `/admin/coupons?${query}`, support);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const all = await list('q=lst');
    expect(all.total).toBe(5);
    expect(all.coupons.map((c: { code: string; state: string }) => [c.code, c.state]).sort()).toEqual([
      ['LSTGONE', 'usedUp'],
      ['LSTOFF', 'paused'],
      ['LSTOLD', 'ended'],
      ['LSTRUN', 'running'],
      ['LSTSOON', 'scheduled'],
    ]);
    expect(all.coupons.find((c: { code: string }) => c.code === 'LSTGONE').usedCount).toBe(3);
    for (const [state, code] of [
      ['running', 'LSTRUN'],
      ['scheduled', 'LSTSOON'],
      ['ended', 'LSTOLD'],
      ['paused', 'LSTOFF'],
      ['usedUp', 'LSTGONE'],
    ]) {
      const page = await list(`q=LST&state=${state}`);
      expect(page.coupons.map((c: { code: string }) => c.code)).toEqual([code]);
    }
    expect((await list('q=lstso')).coupons.map((c: { code: string }) => c.code)).toEqual(['LSTSOON']);
    const paged = await list('q=lst&limit=2&page=3');
    expect(paged).toMatchObject({ total: 5, page: 3, limit: 2 });
    expect(paged.coupons).toHaveLength(1);
    expect((await call(t, 'GET', '/admin/coupons?state=open', support)).statusCode).toBe(400);
  });
});

describe('editing a coupon', () => {
  it('saves the fields that change and logs them before and after', async () => {
    const coupon = await create();
    const res = await patch(coupon._id, { description: 'Now 15% off', value: 15, usageLimit: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.saved,
      coupon: { description: 'Now 15% off', value: 15, usageLimit: null, maxDiscount: 150 },
    });
    const [entry] = await auditOf(coupon._id);
    expect(entry).toMatchObject({
      action: 'coupon.update',
      before: { description: 'Ten percent off, up to ₹150', value: 10, usageLimit: 100 },
      after: { description: 'Now 15% off', value: 15, usageLimit: null },
    });
  });

  it('checks the rules on the coupon as it would be: end after start, a percent up to 100, a flat one without a cap', async () => {
    const coupon = await create();
    const early = await patch(coupon._id, { endsAt: iso(-2) });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([{ field: 'endsAt', msg: M.endBeforeStart }]);
    const late = await patch(coupon._id, { startsAt: iso(31) });
    expect(late.json().errors).toEqual([{ field: 'endsAt', msg: M.endBeforeStart }]);
    const big = await patch(coupon._id, { value: 150 });
    expect(big.json().errors).toEqual([{ field: 'value', msg: M.percentInvalid }]);
    const cap = await patch(coupon._id, { kind: 'flat', value: 100, maxDiscount: 20 });
    expect(cap.json().errors).toEqual([{ field: 'maxDiscount', msg: M.capOnlyPercent }]);
    // Turning into a flat coupon without naming the cap drops it.
    const flat = await patch(coupon._id, { kind: 'flat', value: 100 });
    expect(flat.statusCode).toBe(200);
    expect(flat.json().coupon).toMatchObject({ kind: 'flat', value: 100, maxDiscount: null });
    expect((await patch(coupon._id, {})).json().message).toBe(M.nothingToSave);
    expect((await patch(coupon._id, { code: 'x!' })).json().errors).toEqual([
      { field: 'code', msg: M.codeInvalid },
    ]);
  });

  it('refuses a code another coupon has', async () => {
    await create({ code: 'OTHERONE' });
    const coupon = await create();
    const res = await patch(coupon._id, { code: 'otherone' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This code is already used');
    // Its own code again is no change.
    expect((await patch(coupon._id, { code: coupon.code.toLowerCase() })).statusCode).toBe(200);
  });

  it('answers 404 for a coupon that does not exist', async () => {
    const res = await patch('00000000-0000-4000-8000-0000000000ff', { description: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notFound);
    expect(
      (await call(t, 'GET', '/admin/coupons/00000000-0000-4000-8000-0000000000ff', support)).statusCode,
    ).toBe(404);
  });
});

describe('a coupon made in the console at checkout', () => {
  it('applies, is redeemed by an order, shows in its usage, then locks its code and its limit', async () => {
    const coupon = await create({
      code: 'console15',
      value: 15,
      maxDiscount: 100,
      minOrder: 0,
      usageLimit: 5,
      perUserLimit: 1,
    });
    const asha = await shopper(t);
    const checkout = await teeCheckout(t, asha, 2);
    const applied = await applyCoupon(t, asha, checkout._id, 'Console15');
    expect(applied.statusCode).toBe(200);
    // 15% of ₹798 is ₹119.70, capped at ₹100.
    expect(applied.json().checkout).toMatchObject({
      subtotal: 798,
      coupon: { code: 'CONSOLE15', discount: 100 },
    });

    const addressId = await saveAddress(t, asha);
    const placed = await placeOrder(t, asha, checkout._id, addressId);
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;

    const detail = await call(t, 'GET', `/admin/coupons/${coupon._id}`, support);
    expect(detail.statusCode).toBe(200);
    const [account] = await t.database.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, asha.userId));
    const digits = account?.phone ?? '';
    expect(detail.json()).toMatchObject({
      coupon: { code: 'CONSOLE15', usedCount: 1, codeLocked: true },
      usage: { orders: 1, shoppers: 1, discountGiven: 100, remaining: 4 },
      total: 1,
      redemptions: [
        {
          orderId: order._id,
          orderNumber: order.orderNumber,
          phone: `XXXXXX${digits.slice(-4)}`,
          discount: 100,
        },
      ],
    });
    expect(JSON.stringify(detail.json())).not.toContain(digits.slice(3));

    const rename = await patch(coupon._id, { code: 'CONSOLE20' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe(M.codeLocked);
    const below = await patch(coupon._id, { usageLimit: 0 });
    expect(below.statusCode).toBe(400);
    const limit = await t.database.db
      .update(coupons)
      .set({ usedCount: 3 })
      .where(eq(coupons.id, coupon._id))
      .returning();
    expect(limit).toHaveLength(1);
    const underUsed = await patch(coupon._id, { usageLimit: 2 });
    expect(underUsed.statusCode).toBe(400);
    expect(underUsed.json().errors).toEqual([
      { field: 'usageLimit', msg: 'The usage limit cannot be below the 3 orders that already used it.' },
    ]);
    await t.database.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, coupon._id));
    // Everything but the code may still change.
    expect((await patch(coupon._id, { description: 'Fifteen off', usageLimit: 1 })).statusCode).toBe(200);

    // A cancelled order gives its use back: the code may change again.
    expect((await cancelOrder(t, asha, order._id)).statusCode).toBe(200);
    const after = (await call(t, 'GET', `/admin/coupons/${coupon._id}`, support)).json();
    expect(after).toMatchObject({ coupon: { usedCount: 0, codeLocked: false }, total: 0, redemptions: [] });
    expect((await patch(coupon._id, { code: 'CONSOLE20' })).statusCode).toBe(200);
  });

  it('a paused coupon is refused with the checkout’s message and leaves a checkout holding it; resumed, it applies again', async () => {
    const coupon = await create({ code: 'PAUSEME', minOrder: 0 });
    const asha = await shopper(t);
    const held = await partyCheckout(t, asha);
    expect((await applyCoupon(t, asha, held._id, 'PAUSEME')).statusCode).toBe(200);

    const paused = await call(t, 'POST', `/admin/coupons/${coupon._id}/pause`, manager);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ message: M.paused, coupon: { paused: true, state: 'paused' } });
    const again = await call(t, 'POST', `/admin/coupons/${coupon._id}/pause`, manager);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyPaused);

    const fresh = await teeCheckout(t, asha);
    const refused = await applyCoupon(t, asha, fresh._id, 'pauseme');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CHECKOUT_MESSAGES.couponUnknown);
    const view = (await viewCheckout(t, asha, held._id)).json();
    expect(view.message).toBe(CHECKOUT_MESSAGES.couponUnknown);
    expect(view.checkout).toMatchObject({ coupon: null, ReducedDiscount: 0 });

    const resumed = await call(t, 'POST', `/admin/coupons/${coupon._id}/resume`, manager);
    expect(resumed.json()).toMatchObject({ message: M.resumed, coupon: { paused: false, state: 'running' } });
    expect((await call(t, 'POST', `/admin/coupons/${coupon._id}/resume`, manager)).json().message).toBe(
      M.notPaused,
    );
    expect((await applyCoupon(t, asha, fresh._id, 'PAUSEME')).statusCode).toBe(200);
    expect((await auditOf(coupon._id)).map((e) => e.action)).toEqual([
      'coupon.resume',
      'coupon.pause',
      'coupon.create',
    ]);
  });

  it('a coupon edited to start tomorrow is not active yet at checkout', async () => {
    const coupon = await create({ code: 'LATER1', minOrder: 0 });
    expect((await patch(coupon._id, { startsAt: iso(1) })).json().coupon.state).toBe('scheduled');
    const asha = await shopper(t);
    const checkout = await teeCheckout(t, asha);
    const res = await applyCoupon(t, asha, checkout._id, 'LATER1');
    expect(res.json().message).toBe(CHECKOUT_MESSAGES.couponNotStarted);
  });
});

describe('who may do what', () => {
  it('lets support read but not change coupons; the manager and the owner change them', async () => {
    const coupon = await create();
    expect((await call(t, 'GET', '/admin/coupons', support)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/admin/coupons/${coupon._id}`, support)).statusCode).toBe(200);
    for (const res of [
      await call(t, 'POST', '/admin/coupons', support, body()),
      await patch(coupon._id, { description: 'Support edit' }, support),
      await call(t, 'POST', `/admin/coupons/${coupon._id}/pause`, support),
      await call(t, 'POST', `/admin/coupons/${coupon._id}/resume`, support),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(STAFF_MESSAGES.notAllowed);
    }
    expect((await call(t, 'GET', `/admin/coupons/${coupon._id}`, support)).json().coupon.description).toBe(
      coupon.description,
    );
    const owner = await kitOwner(t);
    expect((await call(t, 'POST', '/admin/coupons', owner, body())).statusCode).toBe(201);
    expect((await call(t, 'GET', '/admin/coupons', null)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/admin/coupons', await shopper(t))).statusCode).toBe(403);
  });
});
