import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { Cart, CartItem } from '../../contract/cart.ts';
import { DELIVERY_RULE_DEFAULT } from '../../contract/constants.ts';
import {
  type ApiFailure,
  ApiRequestError,
  type ApiResult,
  apiDelete,
  apiGet,
  apiPatch,
  NO_TOKEN_MESSAGE,
} from './api.ts';
import { getStoredToken, getStoredUserId } from './auth-storage.ts';
import { isAuthFailure, useSessionExpiry } from './session-expiry.ts';
import { subscribeToSignIn } from './use-stored-token.ts';

// The shopper's cart (storefront.md §2 Cart, §4 cart quantity, §7):
//   GET    /user/cart/view/{userId}           → { success, cart }
//   POST   /user/cart/add                     {userId, productId, quantity: 1, color, colorName, size}
//   PATCH  /user/cart/update/quantity         {userId, productId, itemId, action}
//   DELETE /user/cart/remove/product          {userId, itemId}
// Types only from the contract: the header reads the cart on every page, and the schema library
// should not travel with it.

export const cartQueryKey = ['cart'] as const;

/** The cached cart, tagged with the shopper it belongs to; null while nobody is signed in. */
export interface OwnedCart {
  userId: string;
  cart: Cart;
}

export const EMPTY_CART: Cart = {
  _id: null,
  items: [],
  subtotal: 0,
  discount: 0,
  totalPrice: 0,
  itemCount: 0,
  freeDeliveryFrom: DELIVERY_RULE_DEFAULT.freeFromRupees,
  deliveryFee: DELIVERY_RULE_DEFAULT.chargeRupees,
};

const CART_FETCH_ERROR = 'Error fetching cart details';

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

function readItem(value: unknown): CartItem | null {
  if (!isRecord(value) || !text(value._id) || !isRecord(value.productId)) return null;
  const product = value.productId;
  const productId = text(product._id);
  if (!productId) return null;
  const price = num(value.price, num(product.price));
  const mrp = typeof value.mrp === 'number' && value.mrp > price ? value.mrp : null;
  return {
    _id: value._id as string,
    productId: {
      _id: productId,
      name: text(product.name) ?? '',
      images: Array.isArray(product.images) ? product.images.filter((file) => typeof file === 'string') : [],
      price: num(product.price, price),
    },
    color: text(value.color) ?? '',
    colorName: text(value.colorName) ?? '',
    size: text(value.size) ?? '',
    quantity: Math.max(1, Math.trunc(num(value.quantity, 1))),
    price,
    mrp,
    lineTotal: num(value.lineTotal),
    stock: Math.trunc(num(value.stock)),
    // An answer that does not say otherwise describes a buyable line.
    available: value.available !== false,
    unavailableReason: text(value.unavailableReason),
    // Only an explicit no: an older answer without the field describes a line that can be paid.
    codAvailable: value.codAvailable !== false,
  };
}

/** The cart of a cart answer ({ success, cart }); an absent cart is an empty one; null when unreadable. */
export function readCartAnswer(body: unknown): Cart | null {
  if (!isRecord(body)) return null;
  if (body.cart === null) return EMPTY_CART;
  const cart = body.cart;
  if (!isRecord(cart) || !Array.isArray(cart.items)) return null;
  const items = cart.items.map(readItem).filter((item): item is CartItem => item !== null);
  return {
    _id: text(cart._id) || null,
    items,
    subtotal: num(cart.subtotal),
    discount: num(cart.discount),
    totalPrice: num(cart.totalPrice),
    itemCount: Math.trunc(
      num(
        cart.itemCount,
        items.reduce((sum, item) => sum + item.quantity, 0),
      ),
    ),
    freeDeliveryFrom: num(cart.freeDeliveryFrom, DELIVERY_RULE_DEFAULT.freeFromRupees),
    deliveryFee: num(cart.deliveryFee, DELIVERY_RULE_DEFAULT.chargeRupees),
  };
}

/** A 2xx answer that still says `success: false` is the server's refusal, like a failure status. */
function refusal(body: unknown, status: number): ApiRequestError | null {
  if (!isRecord(body) || body.success !== false) return null;
  return new ApiRequestError({
    success: false,
    error: { success: false, message: text(body.message) ?? '' },
    status,
  });
}

/** The stored user id, or a local 401 like the call wrapper's (no request is made). */
function requireUserId(): string {
  const userId = getStoredUserId();
  if (!userId) {
    throw new ApiRequestError({ success: false, error: { message: NO_TOKEN_MESSAGE }, status: 401 });
  }
  return userId;
}

