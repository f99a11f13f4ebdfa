import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../../contract/catalog.ts';
import { unwrap } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';

export const categoriesQueryKey = ['catalog', 'categories'] as const;

interface CategoryListBody {
  success?: boolean;
  categories?: unknown;
}

export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  const body: CategoryListBody | null = await unwrap(call('categories', { signal }));
  if (!body || !Array.isArray(body.categories)) throw new Error('Invalid data format received.');
  return (body.categories as Category[]).filter(
    (category) => category && typeof category._id === 'string' && typeof category.name === 'string',
  );
}

/** Categories change rarely: cached for five minutes and shared by every screen that lists them. */
export function useCategories(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => fetchCategories(signal),
    enabled: options.enabled ?? true,
    staleTime: 5 * 60_000,
  });
}
