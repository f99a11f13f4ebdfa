import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { ProductCard as Card } from '../../contract/catalog.ts';
import { getStoredToken, storeSignIn } from '../lib/auth-storage.ts';
import { accountData } from '../lib/use-account-query.ts';
import type { WishlistData } from '../lib/wishlist.ts';
import { answer, deferred, type FakeHandlers, fakeApi, refusal } from '../test/fake-api.ts';
import { makeCard } from '../test/product-fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { wishlistHandlers } from '../test/wishlist-fixtures.ts';
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

/** The wishlist endpoints over `saved` (newest first), with any of them answered otherwise. */
function fakeWishlist(saved: Card[] = [], handlers: FakeHandlers = {}) {
  return fakeApi({ ...wishlistHandlers(saved, [frock, shirt]), ...handlers });
}

describe('wishlist heart', () => {
  it('sends a signed-out shopper to sign in, coming back afterwards, without calling the server', async () => {
    const error = vi.spyOn(toast, 'error');
    const api = fakeWishlist();
    const { router } = renderCards();
    fireEvent.click(heart('Smocked Frock'));
    expect(error).toHaveBeenCalledWith('Please sign in to add items to wishlist', { duration: 3000 });
    await screen.findByText('Sign in page');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/allproducts?search=frock')}`);
    expect(api.spy).not.toHaveBeenCalled();
  });

  it("fills the hearts of the shopper's saved products", async () => {
    signIn();
    const api = fakeWishlist([shirt]);
    renderCards();
    await waitFor(() => expect(heart('Striped Shirt')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Striped Shirt')).toHaveAccessibleName('Remove Striped Shirt from wishlist');
    expect(heart('Smocked Frock')).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls('wishlist')[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('adds with a loading toast that becomes the success toast, filling the heart only after the server agrees', async () => {
    signIn();
    const later = deferred();
    const api = fakeWishlist([], { wishlistAdd: () => later.promise });
    const loading = vi.spyOn(toast, 'loading');
    const success = vi.spyOn(toast, 'success');
    renderCards();
    await waitFor(() => expect(api.calls('wishlist')).toHaveLength(1));

    fireEvent.click(heart('Smocked Frock'));
    expect(loading).toHaveBeenCalledWith('Adding to wishlist...');
    await waitFor(() => expect(heart('Smocked Frock')).toBeDisabled());
    expect(heart('Smocked Frock')).toHaveAttribute('aria-pressed', 'false');
    expect(heart('Striped Shirt')).toBeEnabled();
    expect(api.calls('wishlistAdd').map((call) => call.body)).toEqual([{ productId: 'p1' }]);

    later.resolve(answer({ success: true, message: 'Added to wishlist', productIds: ['p1'] }));
    await waitFor(() => expect(heart('Smocked Frock')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Smocked Frock')).toBeEnabled();
    const toastId = loading.mock.results[0]?.value;
    expect(success).toHaveBeenCalledWith('Added to wishlist', { id: toastId, duration: 2000 });
  });

  it('removes a saved product, keeping the heart filled until the server agrees', async () => {
    signIn();
    const later = deferred();
    const api = fakeWishlist([frock], { wishlistRemove: () => later.promise });
    const loading = vi.spyOn(toast, 'loading');
    const success = vi.spyOn(toast, 'success');
    renderCards();
    await waitFor(() => expect(heart('Smocked Frock')).toHaveAttribute('aria-pressed', 'true'));

    fireEvent.click(heart('Smocked Frock'));
    expect(loading).toHaveBeenCalledWith('Removing from wishlist...');
    await waitFor(() => expect(heart('Smocked Frock')).toBeDisabled());
    expect(heart('Smocked Frock')).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('wishlistRemove')[0]?.body).toEqual({ productId: 'p1' });

    later.resolve(answer({ success: true, message: 'Item removed from wishlist', productIds: [] }));
    await waitFor(() => expect(heart('Smocked Frock')).toHaveAttribute('aria-pressed', 'false'));
    expect(success).toHaveBeenCalledWith('Item removed from wishlist', {
      id: loading.mock.results[0]?.value,
      duration: 2000,
    });
  });

  it("keeps the heart as it was when the add fails, showing the server's message", async () => {
    signIn();
    fakeWishlist([], { wishlistAdd: () => refusal(404, 'This product is not available.') });
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
    fakeWishlist([], { wishlistAdd: () => Promise.reject(new TypeError('Failed to fetch')) });
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
    fakeWishlist([], { wishlistAdd: () => refusal(401, 'Login Required.') });
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
    fakeWishlist([], { wishlist: () => refusal(401, 'Login Required.') });
    const { router } = renderCards();
    await waitFor(() => expect(getStoredToken()).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('asks again after another sign-in, never showing the earlier shopper’s hearts', async () => {
    signIn();
    const api = fakeWishlist([frock]);
    const { client } = renderCards();
    await waitFor(() => expect(heart('Smocked Frock')).toHaveAttribute('aria-pressed', 'true'));
    // Another shopper signs in (e.g. in another tab) with an empty wishlist.
    api.on('wishlist', wishlistHandlers([]).wishlist);
    storeSignIn({ _id: 'u2', name: 'Ravi' }, 'token-2');
    await waitFor(() => expect(heart('Smocked Frock')).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(accountData<WishlistData>(client, ['wishlist'])?.ids).toEqual([]));
    expect(api.calls('wishlist').map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });
});
