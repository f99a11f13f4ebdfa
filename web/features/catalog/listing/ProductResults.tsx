import { RotateCw, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCard as ProductCardData } from '../../../../contract/catalog.ts';
import { INTERSECTION_THRESHOLD, SKELETONS } from '../../../../contract/constants.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { HydrateWhenNear } from '../../../components/HydrateWhenNear.tsx';
import { ProductCard, ProductCardSkeleton } from '../../../components/ProductCard.tsx';
import { skeletonKeys } from '../../../components/Skeleton.tsx';
import { LISTING_MESSAGES, type useProductListing } from '../api/products.ts';

type Listing = ReturnType<typeof useProductListing>;

/** Responsive columns: 2 on phones; with the side panel open 3 at desktop widths, 4 without it. */
function gridClass(panelOpen: boolean): string {
  return `grid gap-3 sm:gap-4 lg:gap-5 ${
    panelOpen
      ? 'grid-cols-2 sm:grid-cols-3 md:grid-cols-2 lg:grid-cols-3'
      : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4'
  }`;
}

/** How the card picture is sized at each width (matches gridClass). */
function cardSizes(panelOpen: boolean): string {
  return panelOpen
    ? '(min-width: 1280px) 300px, (min-width: 1024px) 30vw, (min-width: 768px) 35vw, (min-width: 640px) 31vw, 48vw'
    : '(min-width: 1280px) 300px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 48vw';
}

export function uniqueProducts(listing: Listing): ProductCardData[] {
  const seen = new Set<string>();
  const result: ProductCardData[] = [];
  for (const page of listing.data?.pages ?? []) {
    for (const product of page.products) {
      if (seen.has(product._id)) continue;
      seen.add(product._id);
      result.push(product);
    }
  }
  return result;
}

function ErrorBox({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('catalog');
  // The call's own fallbacks are the spec's English texts; the server's own words pass as they are.
  const shown =
    message === LISTING_MESSAGES.exception
      ? t('listing.errors.exception')
      : message === LISTING_MESSAGES.failed
        ? t('listing.errors.failed')
        : message;
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card border border-danger/20 bg-paper px-6 py-10 text-center shadow-soft"
    >
      <span className="grid size-12 place-items-center rounded-full bg-blush" aria-hidden="true">
        <TriangleAlert className="size-6 text-danger" />
      </span>
      <p className="font-semibold text-ink">{shown}</p>
      <button type="button" onClick={onRetry} className={buttonStyles.primary}>
        <RotateCw className="size-4" aria-hidden="true" />
        {t('common:actions.tryAgain')}
      </button>
    </div>
  );
}

/** The grid with its states: skeletons, error, no results, pages and the load-more trigger. */
export function ProductResults({
  listing,
  panelOpen,
  empty,
}: {
  listing: Listing;
  panelOpen: boolean;
  /** Shown when the listing loaded and nothing matches. */
  empty: ReactNode;
}) {
  const { t } = useTranslation('catalog');
  const products = uniqueProducts(listing);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = listing;
  const pageCount = listing.data?.pages.length ?? 0;
  const canLoadMore = hasNextPage && !isFetching && !isFetchNextPageError;

  // Load the next page when the trigger below the grid comes into view. The observer is made anew
  // after every page, so a trigger that is still in view (tall screens) asks again at once.
  useEffect(() => {
    const node = sentinelRef.current;
    if (!node || !canLoadMore || typeof IntersectionObserver === 'undefined' || pageCount === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage({ cancelRefetch: false });
      },
      { threshold: INTERSECTION_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [canLoadMore, fetchNextPage, pageCount]);

  if (listing.isPending) {
    return (
      <div className={gridClass(panelOpen)} data-testid="listing-skeletons">
        {skeletonKeys(SKELETONS.listing).map((key) => (
          <ProductCardSkeleton key={key} />
        ))}
      </div>
    );
  }

  if (listing.isError && !listing.data) {
    const message = listing.error instanceof Error ? listing.error.message : LISTING_MESSAGES.exception;
    return (
      <ErrorBox message={message || LISTING_MESSAGES.exception} onRetry={() => void listing.refetch()} />
    );
  }

  if (products.length === 0) return empty;

  const sizes = cardSizes(panelOpen);
  return (
    <>
      <ul className={gridClass(panelOpen)}>
        {products.map((product, index) => (
          // The first row or two are on the first screen; the rest are drawn, and hydrated, as they
          // come near.
          <li key={product._id} className={index < 4 ? undefined : 'draw-when-near-card'}>
            {index < 4 ? (
              <ProductCard product={product} eager sizes={sizes} />
            ) : (
              <HydrateWhenNear>
                <ProductCard product={product} eager={false} sizes={sizes} />
              </HydrateWhenNear>
            )}
          </li>
        ))}
        {listing.isFetchingNextPage
          ? skeletonKeys(4).map((key) => (
              <li key={key}>
                <ProductCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      <div ref={sentinelRef} data-testid="listing-sentinel" className="h-4" aria-hidden="true" />
      {listing.isFetchingNextPage ? (
        <p role="status" className="py-4 text-center text-sm text-ink-soft">
          {t('listing.loadingMore')}
        </p>
      ) : null}
      {isFetchNextPageError ? (
        <div className="mt-2">
          <ErrorBox
            message={listing.error?.message || LISTING_MESSAGES.exception}
            onRetry={() => void fetchNextPage()}
          />
        </div>
      ) : null}
      {!hasNextPage && !isFetchNextPageError ? (
        <p className="mt-6 flex items-center justify-center gap-3 text-sm font-semibold text-ink-soft">
          <span aria-hidden="true" className="h-px w-10 bg-line" />
          {products.length === 1 ? t('listing.seenOnly') : t('listing.seenAll', { count: products.length })}
          <span aria-hidden="true" className="h-px w-10 bg-line" />
        </p>
      ) : null}
    </>
  );
}
