import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_MESSAGES as M } from '../../../contract/admin-content.ts';
import { STAFF_MESSAGES } from '../../../contract/staff.ts';
import { notifications, offerBroadcasts, products, users } from '../../db/schema/index.ts';
import {
  call,
  cancelOrder,
  createKit,
  insertTestProduct,
  kitOwner,
  placedOrder,
  type ShopKit,
  type Shopper,
  type StaffMember,
  shopper,
  staffMember,
  type TestProduct,
} from '../../test/kit.ts';

// Offer notifications from the console: who each audience holds (shoppers only: not staff, not blocked,
// not deleted; for a category, those whose order not cancelled holds one of its products), the count
// shown before sending, one notification per recipient written in one statement, the broadcast kept
// with its count and the audit entry, and every field's message.

let t: ShopKit;
let manager: StaffMember;
let support: StaffMember;
/** Bought a girls' romper. */
let asha: Shopper;
/** Bought a boys' romper. */
let ravi: Shopper;
/** Never ordered. */
let meera: Shopper;
/** Ordered a girls' romper, then cancelled. */
let kabir: Shopper;
/** Bought a girls' romper, then was blocked. */
let blocked: Shopper;
/** Bought a girls' romper, then deleted the account. */
let deleted: Shopper;

const line = (product: TestProduct) => ({ lines: [{ product, size: '2-3Y', quantity: 1 }] });

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  manager = await staffMember(t, 'manager', 'Nisha Manager');
  support = await staffMember(t, 'support');
  const variant = { color: '#FF0000', colorName: 'Red', price: 499, mrp: 699, sizes: { '2-3Y': 50 } };
  const girls = await insertTestProduct(t, [variant]);
  const boys = await insertTestProduct(t, [variant]);
  await t.database.db
    .update(products)
    .set({ categoryId: t.fx.categoryIds.boys! })
    .where(eq(products.id, boys.productId));

  asha = await shopper(t);
  ravi = await shopper(t);
  meera = await shopper(t);
  kabir = await shopper(t);
  blocked = await shopper(t);
  deleted = await shopper(t);
  await placedOrder(t, asha, line(girls));
  await placedOrder(t, ravi, line(boys));
  const cancelled = await placedOrder(t, kabir, line(girls));
  expect((await cancelOrder(t, kabir, cancelled)).statusCode).toBe(200);
  await placedOrder(t, blocked, line(girls));
  await placedOrder(t, deleted, line(girls));
  // Staff who shop are still staff: they get none.
  await placedOrder(t, manager, line(girls));
  const db = t.database.db;
  await db
    .update(users)
    .set({ blockedAt: t.clock.now, blockedReason: 'Fraud' })
    .where(eq(users.id, blocked.userId));
  await db.update(users).set({ deletedAt: t.clock.now, phone: null }).where(eq(users.id, deleted.userId));
});
afterAll(async () => {
  await t.cleanup();
});

const audience = async (query: string, who: StaffMember = support) => {
  const res = await call(t, 'GET', `/admin/offer-notifications/audience?${query}`, who);
  return { status: res.statusCode, body: res.json() };
};
const send = (fields: object, who: StaffMember = manager) =>
  call(t, 'POST', '/admin/offer-notifications', who, {
    title: 'Monsoon sale',
    message: 'Raincoats at 30% off this week.',
    audience: 'all',
    ...fields,
  });

async function noticesOf(who: Shopper) {
  return (await call(t, 'GET', '/user/notification/view', who)).json().notifications as {
    title: string;
    message: string;
    notificationType: string;
    link: string | null;
  }[];
}

describe('the audience', () => {
  it('counts every shopper, or the buyers of a category, before anything is sent', async () => {
    // asha, ravi, meera and kabir: not the blocked or deleted accounts, not staff.
    expect(await audience('audience=all')).toEqual({ status: 200, body: { success: true, recipients: 4 } });
    const girls = await audience(`audience=category&categoryId=${t.fx.categoryIds.girls}`);
    expect(girls.body.recipients).toBe(1);
    const boys = await audience(`audience=category&categoryId=${t.fx.categoryIds.boys}`);
    expect(boys.body.recipients).toBe(1);
    const shoes = await audience(`audience=category&categoryId=${t.fx.categoryIds.footwear}`);
    expect(shoes.body.recipients).toBe(0);
    expect(await t.database.db.select().from(offerBroadcasts)).toEqual([]);
  });

  it('asks for a category that exists', async () => {
    const none = await audience('audience=category');
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ field: 'categoryId', msg: M.categoryRequired }]);
    const unknown = await audience('audience=category&categoryId=00000000-0000-4000-8000-0000000000ff');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(M.categoryUnknown);
    expect((await audience('audience=some')).body.errors).toEqual([
      { field: 'audience', msg: M.audienceInvalid },
    ]);
  });
});

