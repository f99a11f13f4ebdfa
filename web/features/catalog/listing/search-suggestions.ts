import { useQuery } from '@tanstack/react-query';
import type { SearchSuggestion } from '../../../../contract/catalog.ts';
import { unwrap } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';
import { listOr, numberOrNull } from '../../../lib/read.ts';

// Asked only by the listing's empty state: how many products the words alone find, and, when they
// find none, catalogue names close to them ('Did you mean …?').

export interface SearchHelp {
  /** Products the search text finds with no filter; null when the server did not say. */
  total: number | null;
  suggestions: SearchSuggestion[];
}

interface SuggestionsBody {
  total?: unknown;
  suggestions?: unknown;
}

// The contract's SUGGESTION_KINDS, typed from it but not imported at run time (that would bring zod
// into the listing's chunk).
const KINDS: readonly SearchSuggestion['kind'][] = ['product', 'brand', 'category', 'colour'];

function isSuggestion(value: unknown): value is SearchSuggestion {
  const item = value as Partial<SearchSuggestion> | null;
  return (
    typeof item?.text === 'string' &&
    item.text.trim() !== '' &&
    (KINDS as readonly unknown[]).includes(item.kind)
  );
}

export async function fetchSearchHelp(search: string, signal?: AbortSignal): Promise<SearchHelp> {
  const body: SuggestionsBody | null = await unwrap(call('searchSuggestions', { query: { search }, signal }));
  return {
    total: numberOrNull(body?.total),
    suggestions: listOr(body?.suggestions).filter(isSuggestion),
  };
}

export const searchHelpQueryKey = (search: string) =>
  ['catalog', 'search-suggestions', search.trim().toLowerCase()] as const;

/** Help for an empty search result; nothing is asked for a blank search or while `enabled` is false. */
export function useSearchHelp(search: string, enabled: boolean) {
  const text = search.trim();
  return useQuery({
    queryKey: searchHelpQueryKey(text),
    queryFn: ({ signal }) => fetchSearchHelp(text, signal),
    enabled: enabled && text !== '',
    staleTime: 60_000,
  });
}
