import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError } from './api.ts';
import { getStoredUserId } from './auth-storage.ts';
import { isAuthFailure, useSessionExpiry } from './session-expiry.ts';
import { useStoredToken } from './use-stored-token.ts';

// One way to read a signed-in shopper's data into the query cache: asked only while a token is
// stored, tagged with whose it is (logout leaves the cache, a new sign-in must never see it), and a
// lost session handled once (sign-in cleared, toast, /signin after 1 s).

interface Owned<T> {
  userId: string | null;
  value: T;
}

export interface AccountQueryState<T> {
  signedIn: boolean;
  /** The shopper's data once loaded. */
  data: T | undefined;
  loading: boolean;
  /** The load failed for a reason other than a lost session. */
  failed: boolean;
  /** Why the load failed (while `failed`), for pages whose message depends on it. */
  error: Error | null;
  retry: () => void;
}

const isAuthError = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && isAuthFailure({ status: error.status, error: error.body });

// Several components may read one query; one lost session is handled (toast, redirect) once.
const handledFailures = new WeakSet<Error>();

export function useAccountQuery<T>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
): AccountQueryState<T> {
  const token = useStoredToken();
  const signedIn = token !== null;
  const client = useQueryClient();
  const expire = useSessionExpiry();
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<Owned<T>> => ({
      userId: getStoredUserId(),
      value: await load(signal),
    }),
    enabled: signedIn,
    retry: (failures, error) => !isAuthError(error) && failures < 1,
  });

  const storedUserId = signedIn ? getStoredUserId() : null;
  const foreign = Boolean(query.data && query.data.userId !== storedUserId);
  useEffect(() => {
    if (foreign) void client.resetQueries({ queryKey, exact: true });
  }, [foreign, client, queryKey]);

  const { error } = query;
  useEffect(() => {
    if (!(error instanceof ApiRequestError) || handledFailures.has(error)) return;
    handledFailures.add(error);
    expire({ status: error.status, error: error.body });
  }, [error, expire]);

  const data = signedIn && !foreign ? query.data?.value : undefined;
  const sessionLost = query.isError && isAuthError(error);
  // While Try Again runs the failure is still the query's state; show it as loading again.
  const failed = signedIn && data === undefined && query.isError && !sessionLost && !query.isFetching;
  return {
    signedIn: signedIn && !sessionLost,
    data,
    loading: signedIn && data === undefined && !failed && !sessionLost,
    failed,
    error: failed ? error : null,
    retry: () => void query.refetch(),
  };
}
