import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../test/fake-api.ts';
import { dashboard, renderConsole } from './test-fixtures.tsx';

describe('the dashboard', () => {
  it('shows the range’s figures in Indian digits, the tables, and asks again for another range', async () => {
    const { api } = renderConsole('/admin', 'owner', {
      adminDashboard: ({ query }) =>
        query.get('range') === '7d' ? dashboard({ range: '7d', orders: 80, revenue: 1234567 }) : dashboard(),
    });
    expect(await screen.findByText('₹1,23,456', { selector: 'dd' })).toBeInTheDocument();
    const figures = screen.getByText('Orders', { selector: 'dt' }).closest('dl') as HTMLElement;
    expect(within(figures).getByText('12')).toBeInTheDocument();
    expect(within(figures).getByText('₹10,288')).toBeInTheDocument();
    expect(within(figures).getByText('12.5%')).toBeInTheDocument();
    expect(within(figures).getByText('5%')).toBeInTheDocument();
    expect(within(figures).getByRole('link', { name: '3 orders to collect' })).toHaveAttribute(
      'href',
      '/admin/orders?cash=outstanding',
    );
    // The chart's numbers, for screen readers.
    const byDay = screen.getByRole('table', { name: 'Revenue by day' });
    expect(within(byDay).getByRole('rowheader', { name: '26 Nov' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Sizes running low' })).getByText('Cotton frock'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Top products in the range' })).getByText('Denim dungaree'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(await screen.findByText('₹12,34,567', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('adminDashboard').map((call) => call.query.get('range'))).toEqual(['today', '7d']);
  });

  it('says so when the dashboard cannot load, and tries again', async () => {
    let fail = true;
    renderConsole('/admin', 'manager', {
      adminDashboard: () => (fail ? refusal(500, 'Database unavailable') : dashboard()),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('₹1,23,456', { selector: 'dd' })).toBeInTheDocument();
  });
});
