import { type QueryClient, useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AnswerOf } from '../../contract/endpoints.ts';
import { WISHLIST_MESSAGES, type WishlistEntry } from '../../contract/wishlist.ts';
import { type ApiResult, unwrap } from './api.ts';
import { getStoredToken } from './auth-storage.ts';
import { call } from './call.ts';
import { failureText } from './failure.ts';
import { dismissToast, notifyError, notifyLoading, notifySuccess } from './notify.ts';
import { isRecord } from './read.ts';
import { BROWSING_EXPIRY, signInPath } from './session-expiry.ts';
import { useAccountAction } from './use-account-action.ts';
import { accountData, setAccountData, useAccountQuery } from './use-account-query.ts';

// The shopper's wishlist (rules/storefront §2 Wishlist, §4 wishlist toggle, §7): the calls, and the one
// cached copy every heart and the wishlist page read.

export const wishlistQueryKey = ['wishlist'] as const;

export interface WishlistData {
  /** The saved products as cards, newest first, as the list answered. */
  entries: WishlistEntry[];
  /** The saved product ids; after a toggle these are the server's answer. */
  ids: string[];
}

/** The answer of an add or a removal: the ids now saved. */
export type WishlistChange = AnswerOf<'wishlistAdd'>;

/** Entries whose product card is usable; anything else in the answer is left out. */
export function readWishlistEntries(value: unknown): WishlistEntry[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(
    (entry): entry is WishlistEntry =>
      isRecord(entry) && isRecord(entry.productId) && typeof entry.productId._id === 'string',
  );
}

export async function fetchWishlist(signal?: AbortSignal): Promise<WishlistData> {
  const body = await unwrap(call('wishlist', { signal }));
  const entries = readWishlistEntries((body as { wishlist?: unknown } | null)?.wishlist);
  if (!entries) throw new Error('Invalid wishlist data received.');
  return { entries, ids: entries.map((entry) => entry.productId._id) };
}

export function addToWishlist(productId: string): Promise<ApiResult<WishlistChange>> {
  return call('wishlistAdd', { body: { productId } });
}

export function removeFromWishlist(productId: string): Promise<ApiResult<WishlistChange>> {
  return call('wishlistRemove', { body: { productId } });
}

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
  const state = useAccountQuery(wishlistQueryKey, fetchWishlist, { expiry: BROWSING_EXPIRY });
  const { data, signedIn, loading, failed, retry } = state;
  const ids = useMemo(() => new Set(data?.ids ?? []), [data]);
  return { signedIn, ids, entries: data?.entries, loading, failed, retry };
}

// ---------------------------------------------------------------------------------------------
// The heart's toggle (rules/storefront §4 "Wishlist toggle").

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
  const cached = accountData<WishlistData>(client, wishlistQueryKey);
  if (!cached) {
    void client.invalidateQueries({ queryKey: wishlistQueryKey, exact: true });
    return;
  }
  const saved = new Set(ids);
  setAccountData<WishlistData>(client, wishlistQueryKey, {
    ids,
    entries: cached.entries.filter((entry) => saved.has(entry.productId._id)),
  });
  // A newly saved product's card is not in the cached list: ask again the next time a list is shown.
  void client.invalidateQueries({ queryKey: wishlistQueryKey, exact: true, refetchType: 'none' });
}

export interface WishlistToggle {
  /** The heart is filled. */
  saved: boolean;
  /** A call for this product is running (from this heart or another card of the same product). */
  busy: boolean;
  toggle: () => void;
}

interface ToggleInput {
  removing: boolean;
  /** The heart went off before the server answered (the wishlist page's removal). */
  optimistic: boolean;
  /** The saved ids when the heart was pressed. */
  before: ReadonlySet<string>;
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
  const navigate = useNavigate();
  const location = useLocation();
  const [switchedOff, setSwitchedOff] = useState(false);
  const running = useRef(false);
  const mutationKey = ['wishlist', 'toggle', productId];
  const runningAnywhere = useIsMutating({ mutationKey, exact: true }) > 0;
  const action = useAccountAction({
    mutationKey,
    expiry: BROWSING_EXPIRY,
    mutationFn: ({ removing }: ToggleInput) =>
      unwrap(removing ? removeFromWishlist(productId) : addToWishlist(productId)),
    onMutate: ({ removing, optimistic }: ToggleInput) => {
      if (optimistic) setSwitchedOff(true);
      return { toastId: notifyLoading(removing ? WISHLIST_MESSAGES.removing : WISHLIST_MESSAGES.adding) };
    },
    onSuccess: async (answer, { removing, before }, { toastId }) => {
      await applySavedIds(client, savedIdsAfter(answer, before, productId, removing));
      notifySuccess(removing ? WISHLIST_MESSAGES.removed : WISHLIST_MESSAGES.added, 'browsing', {
        id: toastId,
      });
    },
    onError: (error, { optimistic }, context) => {
      const message = optimistic
        ? WISHLIST_MESSAGES.removeFailed
        : failureText(error, { failed: WISHLIST_MESSAGES.updateFailed });
      notifyError(message, 'browsing', { id: context?.toastId });
    },
    // The session handler has said the session expired; the loading toast has nothing left to say.
    onSessionLost: (_error, _input, context) => {
      if (context) dismissToast(context.toastId);
    },
    onSettled: (_answer, error, { optimistic }) => {
      // Only a failure brings the heart back; a removed card leaves the page with the new set.
      if (error && optimistic) setSwitchedOff(false);
      running.current = false;
    },
  });
  const busy = action.isPending || runningAnywhere;

  function toggle() {
    if (!getStoredToken()) {
      notifyError(WISHLIST_MESSAGES.signInToAdd);
      navigate(signInPath(location.pathname + location.search));
      return;
    }
    if (running.current || busy) return;
    running.current = true;
    const removing = ids.has(productId);
    action.mutate({ removing, optimistic: removing && optimisticRemoval, before: ids });
  }

  return { saved: ids.has(productId) && !switchedOff, busy, toggle };
}
