import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { routePath } from '../../../contract/routes.ts';
import type { SearchSuggestionItem, SuggestionKind } from '../../../contract/search.ts';
import { unwrap } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';
import { listingUrl } from '../../lib/listing-url.ts';

// The header search's suggestions while typing: asked for once typing pauses (150 ms), kept a minute
// per text (deleting a letter shows the earlier answer at once), and where each one leads.

export const SUGGEST_DEBOUNCE_MS = 150;

export const searchSuggestKey = (text: string) => ['catalog', 'search-suggest', text] as const;

export async function fetchSearchSuggestions(
  text: string,
  signal?: AbortSignal,
): Promise<SearchSuggestionItem[]> {
  const body = await unwrap(call('searchSuggest', { query: { q: text }, signal }));
  return Array.isArray(body?.suggestions) ? body.suggestions : [];
}

/** `value`, once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The suggestions for what is being typed; none while `enabled` is false or the text is blank. */
export function useSearchSuggestions(text: string, enabled: boolean) {
  const settled = useDebounced(text, SUGGEST_DEBOUNCE_MS);
  const q = settled.trim() === '' ? '' : settled;
  return useQuery({
    queryKey: searchSuggestKey(q),
    queryFn: ({ signal }) => fetchSearchSuggestions(q, signal),
    enabled: enabled && q !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Where a suggestion leads: a filtered listing, or the product's page. */
export function suggestionUrl(item: SearchSuggestionItem): string {
  switch (item.kind) {
    case 'category':
      return listingUrl({ category: item.categoryId });
    case 'subcategory':
      return listingUrl({ subcategory: item.subcategoryId });
    case 'type':
      return listingUrl({ productType: item.productType });
    case 'product':
      return routePath('product', { id: item.productId });
  }
}

/** The groups of the list, in order; each heading is the text `common:search.groups.<key>`. */
export const SUGGESTION_GROUPS: {
  key: 'categories' | 'productTypes' | 'products';
  kinds: readonly SuggestionKind[];
}[] = [
  { key: 'categories', kinds: ['category', 'subcategory'] },
  { key: 'productTypes', kinds: ['type'] },
  { key: 'products', kinds: ['product'] },
];
