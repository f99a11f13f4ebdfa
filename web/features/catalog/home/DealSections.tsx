import { useTranslation } from 'react-i18next';
import type { HomeData } from '../../../../contract/catalog.ts';
import { SectionHeading } from '../../../components/SectionHeading.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { HomeTileLink } from './HomeTileLink.tsx';
import { homeTarget } from './home-target.ts';
import { TileBody, TileImage } from './TileCard.tsx';

type Trending = HomeData['affordableProducts'][number];
type TopPick = HomeData['topPicksBestPrice'][number];
type LowestPrice = HomeData['lowToHighProducts'][number];

/** "Under 1000₹": the listing's maximum price for the trending deals. */
export const TRENDING_MAX_PRICE = 999;

// Phones: a swipeable row; wider screens: a grid with every card in view.
const ROW =
  'no-scrollbar -mx-4 flex snap-x gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:gap-4 md:overflow-visible md:px-0 lg:grid-cols-5';
const ITEM = 'w-[62%] shrink-0 snap-start sm:w-[40%] md:w-auto';

/** "Trending deals under 1000₹": each card opens its link, else its product type up to ₹999. */
export function TrendingDeals({ items, search }: { items: readonly Trending[]; search: string | null }) {
  const { t } = useTranslation('catalog');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="home-trending">
      <SectionHeading id="home-trending" title={t('home.trending.title')}>
        {t('home.trending.subtitle')}
      </SectionHeading>
      <ul className={ROW}>
        {items.map((item) => (
          <li key={item._id} className={ITEM}>
            <HomeTileLink
              target={homeTarget(
                item.link,
                { listing: { productType: item.productType, maxPrice: TRENDING_MAX_PRICE } },
                search,
              )}
              className="group block h-full rounded-card"
            >
              <TileBody
                image={item.image}
                title={item.title}
                description={item.description}
                badge={
                  <span className="absolute left-2 top-2 rounded-full bg-butter px-2.5 py-1 text-xs font-extrabold text-ink shadow-soft">
                    {t('home.trending.from', { price: formatRupees(item.affordablePrice) })}
                  </span>
                }
              />
            </HomeTileLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Your top picks in the best price": collections opening their link, else the listing with topPicksId. */
export function TopPicks({ items, search }: { items: readonly TopPick[]; search: string | null }) {
  const { t } = useTranslation('catalog');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="home-top-picks">
      <SectionHeading id="home-top-picks" title={t('home.topPicks.title')} />
      <ul className={ROW}>
        {items.map((item) => (
          <li key={item._id} className={ITEM}>
            <HomeTileLink
              target={homeTarget(item.link, { listing: { topPicksId: item._id } }, search)}
              className="group block h-full rounded-card"
            >
              <TileBody
                image={item.image}
                title={item.title}
                description={item.description}
                footer={<span className="text-sm font-bold text-accent">{t('home.topPicks.shop')}</span>}
              />
            </HomeTileLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Lowest Price Ever": what each price starts at; a card opens its link, else its product types, lowest
 * price first.
 */
export function LowestPrices({ items, search }: { items: readonly LowestPrice[]; search: string | null }) {
  const { t } = useTranslation('catalog');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="home-lowest-price">
      <SectionHeading id="home-lowest-price" title={t('home.lowest.title')} />
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {items.map((item) => (
          <li key={item._id}>
            <HomeTileLink
              // Without a link: what the card names, lowest price first (so 'Starting at' is seen first).
              target={homeTarget(
                item.link,
                { listing: { productType: item.productTypes, sortBy: 'priceAsc' } },
                search,
              )}
              className="group flex h-full flex-col overflow-hidden rounded-card bg-paper shadow-soft ring-1 ring-line/60 transition-shadow hover:shadow-lg"
            >
              <span className="block overflow-hidden">
                <TileImage file={item.image} />
              </span>
              <span className="flex flex-1 flex-col gap-0.5 p-3 md:p-4">
                <span className="text-sm font-semibold leading-snug text-ink">{item.description}</span>
                <span className="mt-auto pt-1 text-xs text-ink-soft">
                  {t('home.lowest.startingAt')}{' '}
                  <span className="font-display text-lg font-black text-[#b3264a]">
                    {formatRupees(item.startingPrice)}
                  </span>
                </span>
              </span>
            </HomeTileLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