export async function fetchCart(userId: string, signal?: AbortSignal): Promise<Cart> {
  const result = await apiGet<unknown>(`/user/cart/view/${encodeURIComponent(userId)}`, {
    auth: true,
    signal,
  });
  if (!result.success) throw new ApiRequestError(result);
  const refused = refusal(result.data, result.status);
  if (refused) throw refused;
  const cart = readCartAnswer(result.data);
  if (!cart) throw new Error(CART_FETCH_ERROR);
  return cart;
}

/** Reads the cart of whoever is signed in when the query runs (it may run right after a sign-out). */
async function loadOwnedCart(signal: AbortSignal): Promise<OwnedCart | null> {
  const userId = getStoredUserId();
  if (!getStoredToken() || !userId) return null;
  return { userId, cart: await fetchCart(userId, signal) };
}

// ---------------------------------------------------------------------------------------------
// Who is signed in

function signedInUser(): string | null {
  return getStoredToken() ? getStoredUserId() : null;
}

/** The signed-in shopper's id (a stored token and user id), kept current across sign-ins and tabs. */
export function useSignedInUser(): string | null {
  return useSyncExternalStore(subscribeToSignIn, signedInUser, () => null);
}

// Every component reading the cart listens for sign-in changes. The cache is reset when the stored
// token or user id really changed (not on a profile edit, which fires the same event), and once
// per change however many components heard it.
const lastIdentity = new WeakMap<QueryClient, string>();

const storedIdentity = () => `${getStoredToken() ?? ''}\n${getStoredUserId() ?? ''}`;

function resetOnAuthChange(client: QueryClient): void {
  const identity = storedIdentity();
  if (lastIdentity.get(client) === identity) return;
  lastIdentity.set(client, identity);
  // Whoever signs in next (even the same shopper again) gets their cart read afresh.
  void client.resetQueries({ queryKey: cartQueryKey, exact: true });
}

function useResetOnAuthChange(client: QueryClient): void {
  useEffect(() => {
    if (!lastIdentity.has(client)) lastIdentity.set(client, storedIdentity());
    return subscribeToSignIn(() => resetOnAuthChange(client));
  }, [client]);
}

/** The failure of a cart call as the session-expiry handler reads it (null: no answer came). */
export function cartFailure(error: unknown): Pick<ApiFailure, 'status' | 'error'> | null {
  return error instanceof ApiRequestError ? { status: error.status, error: error.body } : null;
}

export function isCartAuthError(error: unknown): boolean {
  const failure = cartFailure(error);
  return failure !== null && isAuthFailure(failure);
}

// Several components may read the cart at once; one lost session is handled (toast, redirect) once.
const handledFailures = new WeakSet<Error>();

export interface CartState {
  signedIn: boolean;
  /** The signed-in shopper's cart, once loaded. */
  cart: Cart | undefined;
  /** Signed in and waiting for the first answer (or for Try Again). */
  loading: boolean;
  /** The load failed for a reason other than a lost session. */
  failed: boolean;
  /** The server said the session is gone. */
  sessionLost: boolean;
  retry: () => void;
}

/**
 * The signed-in shopper's cart, cached under ['cart'] and read only while a token and user id are
 * stored. With `expireSession`, an auth failure clears the sign-in and goes to /signin (the cart
 * page); the header's badge and the product page only read it and stay quiet.
 */
export function useCart({ expireSession = false }: { expireSession?: boolean } = {}): CartState {
  const userId = useSignedInUser();
  const signedIn = userId !== null;
  const client = useQueryClient();
  const expire = useSessionExpiry();
  useResetOnAuthChange(client);
  const query = useQuery({
    queryKey: cartQueryKey,
    queryFn: ({ signal }) => loadOwnedCart(signal),
    enabled: signedIn,
    retry: (failures, error) => !isCartAuthError(error) && failures < 1,
  });

  const { error } = query;
  useEffect(() => {
    if (!expireSession || !(error instanceof ApiRequestError) || handledFailures.has(error)) return;
    handledFailures.add(error);
    expire({ status: error.status, error: error.body });
  }, [error, expire, expireSession]);

  // A cart cached for someone else (another shopper signed in since) is never shown.
  const cart = signedIn && query.data?.userId === userId ? query.data.cart : undefined;
  const sessionLost = query.isError && isCartAuthError(error);
  const failed = signedIn && !cart && query.isError && !sessionLost && !query.isFetching;
  return {
    signedIn,
    cart,
    loading: signedIn && !cart && !failed && !sessionLost,
    failed,
    sessionLost,
    retry: () => void query.refetch(),
  };
}

