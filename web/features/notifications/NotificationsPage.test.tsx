import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY, USER_ID_KEY } from '../../lib/auth-storage.ts';
import { type FakeHandlers, fakeApi, refusal } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import NotificationsPage from './NotificationsPage.tsx';
import { listAnswer, news, placed, sale } from './test-fixtures.ts';

function renderPage(notifications: NonNullable<FakeHandlers['notifications']>) {
  localStorage.setItem(TOKEN_KEY, 'token-1');
  localStorage.setItem(USER_ID_KEY, 'user-1');
  const api = fakeApi({
    notifications,
    notificationRead: ({ params }) => ({
      notification: { ...[placed, sale, news].find((n) => n._id === params.id)!, isRead: true },
    }),
  });
  renderRoutes(
    [
      { path: '/notifications', element: <NotificationsPage /> },
      { path: '/signin', element: <p>Sign in page</p> },
      { path: '/allproducts', element: <p>The offer's listing</p> },
    ],
    '/notifications',
  );
  return api;
}

const list = () => screen.getAllByRole('button', { name: /order placed|frocks|new arrivals/i });

describe('NotificationsPage', () => {
  it('lists notifications with type and time labels, and filters them', async () => {
    renderPage(() => listAnswer([placed, sale, news]));
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
    const api = renderPage(() => listAnswer([placed, sale]));
    fireEvent.click(await screen.findByRole('button', { name: 'Order placed (unread)' }));
    expect(await screen.findByRole('button', { name: 'Order placed' })).toBeTruthy();
    await waitFor(() =>
      expect(api.calls('notificationRead').map((call) => [call.method, call.url])).toEqual([
        ['PATCH', '/api/user/notification/read/n1'],
      ]),
    );
    // An item already read makes no call.
    fireEvent.click(screen.getByRole('button', { name: 'Frocks at 20% off' }));
    expect(api.calls('notificationRead')).toHaveLength(1);
  });

  it('opens the page an offer notification links to, and marks it read', async () => {
    const offer = {
      ...news,
      _id: 'n9',
      title: 'Diwali sale',
      link: '/allproducts?category=c1',
      isRead: false,
    };
    const api = renderPage(() => listAnswer([offer]));
    const item = await screen.findByRole('button', { name: 'Diwali sale (unread)' });
    expect(within(item).getByText('See the offer')).toBeTruthy();
    fireEvent.click(item);
    expect(await screen.findByText("The offer's listing")).toBeTruthy();
    await waitFor(() => expect(api.calls('notificationRead')).toHaveLength(1));
  });

  it("says 'No notifications found' when there are none, also under a filter", async () => {
    renderPage(() => listAnswer([sale]));
    await screen.findByRole('button', { name: 'Frocks at 20% off' });
    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(screen.getByText('No notifications found')).toBeTruthy();
  });

  it('offers Retry after a failed load', async () => {
    let fail = true;
    renderPage(() => (fail ? refusal(500, 'down') : listAnswer([placed])));
    expect(await screen.findByText('Failed to fetch notifications')).toBeTruthy();
    fail = false;
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Order placed (unread)' })).toBeTruthy();
  });
});
