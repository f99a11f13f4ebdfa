import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { CANCEL_REASONS, RETURN_REASONS } from '../../../contract/order.ts';
import { answer, deferred, type FakeHandlers, refusal } from '../../test/fake-api.ts';
import { renderOrderPages } from './render-orders.tsx';
import { fakeOrdersApi, makeOrder, ORDER_ID, ORDER_NUMBER, SHOPPER_TOKEN } from './test-fixtures.ts';

const delivered = makeOrder({
  status: 'Delivered',
  canCancel: false,
  canReturn: true,
  deliveredAt: '2026-11-24T09:00:00.000Z',
});

async function openCancel(handlers: FakeHandlers = {}, path = '/order') {
  const api = fakeOrdersApi([makeOrder()], handlers);
  const view = renderOrderPages(path);
  fireEvent.click(await screen.findByRole('button', { name: `Cancel Order #${ORDER_NUMBER}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
  return { api, ...view, dialog: within(dialog) };
}

async function openReturn(handlers: FakeHandlers = {}) {
  const api = fakeOrdersApi([delivered], handlers);
  const view = renderOrderPages();
  fireEvent.click(await screen.findByRole('button', { name: `Return order #${ORDER_NUMBER}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Return this order' });
  return { api, ...view, dialog: within(dialog) };
}

describe('cancel dialog', () => {
  it('offers the spec’s reasons and a description, and names the order', async () => {
    const { dialog } = await openCancel();
    expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      ...CANCEL_REASONS,
    ]);
    expect(dialog.getByRole('radiogroup', { name: 'Reason' })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Tell us more (optional)' })).toHaveAttribute(
      'maxlength',
      '500',
    );
    expect(dialog.getByText(`Order #${ORDER_NUMBER}`)).toBeInTheDocument();
    expect(dialog.getByText(/within 24 hours/)).toBeInTheDocument();
  });

  it("asks for a reason first: 'Please provide a reason for cancellation', and sends nothing", async () => {
    const { dialog, api } = await openCancel();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel Order' }));
    expect(await dialog.findByText('Please provide a reason for cancellation')).toBeInTheDocument();
    expect(dialog.getByRole('radiogroup', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('orderCancel')).toHaveLength(0);
    // Choosing a reason clears the message.
    fireEvent.click(dialog.getByRole('radio', { name: 'Changed my mind' }));
    expect(dialog.queryByText('Please provide a reason for cancellation')).not.toBeInTheDocument();
  });

  it('cancels: sends the reason and description, says so, closes, and shows the order cancelled', async () => {
    const success = vi.spyOn(toast, 'success');
    const cancellation = deferred();
    const { dialog, api } = await openCancel({ orderCancel: () => cancellation.promise });
    fireEvent.click(dialog.getByRole('radio', { name: 'Ordered by mistake' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Tell us more (optional)' }), {
      target: { value: '  Wrong size picked  ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel Order' }));
    const busy = await dialog.findByRole('button', { name: 'Cancelling…' });
    expect(busy).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Keep Order' })).toBeDisabled();
    expect(api.calls('orderCancel').map((call) => [call.params.orderId, call.body])).toEqual([
      [ORDER_ID, { reason: 'Ordered by mistake', description: 'Wrong size picked' }],
    ]);
    expect(api.calls('orderCancel')[0]?.headers.get('Authorization')).toBe(`Bearer ${SHOPPER_TOKEN}`);

    expect(api.calls('orderList')).toHaveLength(1);
    const cancelled = makeOrder({
      status: 'Cancelled',
      canCancel: false,
      cancellationOrReturnReason: 'Ordered by mistake',
    });
    api.setOrders([cancelled]);
    cancellation.resolve(
      answer({ success: true, message: 'Your order has been cancelled.', order: cancelled }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(success).toHaveBeenCalledWith('Your order has been cancelled.', { duration: 3000 });
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled'));
    expect(api.calls('orderList')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Cancel Order/ })).not.toBeInTheDocument();
  });

  it('clears the form after a success', async () => {
    // The server cancelled nothing visible (the fake keeps the order open), so the dialog can reopen.
    const { dialog } = await openCancel({
      orderCancel: () => ({ message: 'Done.', order: makeOrder() }),
    });
    fireEvent.click(dialog.getByRole('radio', { name: 'Other' }));
    fireEvent.change(dialog.getByRole('textbox'), { target: { value: 'No longer needed' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: `Cancel Order #${ORDER_NUMBER}` }));
    const again = within(await screen.findByRole('dialog', { name: 'Cancel this order?' }));
    expect(
      again.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true'),
    ).toEqual([]);
    expect(again.getByRole('textbox')).toHaveValue('');
  });

  it.each([
    [
      "the server's words when it refuses",
      () => refusal(409, 'This order can no longer be cancelled.'),
      'This order can no longer be cancelled.',
    ],
    [
      "'Failed to cancel order. Please try again.' for an answer without words",
      () => new Response('', { status: 502 }),
      'Failed to cancel order. Please try again.',
    ],
    [
      "'An error occurred while cancelling your order.' when no answer comes",
      () => Promise.reject(new TypeError('Failed to fetch')),
      'An error occurred while cancelling your order.',
    ],
  ])('says %s, and keeps the dialog and the choice', async (_, orderCancel, message) => {
    const error = vi.spyOn(toast, 'error');
    const { dialog } = await openCancel({ orderCancel });
    fireEvent.click(dialog.getByRole('radio', { name: 'Shipping time too long' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(message, { duration: 4000 }));
    expect(screen.getByRole('dialog', { name: 'Cancel this order?' })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Shipping time too long' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(dialog.getByRole('button', { name: 'Cancel Order' })).toBeEnabled();
  });

  it('reads the list again when the server says the order moved on (409)', async () => {
    const { dialog, api } = await openCancel({
      orderCancel: () => refusal(409, 'This order can no longer be cancelled.'),
    });
    fireEvent.click(dialog.getByRole('radio', { name: 'Other' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(api.calls('orderList')).toHaveLength(2));
  });

  it('cancels from the order page and reloads the order', async () => {
    const { dialog, api } = await openCancel({}, `/singleorder/${ORDER_ID}`);
    expect(api.calls('order')).toHaveLength(1);
    fireEvent.click(dialog.getByRole('radio', { name: 'Changed my mind' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls('order')).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled'));
    const timeline = screen.getByTestId('order-timeline');
    expect(timeline).toHaveTextContent('Cancelled');
    expect(timeline).toHaveTextContent('Reason: Changed my mind');
  });
});

describe('return dialog', () => {
  it('offers the return reasons and states the return policy', async () => {
    const { dialog } = await openReturn();
    expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      ...RETURN_REASONS,
    ]);
    expect(dialog.getByText(/within 1 day of delivery/)).toBeInTheDocument();
    expect(dialog.getByText(/original packaging/)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Read the return and refund policy' })).toHaveAttribute(
      'href',
      '/returnpolicy',
    );
  });

  it("asks 'Please select a reason for return' before sending", async () => {
    const { dialog, api } = await openReturn();
    fireEvent.click(dialog.getByRole('button', { name: 'Request Return' }));
    expect(await dialog.findByText('Please select a reason for return')).toBeInTheDocument();
    expect(api.calls('orderReturn')).toHaveLength(0);
  });

  it("requests the return; the card then reads 'Return Requested' with no action", async () => {
    const success = vi.spyOn(toast, 'success');
    const { dialog, api } = await openReturn();
    fireEvent.click(dialog.getByRole('radio', { name: 'Item damaged' }));
    fireEvent.change(dialog.getByRole('textbox'), { target: { value: 'Torn seam' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Request Return' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('orderReturn').map((call) => [call.params.orderId, call.body])).toEqual([
      [ORDER_ID, { reason: 'Item damaged', description: 'Torn seam' }],
    ]);
    expect(success).toHaveBeenCalledWith('Your return request has been received.', { duration: 3000 });
    expect(await screen.findByTestId('return-requested')).toHaveTextContent('Return Requested');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Return Requested');
    expect(screen.queryByRole('button', { name: /Return order/ })).not.toBeInTheDocument();
  });

  it.each([
    [
      "the server's words",
      () => refusal(409, 'The return window for this order has closed.'),
      'The return window for this order has closed.',
    ],
    [
      "'An error occurred while requesting a return.' for an answer without words",
      () => new Response('', { status: 502 }),
      'An error occurred while requesting a return.',
    ],
    [
      "'An error occurred while requesting a return.' when no answer comes",
      () => Promise.reject(new TypeError('Failed to fetch')),
      'An error occurred while requesting a return.',
    ],
  ])('says %s when the return fails', async (_, orderReturn, message) => {
    const error = vi.spyOn(toast, 'error');
    const { dialog } = await openReturn({ orderReturn });
    fireEvent.click(dialog.getByRole('radio', { name: 'Wrong item received' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Request Return' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(message, { duration: 4000 }));
    expect(screen.getByRole('dialog', { name: 'Return this order' })).toBeInTheDocument();
  });
});
