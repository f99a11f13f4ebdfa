import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../contract/order.ts';
import type { ReviewableResponse } from '../../../../contract/reviews.ts';
import { unwrap } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';
import { useAccountAction } from '../../../lib/use-account-action.ts';
import { updateAccountData, useAccountQuery } from '../../../lib/use-account-query.ts';
import { type ReviewDraft, type ReviewTarget, reviewFormData } from './review-form.ts';

// A delivered order's lines and the review of each (GET /api/user/reviews/reviewable), and writing
// one (POST /api/user/reviews). Under ['orders', …], so a change to the order reloads it too.

export const reviewableKey = (orderId: string) => ['orders', 'reviewable', orderId] as const;

type Reviewable = Omit<ReviewableResponse, 'success'>;

/** Asked only for a delivered order; a lost session is left to the order page's own read. */
export function useOrderReviews(order: Order) {
  return useAccountQuery<Reviewable>(
    reviewableKey(order._id),
    (signal) => unwrap(call('reviewable', { query: { orderId: order._id }, signal })),
    { enabled: order.status === 'Delivered', expireSession: false },
  );
}

export interface ReviewSubmission {
  target: ReviewTarget;
  draft: ReviewDraft;
  photos: File[];
}

/** Sends the review; on success the line reads "Reviewed" at once. Failures go to the caller. */
export function useSubmitReview() {
  const client = useQueryClient();
  return useAccountAction({
    mutationFn: ({ target, draft, photos }: ReviewSubmission) =>
      unwrap(call('reviewCreate', { form: reviewFormData(target, draft, photos) })),
    onSuccess: (answer, { target }) => {
      updateAccountData<Reviewable>(client, reviewableKey(target.orderId), (current) => ({
        ...current,
        lines: current.lines.map((line) =>
          line.orderItemId === answer.review.orderItemId
            ? {
                ...line,
                review: {
                  _id: answer.review._id,
                  rating: answer.review.rating,
                  status: answer.review.status,
                  createdAt: answer.review.createdAt,
                },
              }
            : line,
        ),
      }));
    },
  });
}
