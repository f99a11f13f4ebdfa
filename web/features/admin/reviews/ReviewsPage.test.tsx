import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import {
  type AdminReviewRow,
  adminReviewListResponse,
  REVIEW_MESSAGES,
  type ReviewStatus,
} from '../../../../contract/reviews.ts';
import type { FakeHandlers } from '../../../test/fake-api.ts';
import { dashboard, renderConsole } from '../test-fixtures.tsx';

// The console's review desk: pending reviews first with what staff need to judge them, tabs for the
// approved and rejected ones, and Approve or Reject (with an optional note) on each.

const REVIEW_ID = '00000000-0000-4000-8000-0000000000a1';

function makeRow(overrides: Partial<AdminReviewRow> = {}): AdminReviewRow {
  return {
    _id: REVIEW_ID,
    authorName: 'Asha R.',
    verifiedBuyer: true,
    rating: 4,
    title: '',
    text: 'Soft cotton, runs a little small.',
    fit: 'small',
    sizeBought: '3-4Y',
    childAgeMonths: 40,
    childAge: '3 years',
    photos: [{ file: 'reviews/a.webp', thumb: 'reviews/a-thumb.webp' }],
    helpfulCount: 0,
    createdAt: '2026-11-25T06:00:00.000Z',
    status: 'pending',
    product: { _id: 'prod-1', name: 'Little Hearts Smocked Frock', image: 'white-front.webp' },
    userId: '00000000-0000-4000-8000-000000000010',
    orderId: '00000000-0000-4000-8000-000000000030',
    moderatedAt: null,
    moderatedBy: null,
    ...overrides,
  };
}

function listAnswer(status: ReviewStatus, rows: AdminReviewRow[]) {
  return {
    reviews: rows,
    total: rows.length,
    page: 1,
    limit: 25,
    counts: { pending: status === 'pending' ? rows.length : 2, approved: 5, rejected: 0 },
  };
}

function openDesk(handlers: FakeHandlers = {}, path = '/admin/reviews') {
  return renderConsole(path, 'support', {
    adminReviews: ({ query }) => {
      const status = (query.get('status') ?? 'pending') as ReviewStatus;
      return listAnswer(
        status,
        status === 'rejected'
          ? []
          : [
              makeRow({
                status,
                ...(status === 'approved'
                  ? { moderatedBy: 'Ravi', moderatedAt: '2026-11-26T06:00:00.000Z' }
                  : {}),
              }),
            ],
      );
    },
    ...handlers,
  });
}

const row = async () =>
  within(await screen.findByRole('listitem', { name: 'Review by Asha R. of Little Hearts Smocked Frock' }));

describe('the review desk', () => {
  it('uses fixtures the API could answer', () => {
    expect(() =>
      adminReviewListResponse.parse({ success: true, ...listAnswer('pending', [makeRow()]) }),
    ).not.toThrow();
  });

  it('lists pending reviews with product, stars, text, photos, author and date, from the nav', async () => {
    const { api } = openDesk({ adminDashboard: () => dashboard() }, '/admin');
    const link = await screen.findByRole('link', { name: 'Reviews' });
    fireEvent.click(link);
    const pending = await row();
    expect(pending.getByRole('link', { name: 'Little Hearts Smocked Frock' })).toHaveAttribute(
      'href',
      '/admin/products/prod-1',
    );
    expect(pending.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(pending.getByText('Soft cotton, runs a little small.')).toBeInTheDocument();
    expect(pending.getByText('Fit: Runs small · Bought 3-4Y for a 3 year old')).toBeInTheDocument();
    expect(pending.getByRole('img', { name: 'Attachment 1' })).toHaveAttribute(
      'src',
      '/uploads/reviews/a-thumb.webp',
    );
    expect(pending.getByText('Asha R.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Approved (5)' })).toBeInTheDocument();
    expect(api.calls('adminReviews')[0]?.query.get('status')).toBe('pending');
    expect(document.title).toMatch(/^Reviews · Console/);
  });

  it('approves: says so, and asks the list again', async () => {
    const success = vi.spyOn(toast, 'success');
    const { api } = openDesk({
      adminReviewApprove: ({ params }) => ({
        message: REVIEW_MESSAGES.approved,
        review: makeRow({ _id: params.id, status: 'approved' }),
      }),
    });
    fireEvent.click(
      (await row()).getByRole('button', { name: 'Approve Asha R.’s review of Little Hearts Smocked Frock' }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith(REVIEW_MESSAGES.approved, expect.anything()));
    expect(api.calls('adminReviewApprove').map((call) => call.params.id)).toEqual([REVIEW_ID]);
    await waitFor(() => expect(api.calls('adminReviews').length).toBeGreaterThanOrEqual(2));
  });

  it('rejects with an optional note', async () => {
    const { api } = openDesk({
      adminReviewReject: ({ params }) => ({
        message: REVIEW_MESSAGES.rejected,
        review: makeRow({ _id: params.id, status: 'rejected' }),
      }),
    });
    fireEvent.click(
      (await row()).getByRole('button', { name: 'Reject Asha R.’s review of Little Hearts Smocked Frock' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject the review' }));
    fireEvent.change(dialog.getByLabelText(/Note \(optional\)/), { target: { value: 'Names a rival shop' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminReviewReject').map((call) => [call.params.id, call.body])).toEqual([
      [REVIEW_ID, { note: 'Names a rival shop' }],
    ]);
  });

  it('switches tabs through the address: approved ones can be rejected, an empty tab says so', async () => {
    const { api, router } = openDesk();
    await row();
    fireEvent.click(screen.getByRole('tab', { name: /^Approved/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved'));
    const approved = await row();
    await waitFor(() => expect(approved.getByText(/by Ravi$/)).toBeInTheDocument());
    expect(approved.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(approved.getByRole('button', { name: /^Reject/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /^Rejected/ }));
    expect(await screen.findByText('No rejected reviews.')).toBeInTheDocument();
    expect(api.calls('adminReviews').map((call) => call.query.get('status'))).toEqual([
      'pending',
      'approved',
      'rejected',
    ]);
  });
});
