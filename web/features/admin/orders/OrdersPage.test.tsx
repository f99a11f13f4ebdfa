import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_ORDER_MESSAGES } from '../../../../contract/admin-orders.ts';
import { type FakeHandlers, fakeApi } from '../../../test/fake-api.ts';
import { renderDesk } from './render-desk.tsx';
import {
  listAnswer,
  makeDetail,
  makeRow,
  ORDER_ID,
  ORDER_NUMBER,
  rowN,
  STAFF_TOKEN,
} from './test-fixtures.ts';

function desk(handlers: FakeHandlers = {}) {
  return fakeApi({
    adminOrders: () => listAnswer([makeRow()]),
    adminOrdersSeen: () => ({ newOrders: 0, since: '2026-11-26T05:00:00.000Z' }),
    ...handlers,
  });
}

/** The query strings the list was asked with, as sent. */
const sent = (api: ReturnType<typeof desk>) =>
  api.calls('adminOrders').map((call) => call.url.replace(/^\/api\/admin\/orders\??/, ''));

describe('the order desk list', () => {
  it('asks for the first page, shows the table and clears the new-orders badge', async () => {
    const api = desk();
    renderDesk();
    const table = await screen.findByRole('table', { name: 'Orders' });
    const row = within(table).getAllByTestId('order-row')[0] as HTMLElement;
    expect(row).toHaveTextContent(ORDER_NUMBER);
    expect(row).toHaveTextContent('20 Nov 2026, 11:00 am');
    expect(row).toHaveTextContent('Asha Rao');
    expect(row).toHaveTextContent('9876543210');
    expect(row).toHaveTextContent('Bengaluru Urban, Karnataka 560001');
    expect(row).toHaveTextContent('₹1,459');
    expect(within(row).getByTestId('status-badge')).toHaveAttribute('data-tone', 'primary');
    expect(sent(api)).toEqual(['page=1&limit=25']);
    expect(api.calls('adminOrders')[0]?.headers.get('Authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    await waitFor(() => expect(api.calls('adminOrdersSeen')).toHaveLength(1));
    expect(screen.getByText('1–1 of 1 order')).toBeInTheDocument();
  });

  it('names the order by its recipient when the shopper’s account has no name', async () => {
    desk({
      adminOrders: () =>
        listAnswer([
          makeRow({ shopper: { _id: 's1', name: null, phone: '9876543210' }, recipient: 'Ravi Kumar' }),
        ]),
    });
    renderDesk();
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getAllByTestId('order-row')[0]).toHaveTextContent('Ravi Kumar');
  });

  it('reads the filters from the address, sends them, and does not clear the badge', async () => {
    const api = desk({ adminOrders: () => listAnswer([]) });
    renderDesk(
      '/admin/orders?status=Delivered,Shipped&from=2026-11-01&state=Karnataka&pincode=560001&cash=outstanding',
    );
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
    expect(sent(api)).toEqual([
      'status=Delivered,Shipped&from=2026-11-01&state=Karnataka&pincode=560001&cash=outstanding&page=1&limit=25',
    ]);
    expect(screen.getByRole('button', { name: 'Delivered' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Pincode')).toHaveValue('560001');
    expect(api.calls('adminOrdersSeen')).toHaveLength(0);
  });

  it('puts a changed filter in the address and asks again from page 1', async () => {
    const api = desk();
    const { router } = renderDesk('/admin/orders?page=2');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelled' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=Cancelled'));
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Cash'), { target: { value: 'collected' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=Cancelled&to=2026-11-30&cash=collected'),
    );
    await waitFor(() =>
      expect(sent(api).at(-1)).toBe('status=Cancelled&to=2026-11-30&cash=collected&page=1&limit=25'),
    );
    expect(sent(api)[0]).toBe('page=2&limit=25');
  });

  it('refuses a pincode that is not 6 digits with the contract’s message, sending nothing', async () => {
    const api = desk();
    const { router } = renderDesk();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Pincode'), { target: { value: '5600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Enter a 6-digit pincode')).toBeInTheDocument();
    expect(screen.getByLabelText('Pincode')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');
    expect(sent(api)).toHaveLength(1);
  });

  it('opens the order when an exact order number matches one order', async () => {
    const api = desk({
      adminOrders: ({ query }) => (query.get('q') ? listAnswer([makeRow()]) : listAnswer([rowN(1), rowN(2)])),
      adminOrder: () => makeDetail(),
    });
    const { router } = renderDesk();
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), {
      target: { value: ORDER_NUMBER },
    });
    fireEvent.submit(screen.getByRole('form', { name: 'Find orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/orders/${ORDER_ID}`));
    expect(sent(api)).toContain(`q=${ORDER_NUMBER}&limit=2`);
  });

  it('lists the matches of a search that is not one order', async () => {
    const api = desk({
      adminOrders: ({ query }) =>
        query.get('q') === 'Asha' ? listAnswer([rowN(1), rowN(2)]) : listAnswer([makeRow()]),
    });
    const { router } = renderDesk();
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: 'Asha' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Find orders' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Asha'));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
    expect(sent(api).at(-1)).toBe('q=Asha&page=1&limit=25');
  });

  it('shows cards below 1024 px', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} })),
    );
    desk();
    renderDesk();
    expect(await screen.findByTestId('order-row')).toHaveTextContent(ORDER_NUMBER);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so, with Try Again, when the list fails', async () => {
    let fail = true;
    desk({
      adminOrders: () => {
        if (fail) throw new Error('offline');
        return listAnswer([makeRow()]);
      },
    });
    renderDesk();
    expect(await screen.findByRole('alert')).toHaveTextContent('The orders could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('moving many orders', () => {
  async function selectTwo(handlers: FakeHandlers = {}) {
    const api = desk({
      adminOrders: () => listAnswer([rowN(1), rowN(2, { status: 'Delivered' }), rowN(3)]),
      ...handlers,
    });
    renderDesk();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select LL-2026-000001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select LL-2026-000002' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move to… (2)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move orders' }));
    return { api, dialog };
  }

  it('offers every status but Shipped and needs a reason to cancel', async () => {
    const { api, dialog } = await selectTwo();
    const options = within(dialog.getByLabelText('Move to'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).not.toContain('Shipped');
    expect(options).toContain('Cancelled');
    fireEvent.change(dialog.getByLabelText('Move to'), { target: { value: 'Cancelled' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Move' }));
    expect(await dialog.findByText(ADMIN_ORDER_MESSAGES.cancelNeedsReason)).toBeInTheDocument();
    expect(api.calls('adminOrdersBulkStatus')).toHaveLength(0);
  });

  it('sends each order with the status it was seen in, reports moved and refused, and asks again', async () => {
    const failure = vi.spyOn(toast, 'error');
    const { api, dialog } = await selectTwo({
      adminOrdersBulkStatus: () => ({
        message: '1 moved, 1 refused.',
        moved: [{ _id: rowN(1)._id, orderNumber: rowN(1).orderNumber, status: 'Cancelled' }],
        refused: [
          {
            id: rowN(2)._id,
            orderNumber: rowN(2).orderNumber,
            message: 'This order cannot move to that status.',
          },
        ],
      }),
    });
    fireEvent.change(dialog.getByLabelText('Move to'), { target: { value: 'Cancelled' } });
    fireEvent.change(dialog.getByLabelText('Reason for cancelling'), { target: { value: ' Out of stock ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminOrdersBulkStatus').map((call) => call.body)).toEqual([
      {
        orders: [
          { id: rowN(1)._id, from: 'Processing' },
          { id: rowN(2)._id, from: 'Delivered' },
        ],
        status: 'Cancelled',
        note: 'Out of stock',
      },
    ]);
    expect(failure).toHaveBeenCalledWith('1 moved, 1 refused', expect.anything());
    const refused = within(screen.getByRole('region', { name: 'Refused' }));
    expect(refused.getByRole('listitem')).toHaveTextContent(
      'LL-2026-000002: This order cannot move to that status.',
    );
    await waitFor(() => expect(api.calls('adminOrders')).toHaveLength(2));
    expect(screen.getByRole('checkbox', { name: 'Select LL-2026-000001' })).not.toBeChecked();
  });

  it('selects every order on the page at once', async () => {
    desk({ adminOrders: () => listAnswer([rowN(1), rowN(2), rowN(3)]) });
    renderDesk();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all orders on this page' }));
    expect(screen.getByRole('button', { name: 'Move to… (3)' })).toBeInTheDocument();
  });
});
