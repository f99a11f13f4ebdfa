import {
  type QueryClient,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { TOAST_MS } from '../../contract/constants.ts';
import { WISHLIST_MESSAGES, type WishlistEntry } from '../../contract/wishlist.ts';
import { type ApiFailure, ApiRequestError, type ApiResult, apiDelete, apiGet, apiPost } from './api.ts';
import { getStoredToken } from './auth-storage.ts';
import { BROWSING_EXPIRY, isAuthFailure, signInPath, useSessionExpiry } from './session-expiry.ts';
import { useStoredToken } from './use-stored-token.ts';

// The shopper's wishlist (storefront.md §2 Wishlist, §4 wishlist toggle, §7): the calls, and the one
// cached copy every heart and the wishlist page read.

export const wishlistQueryKey = ['wishlist'] as const;

export interface WishlistData {
  /** The token the list was asked with: a list cached for an earlier sign-in is never shown. */
  owner: string | null;
  /** The saved products as cards, newest first (what GET /user/wishlist/get answered). */
  entries: WishlistEntry[];
  /** The saved product ids; after a toggle these are the server's answer. */
  ids: string[];
}

export interface WishlistChange {
  success: true;
  message: string;
  productIds: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Entries whose product card is usable; anything else in the answer is left out. */
export function readWishlistEntries(value: unknown): WishlistEntry[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(
    (entry): entry is WishlistEntry =>
      isRecord(entry) && isRecord(entry.productId) && typeof entry.productId._id === 'string',
  );
}

export async function fetchWishlist(signal?: AbortSignal): Promise<WishlistData> {
  const owner = getStoredToken();
  const result = await apiGet<{ success?: unknown; wishlist?: unknown; message?: unknown } | null>(
    '/user/wishlist/get',
    { auth: true, signal },
  );
  if (!result.success) throw new ApiRequestError(result);
  const entries = readWishlistEntries(result.data?.wishlist);
  if (result.data?.success === false || !entries) throw new Error('Invalid wishlist data received.');
  return { owner, entries, ids: entries.map((entry) => entry.productId._id) };
}

export function addToWishlist(productId: string): Promise<ApiResult<WishlistChange>> {
  return apiPost<WishlistChange>('/user/wishlist/add', { auth: true, body: { productId } });
}

export function removeFromWishlist(productId: string): Promise<ApiResult<WishlistChange>> {
  return apiDelete<WishlistChange>('/user/wishlist/delete', { auth: true, body: { productId } });
}

function isAuthError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && isAuthFailure({ status: error.status, error: error.body });
}

// Every heart on a page reads the wishlist; one failed load is handled (sign-out, redirect) once.
const handledFailures = new WeakSet<Error>();

export interface WishlistState {
  signedIn: boolean;
  /** Ids of the saved products (empty while signed out or loading). */
  ids: ReadonlySet<string>;
  /** The saved products, once loaded. */
  entries: WishlistEntry[] | undefined;
  /** Signed in and still waiting for the list. */
  loading: boolean;
  /** The list could not be loaded for a reason other than a lost session. */
  failed: boolean;
  retry: () => void;
}

/**
 * The signed-in shopper's wishlist, cached under ['wishlist'] and asked only while a token is stored.
 * A new sign-in (here or in another tab) asks again; a lost session clears the sign-in and goes to
 * /signin after 1 s.
 */
export function useWishlist(): WishlistState {
  const token = useStoredToken();
  const signedIn = token !== null;
  const client = useQueryClient();
  const expire = useSessionExpiry(BROWSING_EXPIRY);
  const query = useQuery({
    queryKey: wishlistQueryKey,
    queryFn: ({ signal }) => fetchWishlist(signal),
    enabled: signedIn,
    retry: (failures, error) => !isAuthError(error) && failures < 1,
  });

  // A list kept from an earlier sign-in is dropped and asked again. Reading the cache here (not the
  // render's copy) lets only the first of many hearts reset it.
  useEffect(() => {
    if (!token) return;
    const cached = client.getQueryData<WishlistData>(wishlistQueryKey);
    if (cached && cached.owner !== token)
      void client.resetQueries({ queryKey: wishlistQueryKey, exact: true });
  }, [token, client]);

  const { error } = query;
  useEffect(() => {
    if (!(error instanceof ApiRequestError) || handledFailures.has(error)) return;
    handledFailures.add(error);
    expire({ status: error.status, error: error.body });
  }, [error, expire]);

  const data = signedIn && query.data?.owner === token ? query.data : undefined;
  const ids = useMemo(() => new Set(data?.ids ?? []), [data]);
  const sessionLost = query.isError && isAuthError(error);
  // While Try Again runs the failure is still the query's state; show it as loading again.
  const failed = signedIn && !data && query.isError && !sessionLost && !query.isFetching;
  return {
    signedIn,
    ids,
    entries: data?.entries,
    loading: signedIn && !data && !failed && !sessionLost,
    failed,
    retry: () => void query.refetch(),
  };
}

// ---------------------------------------------------------------------------------------------
// The heart's toggle (storefront.md §4 "Wishlist toggle").

/** The ids saved after a change: the server's answer, or worked out here if it sent none. */
function savedIdsAfter(
  answer: WishlistChange | null | undefined,
  before: ReadonlySet<string>,
  productId: string,
  removed: boolean,
): string[] {
  const listed = answer?.productIds;
  if (Array.isArray(listed) && listed.every((id) => typeof id === 'string')) return listed;
  const next = new Set(before);
  if (removed) next.delete(productId);
  else next.add(productId);
  return [...next];
}

/** Every heart follows the new saved set; the wishlist page drops the cards no longer saved. */
async function applySavedIds(client: QueryClient, ids: string[]): Promise<void> {
  // A load still running began before this change; its answer would bring the old set back.
  await client.cancelQueries({ queryKey: wishlistQueryKey, exact: true });
  const cached = client.getQueryData<WishlistData>(wishlistQueryKey);
  if (!cached) {
    void client.invalidateQueries({ queryKey: wishlistQueryKey, exact: true });
    return;
  }
  const saved = new Set(ids);
  client.setQueryData<WishlistData>(wishlistQueryKey, {
    ...cached,
    ids,
    entries: cached.entries.filter((entry) => saved.has(entry.productId._id)),
  });
  // A newly saved product's card is not in the cached list: ask again the next time a list is shown.
  void client.invalidateQueries({ queryKey: wishlistQueryKey, exact: true, refetchType: 'none' });
}

/** Our server's refusal message (DESIGN.md §4), never a network error's text. */
function serverMessage(failure: ApiFailure): string | null {
  const { error } = failure;
  return error.success === false && typeof error.message === 'string' && error.message.trim() !== ''
    ? error.message
    : null;
}

export interface WishlistToggle {
  /** The heart is filled. */
  saved: boolean;
  /** A call for this product is running (from this heart or another card of the same product). */
  busy: boolean;
  toggle: () => void;
}

/**
 * One product's heart. Signed out: say so and go to /signin (and back). Signed in: a loading toast,
 * add or remove, then the same toast says how it went. The saved set changes after the server
 * agrees; with `optimisticRemoval` (the wishlist page) the heart switches off at once and comes back
 * if the removal fails.
 */
export function useWishlistToggle(
  productId: string,
  { optimisticRemoval = false }: { optimisticRemoval?: boolean } = {},
): WishlistToggle {
  const { ids } = useWishlist();
  const client = useQueryClient();
  const expire = useSessionExpiry(BROWSING_EXPIRY);
  const navigate = useNavigate();
  const location = useLocation();
  const [switchedOff, setSwitchedOff] = useState(false);
  const running = useRef(false);
  const mutationKey = ['wishlist', 'toggle', productId];
  const runningAnywhere = useIsMutating({ mutationKey, exact: true }) > 0;
  const { mutateAsync, isPending } = useMutation({
    mutationKey,
    mutationFn: (remove: boolean) => (remove ? removeFromWishlist(productId) : addToWishlist(productId)),
  });
  const busy = isPending || runningAnywhere;

  async function run() {
    if (!getStoredToken()) {
      toast.error(WISHLIST_MESSAGES.signInToAdd, { duration: TOAST_MS.error });
      navigate(signInPath(location.pathname + location.search));
      return;
    }
    if (running.current || busy) return;
    running.current = true;
    const removing = ids.has(productId);
    const optimistic = removing && optimisticRemoval;
    const toastId = toast.loading(removing ? WISHLIST_MESSAGES.removing : WISHLIST_MESSAGES.adding);
    if (optimistic) setSwitchedOff(true);
    try {
      const result = await mutateAsync(removing);
      if (result.success) {
        await applySavedIds(client, savedIdsAfter(result.data, ids, productId, removing));
        toast.success(removing ? WISHLIST_MESSAGES.removed : WISHLIST_MESSAGES.added, {
          id: toastId,
          duration: TOAST_MS.success,
        });
        // A removed card leaves the page when the new set arrives; its heart stays off until then.
        return;
      }
      if (optimistic) setSwitchedOff(false);
      if (isAuthFailure(result)) {
        // The session handler says the session expired and goes to /signin.
        toast.dismiss(toastId);
        expire(result);
        return;
      }
      const message = optimistic
        ? WISHLIST_MESSAGES.removeFailed
        : (serverMessage(result) ?? WISHLIST_MESSAGES.updateFailed);
      toast.error(message, { id: toastId, duration: TOAST_MS.error });
    } catch {
      if (optimistic) setSwitchedOff(false);
      toast.error(optimistic ? WISHLIST_MESSAGES.removeFailed : WISHLIST_MESSAGES.updateFailed, {
        id: toastId,
        duration: TOAST_MS.error,
      });
    } finally {
      running.current = false;
    }
  }

  return {
    saved: ids.has(productId) && !switchedOff,
    busy,
    toggle: () => void run(),
  };
}
