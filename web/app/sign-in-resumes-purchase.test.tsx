import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ForgetPage from '../features/auth/ForgetPage.tsx';
import LoginPage from '../features/auth/LoginPage.tsx';
import SignInPage from '../features/auth/SignInPage.tsx';
import { cartAnswer, cartViewUrl, makeCart } from '../features/cart/test-fixtures.ts';
import ProductPage from '../features/catalog/product/ProductPage.tsx';
import { makeDetail, makeView } from '../features/catalog/product/test-fixtures.ts';
import { jsonResponse, renderRoutes, stubFetch } from '../test/render.tsx';

// The whole journey across the two features, as the app composes them: a signed-out shopper chooses
// a colour and size and presses Add to Cart or Buy Now, signs in on the real screens, and is brought
// back to the product with the press finished. The features share nothing but the return path,
// web/lib and the contract; this test is where they meet.

const SIGN_IN_USER = {
  _id: 'user-1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  gender: null,
  image: null,
  coins: 40,
  referralCode: 'LLASHA1',
  role: 'user',
};
const signedIn = () =>
  jsonResponse({
    success: true,
    message: 'Signed in',
    user: SIGN_IN_USER,
    accessToken: 'token-1',
    token: 'token-1',
  });

function renderShop() {
  const detail = makeDetail();
  const posted: { url: string; body: unknown }[] = [];
  stubFetch((url, init) => {
    const path = url.split('?')[0];
    if (init?.method === 'POST')
      posted.push({ url: path ?? url, body: JSON.parse(String(init.body ?? '{}')) });
    if (url === cartViewUrl) return jsonResponse(cartAnswer(makeCart([])));
    if (url === '/api/user/cart/add') return jsonResponse({ ...cartAnswer(makeCart([])), message: 'Added' });
    if (url === '/api/user/checkout/buy-now')
      return jsonResponse({ success: true, checkout: { _id: 'co-1', items: [] } }, 201);
    if (url === `/api/user/Products/view/${detail._id}`) return jsonResponse(makeView(detail));
    if (url === `/api/user/Products/similar/${detail._id}`)
      return jsonResponse({ success: true, products: [] });
    if (url === '/api/user/auth/send-otp')
      return jsonResponse({ success: true, message: 'Sent', sessionId: 's-1', resendAfter: 30 });
    if (url === '/api/user/auth/verify-otp' || url === '/api/user/auth/login') return signedIn();
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  const view = renderRoutes(
    [
      { path: '/product/:id', element: <ProductPage /> },
      { path: '/signin', element: <SignInPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/forget', element: <ForgetPage /> },
      { path: '/address/:id', element: <p>Address step</p> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    `/product/${detail._id}`,
  );
  return { ...view, posted };
}

/** Blush Pink in 8-9Y (not the page's first choice), then `press`, signed out: off to /signin. */
async function chooseAndPress(press: 'Add to Cart' | 'Buy Now') {
  fireEvent.click(await screen.findByRole('button', { name: 'Blush Pink' }));
  fireEvent.click(screen.getByRole('button', { name: '8-9Y' }));
  fireEvent.click(screen.getByRole('button', { name: press }));
  // The page says why, then (after 1.5 s) shows the sign-in screen.
  await screen.findByRole('button', { name: 'Send code' }, { timeout: 4000 });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('signing in keeps what the shopper was doing', () => {
  it('phone and code: back on the product with the colour and size kept, and the item added', async () => {
    const success = vi.spyOn(toast, 'success');
    const { router, posted } = renderShop();
    await chooseAndPress('Add to Cart');
    expect(router.state.location.pathname).toBe('/signin');

    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), {
      target: { value: '9876543210' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const first = await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
    // Pasting the code signs in (the sixth digit submits).
    fireEvent.paste(first, { clipboardData: { getData: () => '123456' } });

    await waitFor(() => expect(router.state.location.pathname).toBe('/product/prod-1'), { timeout: 4000 });
    expect(await screen.findByRole('button', { name: 'Blush Pink' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '8-9Y' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Product added to cart successfully!', { duration: 2000 }),
    );
    const adds = posted.filter((call) => call.url === '/api/user/cart/add');
    expect(adds).toHaveLength(1);
    expect(adds[0]?.body).toMatchObject({ productId: 'prod-1', color: '#F4A7B9', size: '8-9Y', quantity: 1 });
  }, 20_000);

  it('password sign-in (/login): back on the product, and Buy Now goes on to the address step', async () => {
    const { router, posted } = renderShop();
    await chooseAndPress('Buy Now');
    fireEvent.click(screen.getByRole('link', { name: 'Sign in with password' }));
    expect(router.state.location.pathname).toBe('/login');

    fireEvent.change(screen.getByRole('textbox', { name: 'Email or phone number' }), {
      target: { value: 'asha@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/address/co-1'), { timeout: 6000 });
    const buys = posted.filter((call) => call.url === '/api/user/checkout/buy-now');
    expect(buys).toHaveLength(1);
    expect(buys[0]?.body).toMatchObject({ productId: 'prod-1', color: '#F4A7B9', size: '8-9Y', quantity: 1 });
    expect(posted.some((call) => call.url === '/api/user/cart/add')).toBe(false);
  }, 20_000);

  it('coming back without signing in presses nothing and starts from the first colour', async () => {
    const { router, posted } = renderShop();
    await chooseAndPress('Add to Cart');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('button', { name: 'Off White' })).toHaveAttribute('aria-pressed', 'true');
    expect(posted.some((call) => call.url === '/api/user/cart/add')).toBe(false);
  }, 20_000);
});
