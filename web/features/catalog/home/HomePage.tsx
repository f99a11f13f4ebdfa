import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { SKELETONS } from '../../../../contract/constants.ts';
import { WISHLIST_MESSAGES } from '../../../../contract/wishlist.ts';
import { ListingLink } from '../../../components/ListingLink.tsx';
import { SectionError } from '../../../components/SectionError.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useWishlist } from '../../../lib/wishlist.ts';
import { useHome } from '../api/home.ts';
import { BrandMarquee } from './BrandMarquee.tsx';
import { BrandRow } from './BrandRow.tsx';
import { CategoryStrip } from './CategoryStrip.tsx';
import { LowestPrices, TopPicks, TrendingDeals } from './DealSections.tsx';
import { Hero } from './Hero.tsx';
import { HelpBlock, WhyParentsLoveUs } from './InfoBlocks.tsx';
import { OfferSection } from './OfferSection.tsx';
import { ProductSection, ViewAll } from './ProductSection.tsx';
import { CarouselSkeleton, SliderCarousel } from './SliderCarousel.tsx';
import { TopSales } from './TopSales.tsx';

// "If a search query exists, the home page shows the product listing instead" (rules/storefront §2).
const ListingPage = lazy(() => import('../listing/ListingPage.tsx'));

export const HOME_TEXTS = {
  noNewArrivals: 'No new arrivals available',
  noFeatured: 'No featured products available',
  newArrivalsFailed: 'Failed to load new arrivals.',
  featuredFailed: 'Failed to load featured products.',
} as const;

function ListingLoading() {
  return (
    <div className="grid min-h-[60vh] place-items-center" role="status">
      <span className="sr-only">Loading…</span>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-accent-soft border-t-accent motion-reduce:animate-none"
      />
    </div>
  );
}

/** The home sections, in the spec's order; each shows only when its data exists. */
function HomeSections({ search }: { search: string | null }) {
  usePageTitle();
  const home = useHome();
  const data = home.data;
  const loading = home.isPending;
  const failed = home.isError;
  const retry = () => void home.refetch();
  // Hearts read the saved set; when it cannot load the home says so once, above the sections.
  const wishlist = useWishlist();

  const sliders = data?.ProductSliders ?? [];
  const marqueeBrands = data
    ? data.featuringBrandsNow.length > 0
      ? data.featuringBrandsNow
      : data.BrandSliders
    : [];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 pt-4 md:gap-14 md:px-6 md:pt-8">
      {wishlist.failed ? (
        <SectionError
          message={WISHLIST_MESSAGES.loadFailed}
          onRetry={wishlist.retry}
          tone="alert"
          dismissible
        />
      ) : null}
      {sliders.length > 0 ? <SliderCarousel slides={sliders} /> : <CarouselSkeleton shimmer={loading} />}

      {/* Fixed block: the welcome, then the categories close to the top where parents look first. */}
      <Hero />
      <CategoryStrip categories={data?.CategorySliders} loading={loading} />

      <ProductSection
        id="home-new-arrivals"
        title="New Arrivals"
        subtitle="Fresh styles, just in"
        products={data?.newArrivals}
        loading={loading}
        error={failed ? HOME_TEXTS.newArrivalsFailed : null}
        onRetry={retry}
        emptyText={HOME_TEXTS.noNewArrivals}
        skeletons={SKELETONS.newArrivals}
        action={
          <ListingLink query={{ newArrivals: true }} className="rounded-full">
            <ViewAll>View all</ViewAll>
          </ListingLink>
        }
      />
      <TopSales items={data?.topSales ?? []} search={search} />
      <ProductSection
        id="home-featured"
        title="Featured Products"
        subtitle="Handpicked by our team this week"
        products={data?.featuredProducts}
        loading={loading}
        error={failed ? HOME_TEXTS.featuredFailed : null}
        onRetry={retry}
        emptyText={HOME_TEXTS.noFeatured}
        skeletons={SKELETONS.featured}
        layout="grid"
      />
      <OfferSection offers={data?.OfferSection ?? []} />

      <WhyParentsLoveUs />

      {failed ? null : <BrandRow brands={data?.brands} loading={loading} />}
      <TrendingDeals items={data?.affordableProducts ?? []} search={search} />
      {marqueeBrands.length > 0 ? <BrandMarquee brands={marqueeBrands} /> : null}
      <TopPicks items={data?.topPicksBestPrice ?? []} search={search} />
      <LowestPrices items={data?.lowToHighProducts ?? []} search={search} />

      <HelpBlock />
    </div>
  );
}

/** Home (/): the merchandising sections, or the product listing when the URL carries a search. */
export default function HomePage() {
  const [params] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  if (search !== '') {
    return (
      <Suspense fallback={<ListingLoading />}>
        <ListingPage />
      </Suspense>
    );
  }
  // A blank search never reaches here as text; the jumps carry it only when one exists.
  return <HomeSections search={search || null} />;
}
