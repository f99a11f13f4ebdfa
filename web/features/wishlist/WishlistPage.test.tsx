import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '../../../contract/catalog.ts';
import { getStoredToken, storeSignIn } from '../../lib/auth-storage.ts';
import { alertHandlers } from '../../test/alert-fixtures.ts';
import { answer, deferred, type FakeHandlers, fakeApi, refusal } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { savedEntry, wishlistHandlers } from '../../test/wishlist-fixtures.ts';
import { makeFrock, makeProduct, makeVariant } from './test-fixtures.ts';
import WishlistPage from './WishlistPage.tsx';

const frock = makeFrock({ name: 'Little Hearts Smocked Frock With Puff Sleeves' });
const shirt = makeProduct(2, {
  name: 'Striped Shirt',
  brandName: 'Pebble Kids',
  variants: [makeVariant({ price: 499, wholesalePrice: 799 })],
});
const romper = makeProduct(3, { name: 'Cosy Romper' });

function renderWishlist(saved: ProductCard[] = [], handlers: FakeHandlers = {}) {
  storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
  const api = fakeApi({ ...wishlistHandlers(saved), ...alertHandlers(), ...handlers });
  const view = renderRoutes(
    [
      { path: '/wishlist', element: <WishlistPage /> },
      { path: '/product/:id', element: <p>Product page</p> },
      { path: '/signin', element: <p>Sign in page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/wishlist',
  );
  return { ...view, api };
}

const title = () => screen.getByRole('heading', { level: 1 });
const card = (name: RegExp) => screen.getByRole('link', { name }).closest('article') as HTMLElement;
const heart = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`${name} (to|from) wishlist`) });

