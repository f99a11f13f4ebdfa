import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/notification.ts';
import { TOKEN_KEY, USER_ID_KEY } from '../../lib/auth-storage.ts';
import { jsonResponse, renderRoutes, stubFetch } from '../../test/render.tsx';
import NotificationsPage from './NotificationsPage.tsx';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

const placed: Notification = {
  _id: 'n1',
  title: 'Order placed',
  message: 'Your order #LL-2026-000123 for ₹798 has been placed.',
  notificationType: 'order',
  isRead: false,
  createdAt: hoursAgo(0.5),
};
const sale: Notification = {
  _id: 'n2',
  title: 'Frocks at 20% off',
  message: 'The summer sale is on.',
  notificationType: 'offerOnProduct',
  isRead: true,
  createdAt: hoursAgo(5),
};
const news: Notification = {
  _id: 'n3',
  title: 'New arrivals',
  message: 'Party wear is in.',
  notificationType: 'updation',
  isRead: false,
  createdAt: hoursAgo(50),
};

function renderPage(answer: () => Response | Promise<Response>) {
  localStorage.setItem(TOKEN_KEY, 'token-1');
  localStorage.setItem(USER_ID_KEY, 'user-1');
  const calls: { url: string; method: string }[] = [];
  stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method });
    if (url === '/api/user/notification/view') return answer();
    if (url.startsWith('/api/user/notification/read/') && method === 'PATCH') {
      return jsonResponse({ success: true, notification: { ...placed, isRead: true } });
    }
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  renderRoutes(
    [
      { path: '/notifications', element: <NotificationsPage /> },
      { path: '/signin', element: <p>Sign in page</p> },
    ],
    '/notifications',
  );
  return calls;
}

const list = () => screen.getAllByRole('button', { name: /order placed|frocks|new arrivals/i });

describe('NotificationsPage', () => {
  it('lists notifications with type and time labels, and filters them', async () => {
    renderPage(() => jsonResponse({ success: true, notifications: [placed, sale, news], unreadCount: 2 }));
    const first = await screen.findByRole('button', { name: 'Order placed (unread)' });
    expect(within(first).getByText('Just now')).toBeTruthy();
    expect(within(first).getByText('Order')).toBeTruthy();
    expect(
      within(screen.getByRole('button', { name: 'Frocks at 20% off' })).getByText('5 hours ago'),
    ).toBeTruthy();
    expect(within(screen.getByRole('button', { name: /New arrivals/ })).getByText('2 days ago')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('(2 unread)');

    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(list().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Order placed (unread)',
      'New arrivals (unread)',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Orders' }));
    expect(list().map((b) => b.getAttribute('aria-label'))).toEqual(['Order placed (unread)']);
    fireEvent.click(screen.getByRole('button', { name: 'Offers' }));
    expect(list().map((b) => b.getAttribute('aria-label'))).toEqual(['Frocks at 20% off']);
    expect(screen.getByRole('button', { name: 'Offers' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('marks an item read on click, on the page and on the server', async () => {
    const calls = renderPage(() =>
      jsonResponse({ success: true, notifications: [placed, sale], unreadCount: 1 }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Order placed (unread)' }));
    expect(await screen.findByRole('button', { name: 'Order placed' })).toBeTruthy();
    await waitFor(() =>
      expect(calls).toContainEqual({ url: '/api/user/notification/read/n1', method: 'PATCH' }),
    );
    // An item already read makes no call.
    fireEvent.click(screen.getByRole('button', { name: 'Frocks at 20% off' }));
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it("says 'No notifications found' when there are none, also under a filter", async () => {
    renderPage(() => jsonResponse({ success: true, notifications: [sale], unreadCount: 0 }));
    await screen.findByRole('button', { name: 'Frocks at 20% off' });
    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(screen.getByText('No notifications found')).toBeTruthy();
  });

  it('offers Retry after a failed load', async () => {
    let fail = true;
    renderPage(() =>
      fail
        ? jsonResponse({ success: false, message: 'down' }, 500)
        : jsonResponse({ success: true, notifications: [placed], unreadCount: 1 }),
    );
    expect(await screen.findByText('Failed to fetch notifications')).toBeTruthy();
    fail = false;
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Order placed (unread)' })).toBeTruthy();
  });
});
