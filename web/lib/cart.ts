import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartItem } from '../../contract/cart.ts';
import { DELIVERY_RULE_DEFAULT } from '../../contract/constants.ts';
import { ApiRequestError, type ApiResult, NO_TOKEN_MESSAGE, unwrap } from './api.ts';
import { getStoredUserId } from './auth-storage.ts';
import { call } from './call.ts';
import { isRecord, listOr, numberOr, textOr, textOrNull } from './read.ts';
import { useAccountAction } from './use-account-action.ts';
import { accountData, setAccountData, useAccountQuery } from './use-account-query.ts';

// The shopper's cart (rules/storefront §2 Cart, §4 cart quantity, §7): reading it, stepping a line's
// quantity and removing a line (adding is web/lib/cart-add.ts). Types only from the contract: the
// header reads the cart on every page, and the schema library should not travel with it.

export const cartQueryKey = ['cart'] as const;

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

function readItem(value: unknown): CartItem | null {
  if (!isRecord(value) || !textOrNull(value._id) || !isRecord(value.productId)) return null;
  const product = value.productId;
  const productId = textOrNull(product._id);
  if (!productId) return null;
  const price = numberOr(value.price, numberOr(product.price));
  const mrp = typeof value.mrp === 'number' && value.mrp > price ? value.mrp : null;
  return {
    _id: value._id as string,
    productId: {
      _id: productId,
      name: textOr(product.name),
      images: listOr(product.images).filter((file): file is string => typeof file === 'string'),
      price: numberOr(product.price, price),
    },
    color: textOr(value.color),
    colorName: textOr(value.colorName),
    size: textOr(value.size),
    quantity: Math.max(1, Math.trunc(numberOr(value.quantity, 1))),
    price,
    mrp,
    lineTotal: numberOr(value.lineTotal),
    stock: Math.trunc(numberOr(value.stock)),
    // An answer that does not say otherwise describes a buyable line.
    available: value.available !== false,
    unavailableReason: textOrNull(value.unavailableReason),
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
    _id: textOr(cart._id) || null,
    items,
    subtotal: numberOr(cart.subtotal),
    discount: numberOr(cart.discount),
    totalPrice: numberOr(cart.totalPrice),
    itemCount: Math.trunc(
      numberOr(
        cart.itemCount,
        items.reduce((sum, item) => sum + item.quantity, 0),
      ),
    ),
    freeDeliveryFrom: numberOr(cart.freeDeliveryFrom, DELIVERY_RULE_DEFAULT.freeFromRupees),
    deliveryFee: numberOr(cart.deliveryFee, DELIVERY_RULE_DEFAULT.chargeRupees),
  };
}

/** The stored user id, or a local 401 like the call wrapper's (no request is made). */
function requireUserId(): string {
  const userId = getStoredUserId();
  if (!userId) {
    throw new ApiRequestError({ success: false, error: { message: NO_TOKEN_MESSAGE }, status: 401 });
  }
  return userId;
}

/** The signed-in shopper's cart. */
export async function fetchCart(signal?: AbortSignal): Promise<Cart> {
  const cart = readCartAnswer(await unwrap(call('cart', { params: { userId: requireUserId() }, signal })));
  if (!cart) throw new Error(CART_FETCH_ERROR);
  return cart;
}

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
 * The signed-in shopper's cart, cached under ['cart'] and read only while signed in. With
 * `expireSession`, an auth failure clears the sign-in and goes to /signin (the cart page); the
 * header's badge and the product page only read it and stay quiet.
 */
export function useCart({ expireSession = false }: { expireSession?: boolean } = {}): CartState {
  const state = useAccountQuery(cartQueryKey, fetchCart, { expireSession });
  const { signedIn, loading, failed, sessionLost, retry } = state;
  return { signedIn, cart: state.data, loading, failed, sessionLost, retry };
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

/** The cart a change answered with (null when the answer has none); a refusal is thrown. */
async function changed(sent: Promise<ApiResult<unknown>>): Promise<Cart | null> {
  return readCartAnswer(await unwrap(sent));
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
  if (cart && getStoredUserId()) {
    await client.cancelQueries({ queryKey: cartQueryKey, exact: true });
    setAccountData(client, cartQueryKey, cart);
  } else {
    await client.invalidateQueries({ queryKey: cartQueryKey, exact: true });
  }
}

export interface CartCallbacks {
  /**
   * Called as soon as a change fails, before the cart is read again, to say why; a lost session is
   * ended by the action itself and does not come here.
   */
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
  return useAccountAction({
    mutationKey: quantityMutationKey,
    mutationFn: ({ item, action }: QuantityChange) =>
      changed(
        call('cartQuantity', {
          body: { userId: requireUserId(), productId: item.productId._id, itemId: item._id, action },
        }),
      ),
    onMutate: async ({ item, action }: QuantityChange) => {
      // A read in flight would land on top of the step and undo it on screen.
      await client.cancelQueries({ queryKey: cartQueryKey, exact: true });
      const previous = accountData<Cart>(client, cartQueryKey);
      if (previous) {
        setAccountData(
          client,
          cartQueryKey,
          stepQuantity(previous, item._id, action === 'increment' ? 1 : -1),
        );
      }
      return { previous };
    },
    onError: (error) => onFailure?.(error),
    onSettled: (_cart, error, _change, context) => {
      // A step that did not happen is taken back until the cart read again arrives.
      if (error && context?.previous) setAccountData(client, cartQueryKey, context.previous);
      return client.invalidateQueries({ queryKey: cartQueryKey, exact: true });
    },
  });
}

/** Remove: the line goes when the server says so; a failure reads the cart again. */
export function useRemoveCartItem({ onFailure }: CartCallbacks = {}) {
  const client = useQueryClient();
  return useAccountAction({
    mutationKey: [...cartQueryKey, 'remove'],
    mutationFn: (item: CartItem) =>
      changed(call('cartRemove', { body: { userId: requireUserId(), itemId: item._id } })),
    onSuccess: (cart) => keepOrReload(client, cart),
    onError: (error) => onFailure?.(error),
    onSettled: (_cart, error) =>
      error ? client.invalidateQueries({ queryKey: cartQueryKey, exact: true }) : undefined,
  });
}
