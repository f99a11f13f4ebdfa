import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { z } from 'zod';
import { type AdminReviewRow, REVIEW_MESSAGES, REVIEW_NOTE_MAX } from '../../../../contract/reviews.ts';
import { unwrap } from '../../../lib/api.ts';
import { failureText } from '../../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { adminCall } from '../call.ts';
import { CONSOLE_TOAST } from '../console-query.ts';
import { dangerButton, primaryButton, ReasonDialog } from '../ui.tsx';

// Approve and Reject on a review row: a decision says so in a toast and the lists (every tab's counts)
// are asked again.

export const reviewsKey = ['admin', 'reviews'] as const;

const noteSchema = z.object({ reason: z.string().trim().max(REVIEW_NOTE_MAX, REVIEW_MESSAGES.noteTooLong) });

const who = (review: AdminReviewRow) => `${review.authorName}’s review of ${review.product.name}`;

export function ReviewActions({ review }: { review: AdminReviewRow }) {
  const client = useQueryClient();
  const decided = (message: string) => {
    notifySuccess(message, CONSOLE_TOAST);
    void client.invalidateQueries({ queryKey: reviewsKey });
  };
  const approve = useMutation({
    mutationFn: () => unwrap(adminCall('adminReviewApprove', { params: { id: review._id } })),
    onSuccess: (answer) => decided(answer.message),
    onError: (error) =>
      notifyError(failureText(error, { failed: 'The review could not be approved.' }), CONSOLE_TOAST),
  });

  async function reject(note: string): Promise<boolean | string> {
    const result = await adminCall('adminReviewReject', {
      params: { id: review._id },
      body: note.trim() ? { note: note.trim() } : {},
    });
    if (result.success) {
      decided(result.data.message);
      return true;
    }
    notifyError(failureText(result, { failed: 'The review could not be rejected.' }), CONSOLE_TOAST);
    return false;
  }

  return (
    <div className="flex flex-wrap gap-2">
      {review.status !== 'approved' ? (
        <button
          type="button"
          onClick={() => approve.mutate()}
          disabled={approve.isPending}
          aria-busy={approve.isPending}
          aria-label={`Approve ${who(review)}`}
          className={primaryButton}
        >
          <Check className="size-4" aria-hidden="true" />
          Approve
        </button>
      ) : null}
      {review.status !== 'rejected' ? (
        <ReasonDialog
          trigger={
            <button type="button" aria-label={`Reject ${who(review)}`} className={dangerButton}>
              <X className="size-4" aria-hidden="true" />
              Reject
            </button>
          }
          title="Reject the review"
          description={`${who(review)} will not be shown on the product page.`}
          label="Note (optional)"
          hint="Kept in the audit log; the shopper does not see it."
          maxLength={REVIEW_NOTE_MAX}
          confirmLabel="Reject review"
          busyLabel="Rejecting…"
          schema={noteSchema}
          onSubmit={reject}
        />
      ) : null}
    </div>
  );
}
