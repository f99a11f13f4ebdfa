import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_PEOPLE_MESSAGES } from '../../../contract/admin-people.ts';
import { refusal } from '../../test/fake-api.ts';
import { renderConsole, SELLER_APP_ID, sellerDetail, sellerRow } from './test-fixtures.tsx';

describe('the sellers desk', () => {
  it('lists applications by status tab', async () => {
    const { api } = renderConsole('/admin/sellers', 'manager', {
      adminSellerApplications: ({ query }) => ({
        applications:
          query.get('status') === 'approved'
            ? [sellerRow({ businessName: 'Tiny Threads', status: 'approved' })]
            : [sellerRow()],
        total: 1,
        page: 1,
        limit: 25,
      }),
    });
    const table = await screen.findByRole('table', { name: 'Pending seller applications' });
    expect(within(table).getByRole('link', { name: 'Ravi Kids Wear' })).toHaveAttribute(
      'href',
      `/admin/sellers/${SELLER_APP_ID}`,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Approved' }));
    expect(await screen.findByRole('link', { name: 'Tiny Threads' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Approved' })).toHaveAttribute('aria-current', 'page');
    expect(api.calls('adminSellerApplications').map((call) => call.query.get('status'))).toEqual([
      'pending',
      'approved',
    ]);
  });

  it('shows a failed list in the server’s words', async () => {
    renderConsole('/admin/sellers', 'support', {
      adminSellerApplications: () => refusal(500, 'Storage offline'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Storage offline');
  });
});

describe('one application', () => {
  it('shows every field and the documents as new-tab links that expire; support cannot decide', async () => {
    renderConsole(`/admin/sellers/${SELLER_APP_ID}`, 'support', {
      adminSellerApplication: () => sellerDetail(),
    });
    expect(await screen.findByRole('heading', { name: 'Ravi Kids Wear', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('XXXXXX1234')).toBeInTheDocument();
    expect(screen.getByText('SBIN0000001')).toBeInTheDocument();
    const doc = screen.getByRole('link', { name: /aadhaar/ });
    expect(doc).toHaveAttribute('href', '/api/admin/seller-documents/signed-token-1234');
    expect(doc).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/expires a few minutes/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /approve/i })).not.toBeInTheDocument();
  });

  it('approves after a confirmation and refreshes the application', async () => {
    const success = vi.spyOn(toast, 'success');
    let decided = false;
    const { api } = renderConsole(`/admin/sellers/${SELLER_APP_ID}`, 'manager', {
      adminSellerApplication: () =>
        decided
          ? sellerDetail({ status: 'approved', decidedAt: '2026-11-26T06:00:00.000Z' })
          : sellerDetail(),
      adminSellerApprove: () => {
        decided = true;
        return { message: ADMIN_PEOPLE_MESSAGES.approved };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this application?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved', { selector: 'span' })).toBeInTheDocument();
    expect(api.calls('adminSellerApprove')).toHaveLength(1);
    expect(success).toHaveBeenCalledWith(ADMIN_PEOPLE_MESSAGES.approved, expect.anything());
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('asks for the reason before rejecting', async () => {
    const { api } = renderConsole(`/admin/sellers/${SELLER_APP_ID}`, 'owner', {
      adminSellerApplication: () => sellerDetail(),
      adminSellerReject: () => ({ message: ADMIN_PEOPLE_MESSAGES.rejected }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(ADMIN_PEOPLE_MESSAGES.rejectNeedsReason)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason the applicant will see'), {
      target: { value: 'The GST number does not match' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.calls('adminSellerReject')[0]?.body).toEqual({ reason: 'The GST number does not match' }),
    );
  });
});
