import { Ruler, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReviewSummary as Summary } from '../../../../../contract/reviews.ts';
import { knownText } from '../../../../lib/known-text.ts';
import { Stars } from '../Stars.tsx';

/** The average with its stars and count, a bar for each of 5 to 1 stars, and what buyers said of the fit. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const said = summary.fit.small + summary.fit.true + summary.fit.large;
  const { t } = useTranslation('catalog');
  return (
    <div className="flex flex-col gap-4 rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60">
      <p className="flex items-center gap-3">
        <span className="font-display text-4xl font-extrabold text-ink" data-testid="review-average">
          {summary.average.toFixed(1)}
        </span>
        <span className="flex flex-col gap-0.5 text-sm text-ink-soft">
          <Stars rating={summary.average} />
          <span data-testid="review-count">{t('product.ratings', { count: summary.count })}</span>
        </span>
      </p>
      <ul aria-label={t('product.reviews.byStars')} className="flex flex-col gap-1.5">
        {summary.breakdown.map(({ stars, count }) => {
          const share = summary.count > 0 ? Math.round((count / summary.count) * 100) : 0;
          return (
            <li
              key={stars}
              aria-label={t('product.reviews.starsCount', { stars, count })}
              className="grid grid-cols-[2.25rem_1fr_2rem] items-center gap-2 text-sm"
            >
              <span className="flex items-center gap-0.5 font-semibold text-ink" aria-hidden="true">
                {stars}
                <Star className="size-3.5 fill-amber-400 text-amber-400" />
              </span>
              <span className="h-2 overflow-hidden rounded-full bg-line/60" aria-hidden="true">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
              </span>
              <span className="text-right text-ink-soft" aria-hidden="true">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
      {summary.fit.verdict ? (
        <p
          className="flex items-start gap-2 rounded-2xl bg-mint/60 px-3 py-2 text-sm text-ink"
          data-testid="fit-summary"
        >
          <Ruler className="mt-0.5 size-4 shrink-0 text-leaf" aria-hidden="true" />
          <span>
            <span className="font-bold">{knownText(summary.fit.verdict)}</span>{' '}
            <span className="text-ink-soft">
              ({t('product.reviews.fitShare', { count: said, true: summary.fit.true })})
            </span>
          </span>
        </p>
      ) : null}
    </div>
  );
}
