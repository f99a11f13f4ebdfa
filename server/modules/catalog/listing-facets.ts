import type { ListingFacets, ListingQuery } from '../../../contract/catalog.ts';
import type { Db } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { CacheMeter } from '../../platform/index.ts';
import {
  colourSwatches,
  type FacetBase,
  type FacetSelection,
  facetBase,
  facetCounts,
  withoutFacetFilters,
} from './facets-repo.ts';
import type { ListingFilter } from './listing-repo.ts';

// The listing's facets with their caches (facets-repo.ts says how they are counted). The profiles of
// each set of "other" filters are kept like the listing's totals (LISTING_CACHE_TTL_MS): counts a
// few seconds old are fine beside a listing, and choosing a size or colour then costs no query. The
// counts folded for each choice are kept as long, so a popular listing's facets cost a lookup (folding
// 10,000 profiles takes a few milliseconds of the event loop, too much to pay on every request).
// Colour swatches change only when staff name a new colour, so they are kept longer.

const SWATCH_TTL_MS = 10 * 60_000;

/** The facets' own filters as the listing reads them from a query (lower-cased, each value once). */
export function facetSelection(q: ListingQuery): FacetSelection {
  const unique = (values: readonly string[]) => [...new Set(values)];
  return {
    ...(q.size?.length ? { sizes: unique(q.size) } : {}),
    ...(q.gender?.length ? { genders: unique(q.gender) } : {}),
    ...(q.colour?.length ? { colours: unique(q.colour.map((c) => c.toLowerCase())) } : {}),
    ...(q.category?.length ? { categoryIds: unique(q.category.map((c) => c.toLowerCase())) } : {}),
  };
}

/** The query without what does not change the profiles: the facets' own filters, paging and order. */
function baseKey(q: ListingQuery): string {
  const {
    size: _s,
    gender: _g,
    colour: _c,
    category: _k,
    page: _p,
    limit: _l,
    sort: _o,
    sortField: _f,
    facets: _x,
    ...rest
  } = q;
  return JSON.stringify(rest);
}

const NOTHING: FacetBase = { profiles: [], categories: [] };

export function createListingFacets({
  db,
  ttlMs,
  meter,
}: {
  db: Db;
  ttlMs: number;
  meter?: (name: string) => CacheMeter | undefined;
}) {
  const bases = new TtlCache<FacetBase>(ttlMs, 500, Date.now, meter?.('listing-facet-profiles'));
  const counted = new TtlCache<ListingFacets>(ttlMs, 2000, Date.now, meter?.('listing-facets'));
  const swatches = new TtlCache<Map<string, string>>(SWATCH_TTL_MS, 1, Date.now, meter?.('colour-swatches'));

  return {
    /**
     * The facets of a listing query. `toFilter` turns the query into the listing's filter (asked only
     * when the profiles are not kept); a search whose words the catalogue does not hold counts nothing.
     */
    of(q: ListingQuery, toFilter: (q: ListingQuery) => Promise<ListingFilter>): Promise<ListingFacets> {
      const key = baseKey(q);
      const selection = facetSelection(q);
      return counted.get(JSON.stringify([key, selection]), async () => {
        const [base, colours] = await Promise.all([
          bases.get(key, async () => {
            const filter = await toFilter(q);
            if (q.search && filter.tsquery === null) return NOTHING;
            return facetBase(db, withoutFacetFilters(filter));
          }),
          swatches.get('all', () => colourSwatches(db)),
        ]);
        return facetCounts(base, selection, colours);
      });
    },
    clear() {
      bases.clear();
      counted.clear();
      swatches.clear();
    },
  };
}
