import { useQuery } from '@tanstack/react-query';
import type { Subcategory } from '../../../../contract/catalog.ts';
import { unwrap } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';

export const subcategoriesQueryKey = (categoryId: string) =>
  ['catalog', 'subcategories', categoryId] as const;

interface SubcategoryListBody {
  success?: boolean;
  subCategories?: unknown;
}

export async function fetchSubcategories(categoryId: string, signal?: AbortSignal): Promise<Subcategory[]> {
  const body: SubcategoryListBody | null = await unwrap(
    call('subcategories', { params: { categoryId }, signal }),
  );
  if (!body || !Array.isArray(body.subCategories)) throw new Error('Invalid data format received.');
  return (body.subCategories as Subcategory[]).filter(
    (sub) => sub && typeof sub._id === 'string' && sub._id !== '' && typeof sub.name === 'string',
  );
}

/** The subcategories of one category; nothing is asked for until a category is known. */
export function useSubcategories(categoryId: string | null | undefined) {
  return useQuery({
    queryKey: subcategoriesQueryKey(categoryId ?? ''),
    queryFn: ({ signal }) => fetchSubcategories(categoryId as string, signal),
    enabled: Boolean(categoryId),
    staleTime: 5 * 60_000,
  });
}
