import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SKELETONS } from '../../../../contract/constants.ts';
import { ProductCard, ProductCardSkeleton } from '../../../components/ProductCard.tsx';
import { SectionError } from '../../../components/SectionError.tsx';
import { skeletonKeys } from '../../../components/Skeleton.tsx';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { useSimilarProducts } from '../api/similar.ts';
import { useScrollButtons } from '../home/ScrollRow.tsx';

export const NO_SIMILAR_PRODUCTS = 'No similar products found.';

const ITEM = 'w-[44vw] max-w-[13.5rem] shrink-0 sm:w-52 lg:w-56';

/** A row that scrolls sideways; the arrows show only when there is somewhere to scroll. */
function SimilarRow({ children, label }: { children: ReactNode; label: string }) {
  const rowRef = useRef<HTMLUListElement>(null);
  const { t } = useTranslation('catalog');
  const { canLeft, canRight, scroll } = useScrollButtons(rowRef);

  const arrow =
    'absolute top-[38%] z-10 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-paper text-ink shadow-soft ring-1 ring-line transition hover:text-accent';
  return (
    <div className="relative">
      {canLeft ? (
        <button
          type="button"
          onClick={() => scroll(-1)}
          aria-label={t('product.similar.scrollLeft')}
          className={`${arrow} -left-2 md:-left-4`}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
      ) : null}
      {/* No scroll snapping: mandatory snap points turned each 300 px arrow step into the distance
          to the nearest card edge (232–250 px), and the spec's step is 300 px. */}
      <ul
        ref={rowRef}
        aria-label={label}
        className="no-scrollbar -mx-4 flex gap-3 overflow-x-auto px-4 pb-3 sm:gap-4 md:mx-0 md:px-0"
      >
        {children}
      </ul>
      {canRight ? (
        <button
          type="button"
          onClick={() => scroll(1)}
          aria-label={t('product.similar.scrollRight')}
          className={`${arrow} -right-2 md:-right-4`}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

/** 'Similar products' under the product page. */
export function SimilarProducts({ productId }: { productId: string }) {
  const section = useRef<HTMLElement>(null);
  const similar = useSimilarProducts(productId, useNearViewport(section));
  const { t } = useTranslation('catalog');

  let body: ReactNode;
  if (similar.isPending) {
    body = (
      <SimilarRow label={t('product.similar.loading')}>
        {skeletonKeys(SKELETONS.similar).map((key) => (
          <li key={key} className={ITEM} data-testid="similar-skeleton">
            <ProductCardSkeleton />
          </li>
        ))}
      </SimilarRow>
    );
  } else if (similar.isError) {
    body = <SectionError message={t('product.similar.failed')} onRetry={() => void similar.refetch()} />;
  } else if (similar.data.length === 0) {
    body = (
      <p className="rounded-2xl bg-paper/70 px-4 py-6 text-center text-ink-soft">
        {t('product.similar.none')}
      </p>
    );
  } else {
    body = (
      <SimilarRow label={t('product.similar.title')}>
        {similar.data.map((product) => (
          <li key={product._id} className={ITEM}>
            <ProductCard
              product={product}
              sizes="(min-width: 1024px) 224px, (min-width: 640px) 208px, 44vw"
            />
          </li>
        ))}
      </SimilarRow>
    );
  }

  return (
    <section ref={section} aria-labelledby="similar-products" className="mt-12 md:mt-16">
      <h2 id="similar-products" className="mb-4 font-display text-xl font-extrabold text-ink md:text-2xl">
        {t('product.similar.title')}
      </h2>
      {body}
    </section>
  );
}
