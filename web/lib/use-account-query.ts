import { type QueryClient, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getStoredToken, getStoredUserId } from './auth-storage.ts';
import {
  ACCOUNT_EXPIRY,
  isAuthFailure,
  type SessionExpiryTiming,
  useSessionExpiry,
} from './session-expiry.ts';
import { useStoredToken } from './use-stored-token.ts';

// One way to read a signed-in shopper's data into the query cache: asked only while a token is
// stored, tagged with the sign-in it was read under (a sign-out drops it; a later sign-in, even the
// same shopper's, reads afresh and never sees it), and a lost session handled once (sign-in
// cleared, toast, /signin after the screen's delay). Changes to that data go through
// useAccountAction (web/lib/use-account-action.ts) and setAccountData below.

/** What the cache holds under an account query's key: the data and the sign-in it belongs to. */
export interface Owned<T> {
  userId: string | null;
  /** The access token it was read with; data kept without one is matched by the shopper alone. */
  token?: string | null;
  value: T;
}

/** True when cached data belongs to the sign-in stored now. */
function belongsHere(owned: Owned<unknown>): boolean {
  const token = getStoredToken();
  if (!token || owned.userId !== getStoredUserId()) return false;
  return owned.token === undefined || owned.token === token;
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
  /** The server said the session is gone. */
  sessionLost: boolean;
  retry: () => void;
}

export interface AccountQueryOptions {
  /** Also wait for this (an id from the page, a box that is shown) before asking. */
  enabled?: boolean;
  /**
   * End a lost session here (the default). Readers that only peek (the header's cart count, a
   * column beside another page) pass false and leave it to the page the shopper is on.
   */
  expireSession?: boolean;
  /** The screen's session-expiry timing (account screens' by default). */
  expiry?: SessionExpiryTiming;
  /** Failures that asking again cannot mend (a lost session never is asked again). */
  final?: (error: unknown) => boolean;
  /** How long an answer counts as fresh, when it should outlive the shop's default. */
  staleTime?: number;
}

// Several components may read one query; one lost session is handled (toast, redirect) once.
const handledFailures = new WeakSet<Error>();

/**
 * A read that would go out with no sign-in stored (one can start just as the shopper signs out,
 * before every reader has heard): nothing is asked, and it is no lost session to end.
 */
class SignedOut extends Error {
  constructor() {
    super('Not signed in');
  }
}

/** The signed-in shopper's data cached under `queryKey`, or undefined (none, or someone else's). */
export function accountData<T>(client: QueryClient, queryKey: QueryKey): T | undefined {
  const owned = client.getQueryData<Owned<T>>(queryKey);
  return owned && belongsHere(owned) ? owned.value : undefined;
}

/** Keeps `value` as the signed-in shopper's data under `queryKey` (an answer that replaces the one shown). */
export function setAccountData<T>(client: QueryClient, queryKey: QueryKey, value: T): void {
  client.setQueryData<Owned<T>>(queryKey, { userId: getStoredUserId(), token: getStoredToken(), value });
}

/** Changes the signed-in shopper's cached data in place; nothing when none is cached. */
export function updateAccountData<T>(client: QueryClient, queryKey: QueryKey, update: (value: T) => T): void {
  const value = accountData<T>(client, queryKey);
  if (value !== undefined) setAccountData(client, queryKey, update(value));
}

export function useAccountQuery<T>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  options: AccountQueryOptions = {},
): AccountQueryState<T> {
  const { enabled = true, expireSession = true, expiry = ACCOUNT_EXPIRY, final, staleTime } = options;
  const token = useStoredToken();
  const signedIn = token !== null;
  const asking = signedIn && enabled;
  const client = useQueryClient();
  const expire = useSessionExpiry(expiry);
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<Owned<T>> => {
      const token = getStoredToken();
      if (!token) throw new SignedOut();
      return { userId: getStoredUserId(), token, value: await load(signal) };
    },
    enabled: asking,
    retry: (failures, error) =>
      !(error instanceof SignedOut) && !isAuthFailure(error) && !final?.(error) && failures < 1,
    ...(staleTime === undefined ? {} : { staleTime }),
  });

  // Data of an earlier sign-in is never shown: a sign-out drops it, another sign-in drops it and asks
  // again. Reading the cache in the effect, not the render's copy, lets only the first of many
  // readers do it.
  const foreign = query.data !== undefined && !belongsHere(query.data);
  useEffect(() => {
    if (!foreign) return;
    const cached = client.getQueryData<Owned<T>>(queryKey);
    if (!cached || belongsHere(cached)) return;
    if (signedIn) {
      void client.resetQueries({ queryKey, exact: true });
      return;
    }
    // Dropped without asking again: readers that have not heard of the sign-out yet would ask now.
    for (const stale of client.getQueryCache().findAll({ queryKey, exact: true })) stale.reset();
  }, [foreign, signedIn, client, queryKey]);

  const { error } = query;
  useEffect(() => {
    if (!expireSession || !error || handledFailures.has(error)) return;
    handledFailures.add(error);
    expire(error);
  }, [error, expire, expireSession]);

  const data = signedIn && !foreign ? query.data?.value : undefined;
  const sessionLost = query.isError && isAuthFailure(error);
  // While Try Again runs the failure is still the query's state; show it as loading again.
  const failed =
    asking &&
    data === undefined &&
    query.isError &&
    !sessionLost &&
    !(error instanceof SignedOut) &&
    !query.isFetching;
  return {
    signedIn: signedIn && !sessionLost,
    data,
    loading: asking && data === undefined && !failed && !sessionLost,
    failed,
    error: failed ? error : null,
    sessionLost,
    retry: () => void query.refetch(),
  };
}
