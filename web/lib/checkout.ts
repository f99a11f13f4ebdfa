import type { CheckoutResponse } from '../../contract/checkout.ts';
import type { BodyOf } from '../../contract/endpoints.ts';
import type { ApiResult } from './api.ts';
import { call } from './call.ts';
import { filledText, recordOr, textOr } from './read.ts';

// Opening a checkout (rules/storefront §2 Cart, Product, §7): from the cart or from Buy Now. Both the
// cart page and the product page start one, and the address screens show the last one opened, so
// these calls and the remembered id live here rather than in one feature. Types only from the
// contract: the product page should not carry the schema library.

/** The checkout opened last in this tab (for the column on /addressdetails). */
export const OPEN_CHECKOUT_KEY = 'checkoutId';

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberCheckout(id: string): void {
  tabStorage()?.setItem(OPEN_CHECKOUT_KEY, id);
}

export function rememberedCheckoutId(): string | null {
  return tabStorage()?.getItem(OPEN_CHECKOUT_KEY) || null;
}

/** Forgets the remembered checkout (placed, or no longer there); only `id` when given. */
export function forgetCheckout(id?: string): void {
  const store = tabStorage();
  if (!store) return;
  if (id === undefined || store.getItem(OPEN_CHECKOUT_KEY) === id) store.removeItem(OPEN_CHECKOUT_KEY);
}

/** The checkout id of an answer ({ checkout: { _id } }), or null when it carries none. */
export function answeredCheckoutId(body: unknown): string | null {
  return filledText(recordOr(recordOr(body).checkout)._id);
}

/**
 * A call's result with an answer that carries no checkout read as a refusal; a good answer's
 * checkout is remembered for the address screens.
 */
function opened(result: ApiResult<CheckoutResponse>): ApiResult<CheckoutResponse> {
  if (!result.success) return result;
  const id = answeredCheckoutId(result.data);
  if (id === null) {
    return {
      success: false,
      error: { success: false, message: textOr(recordOr(result.data).message) },
      status: result.status,
    };
  }
  rememberCheckout(id);
  return result;
}

/** Checkout from the cart. */
export async function createCheckout(cartId: string): Promise<ApiResult<CheckoutResponse>> {
  return opened(await call('checkoutCreate', { body: { cartId } }));
}

export interface BuyNowInput {
  productId: string;
  color: string;
  size: string;
  colorName?: string | null;
  /** Sent because the page shows it; the server prices the checkout from the catalogue. */
  price?: number | null;
}

/** Buy Now: a checkout of one item (quantity 1) of this colour and size. */
export async function buyNow(input: BuyNowInput): Promise<ApiResult<CheckoutResponse>> {
  const body: BodyOf<'buyNow'> = {
    productId: input.productId,
    quantity: 1,
    color: input.color,
    size: input.size,
  };
  if (input.colorName) body.colorName = input.colorName;
  if (typeof input.price === 'number') body.price = input.price;
  return opened(await call('buyNow', { body }));
}
