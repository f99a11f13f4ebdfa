import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch, testQueryClient } from '../test/render.tsx';
import { storeSignIn } from './auth-storage.ts';
import { cartQueryKey } from './cart.ts';
import { addToCart, cartAddFailureMessage } from './cart-add.ts';

const item = { productId: 'prod-1', color: '#F4A7B9', colorName: 'Blush Pink', size: '8-9Y' };
const cart = { _id: 'c1', items: [], subtotal: 0, discount: 0, totalPrice: 0, itemCount: 1 };

describe('addToCart', () => {
  it('sends one item for the stored user, with the bearer token and no price, then marks the cart stale', async () => {
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
    const spy = stubFetch(() =>
      jsonResponse({ success: true, message: 'Product added to cart successfully!', cart }),
    );
    const client = testQueryClient();
    client.setQueryData(cartQueryKey, { userId: 'u1', cart });
    const result = await addToCart(item, client);
    expect(result.success).toBe(true);
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/cart/add');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer token-1');
    expect(JSON.parse(String(init?.body))).toEqual({
      userId: 'u1',
      productId: 'prod-1',
      quantity: 1,
      color: '#F4A7B9',
      colorName: 'Blush Pink',
      size: '8-9Y',
    });
    expect(client.getQueryState(cartQueryKey)?.isInvalidated).toBe(true);
  });

  it('leaves the cart as it was when the add fails', async () => {
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
    stubFetch(() => jsonResponse({ success: false, message: 'This size is out of stock.' }, 400));
    const client = testQueryClient();
    client.setQueryData(cartQueryKey, { userId: 'u1', cart });
    const result = await addToCart(item, client);
    expect(result.success).toBe(false);
    expect(!result.success && cartAddFailureMessage(result)).toBe('This size is out of stock.');
    expect(client.getQueryState(cartQueryKey)?.isInvalidated).toBe(false);
  });

  it('asks nothing without a stored user id and answers as not signed in', async () => {
    const spy = stubFetch(() => jsonResponse({}));
    const result = await addToCart(item);
    expect(spy).not.toHaveBeenCalled();
    expect(result).toEqual({
      success: false,
      error: { message: 'Please log in to add items to your cart' },
      status: 401,
    });
  });

  it("falls back to 'Failed to add product to cart' when no server message came", () => {
    expect(
      cartAddFailureMessage({ success: false, error: { message: 'Failed to fetch' }, status: 500 }),
    ).toBe('Failed to add product to cart');
  });
});
