import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../../../contract/catalog.ts';
import { SKELETONS } from '../../../../contract/constants.ts';
import { ListingLink } from '../../../components/ListingLink.tsx';
import { SectionHeading } from '../../../components/SectionHeading.tsx';
import { Skeleton, skeletonKeys } from '../../../components/Skeleton.tsx';
import { uploadUrl } from '../../../lib/api.ts';
import { type ShowableBrand, showableBrands } from '../api/brands.ts';

/** The English empty text (the spec's); the row reads `catalog:home.brands.empty`. */
export const NO_BRANDS = 'No brands available at the moment';

const TINTS = ['bg-sky/60', 'bg-peach/70', 'bg-mint/70', 'bg-lilac/70', 'bg-butter/70', 'bg-blush/70'];

// Phones: two rows that swipe sideways; from 768 px: a grid of seven columns.
const GRID =
  'no-scrollbar -mx-4 grid auto-cols-[29%] grid-flow-col grid-rows-2 gap-2.5 overflow-x-auto px-4 pb-1 sm:auto-cols-[22%] md:mx-0 md:grid-flow-row md:grid-cols-7 md:grid-rows-none md:gap-4 md:overflow-visible md:px-0';

function BrandCard({ brand, index }: { brand: ShowableBrand; index: number }) {
  const [broken, setBroken] = useState(false);
  // A logo carries the brand's name (the shop's logos print it under the emblem), so the name is not
  // printed again beneath it: the picture's alt text names the link. Another picture, or none that
  // loads, gets the name underneath.
  const nameInPicture = brand.picture === brand.logo && !broken;
  return (
    <ListingLink
      query={{ brand: [brand._id] }}
      state={{ refresh: true }}
      className="group flex h-full flex-col overflow-hidden rounded-card bg-paper shadow-soft ring-1 ring-line/60 transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none"
    >
      <span
        className={`relative grid aspect-square place-items-center overflow-hidden ${TINTS[index % TINTS.length]}`}
      >
        <span aria-hidden="true" className="absolute font-display text-3xl font-black text-ink/40">
          {brand.name.slice(0, 1).toUpperCase()}
        </span>
        <img
          src={uploadUrl(brand.picture)}
          alt={nameInPicture ? brand.name : ''}
          width={240}
          height={240}
          loading="lazy"
          decoding="async"
          // A broken brand image is hidden (rules/storefront §2); the initial and the name still show.
          hidden={broken}
          onError={() => setBroken(true)}
          className="relative size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
      </span>
      {nameInPicture ? null : (
        <span className="line-clamp-2 px-1.5 py-2 text-center text-[11px] font-bold leading-tight text-ink sm:text-sm">
          {brand.name}
        </span>
      )}
    </ListingLink>
  );
}

/**
 * "Incredible Delights": the brands of the home data that have an id, a name and a picture, each
 * opening the listing filtered to it (with a refresh flag in the navigation state).
 */
export function BrandRow({
  brands,
  loading,
}: {
  brands: readonly Partial<Brand>[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('catalog');
  let body: ReactNode;
  if (loading) {
    body = (
      <ul className={GRID} aria-hidden="true" data-testid="brand-skeletons">
        {skeletonKeys(SKELETONS.brands).map((key) => (
          <li key={key} className="overflow-hidden rounded-card bg-paper shadow-soft ring-1 ring-line/60">
            <Skeleton className="aspect-square w-full" />
            <div className="flex justify-center px-2 py-2.5">
              <Skeleton className="h-3.5 w-16 rounded-full" />
            </div>
          </li>
        ))}
      </ul>
    );
  } else {
    const shown = showableBrands(brands ?? []);
    body =
      shown.length === 0 ? (
        <p className="rounded-2xl bg-paper/70 px-4 py-6 text-center text-ink-soft">
          {t('home.brands.empty')}
        </p>
      ) : (
        <ul className={GRID}>
          {shown.map((brand, index) => (
            <li key={brand._id}>
              <BrandCard brand={brand} index={index} />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section aria-labelledby="home-brands">
      <SectionHeading id="home-brands" title={t('home.brands.title')}>
        {t('home.brands.subtitle')}
      </SectionHeading>
      {body}
    </section>
  );
}
