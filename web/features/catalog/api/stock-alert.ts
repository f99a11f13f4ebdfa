import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StockAlertResponse } from '../../../../contract/stock-alert.ts';
import { apiGet, apiPost, unwrap } from '../../../lib/api.ts';

// GET / POST /api/user/product/notify/{productId} → { success, productId, subscribed, message? }:
// whether the signed-in shopper waits for this sold-out product, and asking to be told when it's back.

const key = (productId: string) => ['catalog', 'stock-alert', productId] as const;
const path = (productId: string) => `/user/product/notify/${encodeURIComponent(productId)}`;

/** Only asked when the shopper is signed in and the product is sold out. */
export function useStockAlert(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: key(productId),
    queryFn: ({ signal }) => unwrap(apiGet<StockAlertResponse>(path(productId), { auth: true, signal })),
    enabled,
    retry: false,
  });
}

export function useAskStockAlert(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<StockAlertResponse>(path(productId), { auth: true }),
    onSuccess: (result) => {
      if (result.success) client.setQueryData(key(productId), result.data);
    },
  });
}
