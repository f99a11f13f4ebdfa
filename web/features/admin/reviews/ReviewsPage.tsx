import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import {
  type AdminReviewRow,
  boughtLine,
  REVIEW_FIT_LABELS,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '../../../../contract/reviews.ts';
import { unwrap, uploadUrl } from '../../../lib/api.ts';
import { adminCall } from '../call.ts';
import { useCanWrite } from '../console-context.ts';
import { formatCount, indiaDateTime } from '../console-format.ts';
import { useConsoleTitle } from '../console-query.ts';
import { PagedList } from '../paged-list.tsx';
import { cardClass, linkClass, PageHeader } from '../ui.tsx';
import { ReviewActions, reviewsKey } from './ReviewActions.tsx';

// The review desk (/admin/reviews): shoppers' reviews held until approved. Pending first, then the
// approved and rejected ones, newest first, a page at a time; each with its product, stars, text,
// photos, author and date, and Approve or Reject for roles that moderate reviews.

const PAGE_SIZE = 25;

const EMPTY: Record<ReviewStatus, string> = {
  pending: 'No reviews are waiting.',
  approved: 'No approved reviews yet.',
  rejected: 'No rejected reviews.',
};

function StarsText({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="tracking-wider text-amber-500">
      {'★'.repeat(rating)}
      <span className="text-line">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

function ReviewRow({ review, canWrite }: { review: AdminReviewRow; canWrite: boolean }) {
  const bought = boughtLine(review.sizeBought, review.childAgeMonths);
  return (
    <li
      data-testid="review-row"
      aria-label={`Review by ${review.authorName} of ${review.product.name}`}
      className={`${cardClass} flex flex-col gap-2 text-sm`}
    >
      <div className="flex items-start gap-3">
        {review.product.image ? (
          <img
            src={uploadUrl(review.product.image)}
            alt=""
            width={48}
            height={60}
            loading="lazy"
            className="h-15 w-12 shrink-0 rounded-lg bg-cream object-cover"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <Link to={`/admin/products/${review.product._id}`} className={linkClass}>
            {review.product.name}
          </Link>
          <p className="flex flex-wrap items-center gap-x-2 text-ink-soft">
            <StarsText rating={review.rating} />
            <span className="font-semibold text-ink">{review.authorName}</span>
            {review.verifiedBuyer ? <span>· Verified buyer</span> : null}
            <time dateTime={review.createdAt}>· {indiaDateTime(review.createdAt)}</time>
          </p>
        </div>
      </div>
      {review.fit || bought ? (
        <p className="text-ink-soft">
          {review.fit ? `Fit: ${REVIEW_FIT_LABELS[review.fit]}` : ''}
          {review.fit && bought ? ' · ' : ''}
          {bought ?? ''}
        </p>
      ) : null}
      {review.title ? <p className="font-semibold text-ink">{review.title}</p> : null}
      {review.text ? (
        <p className="whitespace-pre-line text-ink">{review.text}</p>
      ) : (
        <p className="italic text-ink-soft">No text, stars only.</p>
      )}
      {review.photos.length > 0 ? (
        <ul aria-label="Photos" className="flex gap-2">
          {review.photos.map((photo, index) => (
            <li key={photo.file}>
              <a href={uploadUrl(photo.file)} target="_blank" rel="noreferrer" className={linkClass}>
                <img
                  src={uploadUrl(photo.thumb)}
                  alt={`Attachment ${index + 1}`}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 rounded-lg object-cover ring-1 ring-line/60"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.moderatedAt ? (
        <p className="text-xs text-ink-soft">
          {REVIEW_STATUS_LABELS[review.status]} {indiaDateTime(review.moderatedAt)}
          {review.moderatedBy ? ` by ${review.moderatedBy}` : ''}
        </p>
      ) : null}
      {canWrite ? (
        <div className="pt-1">
          <ReviewActions review={review} />
        </div>
      ) : null}
    </li>
  );
}

export default function ReviewsPage() {
  useConsoleTitle('Reviews');
  const [params, setParams] = useSearchParams();
  const asked = params.get('status') ?? '';
  const status: ReviewStatus = (REVIEW_STATUSES as readonly string[]).includes(asked)
    ? (asked as ReviewStatus)
    : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const canWrite = useCanWrite('reviews');
  const show = (next: ReviewStatus, nextPage = 1) =>
    setParams({
      ...(next === 'pending' ? {} : { status: next }),
      ...(nextPage > 1 ? { page: String(nextPage) } : {}),
    });

  const list = useQuery({
    queryKey: [...reviewsKey, status, page],
    queryFn: ({ signal }) =>
      unwrap(adminCall('adminReviews', { query: { status, page, limit: PAGE_SIZE }, signal })),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.reviews ?? [];
  const counts = list.data?.counts;

  return (
    <div className="space-y-4">
      <PageHeader title="Reviews" />
      <div
        role="tablist"
        aria-label="Reviews"
        className="flex w-fit flex-wrap gap-1 rounded-full bg-paper p-1 ring-1 ring-line/60"
      >
        {REVIEW_STATUSES.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === status}
            onClick={() => show(tab)}
            className={`rounded-full px-4 py-1.5 text-sm font-bold ${
              tab === status ? 'bg-accent text-white' : 'text-ink hover:bg-cream'
            }`}
          >
            {REVIEW_STATUS_LABELS[tab]}
            {counts ? ` (${formatCount(counts[tab])})` : ''}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={REVIEW_STATUS_LABELS[status]}>
        <PagedList
          query={list}
          count={rows.length}
          loadingLabel="Loading reviews"
          what="the reviews"
          empty={EMPTY[status]}
          emptyIcon={MessageSquareText}
          noun={['review', 'reviews']}
          onPage={(next) => show(status, next)}
        >
          <ul className="grid gap-3 lg:grid-cols-2">
            {rows.map((review) => (
              <ReviewRow key={review._id} review={review} canWrite={canWrite} />
            ))}
          </ul>
        </PagedList>
      </div>
    </div>
  );
}
