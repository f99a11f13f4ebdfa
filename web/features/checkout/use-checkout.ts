import type { QueryClient } from '@tanstack/react-query';
import type { Checkout } from '../../../contract/checkout.ts';
import { failureStatus } from '../../lib/failure.ts';
import { setAccountData, useAccountQuery } from '../../lib/use-account-query.ts';
import { fetchCheckout } from './api/view-checkout.ts';

export const checkoutQueryKey = (id: string) => ['checkout', id] as const;
export const checkoutCouponsKey = (id: string) => [...checkoutQueryKey(id), 'coupons'] as const;

/** Puts the checkout a change answered with in the cache (rules/accounts §4: it replaces the one shown). */
export function keepCheckout(client: QueryClient, checkout: Checkout): void {
  setAccountData(client, checkoutQueryKey(checkout._id), checkout);
}

export interface CheckoutState {
  checkout: Checkout | undefined;
  loading: boolean;
  /** The load failed for a reason other than a lost session. */
  failed: boolean;
  /** The server does not know this checkout for this shopper (404). */
  notFound: boolean;
  retry: () => void;
}

/** Asking again will not make a checkout the server does not know appear. */
const isNotFound = (error: unknown) => failureStatus(error) === 404;

/**
 * The checkout with this id, cached under ['checkout', id] and read while a token is stored. With
 * `expireSession` an auth failure clears the sign-in and goes to /signin (the checkout pages); the
 * column on /addressdetails only peeks and stays quiet.
 */
export function useCheckout(id: string | undefined, { expireSession = true } = {}): CheckoutState {
  const state = useAccountQuery(checkoutQueryKey(id ?? ''), (signal) => fetchCheckout(id ?? '', signal), {
    enabled: Boolean(id),
    expireSession,
    final: isNotFound,
  });
  return {
    checkout: state.data,
    loading: state.loading,
    failed: state.failed,
    notFound: state.failed && isNotFound(state.error),
    retry: state.retry,
  };
}
