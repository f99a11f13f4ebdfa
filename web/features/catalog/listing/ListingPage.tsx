import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ChevronDown, SlidersHorizontal, X } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { MOBILE_BREAKPOINT_PX, PRICE_RANGE } from '../../../../contract/constants.ts';
import type { SearchUnderstood } from '../../../../contract/search.ts';
import { formatRupees } from '../../../lib/format.ts';
import { LISTING_REFRESH_PARAM } from '../../../lib/listing-url.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useBrands } from '../api/brands.ts';
import { listingQueryKey, useProductListing } from '../api/products.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { BrandFilter, brandSelected } from './filters/BrandFilter.tsx';
import { ChildSizeChips } from './filters/ChildSizeChips.tsx';
import { ChoiceFilter } from './filters/ChoiceFilter.tsx';
import { FacetFilters } from './filters/FacetFilters.tsx';
import { facetChips } from './filters/facet-groups.ts';
import { PriceFilter } from './filters/PriceFilter.tsx';
import { useFacetGroups } from './filters/use-facets.ts';
import {
  brandChange,
  changedSearch,
  clearFiltersChange,
  countPanelFilters,
  DISCOUNT_OPTIONS,
  discountChange,
  hasFilters,
  LISTING_SORTS,
  type ListingSort,
  PANEL_PARAMS,
  type ParamChanges,
  priceChange,
  RATING_OPTIONS,
  ratingChange,
  readListingParams,
  sortChange,
} from './listing-params.ts';
import { NoResults } from './NoResults.tsx';
import { ProductResults, uniqueProducts } from './ProductResults.tsx';

const WIDE_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

function matchesWide(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_QUERY).matches
    : false;
}

function onWidthChange(notify: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(WIDE_QUERY);
  media.addEventListener?.('change', notify);
  return () => media.removeEventListener?.('change', notify);
}

/**
 * 768 px and wider, kept up to date (the panel is a column there and a drawer below). The server draws
 * the narrow page; hydrating starts from it too (so the markup matches), then takes the real width.
 */
function useWide(): boolean {
  return useSyncExternalStore(onWidthChange, matchesWide, () => false);
}

