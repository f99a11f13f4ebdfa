import { MessageSquareText } from 'lucide-react';
import type { Review } from '../../../../contract/catalog.ts';
import { Stars } from './Stars.tsx';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function reviewDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** The shoppers' reviews: author, stars, date, title and comment. */
export function Reviews({
  reviews,
  averageRating,
  ratingCount,
}: {
  reviews: readonly Review[];
  averageRating: number;
  ratingCount: number;
}) {
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-28">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="reviews-heading" className="font-display text-xl font-extrabold text-ink md:text-2xl">
          Ratings &amp; reviews
        </h2>
        {averageRating > 0 ? (
          <p className="flex items-center gap-2 text-sm text-ink-soft">
            <span className="font-display text-2xl font-extrabold text-ink">{averageRating.toFixed(1)}</span>
            <Stars rating={averageRating} />
            <span>
              {ratingCount} {ratingCount === 1 ? 'rating' : 'ratings'}
            </span>
          </p>
        ) : null}
      </div>
      {reviews.length === 0 ? (
        <p className="mt-4 flex items-center gap-3 rounded-2xl bg-paper/70 px-4 py-5 text-ink-soft ring-1 ring-line/60">
          <MessageSquareText className="size-5 shrink-0" aria-hidden="true" />
          No reviews yet. Be the first to share how it fits once you have it.
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {reviews.map((review) => (
            <li key={review._id} className="rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60">
              <article aria-label={`Review by ${review.authorName}`}>
                <div className="flex items-center justify-between gap-2">
                  <Stars rating={review.rating} size="size-3.5" />
                  <time dateTime={review.createdAt} className="text-xs text-ink-soft">
                    {reviewDate(review.createdAt)}
                  </time>
                </div>
                {review.title ? <h3 className="mt-2 text-sm font-bold text-ink">{review.title}</h3> : null}
                {review.comment ? (
                  <p className="mt-1 text-sm leading-relaxed text-ink-soft">{review.comment}</p>
                ) : null}
                <p className="mt-3 flex items-center gap-2 text-xs font-semibold text-ink">
                  <span
                    aria-hidden="true"
                    className="grid size-6 place-items-center rounded-full bg-lilac text-[11px] font-black text-ink/70"
                  >
                    {review.authorName.slice(0, 1).toUpperCase()}
                  </span>
                  {review.authorName}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
