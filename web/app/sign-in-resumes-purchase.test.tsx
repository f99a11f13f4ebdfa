import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../contract/auth.ts';
import ForgetPage from '../features/auth/ForgetPage.tsx';
import LoginPage from '../features/auth/LoginPage.tsx';
import SignInPage from '../features/auth/SignInPage.tsx';
import ProductPage from '../features/catalog/product/ProductPage.tsx';
import { reviewsPage } from '../features/catalog/product/reviews/review-fixtures.ts';
import { makeDetail, makeView } from '../features/catalog/product/test-fixtures.ts';
import { cartAnswer, makeCart } from '../test/cart-fixtures.ts';
import { answer, fakeApi } from '../test/fake-api.ts';
import { renderRoutes } from '../test/render.tsx';

// The whole journey across the two features, as the app composes them: a signed-out shopper chooses
// a colour and size and presses Add to Cart or Buy Now, signs in on the real screens, and is brought
// back to the product with the press finished. The features share nothing but the return path,
// web/lib and the contract; this test is where they meet.

const SIGN_IN_USER: PublicUser = {
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
const signedIn = () => ({
  message: 'Signed in',
  user: SIGN_IN_USER,
  accessToken: 'token-1',
  token: 'token-1',
});

function renderShop() {
  const detail = makeDetail();
  const api = fakeApi({
    cart: () => cartAnswer(makeCart([])),
    cartAdd: () => ({ ...cartAnswer(makeCart([])), message: 'Added' }),
    // The product page reads only the new checkout's id.
    buyNow: () => answer({ success: true, checkout: { _id: 'co-1', items: [] } }, 201),
    productView: () => makeView(detail),
    similarProducts: () => ({ products: [] }),
    productReviews: () => reviewsPage(),
    sendOtp: () => ({ message: 'Sent', sessionId: 's-1', resendAfter: 30 }),
    verifyOtp: signedIn,
    login: signedIn,
    // Signed in, the page's heart reads the wishlist: nothing saved.
    wishlist: () => ({ wishlist: [] }),
    // And the shopper's children, to pick a size: none.
    children: () => ({ children: [] }),
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
  return { ...view, api };
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
    const { router, api } = renderShop();
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
    const adds = api.calls('cartAdd');
    expect(adds).toHaveLength(1);
    expect(adds[0]?.body).toMatchObject({ productId: 'prod-1', color: '#F4A7B9', size: '8-9Y', quantity: 1 });
  }, 20_000);

  it('password sign-in (/login): back on the product, and Buy Now goes on to the address step', async () => {
    const { router, api } = renderShop();
    await chooseAndPress('Buy Now');
    fireEvent.click(screen.getByRole('link', { name: 'Sign in with password' }));
    expect(router.state.location.pathname).toBe('/login');

    fireEvent.change(screen.getByRole('textbox', { name: 'Email or phone number' }), {
      target: { value: 'asha@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/address/co-1'), { timeout: 6000 });
    const buys = api.calls('buyNow');
    expect(buys).toHaveLength(1);
    expect(buys[0]?.body).toMatchObject({ productId: 'prod-1', color: '#F4A7B9', size: '8-9Y', quantity: 1 });
    expect(api.calls('cartAdd')).toEqual([]);
  }, 20_000);

  it('coming back without signing in presses nothing and starts from the first colour', async () => {
    const { router, api } = renderShop();
    await chooseAndPress('Add to Cart');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('button', { name: 'Off White' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('cartAdd')).toEqual([]);
  }, 20_000);
});
