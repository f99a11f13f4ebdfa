import { ArrowLeft, PackageSearch } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../../contract/routes.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ListingLink } from '../../../components/ListingLink.tsx';
import { useCategories } from '../api/categories.ts';
import { useSearchHelp } from './search-suggestions.ts';

/** The English heading (the spec's); the panel reads `catalog:listing.none.title`. */
export const NO_PRODUCTS_FOUND = 'No Products Found';
/** How many categories the empty state offers. */
const POPULAR_CATEGORIES = 6;

const chipClass =
  'inline-flex items-center rounded-full border border-line bg-paper px-3.5 py-1.5 text-sm font-semibold text-ink hover:border-accent hover:text-accent-strong';
const inlineLinkClass = 'font-bold text-accent-strong underline underline-offset-2 hover:text-accent';

/** "a", "a or b", "a, b or c". */
function joinOr(count: number, index: number, or: string): string {
  if (index === 0) return '';
  return index === count - 1 ? ` ${or} ` : ', ';
}

/**
 * The listing's no-results panel (rules/storefront §2: 'No Products Found' with Clear Filters), grown
 * into a way forward: 'Did you mean …?' names from the server, the same words without the filters,
 * popular categories, and a way back. Clear Filters keeps the search text: dropping what the shopper
 * typed without saying so answered a question they did not ask.
 */
export function NoResults({
  search,
  filtersSet,
  onClearFilters,
}: {
  search: string;
  /** Anything but the search text and the sort narrows the listing. */
  filtersSet: boolean;
  /** Drops every filter, keeps the search text and the sort. */
  onClearFilters: () => void;
}) {
  const { t } = useTranslation('catalog');
  const help = useSearchHelp(search, true);
  const categories = useCategories();
  const suggestions = help.data?.suggestions ?? [];
  const total = help.data?.total ?? null;
  // Without the filters the same words find products (or may: the count is not known yet).
  const searchEverywhere = search !== '' && filtersSet && total !== 0;
  const popular = (categories.data ?? []).slice(0, POPULAR_CATEGORIES);

  return (
    <div className="flex flex-col items-center gap-3 rounded-card bg-paper px-6 py-12 text-center shadow-soft ring-1 ring-line/60">
      <span className="grid size-16 place-items-center rounded-full bg-butter" aria-hidden="true">
        <PackageSearch className="size-8 text-accent" />
      </span>
      <h2 className="font-display text-xl font-extrabold text-ink">{t('listing.none.title')}</h2>
      <p className="max-w-sm text-sm text-ink-soft">
        {search
          ? filtersSet
            ? t('listing.none.forSearchFiltered', { search })
            : t('listing.none.forSearch', { search })
          : filtersSet
            ? t('listing.none.filtered')
            : t('listing.none.nothingYet')}
      </p>

      {suggestions.length > 0 ? (
        <p className="text-base text-ink" data-testid="did-you-mean">
          {t('listing.none.didYouMean')}{' '}
          {suggestions.map((suggestion, index) => (
            <Fragment key={suggestion.text}>
              {joinOr(suggestions.length, index, t('listing.none.or'))}
              <ListingLink query={{ search: suggestion.text }} className={inlineLinkClass}>
                {suggestion.text}
              </ListingLink>
            </Fragment>
          ))}
          {t('listing.none.didYouMeanEnd')}
        </p>
      ) : null}

      {searchEverywhere ? (
        <p className="text-sm text-ink">
          {total ? `${t('listing.none.matchesWithout', { count: total, search })} ` : null}
          <button type="button" onClick={onClearFilters} className={inlineLinkClass}>
            {t('listing.none.searchEverywhere', { search })}
          </button>
        </p>
      ) : null}

      {filtersSet ? (
        <button type="button" onClick={onClearFilters} className={`${buttonStyles.primary} mt-1`}>
          {t('listing.none.clearFilters')}
        </button>
      ) : null}

      {popular.length > 0 ? (
        <section aria-labelledby="no-results-categories" className="mt-4 flex flex-col items-center gap-2">
          <h3 id="no-results-categories" className="text-sm font-bold text-ink">
            {t('listing.none.popularCategories')}
          </h3>
          <ul className="flex flex-wrap justify-center gap-2">
            {popular.map((category) => (
              <li key={category._id}>
                <ListingLink query={{ category: category._id }} className={chipClass}>
                  {category.name}
                </ListingLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p className="mt-4 flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-sm font-semibold">
        <Link
          to={ROUTES.home}
          className="inline-flex items-center gap-1.5 text-accent-strong hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('listing.none.continueShopping')}
        </Link>
        {search || filtersSet ? (
          <ListingLink query={{}} className="text-accent-strong hover:underline">
            {t('listing.none.browseAll')}
          </ListingLink>
        ) : null}
      </p>
    </div>
  );
}
