import type { HomeLink } from '../../../../contract/home-link.ts';
import { homeLinkArticle, homeLinkQuery } from '../../../../contract/home-link-query.ts';
import type { ListingQuery } from '../../../lib/listing-url.ts';
import { LISTING_SORTS } from '../listing/listing-params.ts';

// Where a home tile goes. A tile the console gave a link opens it (a brand, a category, a subcategory,
// product types or a price range in the listing; an article's page); without one, or with a link to its
// own products, it opens what it always did (its own products, its type under its price, its article).

export type HomeTarget = { listing: ListingQuery } | { article: string };

/** The listing's sort for the API's sort and sortField (e.g. price asc → priceAsc). */
function sortOf(sort: string | undefined, sortField: string | undefined): string | undefined {
  return LISTING_SORTS.find((s) => s.sort === sort && s.sortField === sortField)?.value;
}

const price = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/** The tile's target: its link's when it has one, else `own`; listings carry the search term, if any. */
export function homeTarget(
  link: HomeLink | null | undefined,
  own: HomeTarget,
  search: string | null = null,
): HomeTarget {
  const article = homeLinkArticle(link);
  if (article) return { article };
  const query = homeLinkQuery(link);
  if (!query) return 'listing' in own ? { listing: { ...own.listing, search } } : own;
  return {
    listing: {
      search,
      brand: query.brand,
      category: query.category,
      subcategory: query.subcategory,
      productType: query.productType,
      minPrice: price(query.minPrice),
      maxPrice: price(query.maxPrice),
      sortBy: sortOf(query.sort, query.sortField),
    },
  };
}
