import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, skeletonKeys } from '../../../../components/Skeleton.tsx';
import { uploadUrl } from '../../../../lib/api.ts';
import { type ShowableBrand, useBrands } from '../../api/brands.ts';

const SHOWN_AT_FIRST = 8;

/** True when a brand is in the URL's brand list (ids, or names from older links). */
export function brandSelected(brand: ShowableBrand, selected: readonly string[]): boolean {
  const name = brand.name.toLowerCase();
  return selected.some((item) => item === brand._id || item.toLowerCase() === name);
}

function BrandLogo({ brand }: { brand: ShowableBrand }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className="relative grid size-7 shrink-0 place-items-center overflow-hidden rounded-full bg-sky text-[11px] font-black text-ink/50 ring-1 ring-line">
      {/* The initial shows until the logo loads, and stays when it is broken. */}
      <span aria-hidden="true">{brand.name.slice(0, 1).toUpperCase()}</span>
      {broken ? null : (
        <img
          src={uploadUrl(brand.picture)}
          alt=""
          width={28}
          height={28}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </span>
  );
}

/** The brand checklist of the filter panel. */
export function BrandFilter({
  selected,
  onChange,
}: {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const brands = useBrands();
  const [expanded, setExpanded] = useState(false);
  const { t } = useTranslation('catalog');

  let body: ReactNode;
  if (brands.isPending) {
    body = (
      <div className="flex flex-col gap-2.5 py-1" aria-hidden="true">
        {skeletonKeys(5).map((key) => (
          <div key={key} className="flex items-center gap-2.5 px-2">
            <Skeleton className="size-4 rounded" />
            <Skeleton className="size-7 rounded-full" />
            <Skeleton className="h-3.5 w-28 rounded-full" />
          </div>
        ))}
      </div>
    );
  } else if (brands.isError) {
    body = (
      <p className="px-2 text-sm text-ink-soft">
        {t('listing.brands.failed')}{' '}
        <button
          type="button"
          onClick={() => brands.refetch()}
          className="font-semibold text-accent underline-offset-2 hover:underline"
        >
          {t('common:actions.tryAgain')}
        </button>
      </p>
    );
  } else if (brands.data.length === 0) {
    body = <p className="px-2 text-sm text-ink-soft">{t('home.brands.empty')}</p>;
  } else {
    const all = brands.data;
    // Selected brands stay visible even when the list is folded.
    const shown = expanded
      ? all
      : all.filter((brand, index) => index < SHOWN_AT_FIRST || brandSelected(brand, selected));
    const toggle = (brand: ShowableBrand, on: boolean) => {
      const ids = all.filter((b) => brandSelected(b, selected)).map((b) => b._id);
      onChange(on ? [...ids, brand._id] : ids.filter((id) => id !== brand._id));
    };
    body = (
      <>
        <ul className="flex flex-col gap-0.5">
          {shown.map((brand) => {
            const checked = brandSelected(brand, selected);
            return (
              <li key={brand._id}>
                <label className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm text-ink hover:bg-accent-soft/60 has-[:checked]:font-semibold">
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={(event) => toggle(brand, event.target.checked)}
                    className="size-4 shrink-0 rounded accent-accent"
                  />
                  <BrandLogo brand={brand} />
                  <span className="truncate">{brand.name}</span>
                </label>
              </li>
            );
          })}
        </ul>
        {all.length > shown.length || expanded ? (
          <button
            type="button"
            onClick={() => setExpanded((value) => !value)}
            aria-expanded={expanded}
            className="mt-1 px-2 text-sm font-semibold text-accent underline-offset-2 hover:underline"
          >
            {expanded ? t('listing.brands.showFewer') : t('listing.brands.showAll', { count: all.length })}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold text-ink">{t('listing.brands.legend')}</legend>
      {body}
    </fieldset>
  );
}