describe('sending an offer notification', () => {
  it('tells the buyers of a category, keeps the broadcast with its count, and logs it', async () => {
    const res = await send({
      title: 'Frocks for Diwali',
      message: 'New party frocks, 20% off.',
      audience: 'category',
      categoryId: t.fx.categoryIds.girls,
      link: `/allproducts?category=${t.fx.categoryIds.girls}`,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Offer notification sent to 1 shopper.',
      broadcast: {
        title: 'Frocks for Diwali',
        audience: 'category',
        categoryId: t.fx.categoryIds.girls,
        categoryName: 'Girls',
        link: `/allproducts?category=${t.fx.categoryIds.girls}`,
        recipients: 1,
        sentBy: 'Nisha Manager',
      },
    });
    const id = res.json().broadcast._id;
    expect(await noticesOf(asha)).toContainEqual(
      expect.objectContaining({
        title: 'Frocks for Diwali',
        message: 'New party frocks, 20% off.',
        notificationType: 'offerOnCategory',
        link: `/allproducts?category=${t.fx.categoryIds.girls}`,
      }),
    );
    for (const other of [ravi, meera, kabir]) {
      expect((await noticesOf(other)).map((n) => n.title)).not.toContain('Frocks for Diwali');
    }
    const written = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.ref, `broadcast:${id}`));
    expect(written.map((n) => n.userId)).toEqual([asha.userId]);
    const [kept] = await t.database.db.select().from(offerBroadcasts).where(eq(offerBroadcasts.id, id));
    expect(kept).toMatchObject({ recipients: 1, sentBy: manager.userId, audience: 'category' });

    const owner = await kitOwner(t);
    const audit = (await call(t, 'GET', `/admin/audit?targetType=broadcast&targetId=${id}`, owner)).json()
      .entries;
    expect(audit).toMatchObject([
      {
        action: 'offer.notify',
        targetLabel: 'Frocks for Diwali',
        after: { audience: 'category', recipients: 1 },
      },
    ]);
  });

  it('tells every shopper, and nobody blocked, deleted or on the staff', async () => {
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const res = await send({ title: 'Weekend sale' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Offer notification sent to 4 shoppers.',
      broadcast: { audience: 'all', categoryId: null, categoryName: null, link: null, recipients: 4 },
    });
    for (const who of [asha, ravi, meera, kabir]) {
      expect(await noticesOf(who)).toContainEqual(
        expect.objectContaining({ title: 'Weekend sale', notificationType: 'offerOnProduct' }),
      );
    }
    const written = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.ref, `broadcast:${res.json().broadcast._id}`));
    const reached = written.map((n) => n.userId);
    for (const who of [blocked, deleted, manager, support]) expect(reached).not.toContain(who.userId);
  });

  it('sends nothing to an audience that holds nobody', async () => {
    const before = await t.database.db.select().from(offerBroadcasts);
    const res = await send({ audience: 'category', categoryId: t.fx.categoryIds.footwear, title: 'Shoes' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.noRecipients);
    expect(await t.database.db.select().from(offerBroadcasts)).toHaveLength(before.length);
  });

  it.each([
    ['no title', { title: ' ' }, 'title', M.notificationTitleRequired],
    ['a long title', { title: 'x'.repeat(81) }, 'title', M.notificationTitleTooLong],
    ['no message', { message: '' }, 'message', M.messageRequired],
    ['a long message', { message: 'x'.repeat(501) }, 'message', M.messageTooLong],
    ['no audience', { audience: undefined }, 'audience', M.audienceInvalid],
    ['a category audience without its category', { audience: 'category' }, 'categoryId', M.categoryRequired],
    ['a link to another site', { link: 'https://example.com/sale' }, 'link', M.linkInvalid],
    ['a link to another host', { link: '//example.com/sale' }, 'link', M.linkInvalid],
    ['a link with spaces', { link: '/all products' }, 'link', M.linkInvalid],
  ])('refuses %s with its message and sends nothing', async (_case, fields, field, message) => {
    const res = await send({ title: 'Refused one', ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, msg: message });
    expect(
      await t.database.db.select().from(notifications).where(like(notifications.title, 'Refused one')),
    ).toEqual([]);
  });

  it('refuses a category that no longer exists', async () => {
    const res = await send({ audience: 'category', categoryId: '00000000-0000-4000-8000-0000000000ff' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'categoryId', msg: M.categoryUnknown }]);
  });
});

describe('the broadcasts sent', () => {
  it('lists them newest first with their counts; support reads but cannot send', async () => {
    const list = await call(t, 'GET', '/admin/offer-notifications', support);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 2,
      page: 1,
      broadcasts: [
        { title: 'Weekend sale', recipients: 4, sentBy: 'Nisha Manager' },
        { title: 'Frocks for Diwali', recipients: 1 },
      ],
    });
    const paged = (await call(t, 'GET', '/admin/offer-notifications?limit=1&page=2', support)).json();
    expect(paged.broadcasts.map((b: { title: string }) => b.title)).toEqual(['Frocks for Diwali']);

    const refused = await send({ title: 'From support' }, support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STAFF_MESSAGES.notAllowed);
    expect((await call(t, 'GET', '/admin/offer-notifications', null)).statusCode).toBe(401);
  });
});
