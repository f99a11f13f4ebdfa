import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Address } from '../../../contract/address.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { getStoredUserId } from '../../lib/auth-storage.ts';
import { isAuthFailure, useSessionExpiry } from '../../lib/session-expiry.ts';
import { useStoredToken } from '../../lib/use-stored-token.ts';
import { fetchAddresses } from './api/view-addresses.ts';

export const addressesQueryKey = ['addresses'] as const;

/** The cached list, tagged with whose it is: logout does not empty the cache, a new sign-in must not see it. */
interface OwnedAddresses {
  userId: string | null;
  addresses: Address[];
}

async function loadOwnedAddresses(signal: AbortSignal): Promise<OwnedAddresses> {
  const userId = getStoredUserId();
  return { userId, addresses: await fetchAddresses(signal) };
}

function isAuthError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && isAuthFailure({ status: error.status, error: error.body });
}

/** Reads the list again (after an add, edit or delete) and waits for it. */
export function reloadAddresses(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: addressesQueryKey, exact: true });
}

// The list and the add form may both hear one lost session; it is handled (toast, redirect) once.
const handledFailures = new WeakSet<Error>();

export interface AddressesState {
  signedIn: boolean;
  /** The signed-in shopper's addresses, newest first, once loaded. */
  addresses: Address[] | undefined;
  loading: boolean;
  /** The load failed for a reason other than a lost session. */
  failed: boolean;
  retry: () => void;
}

/**
 * The signed-in shopper's saved addresses (cached under ['addresses'], read only while a token is
 * stored). An auth failure clears the sign-in and goes to /signin after 1 s.
 */
export function useAddresses(): AddressesState {
  const token = useStoredToken();
  const signedIn = token !== null;
  const client = useQueryClient();
  const expire = useSessionExpiry();
  const query = useQuery({
    queryKey: addressesQueryKey,
    queryFn: ({ signal }) => loadOwnedAddresses(signal),
    enabled: signedIn,
    retry: (failures, error) => !isAuthError(error) && failures < 1,
  });

  const storedUserId = signedIn ? getStoredUserId() : null;
  const foreign = Boolean(query.data && query.data.userId !== storedUserId);
  useEffect(() => {
    if (foreign) void client.resetQueries({ queryKey: addressesQueryKey, exact: true });
  }, [foreign, client]);

  const { error } = query;
  useEffect(() => {
    if (!(error instanceof ApiRequestError) || handledFailures.has(error)) return;
    handledFailures.add(error);
    expire({ status: error.status, error: error.body });
  }, [error, expire]);

  const addresses = signedIn && !foreign ? query.data?.addresses : undefined;
  const sessionLost = query.isError && isAuthError(error);
  // While Try Again runs the failure is still the query's state; show it as loading again.
  const failed = signedIn && !addresses && query.isError && !sessionLost && !query.isFetching;
  return {
    signedIn: signedIn && !sessionLost,
    addresses,
    loading: signedIn && !addresses && !failed && !sessionLost,
    failed,
    retry: () => void query.refetch(),
  };
}
