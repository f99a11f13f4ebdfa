import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ADMIN_ORDER_MESSAGES } from '../../../../contract/admin-orders.ts';
import type { OrderStatus } from '../../../../contract/order.ts';
import { type FakeHandlers, fakeApi, refusal } from '../../../test/fake-api.ts';
import { indiaToday } from '../console-format.ts';
import { meAnswer } from '../test-fixtures.tsx';
import { renderDesk } from './render-desk.tsx';
import {
  changed,
  makeDetail,
  makeOrder,
  ORDER_ID,
  ORDER_NUMBER,
  SHOPPER_ID,
  STAFF_TOKEN,
} from './test-fixtures.ts';

function openOrder(detail = makeDetail(), handlers: FakeHandlers = {}) {
  const api = fakeApi({ adminOrder: () => detail, ...handlers });
  const view = renderDesk(`/admin/orders/${ORDER_ID}`, 'support');
  return { api, ...view };
}

/** The desk's answer after a move to `status`. */
const movedTo = (status: OrderStatus, extra: Parameters<typeof makeDetail>[1] = {}) =>
  makeDetail(status, { ...extra, order: makeOrder({ status, ...extra.order }) });

async function openMove(status: string, detail = makeDetail(), handlers: FakeHandlers = {}) {
  const view = openOrder(detail, handlers);
  fireEvent.click(await screen.findByRole('button', { name: `Move to ${status}` }));
  const dialog = within(await screen.findByRole('dialog', { name: `Move to ${status}` }));
  return { ...view, dialog };
}