// ---------------------------------------------------------------------------------------------
// Changes

const money = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The cart with one line's quantity moved by one, its totals adjusted the way the server will
 * (unavailable lines count in the item count only). Used to show a step before the server answers.
 */
export function stepQuantity(cart: Cart, itemId: string, delta: 1 | -1): Cart {
  const item = cart.items.find((line) => line._id === itemId);
  if (!item || item.quantity + delta < 1) return cart;
  const quantity = item.quantity + delta;
  const counted = item.available;
  const subtotal = counted ? money(cart.subtotal + delta * (item.mrp ?? item.price)) : cart.subtotal;
  const totalPrice = counted ? money(cart.totalPrice + delta * item.price) : cart.totalPrice;
  return {
    ...cart,
    items: cart.items.map((line) =>
      line === item ? { ...line, quantity, lineTotal: counted ? money(line.price * quantity) : 0 } : line,
    ),
    subtotal,
    totalPrice,
    discount: money(subtotal - totalPrice),
    itemCount: cart.itemCount + delta,
  };
}

/** Sends a cart change and returns the cart it answers with (null when the answer has none). */
async function send(call: Promise<ApiResult<unknown>>): Promise<Cart | null> {
  const result = await call;
  if (!result.success) throw new ApiRequestError(result);
  const refused = refusal(result.data, result.status);
  if (refused) throw refused;
  return readCartAnswer(result.data);
}

/**
 * Keeps the cart an add answered with (web/lib/cart-add.ts posts it and marks the cache stale), so
 * 'Go to Cart' shows at once; an answer without a readable cart leaves that reload to run.
 */
export async function keepAnsweredCart(client: QueryClient, body: unknown): Promise<void> {
  const cart = readCartAnswer(body);
  if (cart) await keepOrReload(client, cart);
}

/** Keeps the cart a change answered with, or reads it again when the answer carried none. */
async function keepOrReload(client: QueryClient, cart: Cart | null): Promise<void> {
  const userId = signedInUser();
  if (cart && userId) {
    await client.cancelQueries({ queryKey: cartQueryKey, exact: true });
    client.setQueryData<OwnedCart>(cartQueryKey, { userId, cart });
  } else {
    await client.invalidateQueries({ queryKey: cartQueryKey, exact: true });
  }
}

export interface CartCallbacks {
  /** Called as soon as a change fails, before the cart is read again. */
  onFailure?: (error: unknown) => void;
}

export interface QuantityChange {
  item: CartItem;
  action: 'increment' | 'decrement';
}

export const quantityMutationKey = [...cartQueryKey, 'quantity'] as const;

/**
 * + and −: the step shows at once (quantity and totals), then the cart is read again from the
 * server however the call ends; the mutation stays pending until that read is done.
 */
export function useChangeQuantity({ onFailure }: CartCallbacks = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: quantityMutationKey,
    mutationFn: async ({ item, action }: QuantityChange) =>
      send(
        apiPatch<unknown>('/user/cart/update/quantity', {
          auth: true,
          body: { userId: requireUserId(), productId: item.productId._id, itemId: item._id, action },
        }),
      ),
    onMutate: async ({ item, action }: QuantityChange) => {
      // A read in flight would land on top of the step and undo it on screen.
      await client.cancelQueries({ queryKey: cartQueryKey, exact: true });
      const previous = client.getQueryData<OwnedCart | null>(cartQueryKey);
      if (previous) {
        client.setQueryData<OwnedCart>(cartQueryKey, {
          ...previous,
          cart: stepQuantity(previous.cart, item._id, action === 'increment' ? 1 : -1),
        });
      }
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context?.previous) client.setQueryData(cartQueryKey, context.previous);
      onFailure?.(error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: cartQueryKey, exact: true }),
  });
}

/** Remove: the line goes when the server says so; a failure reads the cart again. */
export function useRemoveCartItem({ onFailure }: CartCallbacks = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...cartQueryKey, 'remove'],
    mutationFn: async (item: CartItem) =>
      send(
        apiDelete<unknown>('/user/cart/remove/product', {
          auth: true,
          body: { userId: requireUserId(), itemId: item._id },
        }),
      ),
    onSuccess: (cart) => keepOrReload(client, cart),
    onError: (error) => {
      onFailure?.(error);
      return client.invalidateQueries({ queryKey: cartQueryKey, exact: true });
    },
  });
}

/** The server's own words for a refused change; null when no answer of ours came. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.body.success !== false) return null;
  return error.body.message;
}
