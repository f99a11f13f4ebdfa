import { useTranslation } from 'react-i18next';
import type { HomeData } from '../../../../contract/catalog.ts';
import { SKELETONS } from '../../../../contract/constants.ts';
import { HydrateWhenNear } from '../../../components/HydrateWhenNear.tsx';
import { ListingLink } from '../../../components/ListingLink.tsx';
import { SectionError } from '../../../components/SectionError.tsx';
import { useWishlist } from '../../../lib/wishlist.ts';
import { BrandMarquee } from './BrandMarquee.tsx';
import { BrandRow } from './BrandRow.tsx';
import { CategoryStrip } from './CategoryStrip.tsx';
import { LowestPrices, TopPicks, TrendingDeals } from './DealSections.tsx';
import { Hero } from './Hero.tsx';
import { HelpBlock, WhyParentsLoveUs } from './InfoBlocks.tsx';
import { OfferSection } from './OfferSection.tsx';
import { ProductSection, ViewAll } from './ProductSection.tsx';
import { ShopByAge } from './ShopByAge.tsx';
import { CarouselSkeleton, SliderCarousel } from './SliderCarousel.tsx';
import { TopSales } from './TopSales.tsx';

// The home page's sections drawn from the home data, wherever the data comes from: the storefront's
// home call (HomePage) or the console's preview of the home at another time (web/app/HomePreviewRoute).

/** The English texts (the spec's); screens read them through `catalog:home.*`. */
export const HOME_TEXTS = {
  noNewArrivals: 'No new arrivals available',
  noFeatured: 'No featured products available',
  newArrivalsFailed: 'Failed to load new arrivals.',
  featuredFailed: 'Failed to load featured products.',
} as const;

export interface HomeViewProps {
  /** The home data; undefined while it loads or when it failed. */
  data: HomeData | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The search term the jumps into the listing carry (null: none). */
  search: string | null;
}

/** The home sections, in the spec's order; each shows only when its data exists. */
export function HomeView({ data, loading, failed, onRetry: retry, search }: HomeViewProps) {
  // Hearts read the saved set; when it cannot load the home says so once, above the sections.
  const wishlist = useWishlist();
  const { t } = useTranslation('catalog');

  const sliders = data?.ProductSliders ?? [];
  const marqueeBrands = data
    ? data.featuringBrandsNow.length > 0
      ? data.featuringBrandsNow
      : data.BrandSliders
    : [];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 pt-4 md:gap-14 md:px-6 md:pt-8">
      {wishlist.failed ? (
        <SectionError message={t('wishlist.loadFailed')} onRetry={wishlist.retry} tone="alert" dismissible />
      ) : null}
      {sliders.length > 0 ? <SliderCarousel slides={sliders} /> : <CarouselSkeleton shimmer={loading} />}

      {/* Fixed block: the welcome, then the categories close to the top where parents look first. */}
      <Hero />
      <CategoryStrip categories={data?.CategorySliders} loading={loading} />
      <ShopByAge />

      {/* The rest is below the first screen on every width: each section drawn, and hydrated, when it
          comes near (the wrappers have no box: the sections are the column's items). */}
      <div className="flex flex-col gap-10 *:*:draw-when-near md:gap-14">
        <HydrateWhenNear>
          <ProductSection
            id="home-new-arrivals"
            title={t('home.newArrivals.title')}
            subtitle={t('home.newArrivals.subtitle')}
            products={data?.newArrivals}
            loading={loading}
            error={failed ? t('home.newArrivals.failed') : null}
            onRetry={retry}
            emptyText={t('home.newArrivals.empty')}
            skeletons={SKELETONS.newArrivals}
            action={
              <ListingLink query={{ newArrivals: true }} className="rounded-full">
                <ViewAll>{t('home.viewAll')}</ViewAll>
              </ListingLink>
            }
          />
        </HydrateWhenNear>
        <HydrateWhenNear>
          <TopSales items={data?.topSales ?? []} search={search} />
        </HydrateWhenNear>
        <HydrateWhenNear>
          <ProductSection
            id="home-featured"
            title={t('home.featured.title')}
            subtitle={t('home.featured.subtitle')}
            products={data?.featuredProducts}
            loading={loading}
            error={failed ? t('home.featured.failed') : null}
            onRetry={retry}
            emptyText={t('home.featured.empty')}
            skeletons={SKELETONS.featured}
            layout="grid"
          />
        </HydrateWhenNear>
        <HydrateWhenNear>
          <OfferSection offers={data?.OfferSection ?? []} />
        </HydrateWhenNear>
        <HydrateWhenNear>
          <WhyParentsLoveUs />
        </HydrateWhenNear>
        <HydrateWhenNear>
          {failed ? null : <BrandRow brands={data?.brands} loading={loading} />}
        </HydrateWhenNear>
        <HydrateWhenNear>
          <TrendingDeals items={data?.affordableProducts ?? []} search={search} />
        </HydrateWhenNear>
        <HydrateWhenNear>
          {marqueeBrands.length > 0 ? <BrandMarquee brands={marqueeBrands} /> : null}
        </HydrateWhenNear>
        <HydrateWhenNear>
          <TopPicks items={data?.topPicksBestPrice ?? []} search={search} />
        </HydrateWhenNear>
        <HydrateWhenNear>
          <LowestPrices items={data?.lowToHighProducts ?? []} search={search} />
        </HydrateWhenNear>
        <HydrateWhenNear>
          <HelpBlock />
        </HydrateWhenNear>
      </div>
    </div>
  );
}
