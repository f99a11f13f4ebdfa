import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Five stars, filled to the nearest half, read out as 'Rated 4.2 out of 5'. */
export function Stars({ rating, size = 'size-4' }: { rating: number; size?: string }) {
  const rounded = Math.round(rating * 2) / 2;
  const { t } = useTranslation('catalog');
  return (
    <span
      role="img"
      aria-label={t('product.rated', { rating: Number(rating.toFixed(1)) })}
      className="inline-flex"
    >
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rounded >= n ? 'full' : rounded >= n - 0.5 ? 'half' : 'empty';
        return (
          <span key={n} className={`relative ${size}`} aria-hidden="true">
            <Star className={`absolute inset-0 ${size} text-amber-400`} strokeWidth={1.75} />
            {fill !== 'empty' ? (
              <span className={`absolute inset-0 overflow-hidden ${fill === 'half' ? 'w-1/2' : 'w-full'}`}>
                <Star className={`${size} fill-amber-400 text-amber-400`} strokeWidth={1.75} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
