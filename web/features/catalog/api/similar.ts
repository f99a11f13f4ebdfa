import { useQuery } from '@tanstack/react-query';
import type { ProductCard } from '../../../../contract/catalog.ts';
import { unwrap } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';
import { listOr } from '../../../lib/read.ts';

export const similarQueryKey = (id: string) => ['catalog', 'product', id, 'similar'] as const;

export async function fetchSimilarProducts(id: string, signal?: AbortSignal): Promise<ProductCard[]> {
  const body: { products?: unknown } | null = await unwrap(
    call('similarProducts', { params: { id }, signal }),
  );
  return listOr(body?.products) as ProductCard[];
}

/** `wanted`: false until the section is near the window (it stays pending, skeletons shown, till then). */
export function useSimilarProducts(id: string, wanted = true) {
  return useQuery({
    queryKey: similarQueryKey(id),
    queryFn: ({ signal }) => fetchSimilarProducts(id, signal),
    enabled: id !== '' && wanted,
    staleTime: 5 * 60_000,
  });
}