describe('the order page', () => {
  it('shows the order, the shopper, the lines, the money, the timeline and the staff actions', async () => {
    const { api } = openOrder(
      makeDetail('Processing', { shopper: { ...makeDetail().shopper, blocked: true } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: ORDER_NUMBER })).toBeInTheDocument();
    expect(api.calls('adminOrder')[0]?.headers.get('Authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(screen.getByText(/Placed/)).toHaveTextContent('Placed 20 Nov 2026, 11:00 am · Cash on Delivery');
    const shopper = within(screen.getByRole('region', { name: 'Shopper' }));
    expect(shopper.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(shopper.getByText('Blocked')).toBeInTheDocument();
    expect(shopper.getByText('asha@example.com')).toBeInTheDocument();
    expect(shopper.getByRole('link', { name: 'Shopper’s page' })).toHaveAttribute(
      'href',
      `/admin/shoppers/${SHOPPER_ID}`,
    );
    expect(screen.getByRole('region', { name: 'Ship to' })).toHaveTextContent(
      'Bengaluru Urban, Karnataka 560001',
    );
    const lines = screen.getAllByTestId('order-line');
    expect(lines[0]).toHaveTextContent('Little Hearts Smocked Frock');
    expect(lines[0]).toHaveTextContent('Off White · Size 6-7Y · Qty 1 × ₹1,299');
    expect(lines[1]).toHaveTextContent('₹300');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Coupon LOOM10−₹100');
    expect(payment).toHaveTextContent('Payable₹1,459');
    expect(screen.getByTestId('history-entry')).toHaveTextContent(
      'Processing · 20 Nov 2026, 11:00 am · by the shopper',
    );
    const audit = screen.getByTestId('audit-entry');
    expect(audit).toHaveTextContent('Meera (owner)');
    expect(audit).toHaveTextContent('status: Confirmed → status: Processing');
    expect(audit).toHaveTextContent('Packed early');
    // Not shipped yet: no invoice.
    expect(screen.queryByRole('button', { name: 'Invoice (PDF)' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Packing slip (PDF)' })).toBeInTheDocument();
  });

  it('offers no changes to a role without orders:write', async () => {
    fakeApi({ adminOrder: () => makeDetail('Delivered') });
    renderDesk(`/admin/orders/${ORDER_NUMBER}`, {
      ...meAnswer('support').staff,
      permissions: ['orders:read'],
    });
    await screen.findByRole('heading', { level: 1, name: ORDER_NUMBER });
    expect(screen.queryByRole('group', { name: 'Move to' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cash collected' })).not.toBeInTheDocument();
  });

  it('says so when the order does not exist', async () => {
    openOrder(makeDetail(), { adminOrder: () => refusal(404, 'Order not found.') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
  });
});

describe('moving the order', () => {
  it('offers the moves the server allows', async () => {
    openOrder();
    const moves = within(await screen.findByRole('group', { name: 'Move to' }));
    expect(moves.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Shipping',
      'Shipped',
      'Cancelled',
    ]);
  });

  it('asks for the courier and the tracking number before marking it shipped', async () => {
    const { api, dialog } = await openMove('Shipped');
    fireEvent.click(dialog.getByRole('button', { name: 'Move to Shipped' }));
    expect(await dialog.findByText(ADMIN_ORDER_MESSAGES.courierRequired)).toBeInTheDocument();
    expect(dialog.getByText(ADMIN_ORDER_MESSAGES.trackingRequired)).toBeInTheDocument();
    expect(dialog.getByLabelText('Courier')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('adminOrderStatus')).toHaveLength(0);
  });

  it('ships: sends the status it saw, courier and tracking; says so and shows the order shipped', async () => {
    const success = vi.spyOn(toast, 'success');
    const shipped = movedTo('Shipped', {
      order: {
        ...makeOrder({ status: 'Shipped' }),
        shipment: { courier: 'Delhivery', trackingNumber: 'DL123', shippedAt: '2026-11-21T05:00:00.000Z' },
        invoiceAvailable: true,
      },
      invoiceNumber: 'INV-2026-000001',
    });
    const { api, dialog } = await openMove('Shipped', makeDetail(), {
      adminOrderStatus: () => changed(shipped, ADMIN_ORDER_MESSAGES.moved),
    });
    fireEvent.change(dialog.getByLabelText('Courier'), { target: { value: 'Delhivery' } });
    fireEvent.change(dialog.getByLabelText('Tracking number'), { target: { value: ' DL123 ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Move to Shipped' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminOrderStatus').map((call) => [call.params.orderId, call.body])).toEqual([
      [ORDER_ID, { status: 'Shipped', from: 'Processing', courier: 'Delhivery', trackingNumber: 'DL123' }],
    ]);
    expect(success).toHaveBeenCalledWith(ADMIN_ORDER_MESSAGES.moved, expect.anything());
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Shipped');
    expect(screen.getByRole('region', { name: 'Delivery and money' })).toHaveTextContent('DL123');
    expect(screen.getByRole('button', { name: 'Invoice (PDF)' })).toBeInTheDocument();
  });

  it('asks a reason to cancel', async () => {
    const { api, dialog } = await openMove('Cancelled', makeDetail(), {
      adminOrderStatus: () => changed(movedTo('Cancelled'), ADMIN_ORDER_MESSAGES.moved),
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Move to Cancelled' }));
    expect(await dialog.findByText(ADMIN_ORDER_MESSAGES.cancelNeedsReason)).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('Reason for cancelling'), {
      target: { value: 'Shopper asked by phone' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Move to Cancelled' }));
    await waitFor(() => expect(api.calls('adminOrderStatus')).toHaveLength(1));
    expect(api.calls('adminOrderStatus')[0]?.body).toEqual({
      status: 'Cancelled',
      from: 'Processing',
      note: 'Shopper asked by phone',
    });
  });

  it('when someone else moved it first: shows the server’s words and reloads the order', async () => {
    const failure = vi.spyOn(toast, 'error');
    const message = 'Someone else changed this order first: it is now Cancelled. Look again and retry.';
    let now = makeDetail();
    const { api, dialog } = await openMove('Shipping', makeDetail(), {
      adminOrder: () => now,
      adminOrderStatus: () => {
        now = movedTo('Cancelled');
        return refusal(409, message);
      },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Move to Shipping' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(message, expect.anything()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('status-badge')).toHaveTextContent('Cancelled'));
    expect(api.calls('adminOrder')).toHaveLength(2);
  });
});

describe('cash and returned to origin', () => {
  const delivered = () => movedTo('Delivered');

  async function openCash(handlers: FakeHandlers = {}) {
    const view = openOrder(delivered(), handlers);
    fireEvent.click(await screen.findByRole('button', { name: 'Cash collected' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cash collected' }));
    return { ...view, dialog };
  }

  it('prefills the payable and today, and checks them with the contract’s messages', async () => {
    const { api, dialog } = await openCash();
    expect(dialog.getByLabelText('Amount (₹)')).toHaveValue(1459);
    expect(dialog.getByLabelText('Collected on')).toHaveValue(indiaToday());
    fireEvent.change(dialog.getByLabelText('Amount (₹)'), { target: { value: '' } });
    fireEvent.change(dialog.getByLabelText('Collected on'), { target: { value: '2999-01-01' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record cash' }));
    expect(await dialog.findByText(ADMIN_ORDER_MESSAGES.cashAmountInvalid)).toBeInTheDocument();
    expect(dialog.getByText(ADMIN_ORDER_MESSAGES.cashDateInvalid)).toBeInTheDocument();
    expect(api.calls('adminOrderCash')).toHaveLength(0);
  });

  it('records the cash, and shows the server’s field errors when it refuses', async () => {
    let refuse = true;
    const recorded = makeDetail('Delivered', {
      order: makeOrder({ status: 'Delivered' }),
      cash: {
        amount: 1400,
        collectedOn: '2026-11-24',
        recordedBy: 'Meera',
        recordedAt: '2026-11-24T10:00:00.000Z',
      },
    });
    const { api, dialog } = await openCash({
      adminOrderCash: () =>
        refuse
          ? refusal(400, ADMIN_ORDER_MESSAGES.cashDateInvalid, {
              errors: [{ field: 'collectedOn', msg: ADMIN_ORDER_MESSAGES.cashDateInvalid }],
            })
          : changed(recorded, ADMIN_ORDER_MESSAGES.cashRecorded),
    });
    fireEvent.change(dialog.getByLabelText('Amount (₹)'), { target: { value: '1400' } });
    fireEvent.change(dialog.getByLabelText('Collected on'), { target: { value: '2026-11-24' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record cash' }));
    expect(await dialog.findByText(ADMIN_ORDER_MESSAGES.cashDateInvalid)).toBeInTheDocument();
    refuse = false;
    fireEvent.click(dialog.getByRole('button', { name: 'Record cash' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminOrderCash').map((call) => call.body)).toEqual([
      { amount: 1400, collectedOn: '2026-11-24' },
      { amount: 1400, collectedOn: '2026-11-24' },
    ]);
    expect(screen.getByRole('region', { name: 'Delivery and money' })).toHaveTextContent(
      '₹1,400 on 24 Nov 2026 by Meera',
    );
    expect(screen.queryByRole('button', { name: 'Cash collected' })).not.toBeInTheDocument();
  });

  it('marks a parcel refused at the door returned to origin, after a confirmation', async () => {
    const back = makeDetail('Cancelled', {
      order: makeOrder({ status: 'Cancelled' }),
      returnedToOrigin: true,
    });
    const { api } = openOrder(movedTo('In-Transit'), {
      adminOrderRto: () => changed(back, ADMIN_ORDER_MESSAGES.rtoDone),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Returned to origin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Returned to origin?' }));
    fireEvent.change(dialog.getByLabelText('Note (optional)'), { target: { value: 'Door locked twice' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Mark returned to origin' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminOrderRto').map((call) => call.body)).toEqual([{ note: 'Door locked twice' }]);
    expect(screen.queryByRole('button', { name: 'Returned to origin' })).not.toBeInTheDocument();
  });

  it('offers no return to origin once delivered', async () => {
    openOrder(delivered());
    await screen.findByRole('button', { name: 'Cash collected' });
    expect(screen.queryByRole('button', { name: 'Returned to origin' })).not.toBeInTheDocument();
  });
});

describe('the PDFs', () => {
  it('fetches the invoice with the staff token and opens it in a new tab', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    // jsdom keeps no files in memory: the test stands in for the browser here.
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const detail = makeDetail('Shipped', { order: makeOrder({ status: 'Shipped', invoiceAvailable: true }) });
    const { api } = openOrder(detail, {
      adminOrderInvoice: () => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Invoice (PDF)' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:invoice'));
    expect(api.calls('adminOrderInvoice')[0]?.headers.get('Authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
  });

  it('closes the tab and says why when the file cannot be made', async () => {
    const failure = vi.spyOn(toast, 'error');
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    openOrder(makeDetail(), {
      adminOrderPackingSlip: () => refusal(409, 'The packing slip is not ready.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Packing slip (PDF)' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('The packing slip is not ready.', expect.anything()),
    );
    expect(tab.close).toHaveBeenCalled();
  });
});
