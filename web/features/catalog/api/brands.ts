import { useQuery } from '@tanstack/react-query';
import type { Brand } from '../../../../contract/catalog.ts';
import { unwrap } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';

export const brandsQueryKey = ['catalog', 'brands'] as const;

interface BrandListBody {
  success?: boolean;
  brands?: unknown;
}

/** A brand that can be shown: it has an id, a name and an image or a logo (rules/storefront §2). */
export type ShowableBrand = Brand & { picture: string };

export function showableBrands(brands: readonly Partial<Brand>[]): ShowableBrand[] {
  const result: ShowableBrand[] = [];
  for (const brand of brands) {
    const picture = brand.image || brand.logo;
    if (brand._id && brand.name && picture) {
      result.push({
        _id: brand._id,
        name: brand.name,
        image: brand.image ?? null,
        logo: brand.logo ?? null,
        picture,
      });
    }
  }
  return result;
}

export async function fetchBrands(signal?: AbortSignal): Promise<ShowableBrand[]> {
  const body: BrandListBody | null = await unwrap(call('brands', { signal }));
  if (!body || !Array.isArray(body.brands)) throw new Error('Invalid data format received.');
  return showableBrands(body.brands as Partial<Brand>[]);
}

export function useBrands() {
  return useQuery({
    queryKey: brandsQueryKey,
    queryFn: ({ signal }) => fetchBrands(signal),
    staleTime: 5 * 60_000,
  });
}
