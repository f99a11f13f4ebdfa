import { useTranslation } from 'react-i18next';
import { ageSizeMonths } from '../../../../contract/age-bands.ts';
import { AGE_SIZES } from '../../../../contract/constants.ts';
import { ListingLink } from '../../../components/ListingLink.tsx';
import { SectionHeading } from '../../../components/SectionHeading.tsx';

// "Shop by age": friendly tiles from newborn to tween, each opening the listing with every age size
// (contract/constants.ts AGE_SIZES) that falls inside its range, as the `size` comma list.

interface AgeTile {
  /** Ages in months: from (inclusive) to (exclusive). */
  from: number;
  to: number;
  /** The big figure and its unit: "0–6" "months". */
  figure: string;
  unit: 'months' | 'years';
  /** Its key under `catalog:home.ages.nicknames` (the English text is the spec's). */
  nickname: string;
  tint: string;
}

export const AGE_TILES: readonly AgeTile[] = [
  { from: 0, to: 6, figure: '0–6', unit: 'months', nickname: 'Newborn', tint: 'bg-blush' },
  { from: 6, to: 12, figure: '6–12', unit: 'months', nickname: 'Baby', tint: 'bg-peach' },
  { from: 12, to: 24, figure: '1–2', unit: 'years', nickname: 'Little one', tint: 'bg-butter' },
  { from: 24, to: 48, figure: '2–4', unit: 'years', nickname: 'Toddler', tint: 'bg-mint' },
  { from: 48, to: 72, figure: '4–6', unit: 'years', nickname: 'Preschooler', tint: 'bg-sky' },
  { from: 72, to: 96, figure: '6–8', unit: 'years', nickname: 'Big kid', tint: 'bg-lilac' },
  { from: 96, to: 120, figure: '8–10', unit: 'years', nickname: 'Junior', tint: 'bg-blush' },
  { from: 120, to: 156, figure: '10–13', unit: 'years', nickname: 'Tween', tint: 'bg-peach' },
];

/** The age sizes a tile opens: every band inside its range, in age order. */
export function tileSizes(tile: Pick<AgeTile, 'from' | 'to'>): string[] {
  return AGE_SIZES.filter((size) => {
    const band = ageSizeMonths(size);
    return band.from >= tile.from && band.to <= tile.to;
  });
}

/** The home's "Shop by age" row: scrolls sideways on a phone, one row of eight on a wide screen. */
export function ShopByAge() {
  const { t } = useTranslation('catalog');
  return (
    <section aria-labelledby="home-ages">
      <SectionHeading id="home-ages" title={t('home.ages.title')}>
        {t('home.ages.subtitle')}
      </SectionHeading>
      <ul className="no-scrollbar -mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0 lg:grid-cols-8">
        {AGE_TILES.map((tile) => (
          <li key={tile.figure + tile.unit} className="w-28 shrink-0 snap-start md:w-auto">
            <ListingLink
              query={{ size: tileSizes(tile) }}
              aria-label={`${tile.figure} ${t(`home.ages.${tile.unit}`)}, ${t(`home.ages.nicknames.${tile.nickname}`)}`}
              className={`group flex h-full flex-col items-center justify-center gap-0.5 rounded-card px-2 py-4 text-center ring-1 ring-line/60 transition hover:-translate-y-0.5 hover:shadow-soft hover:ring-accent ${tile.tint}`}
            >
              <span className="font-display text-2xl font-black leading-none text-ink md:text-3xl">
                {tile.figure}
              </span>
              <span className="text-sm font-bold text-ink">{t(`home.ages.${tile.unit}`)}</span>
              <span className="mt-1 text-xs font-semibold text-ink-soft group-hover:text-accent-strong">
                {t(`home.ages.nicknames.${tile.nickname}`)}
              </span>
            </ListingLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
