import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { makeCard } from '../features/catalog/product/test-fixtures.ts';
import { deferred, stubWishlistApi } from '../features/wishlist/test-server.ts';
import { getStoredToken, storeSignIn } from '../lib/auth-storage.ts';
import { jsonResponse, renderRoutes } from '../test/render.tsx';
import { ProductCard } from './ProductCard.tsx';

const frock = makeCard(1, { name: 'Smocked Frock' });
const shirt = makeCard(2, { name: 'Striped Shirt' });

function renderCards(path = '/allproducts?search=frock') {
  return renderRoutes(
    [
      {
        path: '/allproducts',
        element: (
          <ul>
            {[frock, shirt].map((product) => (
              <li key={product._id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        ),
      },
      { path: '/signin', element: <p>Sign in page</p> },
    ],
    path,
  );
}

const heart = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`${name} (to|from) wishlist`) });
const signIn = () => storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');

describe('wishlist heart', () => {
  it('sends a signed-out shopper to sign in, coming back afterwards, without calling the server', async () => {
    const error = vi.spyOn(toast, 'error');
    const api = stubWishlistApi();
    const { router } = renderCards();
    fireEvent.click(heart('Smocked Frock'));
    expect(error).toHaveBeenCalledWith('Please sign in to add items to wishlist', { duration: 3000 });
    await screen.findByText('Sign in page');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/allproducts?search=frock')}`);
    expect(api.spy).not.toHaveBeenCalled();
  });

  it("fills the hearts of the shopper's saved products", async () => {
    signIn();
    const api = stubWishlistApi({ saved: [shirt] });
    renderCards();
    await waitFor(() => expect(heart('Striped Shirt')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Striped Shirt')).toHaveAccessibleName('Remove Striped Shirt from wishlist');
    expect(heart('Smocked Frock')).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls('GET', '/user/wishlist/get')[0]?.headers.Authorization).toBe('Bearer token-1');
  });

  it('adds with a loading toast that becomes the success toast, filling the heart only after the server agrees', async () => {
    signIn();
    const later = deferred();
    const api = stubWishlistApi({ onAdd: () => later.promise });
    const loading = vi.spyOn(toast, 'loading');
    const success = vi.spyOn(toast, 'success');
    renderCards();
    await waitFor(() => expect(api.calls('GET', '/user/wishlist/get')).toHaveLength(1));

    fireEvent.click(heart('Smocked Frock'));
    expect(loading).toHaveBeenCalledWith('Adding to wishlist...');
    await waitFor(() => expect(heart('Smocked Frock')).toBeDisabled());
    expect(heart('Smocked Frock')).toHaveAttribute('aria-pressed', 'false');
    expect(heart('Striped Shirt')).toBeEnabled();
    expect(api.calls('POST', '/user/wishlist/add')).toEqual([
      expect.objectContaining({ body: { productId: 'p1' } }),
    ]);

    later.resolve(jsonResponse({ success: true, message: 'Added to wishlist', productIds: ['p1'] }));
    await waitFor(() => expect(heart('Smocked Frock')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Smocked Frock')).toBeEnabled();
    const toastId = loading.mock.results[0]?.value;
    expect(success).toHaveBeenCalledWith('Added to wishlist', { id: toastId, duration: 2000 });
  });

  it('removes a saved product, keeping the heart filled until the server agrees', async () => {
    signIn();
    const later = deferred();
    const api = stubWishlistApi({ saved: [frock], onDelete: () => later.promise });
    const loading = vi.spyOn(toast, 'loading');
    const success = vi.spyOn(toast, 'success');
    renderCards();
    await waitFor(() => expect(heart('Smocked Frock')).toHaveAttribute('aria-pressed', 'true'));

    fireEvent.click(heart('Smocked Frock'));
    expect(loading).toHaveBeenCalledWith('Removing from wishlist...');
    await waitFor(() => expect(heart('Smocked Frock')).toBeDisabled());
    expect(heart('Smocked Frock')).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('DELETE', '/user/wishlist/delete')[0]?.body).toEqual({ productId: 'p1' });

    later.resolve(jsonResponse({ success: true, message: 'Item removed from wishlist', productIds: [] }));
    await waitFor(() => expect(heart('Smocked Frock')).toHaveAttribute('aria-pressed', 'false'));
    expect(success).toHaveBeenCalledWith('Item removed from wishlist', {
      id: loading.mock.results[0]?.value,
      duration: 2000,
    });
  });

  it("keeps the heart as it was when the add fails, showing the server's message", async () => {
    signIn();
    stubWishlistApi({
      onAdd: () => jsonResponse({ success: false, message: 'This product is not available.' }, 404),
    });
    const loading = vi.spyOn(toast, 'loading');
    const error = vi.spyOn(toast, 'error');
    renderCards();
    fireEvent.click(heart('Smocked Frock'));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('This product is not available.', {
        id: loading.mock.results[0]?.value,
        duration: 3000,
      }),
    );
    expect(heart('Smocked Frock')).toHaveAttribute('aria-pressed', 'false');
    expect(heart('Smocked Frock')).toBeEnabled();
  });

  it('says the update failed when no answer comes', async () => {
    signIn();
    stubWishlistApi({ onAdd: () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = vi.spyOn(toast, 'error');
    renderCards();
    fireEvent.click(heart('Smocked Frock'));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to update wishlist. Please try again.', expect.anything()),
    );
    expect(heart('Smocked Frock')).toHaveAttribute('aria-pressed', 'false');
  });

  it('clears the sign-in and goes to /signin after 1 s when the server says Login Required.', async () => {
    signIn();
    stubWishlistApi({ onAdd: () => jsonResponse({ success: false, message: 'Login Required.' }, 401) });
    const dismiss = vi.spyOn(toast, 'dismiss');
    const timeout = vi.spyOn(window, 'setTimeout');
    const { router } = renderCards();
    fireEvent.click(heart('Smocked Frock'));
    await waitFor(() => expect(getStoredToken()).toBeNull());
    expect(dismiss).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/allproducts');
    expect(timeout).toHaveBeenCalledWith(expect.any(Function), 1000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('treats a 401 on loading the saved set the same way', async () => {
    signIn();
    stubWishlistApi({ onGet: () => jsonResponse({ success: false, message: 'Login Required.' }, 401) });
    const { router } = renderCards();
    await waitFor(() => expect(getStoredToken()).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('asks again after another sign-in, never showing the earlier shopper’s hearts', async () => {
    signIn();
    stubWishlistApi({ saved: [frock] });
    const { client } = renderCards();
    await waitFor(() => expect(heart('Smocked Frock')).toHaveAttribute('aria-pressed', 'true'));
    // Another shopper signs in (e.g. in another tab) with an empty wishlist.
    stubWishlistApi({ saved: [] });
    storeSignIn({ _id: 'u2', name: 'Ravi' }, 'token-2');
    await waitFor(() => expect(heart('Smocked Frock')).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() =>
      expect(client.getQueryData(['wishlist'])).toMatchObject({ owner: 'token-2', ids: [] }),
    );
  });
});
