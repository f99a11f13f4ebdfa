import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSignIn, storeSignIn } from '../../../lib/auth-storage.ts';
import { jsonResponse, renderRoutes, stubFetch } from '../../../test/render.tsx';
import { cartAnswer, cartViewUrl, makeCart, SHOPPER_ID } from '../../cart/test-fixtures.ts';
import ProductPage from './ProductPage.tsx';
import {
  PENDING_PURCHASE_KEY,
  PENDING_PURCHASE_TTL_MS,
  peekPendingPurchase,
  rememberPurchase,
  takePendingPurchase,
} from './pending-purchase.ts';
import { makeDetail, makeView } from './test-fixtures.ts';

// Sign-in keeps what the shopper was doing: a signed-out press of Add to Cart or Buy Now is finished,
// with the colour and size chosen, when the sign-in brings the shopper back to the product.

const ADD_URL = '/api/user/cart/add';
const BUY_NOW_URL = '/api/user/checkout/buy-now';

interface Answers {
  add?: () => Response | Promise<Response>;
  buyNow?: () => Response | Promise<Response>;
}

function renderShop(answers: Answers = {}) {
  const detail = makeDetail();
  const other = makeDetail({ _id: 'prod-2', name: 'Sunny Days Dungarees' });
  const spy = stubFetch((url, init) => {
    if (url === cartViewUrl) return jsonResponse(cartAnswer(makeCart([])));
    if (url === ADD_URL && init?.method === 'POST') {
      return answers.add ? answers.add() : jsonResponse({ ...cartAnswer(makeCart([])), message: 'Added' });
    }
    if (url === BUY_NOW_URL && init?.method === 'POST' && answers.buyNow) return answers.buyNow();
    for (const product of [detail, other]) {
      if (url === `/api/user/Products/view/${product._id}`) return jsonResponse(makeView(product));
      if (url === `/api/user/Products/similar/${product._id}`)
        return jsonResponse({ success: true, products: [] });
    }
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  const view = renderRoutes(
    [
      { path: '/product/:id', element: <ProductPage /> },
      { path: '/signin', element: <p>Sign in page</p> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    `/product/${detail._id}`,
  );
  return { ...view, spy, posted: (url: string) => spy.mock.calls.filter(([called]) => called === url) };
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
    const { router, spy, posted } = renderShop();
    await pressSignedOut(router, 'Add to Cart');
    expect(error).toHaveBeenCalledWith('Please log in to add items to your cart', { duration: 3000 });
    expect(posted(ADD_URL)).toHaveLength(0);

    signIn();
    await act(() => router.navigate('/product/prod-1', { replace: true }));

    expect(await screen.findByRole('button', { name: 'Blush Pink' })).toHaveAttribute('aria-pressed', 'true');
    expect(size('8-9Y')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Product added to cart successfully!', { duration: 2000 }),
    );
    const [[, init]] = posted(ADD_URL) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      userId: SHOPPER_ID,
      productId: 'prod-1',
      quantity: 1,
      color: '#F4A7B9',
      colorName: 'Blush Pink',
      size: '8-9Y',
    });
    expect(sessionStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();

    // Coming back to the product later does not add it again.
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/product/prod-1'));
    await screen.findByRole('button', { name: 'Blush Pink' });
    expect(colour('Off White')).toHaveAttribute('aria-pressed', 'true');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(spy.mock.calls.filter(([url]) => url === ADD_URL)).toHaveLength(1);
  }, 15_000);

  it('Buy Now: back from signing in, the Buy Now goes on with that choice and opens the address step', async () => {
    const error = vi.spyOn(toast, 'error');
    const { router, posted } = renderShop({
      buyNow: () => jsonResponse({ success: true, checkout: { _id: 'co-9', items: [] } }, 201),
    });
    await pressSignedOut(router, 'Buy Now');
    expect(error).toHaveBeenCalledWith('Please log in to proceed with purchase', { duration: 3000 });

    signIn();
    await act(() => router.navigate('/product/prod-1', { replace: true }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    const [[, init]] = posted(BUY_NOW_URL) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({
      productId: 'prod-1',
      quantity: 1,
      color: '#F4A7B9',
      colorName: 'Blush Pink',
      size: '8-9Y',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/address/co-9'));
    expect(sessionStorage.getItem('checkoutId')).toBe('co-9');
    expect(posted(ADD_URL)).toHaveLength(0);
  }, 15_000);

  it("shows the server's refusal when the size sold out meanwhile", async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    // Off White 5-6Y has no stock left in the product as loaded now; the server has the last word.
    rememberPurchase({ productId: 'prod-1', color: '#F5F2EA', size: '5-6Y', action: 'cart' });
    signIn();
    const { posted } = renderShop({
      add: () => jsonResponse({ success: false, message: 'This size is out of stock.' }, 409),
    });
    await waitFor(() => expect(error).toHaveBeenCalledWith('This size is out of stock.', { duration: 3000 }));
    expect(posted(ADD_URL)).toHaveLength(1);
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByTestId('stock-label')).toHaveTextContent('Out of stock');
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('is not acted on while the shopper is still signed out (Back from /signin), and waits for the sign-in', async () => {
    rememberPurchase({ productId: 'prod-1', color: '#F4A7B9', size: '8-9Y', action: 'cart' });
    const { router, posted } = renderShop();
    await screen.findByRole('button', { name: 'Off White' });
    expect(colour('Off White')).toHaveAttribute('aria-pressed', 'true');
    expect(posted(ADD_URL)).toHaveLength(0);
    expect(sessionStorage.getItem(PENDING_PURCHASE_KEY)).not.toBeNull();

    signIn();
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/product/prod-1'));
    await waitFor(() => expect(posted(ADD_URL)).toHaveLength(1));
  });

  it('is never acted on for another product, and is kept for its own', async () => {
    rememberPurchase({ productId: 'prod-2', color: '#F4A7B9', size: '8-9Y', action: 'buy' });
    signIn();
    const { posted } = renderShop();
    await screen.findByRole('button', { name: 'Off White' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(colour('Off White')).toHaveAttribute('aria-pressed', 'true');
    expect(posted(BUY_NOW_URL)).toHaveLength(0);
    expect(posted(ADD_URL)).toHaveLength(0);
    expect(peekPendingPurchase('prod-2')).toMatchObject({ action: 'buy' });
  });

  it('is forgotten after 10 minutes', async () => {
    rememberPurchase(
      { productId: 'prod-1', color: '#F4A7B9', size: '8-9Y', action: 'cart' },
      Date.now() - PENDING_PURCHASE_TTL_MS - 1000,
    );
    signIn();
    const { posted } = renderShop();
    await screen.findByRole('button', { name: 'Off White' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(colour('Off White')).toHaveAttribute('aria-pressed', 'true');
    expect(posted(ADD_URL)).toHaveLength(0);
    expect(sessionStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();
  });

  it('is dropped when its colour is no longer sold, without pressing anything', async () => {
    rememberPurchase({ productId: 'prod-1', color: '#000000', size: '8-9Y', action: 'cart' });
    signIn();
    const { posted } = renderShop();
    await screen.findByRole('button', { name: 'Off White' });
    await waitFor(() => expect(sessionStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull());
    expect(colour('Off White')).toHaveAttribute('aria-pressed', 'true');
    expect(posted(ADD_URL)).toHaveLength(0);
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
