import type { ReactNode } from 'react';
import { SKELETONS } from '../../../../contract/constants.ts';
import { ListingLink } from '../../../components/ListingLink.tsx';
import { SectionError } from '../../../components/SectionError.tsx';
import { SectionHeading } from '../../../components/SectionHeading.tsx';
import { Skeleton, skeletonKeys } from '../../../components/Skeleton.tsx';
import { uploadUrl } from '../../../lib/api.ts';
import { type ShowableBrand, useBrands } from '../api/brands.ts';

const TINTS = ['bg-sky/60', 'bg-peach/70', 'bg-mint/70', 'bg-lilac/70', 'bg-butter/70', 'bg-blush/70'];

function BrandCard({ brand, index }: { brand: ShowableBrand; index: number }) {
  return (
    <ListingLink
      query={{ brand: [brand._id] }}
      state={{ refresh: true }}
      className="group flex h-full flex-col overflow-hidden rounded-card bg-paper shadow-soft transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <span
        className={`relative grid aspect-[4/3] place-items-center overflow-hidden ${TINTS[index % TINTS.length]}`}
      >
        <span aria-hidden="true" className="absolute font-display text-3xl font-black text-ink/40">
          {brand.name.slice(0, 1).toUpperCase()}
        </span>
        <img
          src={uploadUrl(brand.picture)}
          alt=""
          width={240}
          height={180}
          loading="lazy"
          decoding="async"
          // A broken brand image is hidden (storefront.md §2); the name still shows.
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
          className="relative size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </span>
      <span className="px-2 py-2.5 text-center text-xs font-bold leading-tight text-ink sm:px-3 sm:text-sm">
        {brand.name}
      </span>
    </ListingLink>
  );
}

/** "Incredible Delights": the shop's brands, each opening the listing filtered to it. */
export function BrandRow() {
  const brands = useBrands();

  let body: ReactNode;
  if (brands.isPending) {
    body = (
      <ul className="grid grid-cols-3 gap-2.5 sm:gap-3 md:gap-4 lg:grid-cols-6" aria-hidden="true">
        {skeletonKeys(SKELETONS.brands).map((key) => (
          <li key={key} className="overflow-hidden rounded-card bg-paper shadow-soft">
            <Skeleton className="aspect-[4/3] w-full" />
            <div className="flex justify-center px-3 py-3">
              <Skeleton className="h-3.5 w-20 rounded-full" />
            </div>
          </li>
        ))}
      </ul>
    );
  } else if (brands.isError) {
    body = <SectionError message="Failed to load brands." onRetry={() => brands.refetch()} />;
  } else if (brands.data.length === 0) {
    body = (
      <p className="rounded-2xl bg-paper/70 px-4 py-6 text-center text-ink-soft">
        No brands available at the moment
      </p>
    );
  } else {
    body = (
      <ul className="grid grid-cols-3 gap-2.5 sm:gap-3 md:gap-4 lg:grid-cols-6">
        {brands.data.map((brand, index) => (
          <li key={brand._id}>
            <BrandCard brand={brand} index={index} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="home-brands">
      <SectionHeading id="home-brands" title="Incredible Delights">
        Shop by brand
      </SectionHeading>
      {body}
    </section>
  );
}
