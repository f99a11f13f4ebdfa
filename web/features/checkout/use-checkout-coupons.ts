import { useQuery } from '@tanstack/react-query';
import { fetchCheckoutCoupons } from './api/checkout-coupons.ts';
import { checkoutQueryKey, isAuthError } from './use-checkout.ts';

/** The coupons this shopper can use on the checkout now; a failure simply shows none. */
export function useCheckoutCoupons(checkoutId: string, enabled: boolean) {
  const query = useQuery({
    queryKey: [...checkoutQueryKey(checkoutId), 'coupons'],
    queryFn: ({ signal }) => fetchCheckoutCoupons(checkoutId, signal),
    enabled,
    retry: (failures, error) => !isAuthError(error) && failures < 1,
  });
  return query.data ?? [];
}
