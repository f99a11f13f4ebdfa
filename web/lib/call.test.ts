import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '../test/fake-api.ts';
import { TOKEN_KEY } from './auth-storage.ts';
import { call, callUrl } from './call.ts';

describe('call', () => {
  it('builds the path and query from the endpoint table and sends the bearer to signed-in endpoints', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    const api = fakeApi({
      orderList: ({ query }) => ({
        orders: [],
        page: Number(query.get('page')),
        limit: 5,
        total: 0,
        totalPages: 0,
      }),
    });
    const result = await call('orderList', { query: { page: 2, limit: 5 } });
    expect(result).toMatchObject({ success: true, data: { success: true, page: 2 } });
    const [sent] = api.calls('orderList');
    expect(sent?.url).toBe('/api/user/order/view?page=2&limit=5');
    expect(sent?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('fills path parameters, encoded', () => {
    expect(callUrl('order', { params: { id: 'a/b' } })).toBe('/user/order/view/a%2Fb');
    expect(callUrl('productList', { query: { search: 'frock', page: 1, brand: undefined } })).toBe(
      '/user/Products/view?search=frock&page=1',
    );
  });

  it('fails locally with 401 when a signed-in endpoint is called without a token', async () => {
    const api = fakeApi({});
    expect(await call('wishlist')).toEqual({
      success: false,
      error: { message: 'No token provided' },
      status: 401,
    });
    expect(api.spy).not.toHaveBeenCalled();
  });

  it('sends no token to public endpoints and reads a refusal as a failure', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    const api = fakeApi({ productView: () => refusal(404, 'Product not found') });
    const result = await call('productView', { params: { id: 'p1' } });
    expect(result).toMatchObject({ success: false, status: 404, error: { message: 'Product not found' } });
    expect(api.calls('productView')[0]?.headers.get('authorization')).toBeNull();
  });

  it('sends JSON bodies with the table’s method', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    const api = fakeApi({
      wishlistRemove: ({ body }) => ({ message: 'Removed', productIds: [body.productId] }),
    });
    const result = await call('wishlistRemove', { body: { productId: 'p9' } });
    expect(result).toMatchObject({ success: true, data: { productIds: ['p9'] } });
    expect(api.calls('wishlistRemove')[0]?.method).toBe('DELETE');
  });
});

describe('the fake API', () => {
  it.fails('fails the test when an endpoint without a handler is called', async () => {
    fakeApi({});
    await call('home');
  });

  it('routes by the table, telling apart paths that share a prefix', async () => {
    const api = fakeApi({
      home: () => ({ status: true, data: {} }) as never,
      article: ({ params }) => ({ id: params.id }) as never,
    });
    await call('article', { params: { id: 'a1' } });
    expect(api.calls('article')).toHaveLength(1);
    expect(api.calls('home')).toHaveLength(0);
  });
});
