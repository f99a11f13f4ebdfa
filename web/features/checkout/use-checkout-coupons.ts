import { useAccountQuery } from '../../lib/use-account-query.ts';
import { fetchCheckoutCoupons } from './api/checkout-coupons.ts';
import { checkoutCouponsKey } from './use-checkout.ts';

/**
 * The coupons this shopper can use on the checkout now; a failure simply shows none, and a lost
 * session is left to the checkout itself.
 */
export function useCheckoutCoupons(checkoutId: string, enabled: boolean) {
  const { data } = useAccountQuery(
    checkoutCouponsKey(checkoutId),
    (signal) => fetchCheckoutCoupons(checkoutId, signal),
    { enabled, expireSession: false },
  );
  return data ?? [];
}
