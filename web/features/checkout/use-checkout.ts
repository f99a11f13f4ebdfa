import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Checkout } from '../../../contract/checkout.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { isAuthFailure, useSessionExpiry } from '../../lib/session-expiry.ts';
import { useStoredToken } from '../../lib/use-stored-token.ts';
import { fetchCheckout } from './api/view-checkout.ts';

export const checkoutQueryKey = (id: string) => ['checkout', id] as const;

export function isAuthError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && isAuthFailure({ status: error.status, error: error.body });
}

/** Puts the checkout a change answered with in the cache (accounts §4: it replaces the one shown). */
export function keepCheckout(client: QueryClient, checkout: Checkout): void {
  client.setQueryData(checkoutQueryKey(checkout._id), checkout);
}

// Several parts of a page read one checkout; a lost session is handled (toast, redirect) once.
const handledFailures = new WeakSet<Error>();

export interface CheckoutState {
  checkout: Checkout | undefined;
  loading: boolean;
  /** The load failed for a reason other than a lost session. */
  failed: boolean;
  /** The server does not know this checkout for this shopper (404). */
  notFound: boolean;
  retry: () => void;
}

/**
 * The checkout with this id, cached under ['checkout', id] and read while a token is stored. With
 * `expireSession` an auth failure clears the sign-in and goes to /signin (the checkout pages); the
 * column on /addressdetails only peeks and stays quiet.
 */
export function useCheckout(id: string | undefined, { expireSession = true } = {}): CheckoutState {
  const signedIn = useStoredToken() !== null;
  const expire = useSessionExpiry();
  const query = useQuery({
    queryKey: checkoutQueryKey(id ?? ''),
    queryFn: ({ signal }) => fetchCheckout(id ?? '', signal),
    enabled: signedIn && Boolean(id),
    retry: (failures, error) =>
      !isAuthError(error) && !(error instanceof ApiRequestError && error.status === 404) && failures < 1,
  });

  const { error } = query;
  useEffect(() => {
    if (!expireSession || !(error instanceof ApiRequestError) || handledFailures.has(error)) return;
    handledFailures.add(error);
    expire({ status: error.status, error: error.body });
  }, [error, expire, expireSession]);

  const settledError = query.isError && !query.isFetching;
  const notFound = settledError && error instanceof ApiRequestError && error.status === 404;
  return {
    checkout: query.data,
    loading: Boolean(id) && signedIn && !query.data && !settledError,
    failed: settledError && !query.data && !isAuthError(error),
    notFound,
    retry: () => void query.refetch(),
  };
}
