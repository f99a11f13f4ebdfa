import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { SCROLL_STEP_PX, SKELETONS } from '../../../../contract/constants.ts';
import { ProductCard, ProductCardSkeleton } from '../../../components/ProductCard.tsx';
import { SectionError } from '../../../components/SectionError.tsx';
import { skeletonKeys } from '../../../components/Skeleton.tsx';
import { useSimilarProducts } from '../api/similar.ts';

export const NO_SIMILAR_PRODUCTS = 'No similar products found.';

const ITEM = 'w-[44vw] max-w-[13.5rem] shrink-0 sm:w-52 lg:w-56';

/** A row that scrolls sideways; the arrows show only when there is somewhere to scroll. */
function ScrollRow({ children, label }: { children: ReactNode; label: string }) {
  const rowRef = useRef<HTMLUListElement>(null);
  const [can, setCan] = useState({ back: false, forward: false });

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const back = row.scrollLeft > 1;
    const forward = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    setCan((prev) => (prev.back === back && prev.forward === forward ? prev : { back, forward }));
  }, []);

  // After every render (the cards may have changed) and whenever the row or the window resizes.
  useEffect(() => measure());
  useEffect(() => {
    const row = rowRef.current;
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' || !row ? null : new ResizeObserver(measure);
    if (row) observer?.observe(row);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [measure]);

  const scroll = (direction: 1 | -1) =>
    rowRef.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: 'smooth' });

  const arrow =
    'absolute top-[38%] z-10 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-paper text-ink shadow-soft ring-1 ring-line transition hover:text-accent';
  return (
    <div className="relative">
      {can.back ? (
        <button
          type="button"
          onClick={() => scroll(-1)}
          aria-label="Scroll similar products left"
          className={`${arrow} -left-2 md:-left-4`}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
      ) : null}
      {/* No scroll snapping: mandatory snap points turned each 300 px arrow step into the distance
          to the nearest card edge (232–250 px), and the spec's step is 300 px. */}
      <ul
        ref={rowRef}
        onScroll={measure}
        aria-label={label}
        className="no-scrollbar -mx-4 flex gap-3 overflow-x-auto px-4 pb-3 sm:gap-4 md:mx-0 md:px-0"
      >
        {children}
      </ul>
      {can.forward ? (
        <button
          type="button"
          onClick={() => scroll(1)}
          aria-label="Scroll similar products right"
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
  const similar = useSimilarProducts(productId);

  let body: ReactNode;
  if (similar.isPending) {
    body = (
      <ScrollRow label="Loading similar products">
        {skeletonKeys(SKELETONS.similar).map((key) => (
          <li key={key} className={ITEM} data-testid="similar-skeleton">
            <ProductCardSkeleton />
          </li>
        ))}
      </ScrollRow>
    );
  } else if (similar.isError) {
    body = <SectionError message="Failed to load similar products." onRetry={() => void similar.refetch()} />;
  } else if (similar.data.length === 0) {
    body = (
      <p className="rounded-2xl bg-paper/70 px-4 py-6 text-center text-ink-soft">{NO_SIMILAR_PRODUCTS}</p>
    );
  } else {
    body = (
      <ScrollRow label="Similar products">
        {similar.data.map((product) => (
          <li key={product._id} className={ITEM}>
            <ProductCard
              product={product}
              sizes="(min-width: 1024px) 224px, (min-width: 640px) 208px, 44vw"
            />
          </li>
        ))}
      </ScrollRow>
    );
  }

  return (
    <section aria-labelledby="similar-products" className="mt-12 md:mt-16">
      <h2 id="similar-products" className="mb-4 font-display text-xl font-extrabold text-ink md:text-2xl">
        Similar products
      </h2>
      {body}
    </section>
  );
}
