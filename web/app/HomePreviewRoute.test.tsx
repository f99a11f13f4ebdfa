import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionsOf, STAFF_MESSAGES } from '../../contract/staff.ts';
import { HOME_DATA } from '../features/catalog/product/test-fixtures.ts';
import { TOKEN_KEY, USER_ID_KEY } from '../lib/auth-storage.ts';
import { type FakeHandlers, fakeApi, refusal } from '../test/fake-api.ts';
import { renderRoutes } from '../test/render.tsx';
import { routes } from './routes.tsx';

// The home page's preview (/admin/home/preview): the storefront's home, in the shop's layout, drawn from
// the console's preview call at the time in the address; only staff who may read content see it.

const STAFF_ID = '00000000-0000-4000-8000-000000000001';

const staff = (permissions: string[]) => ({
  staff: { userId: STAFF_ID, name: 'Asha Rao', phone: '9876543210', role: 'manager' as const, permissions },
});

/** What the shop's layout and the home's referral card ask for a signed-in account, answered plainly. */
const layout: FakeHandlers = {
  categories: () => ({ categories: [] }),
  wishlist: () => ({ wishlist: [] }),
  profile: () => refusal(404, 'Not found'),
  cart: () => refusal(404, 'Cart not found'),
};

function open(path: string, handlers: FakeHandlers, signedIn = true) {
  if (signedIn) {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    localStorage.setItem(USER_ID_KEY, STAFF_ID);
  }
  const api = fakeApi({ ...layout, ...handlers });
  return { api, ...renderRoutes(routes, path) };
}

const AT = '2026-12-01T04:30:00.000Z';

describe('the home page preview', () => {
  it('draws the storefront’s home from the preview at the chosen time, with a banner', async () => {
    const { api, router } = open(`/admin/home/preview?at=${AT}`, {
      adminMe: () => staff(permissionsOf('manager')),
      adminHomePreview: (request) => ({
        status: 200 as const,
        data: {
          ...HOME_DATA,
          topSales: [
            {
              ...HOME_DATA.topSales[0]!,
              title: request.query.get('hidden') === 'true' ? 'Hidden sale' : 'Diwali sale',
            },
          ],
        },
      }),
    });
    const banner = await screen.findByRole('region', { name: 'Preview' });
    expect(banner).toHaveTextContent(
      'Preview of the home page at 1 Dec 2026, 10:00 am — shoppers do not see this',
    );
    expect((await screen.findByText('Diwali sale', {}, { timeout: 5000 })).closest('a')).toBeInTheDocument();
    // The storefront's own sections and layout.
    expect(screen.getByRole('region', { name: 'Collections' })).toBeInTheDocument();
    expect(screen.getByTestId('desktop-header')).toBeInTheDocument();
    expect(api.calls('adminHomePreview')[0]?.query.get('at')).toBe(AT);
    expect(api.calls('adminHomePreview')[0]?.query.get('hidden')).toBe('false');

    fireEvent.click(within(banner).getByLabelText('Show hidden items and sections'));
    expect((await screen.findByText('Hidden sale', {}, { timeout: 5000 })).closest('a')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('hidden')).toBe('true');

    fireEvent.change(within(banner).getByLabelText('Time (India)'), {
      target: { value: '2026-12-24T18:00' },
    });
    await waitFor(() =>
      expect(api.calls('adminHomePreview').at(-1)?.query.get('at')).toBe('2026-12-24T12:30:00.000Z'),
    );
    expect(banner).toHaveTextContent('24 Dec 2026, 6:00 pm');
    expect(within(banner).getByRole('link', { name: 'Back to the console' })).toHaveAttribute(
      'href',
      '/admin/home',
    );
  }, 20_000);

  it('gives staff who cannot read content the console’s note, and asks for no preview', async () => {
    const { api } = open('/admin/home/preview', { adminMe: () => staff(['orders:read']) });
    expect(
      await screen.findByRole('heading', { name: 'Your role cannot see this page' }),
    ).toBeInTheDocument();
    expect(api.calls('adminHomePreview')).toHaveLength(0);
  });

  it('tells a shopper the page is for staff', async () => {
    const { api } = open('/admin/home/preview', { adminMe: () => refusal(403, STAFF_MESSAGES.notStaff) });
    expect(
      await screen.findByRole('heading', { name: 'This page is for the shop’s staff' }),
    ).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.notStaff)).toBeInTheDocument();
    expect(api.calls('adminHomePreview')).toHaveLength(0);
  });

  it('sends a signed-out visitor to sign in, to come back to the preview', async () => {
    const { router } = open('/admin/home/preview?at=2026-12-01T04:30:00.000Z', {}, false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/admin/home/preview?at=2026-12-01T04:30:00.000Z',
    );
  });
});
