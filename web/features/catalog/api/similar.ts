import { useQuery } from '@tanstack/react-query';
import type { ProductCard } from '../../../../contract/catalog.ts';
import { apiGet, unwrap } from '../../../lib/api.ts';

// GET /api/user/Products/similar/{id} → { success, products }

export const similarQueryKey = (id: string) => ['catalog', 'product', id, 'similar'] as const;

export async function fetchSimilarProducts(id: string, signal?: AbortSignal): Promise<ProductCard[]> {
  const body = await unwrap(
    apiGet<{ products?: unknown } | null>(`/user/Products/similar/${encodeURIComponent(id)}`, { signal }),
  );
  return Array.isArray(body?.products) ? (body.products as ProductCard[]) : [];
}

export function useSimilarProducts(id: string) {
  return useQuery({
    queryKey: similarQueryKey(id),
    queryFn: ({ signal }) => fetchSimilarProducts(id, signal),
    enabled: id !== '',
    staleTime: 5 * 60_000,
  });
}