describe('wishlist page', () => {
  it('shows 6 skeleton cards while the list loads', () => {
    renderWishlist([], { wishlist: () => new Promise<Response>(() => {}) });
    expect(screen.getByTestId('wishlist-skeletons').children).toHaveLength(6);
    expect(title()).toHaveTextContent(/^My Wishlist$/);
  });

  it('lists the saved products with the count, each card opening its product', async () => {
    renderWishlist([frock, shirt, romper]);
    await waitFor(() => expect(title()).toHaveTextContent('My Wishlist (3)'));
    expect(document.title).toBe('Wishlist · Little Loom');
    const shirtCard = card(/Striped Shirt/);
    expect(within(shirtCard).getByRole('link')).toHaveAttribute('href', '/product/p2');
    expect(shirtCard).toHaveTextContent('Pebble Kids');
    expect(shirtCard).toHaveTextContent('₹499');
    expect(shirtCard).toHaveTextContent('M.R.P ₹799');
    expect(shirtCard).toHaveTextContent('37% OFF');
    expect(screen.getByText('Little Hearts Smocked Fro...')).toBeInTheDocument();
    expect(within(shirtCard).getByRole('button', { name: /wishlist/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(shirtCard).getByRole('button', { name: 'Add to Cart: Striped Shirt' })).toBeInTheDocument();
    fireEvent.click(within(shirtCard).getByRole('link'));
    expect(await screen.findByText('Product page')).toBeInTheDocument();
  });

  it('says the wishlist is empty and offers Continue Shopping', async () => {
    renderWishlist([]);
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(title()).toHaveTextContent('My Wishlist (0)');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('says the list failed to load, and Try Again asks again', async () => {
    let fail = true;
    renderWishlist([], {
      wishlist: () => (fail ? refusal(500, 'Server trouble') : { wishlist: [savedEntry(shirt)] }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load wishlist');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(title()).toHaveTextContent('My Wishlist (1)'));
  });

  it('clears the sign-in and goes to /signin after 1 s when the list answers 401', async () => {
    const { router } = renderWishlist([], { wishlist: () => refusal(401, 'Login Required.') });
    await waitFor(() => expect(getStoredToken()).toBeNull());
    expect(screen.getByText('Please sign in to view your wishlist')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wishlist');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('switches the heart off at once on removal, then drops the card when the server agrees', async () => {
    const later = deferred();
    const loading = vi.spyOn(toast, 'loading');
    const success = vi.spyOn(toast, 'success');
    const { api } = renderWishlist([shirt, romper], { wishlistRemove: () => later.promise });
    await waitFor(() => expect(title()).toHaveTextContent('My Wishlist (2)'));
    fireEvent.click(heart('Striped Shirt'));
    expect(heart('Striped Shirt')).toHaveAttribute('aria-pressed', 'false');
    expect(loading).toHaveBeenCalledWith('Removing from wishlist...');
    await waitFor(() => expect(heart('Striped Shirt')).toBeDisabled());
    expect(api.calls('wishlistRemove')[0]?.body).toEqual({ productId: 'p2' });

    later.resolve(answer({ success: true, message: 'Item removed from wishlist', productIds: ['p3'] }));
    await waitFor(() => expect(screen.queryByText('Striped Shirt')).not.toBeInTheDocument());
    expect(title()).toHaveTextContent('My Wishlist (1)');
    expect(success).toHaveBeenCalledWith('Item removed from wishlist', {
      id: loading.mock.results[0]?.value,
      duration: 2000,
    });
  });

  it('restores the heart and says so when the removal fails', async () => {
    const later = deferred();
    const loading = vi.spyOn(toast, 'loading');
    const error = vi.spyOn(toast, 'error');
    renderWishlist([shirt], { wishlistRemove: () => later.promise });
    await waitFor(() => expect(title()).toHaveTextContent('My Wishlist (1)'));
    fireEvent.click(heart('Striped Shirt'));
    expect(heart('Striped Shirt')).toHaveAttribute('aria-pressed', 'false');

    later.resolve(refusal(500, 'Server trouble'));
    await waitFor(() => expect(heart('Striped Shirt')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Striped Shirt')).toBeEnabled();
    expect(title()).toHaveTextContent('My Wishlist (1)');
    expect(error).toHaveBeenCalledWith('Failed to remove from wishlist', {
      id: loading.mock.results[0]?.value,
      duration: 3000,
    });
  });
});

describe('wishlist option popup', () => {
  async function openPopup(handlers: FakeHandlers = {}) {
    const view = renderWishlist([frock], handlers);
    fireEvent.click(await screen.findByRole('button', { name: /^Add to Cart: Little Hearts/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose colour and size' });
    return { ...view, dialog };
  }
  const add = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Add to Cart' });
  const option = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
  const sizeNames = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('group', { name: 'Size' }))
      .queryAllByRole('button')
      .map((b) => b.textContent);

  it('asks for a colour, then offers only its sizes in stock; a new colour clears the size', async () => {
    const { dialog } = await openPopup();
    expect(within(dialog).getByText('Choose a colour to see its sizes.')).toBeInTheDocument();
    expect(add(dialog)).toBeDisabled();

    fireEvent.click(option(dialog, 'Off White'));
    expect(option(dialog, 'Off White')).toHaveAttribute('aria-pressed', 'true');
    expect(sizeNames(dialog)).toEqual(['6-7Y', '7-8Y']);
    expect(add(dialog)).toBeDisabled();

    fireEvent.click(option(dialog, '7-8Y'));
    expect(option(dialog, '7-8Y')).toHaveAttribute('aria-pressed', 'true');
    expect(add(dialog)).toBeEnabled();

    fireEvent.click(option(dialog, 'Blush Pink'));
    expect(sizeNames(dialog)).toEqual(['7-8Y', '8-9Y']);
    expect(option(dialog, '7-8Y')).toHaveAttribute('aria-pressed', 'false');
    expect(add(dialog)).toBeDisabled();
  });

  it('adds the chosen colour and size for the stored user, then closes', async () => {
    const later = deferred();
    const success = vi.spyOn(toast, 'success');
    const { dialog, api } = await openPopup({ cartAdd: () => later.promise });
    fireEvent.click(option(dialog, 'Blush Pink'));
    fireEvent.click(option(dialog, '8-9Y'));
    fireEvent.click(add(dialog));
    expect(await within(dialog).findByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(api.calls('cartAdd').map((call) => call.body)).toEqual([
      {
        userId: 'u1',
        productId: 'prod-1',
        quantity: 1,
        color: '#F4A7B9',
        colorName: 'Blush Pink',
        size: '8-9Y',
      },
    ]);
    expect(api.calls('cartAdd')[0]?.headers.get('Authorization')).toBe('Bearer token-1');

    // The popup reads only that the add succeeded.
    later.resolve(answer({ success: true, message: 'Product added to cart successfully!', cart: {} }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(success).toHaveBeenCalledWith('Product added to cart successfully!', { duration: 2000 });
    // The product stays saved.
    expect(heart('Little Hearts Smocked Frock With Puff Sleeves')).toHaveAttribute('aria-pressed', 'true');
  });

  it("keeps the popup open with the server's message when the add fails", async () => {
    const error = vi.spyOn(toast, 'error');
    const { dialog } = await openPopup({
      cartAdd: () => refusal(400, 'This size is out of stock.'),
    });
    fireEvent.click(option(dialog, 'Off White'));
    fireEvent.click(option(dialog, '6-7Y'));
    fireEvent.click(add(dialog));
    await waitFor(() => expect(error).toHaveBeenCalledWith('This size is out of stock.', { duration: 3000 }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(add(dialog)).toBeEnabled();
  });

  it('starts again from nothing chosen when reopened', async () => {
    const { dialog } = await openPopup();
    fireEvent.click(option(dialog, 'Off White'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: /^Add to Cart: Little Hearts/ }));
    const again = await screen.findByRole('dialog');
    expect(option(again, 'Off White')).toHaveAttribute('aria-pressed', 'false');
    expect(add(again)).toBeDisabled();
  });
});
