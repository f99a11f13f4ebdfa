import { useQuery } from '@tanstack/react-query';
import type { HomeData } from '../../../../contract/catalog.ts';
import { unwrap } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';
import { isRecord } from '../../../lib/read.ts';

// One request feeds every section of the home page (rules/storefront §2, §3 "Home data").
export const homeQueryKey = ['catalog', 'home'] as const;

export const INVALID_DATA_MESSAGE = 'Invalid data format received.';

const SECTIONS = [
  'ProductSliders',
  'BrandSliders',
  'CategorySliders',
  'topSales',
  'newArrivals',
  'featuredProducts',
  'OfferSection',
  'brands',
  'featuringBrandsNow',
  'affordableProducts',
  'topPicksBestPrice',
  'lowToHighProducts',
] as const satisfies readonly (keyof HomeData)[];

/**
 * The home sections of a response body. A section that is missing or not a list counts as empty
 * (so one odd section hides itself instead of breaking the page); entries without an id are dropped.
 */
export function readHomeData(body: unknown): HomeData {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data)) throw new Error(INVALID_DATA_MESSAGE);
  const result = {} as Record<(typeof SECTIONS)[number], unknown[]>;
  for (const key of SECTIONS) {
    const list = data[key];
    result[key] = Array.isArray(list)
      ? list.filter((item) => isRecord(item) && typeof item._id === 'string' && item._id !== '')
      : [];
  }
  return result as unknown as HomeData;
}

export async function fetchHome(signal?: AbortSignal): Promise<HomeData> {
  return readHomeData(await unwrap(call('home', { signal })));
}

export function useHome() {
  return useQuery({
    queryKey: homeQueryKey,
    queryFn: ({ signal }) => fetchHome(signal),
    staleTime: 60_000,
  });
}
