import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { type ConsoleArea, STAFF_MESSAGES } from '../../../contract/staff.ts';
import { getStoredToken } from '../../lib/auth-storage.ts';
import { refusal } from '../../test/fake-api.ts';
import { CONSOLE_CLASS } from './ConsoleApp.tsx';
import { dashboard, meAnswer, renderConsole } from './test-fixtures.tsx';

const ID = '00000000-0000-4000-8000-000000000030';

/** Every console address, the area its page needs and the page the route table must load there. */
const PAGES: [path: string, area: ConsoleArea, page: () => Promise<ComponentType>][] = [
  ['/admin', 'dashboard', () => import('./DashboardPage.tsx').then((m) => m.DashboardPage)],
  ['/admin/orders', 'orders', () => import('./orders/OrdersPage.tsx').then((m) => m.default)],
  [`/admin/orders/${ID}`, 'orders', () => import('./orders/OrderPage.tsx').then((m) => m.default)],
  ['/admin/returns', 'returns', () => import('./returns/ReturnsPage.tsx').then((m) => m.default)],
  ['/admin/sellers', 'sellers', () => import('./SellersPage.tsx').then((m) => m.SellersPage)],
  [`/admin/sellers/${ID}`, 'sellers', () => import('./SellerPage.tsx').then((m) => m.SellerPage)],
  ['/admin/shoppers', 'shoppers', () => import('./ShoppersPage.tsx').then((m) => m.ShoppersPage)],
  [`/admin/shoppers/${ID}`, 'shoppers', () => import('./ShopperPage.tsx').then((m) => m.ShopperPage)],
  ['/admin/staff', 'staff', () => import('./StaffPage.tsx').then((m) => m.StaffPage)],
  ['/admin/audit', 'audit', () => import('./AuditPage.tsx').then((m) => m.AuditPage)],
];

const sidebar = () => screen.getByRole('navigation', { name: 'Console' });
/** The links' names without the new-orders count. */
const linkNames = () =>
  within(sidebar())
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/\d+, \d+ new$/, '').trim());

describe('the console shell', () => {
  it('shows an account that is not staff a plain screen back to the shop, and calls nothing else', async () => {
    const { api } = renderConsole('/admin', null, { adminMe: () => refusal(403, STAFF_MESSAGES.notStaff) });
    expect(
      await screen.findByRole('heading', { name: 'This page is for the shop’s staff' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to the shop/i })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
    expect(api.calls('adminNewOrders')).toHaveLength(0);
  });

  it('sends a lost session to sign-in and back to the console afterwards', async () => {
    const { router } = renderConsole('/admin/shoppers?q=meera', null, {
      adminMe: () => refusal(401, 'Unauthorized'),
    });
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin/shoppers?q=meera')}`);
    expect(getStoredToken()).toBeNull();
  });

  it('offers Try again when the shop does not answer', async () => {
    let down = true;
    renderConsole('/admin', null, {
      adminMe: () => (down ? Promise.reject(new TypeError('Failed to fetch')) : meAnswer('owner')),
      adminDashboard: () => dashboard(),
    });
    expect(await screen.findByRole('heading', { name: 'The console could not open' })).toBeInTheDocument();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  });

  it('gives an owner every link, with the name, role and the new-orders badge', async () => {
    renderConsole('/admin', 'owner', {
      adminDashboard: () => dashboard(),
      adminNewOrders: () => ({ newOrders: 4, since: '2026-11-26T04:00:00.000Z' }),
    });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(await within(sidebar()).findByRole('link', { name: /^Orders\W*4 new$/ })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    expect(linkNames()).toEqual([
      'Dashboard',
      'Orders',
      'Returns',
      'Products',
      'Stock sheet',
      'Brands',
      'Categories',
      'Search words',
      'Home page',
      'Coupons',
      'Content',
      'Reviews',
      'Sellers',
      'Shoppers',
      'Staff',
      'Audit log',
    ]);
    expect(screen.getAllByText('Asha Rao')[0]).toBeInTheDocument();
    expect(screen.getAllByText(/9876543210 · Owner/)[0]).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to shop/i })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: /sign out/i })).toBeInTheDocument();
    expect(document.title).toMatch(/^Dashboard · Console/);
  });

  it('hides what support may not read, and says so on such a page without calling the API', async () => {
    const { api } = renderConsole('/admin/staff', 'support');
    expect(
      await screen.findByRole('heading', { name: 'Your role cannot see this page' }),
    ).toBeInTheDocument();
    expect(linkNames()).toEqual([
      'Dashboard',
      'Orders',
      'Returns',
      'Products',
      'Stock sheet',
      'Brands',
      'Categories',
      'Search words',
      'Home page',
      'Coupons',
      'Content',
      'Reviews',
      'Sellers',
      'Shoppers',
    ]);
    expect(api.calls('adminStaffList')).toHaveLength(0);
  });

  it('signs out: the session ends and sign-in opens', async () => {
    const { api } = renderConsole('/admin/audit', 'manager', { logout: () => ({ message: 'Logged out' }) });
    expect(
      await screen.findByRole('heading', { name: 'Your role cannot see this page' }),
    ).toBeInTheDocument();
    // The console's stylesheet is on while the console is open, and off again for the shop.
    expect(document.documentElement).toHaveClass(CONSOLE_CLASS);
    fireEvent.click(screen.getByRole('button', { name: /sign out/i }));
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(api.calls('logout')).toHaveLength(1);
    expect(getStoredToken()).toBeNull();
    expect(document.documentElement).not.toHaveClass(CONSOLE_CLASS);
  });

  it('polls the new-orders count only for roles that read orders', async () => {
    const { api } = renderConsole('/admin', 'support', { adminDashboard: () => dashboard() });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await waitFor(() => expect(api.calls('adminNewOrders')).toHaveLength(1));
  });

  it.each(PAGES)('loads the page for %s, behind the %s area', async (path, area, page) => {
    // A staff member who may read nothing: every page is loaded but says so, and the API is not called.
    const { api, router } = renderConsole(path, null, {
      adminMe: () => ({ staff: { ...meAnswer('support').staff, permissions: [] } }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Your role cannot see this page' }),
    ).toBeInTheDocument();
    const route = router.state.matches.at(-1)?.route;
    expect(route?.handle).toEqual({ area });
    // The data router keeps a lazily loaded `Component` as the route's element.
    expect((route?.element as ReactElement | undefined)?.type).toBe(await page());
    expect(api.spy).toHaveBeenCalledTimes(1);
    expect(api.calls('adminMe')).toHaveLength(1);
  });

  it('answers an address under /admin that has no page with the console’s own not-found page', async () => {
    renderConsole('/admin/nowhere/at-all', 'owner');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The console has no page at this address.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Console' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('moves between pages through the sidebar', async () => {
    renderConsole('/admin/audit', 'support', { adminDashboard: () => dashboard() });
    expect(
      await screen.findByRole('heading', { name: 'Your role cannot see this page' }),
    ).toBeInTheDocument();
    fireEvent.click(within(sidebar()).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Your role cannot see this page')).not.toBeInTheDocument();
  });
});
