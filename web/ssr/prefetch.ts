import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../../contract/language.ts';
import type { RouteName } from '../../contract/routes.ts';
import { brandsQueryKey, fetchBrands } from '../features/catalog/api/brands.ts';
import { categoriesQueryKey, fetchCategories } from '../features/catalog/api/categories.ts';
import { fetchHome, homeQueryKey } from '../features/catalog/api/home.ts';
import { fetchProduct, productQueryKey } from '../features/catalog/api/product.ts';
import { fetchListingPage, listingQueryKey } from '../features/catalog/api/products.ts';
import { fetchSubcategories, subcategoriesQueryKey } from '../features/catalog/api/subcategories.ts';
import { readListingParams } from '../features/catalog/listing/listing-params.ts';

// The data each server-rendered page draws its first screen from: the same query keys and the same
// calls as the page's hooks, so the browser finds them in its cache and fetches nothing again.
// Anything a page shows below the fold (similar products, reviews, delivery dates) loads in the browser.

async function listing(client: QueryClient, params: URLSearchParams): Promise<void> {
  const { request } = readListingParams(params);
  await Promise.all([
    client.prefetchInfiniteQuery({
      queryKey: listingQueryKey(request),
      queryFn: ({ pageParam, signal }) => fetchListingPage(request, pageParam, signal, { facets: true }),
      initialPageParam: 1,
    }),
    client.prefetchQuery({ queryKey: brandsQueryKey, queryFn: ({ signal }) => fetchBrands(signal) }),
  ]);
}

type Prefetch = (client: QueryClient, url: URL, params: Record<string, string | undefined>) => Promise<void>;

export const PREFETCH: Partial<Record<RouteName | 'notFound', Prefetch>> = {
  home: (client, url) => {
    // With a search, home shows the listing (rules/storefront §2).
    if (url.searchParams.get('search')?.trim()) return listing(client, url.searchParams);
    return client.prefetchQuery({ queryKey: homeQueryKey, queryFn: ({ signal }) => fetchHome(signal) });
  },
  allProducts: (client, url) => listing(client, url.searchParams),
  product: (client, _url, params) => {
    const id = params.id ?? '';
    return client.prefetchQuery({
      queryKey: productQueryKey(id),
      queryFn: ({ signal }) => fetchProduct(id, signal),
    });
  },
  category: async (client, url) => {
    await client.prefetchQuery({
      queryKey: categoriesQueryKey,
      queryFn: ({ signal }) => fetchCategories(signal),
    });
    const categories = client.getQueryData<{ _id: string }[]>(categoriesQueryKey) ?? [];
    const requested = url.searchParams.get('categoryId');
    const active = categories.find((category) => category._id === requested) ?? categories[0];
    if (!active) return;
    await client.prefetchQuery({
      queryKey: subcategoriesQueryKey(active._id),
      queryFn: ({ signal }) => fetchSubcategories(active._id, signal),
    });
  },
  returnPolicy: async () => {},
  privacyPolicy: async () => {},
  privacyPolicyAlt: async () => {},
  accountDeletePolicy: async () => {},
  notFound: async () => {},
};

/** The page modules of the server-rendered routes (paths under web/, as in the build's manifest). */
/**
 * The texts a page in `language` loads before its first render (web/i18n/i18n.ts: Hindi brings English
 * too): preloaded with the page, so they do not wait for the entry to run and ask for them.
 */
export const textsModules = (language: Language): string[] =>
  language === 'en' ? ['i18n/locales/en.ts'] : [`i18n/locales/${language}.ts`, 'i18n/locales/en.ts'];

export const PAGE_MODULES: Partial<Record<RouteName | 'notFound', string>> = {
  home: 'features/catalog/home/HomePage.tsx',
  allProducts: 'features/catalog/listing/ListingPage.tsx',
  product: 'features/catalog/product/ProductPage.tsx',
  category: 'features/catalog/category/CategoryPage.tsx',
  returnPolicy: 'features/policies/ReturnPolicyPage.tsx',
  privacyPolicy: 'features/policies/PrivacyPolicyPage.tsx',
  privacyPolicyAlt: 'features/policies/PrivacyPolicyPage.tsx',
  accountDeletePolicy: 'features/policies/AccountDeletePolicyPage.tsx',
  notFound: 'app/pages/NotFoundPage.tsx',
};
