import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_ORDER_MESSAGES } from '../../../../contract/admin-orders.ts';
import { type FakeHandlers, fakeApi, refusal } from '../../../test/fake-api.ts';
import { indiaToday } from '../console-format.ts';
import { renderDesk } from '../orders/render-desk.tsx';
import {
  changed,
  makeDetail,
  makeOrder,
  makeReturnRow,
  ORDER_ID,
  ORDER_NUMBER,
  returnsAnswer,
} from '../orders/test-fixtures.ts';

const returned = () => changed(makeDetail('Returned', { order: makeOrder({ status: 'Returned' }) }), 'x');

function desk(handlers: FakeHandlers = {}) {
  return fakeApi({
    adminReturns: ({ query }) =>
      returnsAnswer(
        query.get('state') === 'accepted'
          ? [
              makeReturnRow({
                order: { ...makeReturnRow().order, status: 'Returned' },
                decidedAt: '2026-11-26T06:00:00.000Z',
              }),
            ]
          : query.get('state') === 'declined'
            ? []
            : [makeReturnRow()],
      ),
    ...handlers,
  });
}

const row = async () => within(await screen.findByRole('listitem', { name: `Return ${ORDER_NUMBER}` }));

async function openDialog(
  button: string,
  title: string,
  handlers: FakeHandlers = {},
  path = '/admin/returns',
) {
  const api = desk(handlers);
  renderDesk(path, 'manager');
  fireEvent.click((await row()).getByRole('button', { name: `${button} ${ORDER_NUMBER}` }));
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  return { api, dialog };
}

describe('the returns desk', () => {
  it('lists the waiting returns with the order, shopper, reason, when and amount', async () => {
    const api = desk();
    renderDesk('/admin/returns', 'manager');
    const waiting = await row();
    expect(waiting.getByRole('link', { name: ORDER_NUMBER })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );
    const card = screen.getByRole('listitem', { name: `Return ${ORDER_NUMBER}` });
    expect(card).toHaveTextContent('Asha Rao');
    expect(card).toHaveTextContent('Reason: Item damaged');
    expect(card).toHaveTextContent('“The seam is torn”');
    expect(card).toHaveTextContent('Asked 25 Nov 2026, 11:30 am');
    expect(card).toHaveTextContent('₹1,459');
    expect(screen.getByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true');
    expect(api.calls('adminReturns')[0]?.query.get('state')).toBe('waiting');
  });

  it('switches tabs through the address, and says when a tab is empty', async () => {
    const api = desk();
    const { router } = renderDesk('/admin/returns', 'manager');
    await row();
    fireEvent.click(screen.getByRole('tab', { name: 'Declined' }));
    expect(await screen.findByText('No declined returns.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=declined');
    expect(api.calls('adminReturns').map((call) => call.query.get('state'))).toEqual(['waiting', 'declined']);
  });

  it('accepts: stock back by default, an optional note; says so and asks the list again', async () => {
    const success = vi.spyOn(toast, 'success');
    const { api, dialog } = await openDialog('Accept return', 'Accept the return', {
      adminReturnAccept: () => ({ ...returned(), message: ADMIN_ORDER_MESSAGES.returnAccepted }),
    });
    const restock = dialog.getByRole('checkbox', { name: 'Put the items back in stock' });
    expect(restock).toBeChecked();
    fireEvent.click(restock);
    fireEvent.change(dialog.getByLabelText('Note (optional)'), { target: { value: 'Stained' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Accept return' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminReturnAccept').map((call) => [call.params.orderId, call.body])).toEqual([
      [ORDER_ID, { restock: false, note: 'Stained' }],
    ]);
    expect(success).toHaveBeenCalledWith(ADMIN_ORDER_MESSAGES.returnAccepted, expect.anything());
    await waitFor(() => expect(api.calls('adminReturns')).toHaveLength(2));
  });

  it('declines only with a reason for the shopper', async () => {
    const { api, dialog } = await openDialog('Decline return', 'Decline the return', {
      adminReturnDecline: () => ({ ...returned(), message: ADMIN_ORDER_MESSAGES.returnDeclined }),
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Decline return' }));
    expect(await dialog.findByText(ADMIN_ORDER_MESSAGES.declineNeedsReason)).toBeInTheDocument();
    expect(api.calls('adminReturnDecline')).toHaveLength(0);
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Worn and washed' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Decline return' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminReturnDecline').map((call) => call.body)).toEqual([{ reason: 'Worn and washed' }]);
  });

  it('shows the server’s refusal and keeps the dialog open', async () => {
    const failure = vi.spyOn(toast, 'error');
    const { dialog } = await openDialog('Decline return', 'Decline the return', {
      adminReturnDecline: () =>
        refusal(400, ADMIN_ORDER_MESSAGES.declineNeedsReason, {
          errors: [{ field: 'reason', msg: ADMIN_ORDER_MESSAGES.declineNeedsReason }],
        }),
    });
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'x' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Decline return' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith(ADMIN_ORDER_MESSAGES.declineNeedsReason, expect.anything()),
    );
    expect(dialog.getByText(ADMIN_ORDER_MESSAGES.declineNeedsReason)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('recording a refund', () => {
  const openRefund = (handlers: FakeHandlers = {}) =>
    openDialog('Record refund', 'Record the refund', handlers, '/admin/returns?state=accepted');

  it('prefills what was paid and today, and checks amount and reference', async () => {
    const { api, dialog } = await openRefund();
    expect(dialog.getByLabelText('Amount (₹)')).toHaveValue(1459);
    expect(dialog.getByLabelText('Refunded on')).toHaveValue(indiaToday());
    expect(dialog.getByRole('radio', { name: 'UPI' })).toBeChecked();
    fireEvent.change(dialog.getByLabelText('Amount (₹)'), { target: { value: '2000' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record refund' }));
    expect(await dialog.findByText(ADMIN_ORDER_MESSAGES.refundAmountInvalid)).toBeInTheDocument();
    expect(dialog.getByText(ADMIN_ORDER_MESSAGES.refundReferenceRequired)).toBeInTheDocument();
    expect(api.calls('adminReturnRefund')).toHaveLength(0);
    // Coins need no reference.
    fireEvent.click(dialog.getByRole('radio', { name: 'Coins' }));
    expect(dialog.queryByLabelText('Reference (UTR or UPI)')).not.toBeInTheDocument();
  });

  it('records a bank transfer with its reference', async () => {
    const { api, dialog } = await openRefund({
      adminReturnRefund: () => ({ ...returned(), message: ADMIN_ORDER_MESSAGES.refundRecorded }),
    });
    fireEvent.click(dialog.getByRole('radio', { name: 'Bank transfer' }));
    fireEvent.change(dialog.getByLabelText('Amount (₹)'), { target: { value: '1000.50' } });
    fireEvent.change(dialog.getByLabelText('Reference (UTR or UPI)'), { target: { value: 'UTR998877' } });
    fireEvent.change(dialog.getByLabelText('Refunded on'), { target: { value: '2026-11-26' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminReturnRefund').map((call) => call.body)).toEqual([
      { amount: 1000.5, method: 'bank', reference: 'UTR998877', refundedOn: '2026-11-26' },
    ]);
  });
});
