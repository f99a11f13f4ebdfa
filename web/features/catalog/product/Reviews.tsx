import { MessageSquareText } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_SORTS, type ReviewSort } from '../../../../contract/reviews.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { SectionError } from '../../../components/SectionError.tsx';
import { Skeleton, skeletonKeys } from '../../../components/Skeleton.tsx';
import { failureText } from '../../../lib/failure.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { ReviewCard } from './reviews/ReviewCard.tsx';
import { ReviewSummary } from './reviews/ReviewSummary.tsx';
import { useHelpfulVote, useProductReviews } from './reviews/use-reviews.ts';

function ReviewsSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-[18rem_minmax(0,1fr)]" data-testid="reviews-skeleton">
      <span className="sr-only" role="status">
        {t('product.reviews.loading')}
      </span>
      <Skeleton className="h-56 rounded-card" />
      <div className="grid gap-3 md:grid-cols-2">
        {skeletonKeys(2).map((key) => (
          <Skeleton key={key} className="h-40 rounded-card" />
        ))}
      </div>
    </div>
  );
}

function NoReviews() {
  const { t } = useTranslation('catalog');
  return (
    <p className="mt-4 flex items-center gap-3 rounded-2xl bg-paper/70 px-4 py-5 text-ink-soft ring-1 ring-line/60">
      <MessageSquareText className="size-5 shrink-0" aria-hidden="true" />
      {t('product.reviews.none')}
    </p>
  );
}

/** Newest or most helpful first. */
function SortToggle({ sort, onSort }: { sort: ReviewSort; onSort: (sort: ReviewSort) => void }) {
  const { t } = useTranslation('catalog');
  return (
    <fieldset className="flex w-fit gap-1 rounded-full bg-paper p-1 ring-1 ring-line/60">
      <legend className="sr-only">{t('product.reviews.sort')}</legend>
      {REVIEW_SORTS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === sort}
          onClick={() => onSort(option)}
          className={`min-h-9 rounded-full px-4 text-sm font-bold transition-colors focus-visible:outline-2 focus-visible:outline-accent ${
            option === sort ? 'bg-accent text-white' : 'text-ink hover:bg-cream'
          }`}
        >
          {t(`product.reviews.sorts.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The product's ratings and reviews (approved ones only): the average, a bar for each star, what buyers
 * said of the fit, then the reviews newest or most helpful first, ten at a time, each with its photos
 * and a Helpful vote.
 */
export function Reviews({ productId }: { productId: string }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const section = useRef<HTMLElement>(null);
  const { query, summary, reviews } = useProductReviews(productId, sort, useNearViewport(section));
  const helpful = useHelpfulVote(productId);
  const { t } = useTranslation('catalog');

  let body: React.ReactNode;
  if (query.isPending) body = <ReviewsSkeleton />;
  else if (query.isError) {
    body = (
      <div className="mt-4">
        <SectionError
          message={failureText(query.error, { failed: t('product.reviews.loadFailed') })}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  } else if (!summary || summary.count === 0) body = <NoReviews />;
  else {
    body = (
      <div className="mt-4 grid items-start gap-4 md:grid-cols-[18rem_minmax(0,1fr)] md:gap-6">
        <div className="md:sticky md:top-24">
          <ReviewSummary summary={summary} />
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <SortToggle sort={sort} onSort={setSort} />
          <ul
            className={`grid gap-3 lg:grid-cols-2 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-label={t('product.reviews.list')}
            aria-busy={query.isPlaceholderData}
          >
            {reviews.map((review) => (
              <li key={review._id}>
                <ReviewCard
                  review={review}
                  voted={helpful.voted.has(review._id)}
                  busy={helpful.busyId === review._id}
                  onHelpful={() => helpful.press(review._id)}
                />
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <button
              type="button"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              aria-busy={query.isFetchingNextPage}
              className={`${buttonStyles.secondary} self-center`}
            >
              {query.isFetchingNextPage ? t('common:loading') : t('product.reviews.showMore')}
            </button>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <section ref={section} id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-28">
      <h2 id="reviews-heading" className="font-display text-xl font-extrabold text-ink md:text-2xl">
        {t('product.reviews.title')}
      </h2>
      {body}
    </section>
  );
}
