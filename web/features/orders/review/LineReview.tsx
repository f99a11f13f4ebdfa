import { CheckCircle2, PenLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderLine } from '../../../../contract/order.ts';
import { ReviewDialog } from './ReviewDialog.tsx';
import type { ReviewTarget } from './review-form.ts';
import type { useOrderReviews } from './use-order-reviews.ts';

type Reviewable = ReturnType<typeof useOrderReviews>;

/**
 * Under a line of a delivered order: "Write a review", which opens the form, or "Reviewed" once it
 * has one (saying so while the shop checks it). Nothing for an order not delivered.
 */
export function LineReview({ order, line, reviews }: { order: Order; line: OrderLine; reviews: Reviewable }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('shop');
  const state = reviews.data?.lines.find((candidate) => candidate.orderItemId === line._id);
  if (!reviews.data?.canReview || !state) return null;

  if (state.review) {
    return (
      <p
        className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-mint/70 px-3 py-1 text-xs font-bold text-leaf"
        data-testid="line-reviewed"
      >
        <CheckCircle2 className="size-3.5" aria-hidden="true" />
        {t(state.review.status === 'pending' ? 'orderReview.reviewedPending' : 'orderReview.reviewed')}
      </p>
    );
  }

  const target: ReviewTarget = {
    orderId: order._id,
    orderItemId: line._id,
    productId: line.productId._id,
    productName: line.productId.name,
    size: line.size,
    colorName: line.colorName || line.color,
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('orderReview.writeLabel', { name: line.productId.name, size: line.size })}
        className="mt-1 inline-flex min-h-10 items-center gap-1.5 rounded-full border border-line px-3 text-sm font-semibold text-accent hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
      >
        <PenLine className="size-4" aria-hidden="true" />
        {t('orderReview.write')}
      </button>
      {open ? <ReviewDialog target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
