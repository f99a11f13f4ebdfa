import type { HomeLink } from './home-link.ts';

// Where a home item's link leads, for the storefront (no zod here: the home page's first chunk stays small).

/**
 * The listing filters a link opens (the storefront's /allproducts query), or null when the link opens
 * the item's own hand-picked products or an article (see homeLinkArticle).
 */
export function homeLinkQuery(link: HomeLink | null | undefined): Record<string, string> | null {
  if (!link) return null;
  switch (link.to) {
    case 'products':
    case 'article':
      return null;
    case 'brand':
      return { brand: link.brandId };
    case 'category':
      return { category: link.categoryId };
    case 'subcategory':
      return { subcategory: link.subcategoryId };
    case 'productType':
    case 'price': {
      const q: Record<string, string> = {};
      if (link.to === 'productType') q.productType = link.productTypes.join(',');
      if (link.minPrice !== undefined) q.minPrice = String(link.minPrice);
      if (link.maxPrice !== undefined) q.maxPrice = String(link.maxPrice);
      // A price range reads best cheapest first.
      q.sortField = 'price';
      q.sort = 'asc';
      return q;
    }
  }
}

/** The article a link opens, if it opens one. */
export function homeLinkArticle(link: HomeLink | null | undefined): string | null {
  return link?.to === 'article' ? link.articleId : null;
}