/** Product listing and search results (/allproducts, and the home page when it has ?search=). */
export default function ListingPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = useMemo(() => readListingParams(params), [params]);
  // Page 1 brings the counts beside each size, gender, colour and category.
  const listing = useProductListing(state.request, { facets: true });
  const facets = useFacetGroups(state, listing.data?.pages[0]?.facets, listing.isPending);
  const brands = useBrands();
  const { t } = useTranslation('catalog');
  const itemsLabel = (count: number) => t('listing.items', { count });

  const wide = useWide();
  // Until the shopper opens or closes it, the panel follows the layout's default: a column when wide, no
  // drawer when narrow; crossing 768 px (rotation, resizing) brings that default back.
  const [panelChoice, setPanelChoice] = useState<boolean | null>(null);
  const panelOpen = panelChoice ?? wide;
  const setPanelOpen = useCallback(
    (next: boolean | ((open: boolean) => boolean)) =>
      setPanelChoice((choice) => (typeof next === 'function' ? next(choice ?? wide) : next)),
    [wide],
  );
  const lastWide = useRef(wide);
  useEffect(() => {
    if (lastWide.current === wide) return;
    lastWide.current = wide;
    setPanelChoice(null);
  }, [wide]);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const sortId = useId();
  const resultsId = useId();

  // A card, slide, brand or subcategory opens a named collection: the heading says which (the
  // server names it from the filters, so a reload or a shared link reads the same).
  const collection = listing.data?.pages[0]?.collection ?? null;
  const understood = understoodText(listing.data?.pages[0]?.understood, t);
  const heading = state.search
    ? t('listing.resultsFor', { search: state.search })
    : (collection ?? t('listing.allProducts'));
  usePageTitle(heading);

  // A fresh navigation into the listing (cache-buster in the URL, or { refresh: true } in the
  // navigation state) starts again from page 1; then the cache-buster leaves the URL, replacing the entry.
  const handledKey = useRef<string | null>(null);
  useEffect(() => {
    if (handledKey.current === location.key) return;
    handledKey.current = location.key;
    const hasRefreshParam = params.has(LISTING_REFRESH_PARAM);
    const refreshState = (location.state as { refresh?: unknown } | null)?.refresh === true;
    if (!hasRefreshParam && !refreshState) return;
    const key = listingQueryKey(state.request);
    const cached = queryClient.getQueryState(key);
    if (cached?.data !== undefined && cached.fetchStatus === 'idle') {
      void queryClient.resetQueries({ queryKey: key, exact: true });
    }
    if (hasRefreshParam) {
      navigate({ pathname: location.pathname, search: changedSearch(params, {}) }, { replace: true });
    }
  }, [location.key]);

  const update = useCallback(
    (changes: ParamChanges) => {
      const search = changedSearch(params, changes);
      const nextKey = listingQueryKey(readListingParams(new URLSearchParams(search)).request);
      // New filters start again at page 1 with a fresh list (rules/storefront §4).
      if (nextKey[3] !== listingQueryKey(state.request)[3]) {
        queryClient.removeQueries({ queryKey: nextKey, exact: true });
      }
      navigate({ pathname: location.pathname, search });
      window.scrollTo({ top: 0 });
    },
    [params, state.request, queryClient, navigate, location.pathname],
  );

  const clearFilters = () => update(clearFiltersChange(params));
  const clearPanel = () => update(Object.fromEntries(PANEL_PARAMS.map((key) => [key, null])) as ParamChanges);
  const closePanel = () => {
    setPanelOpen(false);
    toggleRef.current?.focus();
  };

  const products = uniqueProducts(listing);
  const pages = listing.data?.pages ?? [];
  const total = pages.length > 0 ? Math.max(pages[pages.length - 1]!.total, products.length) : null;
  const panelCount = countPanelFilters(state);

  // Removable chips for the panel's filters.
  const chips: { key: string; label: string; changes: ParamChanges }[] = facetChips(facets.groups);
  for (const brand of brands.data ?? []) {
    if (brandSelected(brand, state.brands)) {
      const rest = (brands.data ?? []).filter((b) => b !== brand && brandSelected(b, state.brands));
      chips.push({
        key: `brand-${brand._id}`,
        label: brand.name,
        changes: brandChange(rest.map((b) => b._id)),
      });
    }
  }
  if (state.price[0] > PRICE_RANGE.min || state.price[1] < PRICE_RANGE.max) {
    chips.push({
      key: 'price',
      label: `${formatRupees(state.price[0])} – ${formatRupees(state.price[1])}`,
      changes: priceChange([PRICE_RANGE.min, PRICE_RANGE.max]),
    });
  }
  const ratingOption = RATING_OPTIONS.find((option) => option.value === state.rating);
  if (ratingOption)
    chips.push({
      key: 'rating',
      label: t(`listing.rating.${ratingOption.value}`),
      changes: ratingChange(null),
    });
  if (state.discount !== null) {
    chips.push({
      key: 'discount',
      label: t('listing.discount.chip', { percent: state.discount }),
      changes: discountChange(null),
    });
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pb-10 pt-4 md:px-6 md:pt-6">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          <h1 className="break-words font-display text-2xl font-extrabold text-ink md:text-3xl">{heading}</h1>
          {state.search && collection ? (
            <p className="mt-1 text-sm font-semibold text-ink-soft" data-testid="listing-collection">
              {t('listing.inCollection', { collection })}
            </p>
          ) : null}
          {understood ? (
            <p className="mt-1 text-sm font-semibold text-ink-soft" data-testid="listing-understood">
              {understood}
            </p>
          ) : null}
          <p className="mt-0.5 text-sm text-ink-soft" aria-live="polite">
            {total === null
              ? listing.isPending
                ? t('listing.loadingProducts')
                : '\u00a0'
              : itemsLabel(total)}
          </p>
        </div>
        <div className="flex w-full items-center gap-2 sm:w-auto">
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
            className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full border border-line bg-paper px-4 text-sm font-semibold text-ink shadow-soft hover:border-accent hover:text-accent"
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {wide ? (panelOpen ? t('listing.hideFilters') : t('listing.showFilters')) : t('listing.filters')}
            {panelCount > 0 ? (
              <span className="grid min-w-5 place-items-center rounded-full bg-accent px-1.5 text-xs font-bold text-white">
                {panelCount}
                <span className="sr-only"> {t('listing.active')}</span>
              </span>
            ) : null}
          </button>
          <div className="relative flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
            <label
              htmlFor={sortId}
              className="sr-only whitespace-nowrap text-sm font-semibold text-ink-soft sm:not-sr-only"
            >
              {t('listing.sortBy')}
            </label>
            <select
              id={sortId}
              value={state.sort}
              onChange={(event) => update(sortChange(event.target.value as ListingSort))}
              className="h-10 w-full min-w-0 appearance-none rounded-full border border-line bg-paper pl-4 pr-9 text-sm font-semibold text-ink shadow-soft hover:border-accent focus:border-accent sm:w-auto"
            >
              {LISTING_SORTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(`listing.sort.${option.value}`)}
                </option>
              ))}
            </select>
            <ChevronDown
              className="pointer-events-none absolute right-3 size-4 text-ink-soft"
              aria-hidden="true"
            />
          </div>
        </div>
      </div>

      <ChildSizeChips state={state} onChange={update} />

      {chips.length > 0 ? (
        <ul className="mt-3 flex flex-wrap items-center gap-2" aria-label={t('listing.activeFilters')}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                onClick={() => update(chip.changes)}
                aria-label={t('listing.removeFilter', { label: chip.label })}
                className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft py-1 pl-3 pr-2 text-xs font-semibold text-accent-strong hover:bg-sky"
              >
                {chip.label}
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={clearPanel}
              className="px-2 py-1 text-xs font-semibold text-ink-soft underline-offset-2 hover:text-accent hover:underline"
            >
              {t('listing.clearAll')}
            </button>
          </li>
        </ul>
      ) : null}

      <div className="mt-4 md:mt-5 md:flex md:items-start md:gap-6">
        <FilterPanel
          id={panelId}
          open={panelOpen}
          wide={wide}
          onClose={closePanel}
          showResultsLabel={
            total === null ? t('listing.showResults') : t('listing.showItems', { items: itemsLabel(total) })
          }
          onClearAll={panelCount > 0 && !wide ? clearPanel : undefined}
        >
          <FacetFilters groups={facets.groups} loading={facets.loading} onChange={update} />
          <BrandFilter selected={state.brands} onChange={(ids) => update(brandChange(ids))} />
          <PriceFilter value={state.price} onCommit={(value) => update(priceChange(value))} />
          <ChoiceFilter
            legend={t('listing.rating.legend')}
            options={RATING_OPTIONS.map((option) => ({
              ...option,
              label: t(`listing.rating.${option.value}`),
            }))}
            noneLabel={t('listing.rating.any')}
            selected={state.rating}
            onSelect={(value) => update(ratingChange(value))}
          />
          <ChoiceFilter
            legend={t('listing.discount.legend')}
            options={DISCOUNT_OPTIONS.map((option) => ({
              ...option,
              label: t('listing.discount.option', { percent: option.value }),
            }))}
            noneLabel={t('listing.discount.none')}
            selected={state.discount}
            onSelect={(value) => update(discountChange(value))}
          />
        </FilterPanel>
        {/* Named by a heading (not only a label): the cards' titles are h3s, and a heading order that
            jumps from the page's h1 to them is hard to move through with a screen reader. */}
        <section aria-labelledby={resultsId} className="min-w-0 flex-1">
          <h2 id={resultsId} className="sr-only">
            {t('listing.products')}
          </h2>
          <ProductResults
            listing={listing}
            panelOpen={panelOpen && wide}
            empty={
              <NoResults
                search={state.search}
                filtersSet={hasFilters(params)}
                onClearFilters={clearFilters}
              />
            }
          />
        </section>
      </div>
    </div>
  );
}

/**
 * What the search's own words filtered by, said under the heading ("Sizes 12-18M, 18-24M · Boys"): the
 * filter panel's chips show only what the shopper chose there.
 */
function understoodText(understood: SearchUnderstood | undefined, t: TFunction<'catalog'>): string | null {
  if (!understood) return null;
  const parts: string[] = [];
  if (understood.sizes.length > 0)
    parts.push(t('listing.understood.sizes', { sizes: understood.sizes.join(', ') }));
  if (understood.gender)
    parts.push(t('listing.understood.gender', { gender: t(`genders.${understood.gender}`) }));
  return parts.length > 0 ? parts.join(' · ') : null;
}
