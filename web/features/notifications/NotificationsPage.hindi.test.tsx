import { act, fireEvent, screen, within } from '@testing-library/react';
import { getI18n } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY, USER_ID_KEY } from '../../lib/auth-storage.ts';
import { type FakeHandlers, fakeApi, refusal } from '../../test/fake-api.ts';
import { showInHindi } from '../../test/in-hindi.ts';
import { renderRoutes } from '../../test/render.tsx';
import NotificationsPage, { notificationTime } from './NotificationsPage.tsx';
import { listAnswer, makeNotification, news, placed, sale } from './test-fixtures.ts';

// Notifications in Hindi: the heading, filters, type and time labels ('5 घंटे पहले', a hi-IN date after
// a week), the empty, sign-in and failure notes take their words from the Hindi texts.

function renderPage(notifications?: NonNullable<FakeHandlers['notifications']>) {
  if (notifications) {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    localStorage.setItem(USER_ID_KEY, 'user-1');
    fakeApi({ notifications });
  }
  renderRoutes([{ path: '/notifications', element: <NotificationsPage /> }], '/notifications');
}

showInHindi();

describe('notifications in Hindi', () => {
  it('lists notifications with Hindi type and time labels, and filters them', async () => {
    const old = makeNotification({
      _id: 'n4',
      title: 'Old news',
      notificationType: 'offerOnCategory',
      isRead: true,
      link: '/allproducts',
      createdAt: '2026-01-12T06:00:00.000Z',
    });
    renderPage(() => listAnswer([placed, sale, news, old]));
    const first = await screen.findByRole('button', { name: 'Order placed (बिना पढ़ा)' });
    expect(within(first).getByText('अभी-अभी')).toBeInTheDocument();
    expect(within(first).getByText('ऑर्डर')).toBeInTheDocument();
    const offer = screen.getByRole('button', { name: 'Frocks at 20% off' });
    expect(within(offer).getByText('5 घंटे पहले')).toBeInTheDocument();
    expect(within(offer).getByText('ऑफ़र')).toBeInTheDocument();
    const update = screen.getByRole('button', { name: 'New arrivals (बिना पढ़ा)' });
    expect(within(update).getByText('2 दिन पहले')).toBeInTheDocument();
    expect(within(update).getByText('अपडेट')).toBeInTheDocument();
    const dated = screen.getByRole('button', { name: 'Old news' });
    expect(within(dated).getByText('12 जन॰ 2026')).toBeInTheDocument();
    expect(within(dated).getByText('ऑफ़र देखें')).toBeInTheDocument();

    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('नोटिफ़िकेशन(2 बिना पढ़े)');
    expect(document.title).toBe('नोटिफ़िकेशन · Little Loom');
    expect(screen.getByRole('group', { name: 'नोटिफ़िकेशन छाँटें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'ऑफ़र' }));
    expect(screen.queryByRole('button', { name: /Order placed/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Frocks at 20% off' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'बिना पढ़े' }));
    fireEvent.click(screen.getByRole('button', { name: 'ऑर्डर' }));
    expect(screen.getByRole('button', { name: 'Order placed (बिना पढ़ा)' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Just now|ago|Unread|Offers|All/);
  });

  it("says 'कोई नोटिफ़िकेशन नहीं मिला' when a filter leaves none", async () => {
    renderPage(() => listAnswer([sale]));
    await screen.findByRole('button', { name: 'Frocks at 20% off' });
    fireEvent.click(screen.getByRole('button', { name: 'बिना पढ़े' }));
    expect(screen.getByRole('heading', { name: 'कोई नोटिफ़िकेशन नहीं मिला' })).toBeInTheDocument();
  });

  it('asks a guest to sign in, in Hindi', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'अपने नोटिफ़िकेशन देखने के लिए कृपया साइन इन करें।' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toBeInTheDocument();
  });

  it('offers Retry in Hindi after a failed load', async () => {
    renderPage(() => refusal(500, 'down'));
    expect(await screen.findByText('नोटिफ़िकेशन लोड नहीं हो सके')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });

  it('writes the time labels with the page language', async () => {
    const now = new Date('2026-03-15T10:00:00.000Z');
    expect(notificationTime('2026-03-15T08:59:00.000Z', now)).toBe('1 घंटे पहले');
    expect(notificationTime('2026-03-14T09:00:00.000Z', now)).toBe('1 दिन पहले');
    await act(() => getI18n().changeLanguage('en'));
    expect(notificationTime('2026-03-15T09:30:00.000Z', now)).toBe('Just now');
    expect(notificationTime('2026-03-15T08:59:00.000Z', now)).toBe('1 hour ago');
    expect(notificationTime('2026-03-13T09:00:00.000Z', now)).toBe('2 days ago');
    expect(notificationTime('2026-03-01T09:00:00.000Z', now)).toBe('1 Mar 2026');
  });
});
