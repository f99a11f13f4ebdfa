import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CART_MESSAGES, type CartResponse } from '../../contract/cart.ts';
import type { BodyOf } from '../../contract/endpoints.ts';
import type { ApiResult } from './api.ts';
import { getStoredUserId } from './auth-storage.ts';
import { call } from './call.ts';
import { cartQueryKey } from './cart.ts';
import { failureText } from './failure.ts';

// Adding to the cart (rules/storefront §7): one of a colour and size, for the signed-in shopper. The
// server prices the line from the catalogue, so no price is ever sent.

export interface CartAddInput {
  productId: string;
  /** The variant's colour value. */
  color: string;
  colorName?: string;
  size: string;
}

/**
 * Adds one item; on success the cached cart is marked stale (and reloaded where shown) when a query
 * client is given. Without a stored user id it fails here as not signed in, asking nothing.
 */
export async function addToCart(input: CartAddInput, client?: QueryClient): Promise<ApiResult<CartResponse>> {
  const userId = getStoredUserId();
  if (!userId) return { success: false, error: { message: CART_MESSAGES.addSignIn }, status: 401 };
  const body: BodyOf<'cartAdd'> = {
    userId,
    productId: input.productId,
    quantity: 1,
    color: input.color,
    size: input.size,
  };
  if (input.colorName) body.colorName = input.colorName;
  const result = await call('cartAdd', { body });
  if (result.success) void client?.invalidateQueries({ queryKey: cartQueryKey });
  return result;
}

/** addToCart bound to this app's query cache. */
export function useAddToCart(): (input: CartAddInput) => Promise<ApiResult<CartResponse>> {
  const client = useQueryClient();
  return useCallback((input: CartAddInput) => addToCart(input, client), [client]);
}

/** The toast of a failed add: our server's message, else 'Failed to add product to cart'. */
export function cartAddFailureMessage(failure: unknown): string {
  return failureText(failure, { failed: CART_MESSAGES.addFailed });
}
