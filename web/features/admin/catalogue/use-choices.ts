import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api.ts';
import { adminCall } from '../call.ts';
import { consoleKeys } from '../console-keys.ts';

// The brands, categories (with their subcategories) and product types the list's filters and the
// editor choose from. Hidden brands and categories are included: a product may belong to one.

const CHOICES_STALE_MS = 60_000;

export function useBrands() {
  return useQuery({
    queryKey: consoleKeys.brands,
    queryFn: ({ signal }) => unwrap(adminCall('adminBrands', { signal })),
    select: (data) => data.brands,
    staleTime: CHOICES_STALE_MS,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: consoleKeys.categories,
    queryFn: ({ signal }) => unwrap(adminCall('adminCategories', { signal })),
    select: (data) => data.categories,
    staleTime: CHOICES_STALE_MS,
  });
}

export function useProductTypes() {
  return useQuery({
    queryKey: consoleKeys.productTypes,
    queryFn: ({ signal }) => unwrap(adminCall('adminProductTypes', { signal })),
    select: (data) => data.types,
    staleTime: CHOICES_STALE_MS,
  });
}

/** A name for a choice that is hidden from shoppers. */
export const choiceName = (choice: { name: string; isVisible: boolean }) =>
  choice.isVisible ? choice.name : `${choice.name} (hidden)`;
