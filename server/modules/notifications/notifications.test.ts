import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createKit, type Kit, type Shopper, shopper } from '../../test/kit.ts';
import { addNotifications } from './repo.ts';

let t: Kit;
beforeAll(async () => {
  t = await createKit();
});
afterAll(async () => {
  await t.cleanup();
});

const at = (iso: string) => new Date(iso);

async function notify(
  who: Shopper,
  title: string,
  createdAt: string,
  type: 'order' | 'offerOnProduct' = 'order',
) {
  await addNotifications(t.database.db, [
    {
      userId: who.userId,
      title,
      message: `${title} message`,
      notificationType: type,
      ref: title,
      createdAt: at(createdAt),
    },
  ]);
}

describe('GET /api/user/notification/view', () => {
  it("lists the shopper's own notifications newest first, with the unread count", async () => {
    const asha = await shopper(t);
    const ravi = await shopper(t);
    await notify(asha, 'Order placed', '2026-03-01T09:00:00Z');
    await notify(asha, 'Big sale', '2026-03-02T09:00:00Z', 'offerOnProduct');
    await notify(ravi, 'Ravi order', '2026-03-02T09:30:00Z');

    const res = await call(t, 'GET', '/user/notification/view', asha);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.unreadCount).toBe(2);
    expect(body.notifications).toEqual([
      {
        _id: expect.any(String),
        title: 'Big sale',
        message: 'Big sale message',
        notificationType: 'offerOnProduct',
        isRead: false,
        link: null,
        createdAt: '2026-03-02T09:00:00.000Z',
      },
      expect.objectContaining({ title: 'Order placed', notificationType: 'order' }),
    ]);
  });

  it('writes one event once', async () => {
    const asha = await shopper(t);
    await notify(asha, 'Order placed', '2026-03-01T09:00:00Z');
    await notify(asha, 'Order placed', '2026-03-01T09:05:00Z');
    const body = (await call(t, 'GET', '/user/notification/view', asha)).json();
    expect(body.notifications).toHaveLength(1);
  });

  it('answers an empty list to a shopper with none, and limits the page', async () => {
    const asha = await shopper(t);
    expect((await call(t, 'GET', '/user/notification/view', asha)).json()).toEqual({
      success: true,
      notifications: [],
      unreadCount: 0,
    });
    for (const day of ['01', '02', '03']) await notify(asha, `N${day}`, `2026-02-${day}T00:00:00Z`);
    const page = (await call(t, 'GET', '/user/notification/view?limit=2', asha)).json();
    expect(page.notifications.map((n: { title: string }) => n.title)).toEqual(['N03', 'N02']);
    expect(page.unreadCount).toBe(3);
    expect((await call(t, 'GET', '/user/notification/view?limit=0', asha)).statusCode).toBe(400);
  });

  it('needs a token', async () => {
    const res = await call(t, 'GET', '/user/notification/view', null);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('No token provided');
  });
});

describe('marking read', () => {
  it('keeps a notification read on the server; another shopper’s id answers 404 and changes nothing', async () => {
    const asha = await shopper(t);
    const ravi = await shopper(t);
    await notify(asha, 'Order placed', '2026-03-01T09:00:00Z');
    const [note] = (await call(t, 'GET', '/user/notification/view', asha)).json().notifications;

    const foreign = await call(t, 'PATCH', `/user/notification/read/${note._id}`, ravi);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Notification not found.');
    expect((await call(t, 'GET', '/user/notification/view', asha)).json().unreadCount).toBe(1);

    const res = await call(t, 'PATCH', `/user/notification/read/${note._id}`, asha);
    expect(res.statusCode).toBe(200);
    expect(res.json().notification).toMatchObject({ _id: note._id, isRead: true });
    const after = (await call(t, 'GET', '/user/notification/view', asha)).json();
    expect(after.unreadCount).toBe(0);
    expect(after.notifications[0].isRead).toBe(true);
    expect((await call(t, 'PATCH', '/user/notification/read/not-an-id', asha)).statusCode).toBe(400);
  });

  it('read-all marks only the shopper’s own', async () => {
    const asha = await shopper(t);
    const ravi = await shopper(t);
    await notify(asha, 'A1', '2026-03-01T09:00:00Z');
    await notify(asha, 'A2', '2026-03-01T10:00:00Z');
    await notify(ravi, 'R1', '2026-03-01T11:00:00Z');
    const res = await call(t, 'PATCH', '/user/notification/read-all', asha);
    expect(res.json()).toEqual({ success: true, updated: 2 });
    expect((await call(t, 'GET', '/user/notification/view', asha)).json().unreadCount).toBe(0);
    expect((await call(t, 'GET', '/user/notification/view', ravi)).json().unreadCount).toBe(1);
  });
});
