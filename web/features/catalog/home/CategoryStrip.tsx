import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '../../../../contract/catalog.ts';
import { ROUTES } from '../../../../contract/routes.ts';
import { SectionHeading } from '../../../components/SectionHeading.tsx';
import { Skeleton, skeletonKeys } from '../../../components/Skeleton.tsx';
import { uploadUrl } from '../../../lib/api.ts';

/** The category page with one category chosen. */
export function categoryPageUrl(categoryId: string): string {
  return `${ROUTES.category}?categoryId=${encodeURIComponent(categoryId)}`;
}

const BUBBLES = ['bg-sky', 'bg-peach', 'bg-mint', 'bg-lilac', 'bg-butter', 'bg-blush'];

function CategoryPicture({ category, index }: { category: Category; index: number }) {
  const [broken, setBroken] = useState(false);
  const bubble = BUBBLES[index % BUBBLES.length];
  if (!category.image || broken) {
    return (
      <span
        aria-hidden="true"
        className={`grid size-full place-items-center font-display text-2xl font-black text-ink/70 ${bubble}`}
      >
        {category.name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={uploadUrl(category.image)}
      alt=""
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className={`size-full object-cover ${bubble}`}
    />
  );
}

/**
 * Categories with picture and name (the home data's CategorySliders); the first is active; choosing
 * one opens the category page with its categoryId.
 */
export function CategoryStrip({
  categories,
  loading,
}: {
  categories: readonly Category[] | undefined;
  loading: boolean;
}) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const { t } = useTranslation('catalog');

  let body: ReactNode;
  if (loading) {
    body = (
      <ul className="no-scrollbar -mx-1 flex gap-4 overflow-hidden px-1 py-1 md:gap-6" aria-hidden="true">
        {skeletonKeys(7).map((key) => (
          <li key={key} className="flex w-20 shrink-0 flex-col items-center gap-2 md:w-24">
            <Skeleton className="size-20 rounded-full md:size-24" />
            <Skeleton className="h-3.5 w-14 rounded-full" />
          </li>
        ))}
      </ul>
    );
  } else if (!categories || categories.length === 0) {
    return null;
  } else {
    const current = activeId ?? categories[0]?._id;
    body = (
      <ul className="no-scrollbar -mx-1 flex snap-x gap-4 overflow-x-auto px-1 py-1 md:gap-6">
        {categories.map((category, index) => {
          const active = category._id === current;
          return (
            <li key={category._id} className="w-20 shrink-0 snap-start md:w-24">
              <Link
                to={categoryPageUrl(category._id)}
                onClick={() => setActiveId(category._id)}
                aria-current={active ? 'true' : undefined}
                className="group flex flex-col items-center gap-2 rounded-2xl p-0.5 text-center"
              >
                <span
                  className={`block size-20 overflow-hidden rounded-full ring-offset-2 ring-offset-cream transition md:size-24 ${
                    active ? 'ring-[3px] ring-accent' : 'ring-2 ring-transparent group-hover:ring-sky'
                  }`}
                >
                  <CategoryPicture category={category} index={index} />
                </span>
                <span
                  className={`line-clamp-2 text-[13px] font-semibold leading-tight md:text-sm ${
                    active ? 'text-accent-strong' : 'text-ink'
                  }`}
                >
                  {category.name}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby="home-categories">
      <SectionHeading id="home-categories" title={t('home.shopByCategory')} />
      {body}
    </section>
  );
}
