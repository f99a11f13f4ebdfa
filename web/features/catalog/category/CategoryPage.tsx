import { ArrowRight } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Category, Subcategory } from '../../../../contract/catalog.ts';
import { ROUTES } from '../../../../contract/routes.ts';
import { ListingLink } from '../../../components/ListingLink.tsx';
import { SectionError } from '../../../components/SectionError.tsx';
import { Skeleton, skeletonKeys } from '../../../components/Skeleton.tsx';
import { ApiRequestError, uploadUrl } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCategories } from '../api/categories.ts';
import { useSubcategories } from '../api/subcategories.ts';

/** The English texts (the spec's); the page reads `catalog:category.*`. */
export const CATEGORY_TEXTS = {
  failed: 'Failed to load categories.',
  invalid: 'Invalid data format received.',
  noSubcategories: 'No subcategories available for this category.',
} as const;

const TINTS = ['bg-sky', 'bg-peach', 'bg-mint', 'bg-lilac', 'bg-butter', 'bg-blush'];
const SUBCATEGORY_SKELETONS = 8;

/** A picture that gives way to a tinted initial when it is missing or broken. */
function Picture({
  file,
  name,
  size,
  tint,
  className,
}: {
  file: string | null;
  name: string;
  size: number;
  tint: string;
  className: string;
}) {
  const [broken, setBroken] = useState(false);
  if (!file || broken) {
    return (
      <span
        aria-hidden="true"
        className={`grid place-items-center font-display text-xl font-black text-ink/60 ${tint} ${className}`}
      >
        {name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={uploadUrl(file)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className={`object-cover ${tint} ${className}`}
    />
  );
}

/** The left list (a narrow rail on phones): each category replaces the URL's categoryId. */
function CategoryList({ categories, activeId }: { categories: readonly Category[]; activeId: string }) {
  const { t } = useTranslation('catalog');
  return (
    <nav aria-label={t('category.list')} className="md:sticky md:top-28">
      <ul className="flex flex-col gap-1">
        {categories.map((category, index) => {
          const active = category._id === activeId;
          return (
            <li key={category._id}>
              <Link
                to={`${ROUTES.category}?categoryId=${encodeURIComponent(category._id)}`}
                replace
                preventScrollReset
                aria-current={active ? 'true' : undefined}
                className={`relative flex flex-col items-center gap-1.5 rounded-2xl px-1 py-2.5 text-center transition-colors md:flex-row md:gap-3 md:px-3 md:py-2 md:text-left ${
                  active ? 'bg-accent-soft text-accent-strong' : 'text-ink hover:bg-paper'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`absolute inset-y-3 left-0 w-1 rounded-full bg-accent transition-opacity md:hidden ${
                    active ? 'opacity-100' : 'opacity-0'
                  }`}
                />
                <Picture
                  file={category.image}
                  name={category.name}
                  size={96}
                  tint={TINTS[index % TINTS.length]!}
                  className={`size-12 shrink-0 rounded-full md:size-11 ${active ? 'ring-2 ring-accent' : ''}`}
                />
                <span
                  className={`line-clamp-2 text-[12px] leading-tight md:text-[15px] ${active ? 'font-bold' : 'font-semibold'}`}
                >
                  {category.name}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SubcategoryGrid({
  subcategories,
  loading,
}: {
  subcategories: readonly Subcategory[];
  loading: boolean;
}) {
  const { t } = useTranslation('catalog');
  const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5';
  if (loading) {
    return (
      <ul className={grid} aria-hidden="true" data-testid="subcategory-skeletons">
        {skeletonKeys(SUBCATEGORY_SKELETONS).map((key) => (
          <li key={key} className="overflow-hidden rounded-card bg-paper shadow-soft ring-1 ring-line/60">
            <Skeleton className="aspect-square w-full" />
            <div className="flex justify-center px-2 py-3">
              <Skeleton className="h-3.5 w-2/3 rounded-full" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (subcategories.length === 0) {
    return (
      <p className="rounded-2xl bg-paper/80 px-4 py-10 text-center text-ink-soft">
        {t('category.noSubcategories')}
      </p>
    );
  }
  return (
    <ul className={grid}>
      {subcategories.map((sub, index) => (
        <li key={sub._id}>
          <ListingLink
            query={{ subcategory: sub._id }}
            className="group flex h-full flex-col overflow-hidden rounded-card bg-paper shadow-soft ring-1 ring-line/60 transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none"
          >
            <span className="block overflow-hidden">
              <Picture
                file={sub.image}
                name={sub.name}
                size={320}
                tint={TINTS[(index + 2) % TINTS.length]!}
                className="aspect-square w-full transition-transform duration-300 group-hover:scale-[1.04] motion-reduce:transition-none"
              />
            </span>
            <span className="px-2 py-2.5 text-center text-sm font-bold leading-tight text-ink md:py-3">
              {sub.name}
            </span>
          </ListingLink>
        </li>
      ))}
    </ul>
  );
}

/** Placeholders for the whole page while the categories load. */
function PageSkeleton() {
  return (
    <div className="grid grid-cols-[5.5rem_1fr] gap-3 md:grid-cols-[15rem_1fr] md:gap-8" aria-hidden="true">
      <ul className="flex flex-col gap-3">
        {skeletonKeys(6).map((key) => (
          <li key={key} className="flex flex-col items-center gap-2 py-2 md:flex-row md:px-3">
            <Skeleton className="size-12 rounded-full md:size-11" />
            <Skeleton className="h-3 w-14 rounded-full md:w-28" />
          </li>
        ))}
      </ul>
      <SubcategoryGrid subcategories={[]} loading />
    </div>
  );
}

/**
 * Categories (/category): a list of categories on the left and the chosen one's subcategories on the
 * right. The category in ?categoryId= (else the first) is active; choosing another replaces the URL.
 */
export default function CategoryPage() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('category.title'));
  const [params] = useSearchParams();
  const requested = params.get('categoryId');
  const categories = useCategories();
  const list = categories.data ?? [];
  const active = list.find((category) => category._id === requested) ?? list[0] ?? null;
  const subcategories = useSubcategories(active?._id);
  const panelRef = useRef<HTMLDivElement>(null);

  // Switching category on a phone: bring the new grid's top into view if the shopper had scrolled down.
  const activeId = active?._id;
  useEffect(() => {
    const panel = panelRef.current;
    if (!activeId || !panel || typeof panel.getBoundingClientRect !== 'function') return;
    if (panel.getBoundingClientRect().top < 0) panel.scrollIntoView?.({ block: 'start' });
  }, [activeId]);

  let body: ReactNode;
  if (categories.isPending) {
    body = <PageSkeleton />;
  } else if (categories.isError) {
    const invalid = !(categories.error instanceof ApiRequestError);
    body = (
      <SectionError
        message={invalid ? t('category.invalid') : t('category.failed')}
        onRetry={() => void categories.refetch()}
      />
    );
  } else if (!active) {
    body = (
      <p className="rounded-2xl bg-paper/80 px-4 py-10 text-center text-ink-soft">
        {t('common:footer.noCategories')}
      </p>
    );
  } else {
    // A failed subcategory load leaves the list empty (rules/storefront §8), so the empty text shows.
    const subs = subcategories.isError ? [] : (subcategories.data ?? []);
    body = (
      <div className="grid grid-cols-[5.5rem_1fr] gap-3 md:grid-cols-[15rem_1fr] md:gap-8">
        <CategoryList categories={list} activeId={active._id} />
        <section ref={panelRef} aria-labelledby="category-active" className="min-w-0 scroll-mt-32">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
            <h2 id="category-active" className="font-display text-lg font-extrabold text-ink md:text-2xl">
              {active.name}
            </h2>
            <ListingLink
              query={{ category: active._id }}
              aria-label={t('category.viewAllOf', { name: active.name })}
              className="inline-flex items-center gap-1 rounded-full text-sm font-bold text-accent-strong hover:underline"
            >
              {t('home.viewAll')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </ListingLink>
          </div>
          <SubcategoryGrid subcategories={subs} loading={subcategories.isPending} />
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-3 pb-10 pt-4 md:px-6 md:pt-8">
      <h1 className="mb-4 px-1 font-display text-2xl font-black text-ink md:mb-6 md:text-3xl">
        {t('home.shopByCategory')}
      </h1>
      {body}
    </div>
  );
}
