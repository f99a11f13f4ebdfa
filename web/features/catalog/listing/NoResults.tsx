import { ArrowLeft, PackageSearch } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../contract/routes.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ListingLink } from '../../../components/ListingLink.tsx';
import { useCategories } from '../api/categories.ts';
import { useSearchHelp } from './search-suggestions.ts';

export const NO_PRODUCTS_FOUND = 'No Products Found';
/** How many categories the empty state offers. */
const POPULAR_CATEGORIES = 6;

const chipClass =
  'inline-flex items-center rounded-full border border-line bg-paper px-3.5 py-1.5 text-sm font-semibold text-ink hover:border-accent hover:text-accent-strong';
const inlineLinkClass = 'font-bold text-accent-strong underline underline-offset-2 hover:text-accent';

/** "a", "a or b", "a, b or c". */
function joinOr(count: number, index: number): string {
  if (index === 0) return '';
  return index === count - 1 ? ' or ' : ', ';
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
      <h2 className="font-display text-xl font-extrabold text-ink">{NO_PRODUCTS_FOUND}</h2>
      <p className="max-w-sm text-sm text-ink-soft">
        {search
          ? `We couldn't find anything for “${search}”${filtersSet ? ' with these filters' : ''}.`
          : filtersSet
            ? "We couldn't find anything that matches. Clear the filters to see more."
            : 'There is nothing here yet. Please come back soon.'}
      </p>

      {suggestions.length > 0 ? (
        <p className="text-base text-ink" data-testid="did-you-mean">
          Did you mean{' '}
          {suggestions.map((suggestion, index) => (
            <Fragment key={suggestion.text}>
              {joinOr(suggestions.length, index)}
              <ListingLink query={{ search: suggestion.text }} className={inlineLinkClass}>
                {suggestion.text}
              </ListingLink>
            </Fragment>
          ))}
          ?
        </p>
      ) : null}

      {searchEverywhere ? (
        <p className="text-sm text-ink">
          {total
            ? `${total} ${total === 1 ? 'product matches' : 'products match'} “${search}” without the filters. `
            : null}
          <button type="button" onClick={onClearFilters} className={inlineLinkClass}>
            Search “{search}” in all products
          </button>
        </p>
      ) : null}

      {filtersSet ? (
        <button type="button" onClick={onClearFilters} className={`${buttonStyles.primary} mt-1`}>
          Clear Filters
        </button>
      ) : null}

      {popular.length > 0 ? (
        <section aria-labelledby="no-results-categories" className="mt-4 flex flex-col items-center gap-2">
          <h3 id="no-results-categories" className="text-sm font-bold text-ink">
            Popular categories
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
          Continue Shopping
        </Link>
        {search || filtersSet ? (
          <ListingLink query={{}} className="text-accent-strong hover:underline">
            Browse all products
          </ListingLink>
        ) : null}
      </p>
    </div>
  );
}
