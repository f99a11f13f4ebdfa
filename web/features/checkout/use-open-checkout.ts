import { useEffect } from 'react';
import type { Checkout } from '../../../contract/checkout.ts';
import { forgetCheckout, rememberedCheckoutId } from '../../lib/checkout.ts';
import { useCheckout } from './use-checkout.ts';

/**
 * The checkout opened last in this tab, for the column on /addressdetails: only once it has loaded
 * and is still open (not yet an order). It is read quietly: a checkout that is gone is forgotten and
 * the page simply shows no column.
 */
export function useOpenCheckout(): Checkout | undefined {
  const id = rememberedCheckoutId() ?? undefined;
  const state = useCheckout(id, { expireSession: false });
  const gone = state.notFound || Boolean(state.checkout?.orderId);
  useEffect(() => {
    if (id && gone) forgetCheckout(id);
  }, [id, gone]);
  return state.checkout && !state.checkout.orderId ? state.checkout : undefined;
}
