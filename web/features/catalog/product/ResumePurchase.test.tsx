import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSignIn, storeSignIn } from '../../../lib/auth-storage.ts';
import { cartAnswer, makeCart, SHOPPER_ID } from '../../../test/cart-fixtures.ts';
import { answer, type FakeHandlers, fakeApi, refusal } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import ProductPage from './ProductPage.tsx';
import {
  PENDING_PURCHASE_KEY,
  PENDING_PURCHASE_TTL_MS,
  peekPendingPurchase,
  rememberPurchase,
  takePendingPurchase,
} from './pending-purchase.ts';
import { reviewsPage } from './reviews/review-fixtures.ts';
import { makeDetail, makeView } from './test-fixtures.ts';

// Sign-in keeps what the shopper was doing: a signed-out press of Add to Cart or Buy Now is finished,
// with the colour and size chosen, when the sign-in brings the shopper back to the product.

function renderShop(handlers: Pick<FakeHandlers, 'cartAdd' | 'buyNow'> = {}) {
  const products = [makeDetail(), makeDetail({ _id: 'prod-2', name: 'Sunny Days Dungarees' })];
  const api = fakeApi({
    cart: () => cartAnswer(makeCart([])),
    cartAdd: () => ({ ...cartAnswer(makeCart([])), message: 'Added' }),
    productView: ({ params }) => {
      const product = products.find((candidate) => candidate._id === params.id);
      return product ? makeView(product) : refusal(404, 'Product not found');
    },
    similarProducts: () => ({ products: [] }),
    productReviews: () => reviewsPage(),
    wishlist: () => ({ wishlist: [] }),
    // Signed in, the page reads the shopper's children to pick a size: none.
    children: () => ({ children: [] }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/product/:id', element: <ProductPage /> },
      { path: '/signin', element: <p>Sign in page</p> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    `/product/${products[0]!._id}`,
  );
  return { ...view, api };
}

/** What a sign-in does to the browser (web/features/auth): the login data, kept. */
function signIn() {
  storeSignIn({ _id: SHOPPER_ID, name: 'Asha Rao', email: 'asha@example.com', role: 'user' }, 'token-1');
}

const colour = (name: string) => screen.getByRole('button', { name });
const size = (name: string) => screen.getByRole('button', { name });

/** Blush Pink in 8-9Y (not what the page starts with), then `press`; the page sends them to /signin. */
async function pressSignedOut(
  router: ReturnType<typeof renderShop>['router'],
  press: 'Add to Cart' | 'Buy Now',
) {
  await screen.findByRole('button', { name: 'Off White' });
  fireEvent.click(colour('Blush Pink'));
  fireEvent.click(size('8-9Y'));
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fireEvent.click(screen.getByRole('button', { name: press }));
  act(() => vi.advanceTimersByTime(1500));
  vi.useRealTimers();
  expect(router.state.location.pathname).toBe('/signin');
  expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/product/prod-1')}`);
}

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('a press made before signing in', () => {
  it('Add to Cart: back from signing in, the colour and size are kept and the item is added once', async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    const { router, api } = renderShop();
    await pressSignedOut(router, 'Add to Cart');
    expect(error).toHaveBeenCalledWith('Please log in to add items to your cart', {
      duration: 3000,
    });
    expect(api.calls('cartAdd')).toHaveLength(0);

    signIn();
    await act(() => router.navigate('/product/prod-1', { replace: true }));

    expect(await screen.findByRole('button', { name: 'Blush Pink' })).toHaveAttribute('aria-pressed', 'true');
    expect(size('8-9Y')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Product added to cart successfully!', { duration: 2000 }),
    );
    expect(api.calls('cartAdd').map((sent) => sent.body)).toEqual([
      {
        userId: SHOPPER_ID,
        productId: 'prod-1',
        quantity: 1,
        color: '#F4A7B9',
        colorName: 'Blush Pink',
        size: '8-9Y',
      },
    ]);
    expect(sessionStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();

    // Coming back to the product later does not add it again.
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/product/prod-1'));
    await screen.findByRole('button', { name: 'Blush Pink' });
    expect(colour('Off White')).toHaveAttribute('aria-pressed', 'true');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(api.calls('cartAdd')).toHaveLength(1);
  }, 15_000);

  it('Buy Now: back from signing in, the Buy Now goes on with that choice and opens the address step', async () => {
    const error = vi.spyOn(toast, 'error');
    const { router, api } = renderShop({
      // Only the checkout's id matters here: the address step reads the rest.
      buyNow: () => answer({ success: true, checkout: { _id: 'co-9', items: [] } }, 201),
    });
    await pressSignedOut(router, 'Buy Now');
    expect(error).toHaveBeenCalledWith('Please log in to proceed with purchase', {
      duration: 3000,
    });

    signIn();
    await act(() => router.navigate('/product/prod-1', { replace: true }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    const [sent] = api.calls('buyNow');
    expect(api.calls('buyNow')).toHaveLength(1);
    expect(sent?.body).toMatchObject({
      productId: 'prod-1',
      quantity: 1,
      color: '#F4A7B9',
      colorName: 'Blush Pink',
      size: '8-9Y',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/address/co-9'));
    expect(sessionStorage.getItem('checkoutId')).toBe('co-9');
    expect(api.calls('cartAdd')).toHaveLength(0);
  }, 15_000);

  it("shows the server's refusal when the size sold out meanwhile", async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    // Off White 5-6Y has no stock left in the product as loaded now; the server has the last word.
    rememberPurchase({ productId: 'prod-1', color: '#F5F2EA', size: '5-6Y', action: 'cart' });
    signIn();
    const { api } = renderShop({ cartAdd: () => refusal(409, 'This size is out of stock.') });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('This size is out of stock.', {
        duration: 3000,
      }),
    );
    expect(api.calls('cartAdd')).toHaveLength(1);
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByTestId('stock-label')).toHaveTextContent('Out of stock');
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('is not acted on while the shopper is still signed out (Back from /signin), and waits for the sign-in', async () => {
    rememberPurchase({ productId: 'prod-1', color: '#F4A7B9', size: '8-9Y', action: 'cart' });
    const { router, api } = renderShop();
    await screen.findByRole('button', { name: 'Off White' });
    expect(colour('Off White')).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('cartAdd')).toHaveLength(0);
    expect(sessionStorage.getItem(PENDING_PURCHASE_KEY)).not.toBeNull();

    signIn();
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/product/prod-1'));
    await waitFor(() => expect(api.calls('cartAdd')).toHaveLength(1));
  });

  it('is never acted on for another product, and is kept for its own', async () => {
    rememberPurchase({ productId: 'prod-2', color: '#F4A7B9', size: '8-9Y', action: 'buy' });
    signIn();
    const { api } = renderShop();
    await screen.findByRole('button', { name: 'Off White' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(colour('Off White')).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('buyNow')).toHaveLength(0);
    expect(api.calls('cartAdd')).toHaveLength(0);
    expect(peekPendingPurchase('prod-2')).toMatchObject({ action: 'buy' });
  });

  it('is forgotten after 10 minutes', async () => {
    rememberPurchase(
      { productId: 'prod-1', color: '#F4A7B9', size: '8-9Y', action: 'cart' },
      Date.now() - PENDING_PURCHASE_TTL_MS - 1000,
    );
    signIn();
    const { api } = renderShop();
    await screen.findByRole('button', { name: 'Off White' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(colour('Off White')).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('cartAdd')).toHaveLength(0);
    expect(sessionStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();
  });

  it('is dropped when its colour is no longer sold, without pressing anything', async () => {
    rememberPurchase({ productId: 'prod-1', color: '#000000', size: '8-9Y', action: 'cart' });
    signIn();
    const { api } = renderShop();
    await screen.findByRole('button', { name: 'Off White' });
    await waitFor(() => expect(sessionStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull());
    expect(colour('Off White')).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('cartAdd')).toHaveLength(0);
  });
});

describe('the pending purchase note', () => {
  const note = { productId: 'prod-1', color: '#F4A7B9', size: '8-9Y', action: 'cart' } as const;

  it('is taken once', () => {
    rememberPurchase(note, 1000);
    expect(takePendingPurchase('prod-1', 2000)).toEqual({ ...note, at: 1000 });
    expect(takePendingPurchase('prod-1', 2000)).toBeNull();
  });

  it('is forgotten when the shopper signs out, but not by a sign-in', () => {
    rememberPurchase(note);
    signIn();
    expect(peekPendingPurchase('prod-1')).not.toBeNull();
    clearSignIn();
    expect(sessionStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();
  });

  it('ignores damaged or foreign contents', () => {
    sessionStorage.setItem(PENDING_PURCHASE_KEY, '{not json');
    expect(peekPendingPurchase('prod-1')).toBeNull();
    sessionStorage.setItem(
      PENDING_PURCHASE_KEY,
      JSON.stringify({ ...note, action: 'steal', at: Date.now() }),
    );
    expect(peekPendingPurchase('prod-1')).toBeNull();
  });
});
