import { useQuery } from '@tanstack/react-query';
import type { ChildProfile } from '../../../../../contract/child-profile.ts';
import type { SizeChartResponse } from '../../../../../contract/size-chart.ts';
import { ApiRequestError, unwrap } from '../../../../lib/api.ts';
import { call } from '../../../../lib/call.ts';
import { useChildren as useSharedChildren } from '../../../../lib/children.ts';

// The product's size chart (public), and the signed-in shopper's children, whose sizes the page picks.

export const sizeChartQueryKey = (productId: string) => ['catalog', 'size-chart', productId] as const;

/** A product without a chart (free size) or one gone since: the server says why (404). */
export function isNoChart(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** Asked only while `enabled` (the chart is open, or a child's size is being picked). */
export function useSizeChart(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: sizeChartQueryKey(productId),
    queryFn: ({ signal }): Promise<SizeChartResponse> =>
      unwrap(call('sizeChart', { params: { productId }, signal })),
    enabled: enabled && productId !== '',
    retry: (failures, error) => !isNoChart(error) && failures < 1,
  });
}

/**
 * The signed-in shopper's children (none while signed out). Read afresh on each product page, so a
 * child added in the account a moment ago counts.
 */
export const useChildren = (enabled: boolean): ChildProfile[] => useSharedChildren({ enabled, staleTime: 0 });
