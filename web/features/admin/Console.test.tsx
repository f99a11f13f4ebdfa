import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '../../../contract/staff.ts';
import { getStoredToken } from '../../lib/auth-storage.ts';
import { refusal } from '../../test/fake-api.ts';
import { dashboard, meAnswer, renderConsole } from './test-fixtures.tsx';

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
    expect(linkNames()).toEqual(['Dashboard', 'Orders', 'Returns', 'Sellers', 'Shoppers']);
    expect(api.calls('adminStaffList')).toHaveLength(0);
  });

  it('signs out: the session ends and sign-in opens', async () => {
    const { api } = renderConsole('/admin/audit', 'manager', { logout: () => ({ message: 'Logged out' }) });
    expect(
      await screen.findByRole('heading', { name: 'Your role cannot see this page' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /sign out/i }));
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(api.calls('logout')).toHaveLength(1);
    expect(getStoredToken()).toBeNull();
  });

  it('polls the new-orders count only for roles that read orders', async () => {
    const { api } = renderConsole('/admin', 'support', { adminDashboard: () => dashboard() });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await waitFor(() => expect(api.calls('adminNewOrders')).toHaveLength(1));
  });
});
