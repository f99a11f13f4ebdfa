import { describe, expect, it } from 'vitest';
import { makeCart } from '../test/cart-fixtures.ts';
import { fakeApi, refusal } from '../test/fake-api.ts';
import { testQueryClient } from '../test/render.tsx';
import { storeSignIn } from './auth-storage.ts';
import { cartQueryKey } from './cart.ts';
import { addToCart, cartAddFailureMessage } from './cart-add.ts';
import { setAccountData } from './use-account-query.ts';

const item = { productId: 'prod-1', color: '#F4A7B9', colorName: 'Blush Pink', size: '8-9Y' };
const cart = makeCart([]);

describe('addToCart', () => {
  it('sends one item for the stored user, with the bearer token and no price, then marks the cart stale', async () => {
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
    const api = fakeApi({ cartAdd: () => ({ message: 'Product added to cart successfully!', cart }) });
    const client = testQueryClient();
    setAccountData(client, cartQueryKey, cart);
    const result = await addToCart(item, client);
    expect(result.success).toBe(true);
    const [sent] = api.calls('cartAdd');
    expect(sent?.url).toBe('/api/user/cart/add');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(sent?.body).toEqual({
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
    fakeApi({ cartAdd: () => refusal(400, 'This size is out of stock.') });
    const client = testQueryClient();
    setAccountData(client, cartQueryKey, cart);
    const result = await addToCart(item, client);
    expect(result.success).toBe(false);
    expect(!result.success && cartAddFailureMessage(result)).toBe('This size is out of stock.');
    expect(client.getQueryState(cartQueryKey)?.isInvalidated).toBe(false);
  });

  it('asks nothing without a stored user id and answers as not signed in', async () => {
    const api = fakeApi({});
    const result = await addToCart(item);
    expect(api.spy).not.toHaveBeenCalled();
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
