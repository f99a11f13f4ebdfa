import { useTranslation } from 'react-i18next';
import type { HomeData } from '../../../../contract/catalog.ts';
import { SectionHeading } from '../../../components/SectionHeading.tsx';
import { HomeTileLink } from './HomeTileLink.tsx';
import { homeTarget } from './home-target.ts';
import { ScrollRow } from './ScrollRow.tsx';
import { TileBody } from './TileCard.tsx';

type TopSale = HomeData['topSales'][number];

/** "Top Sales": a scrolling row of collections, each opening its link, else the listing with topSaleSectionId. */
export function TopSales({ items, search }: { items: readonly TopSale[]; search: string | null }) {
  const { t } = useTranslation('catalog');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="home-top-sales">
      <SectionHeading id="home-top-sales" title={t('home.topSales.title')}>
        {t('home.topSales.subtitle')}
      </SectionHeading>
      <ScrollRow label={t('home.topSales.title').toLowerCase()}>
        {items.map((item) => (
          <li key={item._id} className="w-[68%] shrink-0 sm:w-64 md:w-72">
            <HomeTileLink
              target={homeTarget(item.link, { listing: { topSaleSectionId: item._id } }, search)}
              className="group block h-full rounded-card"
            >
              <TileBody image={item.image} title={item.title} description={item.description} />
            </HomeTileLink>
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}
