import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearSignIn, storeSignIn, updateStoredUser } from '../../lib/auth-storage.ts';
import { cartAnswer, makeCart, makeCartItem, SHOPPER_ID, signInShopper } from '../../test/cart-fixtures.ts';
import { fakeApi, refusal } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { Layout } from './Layout.tsx';

function renderLayout(path = '/') {
  return renderRoutes(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <p>Home content</p> },
          { path: '*', element: <p>Other content</p> },
        ],
      },
    ],
    path,
  );
}

const href = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

describe('shared layout', () => {
  it('has a mobile header with the wordmark, notifications and wishlist icons, and a search box', () => {
    renderLayout();
    const header = screen.getByTestId('mobile-header');
    expect(header).toHaveClass('md:hidden');
    expect(href(header, 'Little Loom home')).toBe('/');
    expect(href(header, 'Notifications')).toBe('/notifications');
    expect(href(header, 'Wishlist')).toBe('/wishlist');
    expect(within(header).getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
  });

  it('has a desktop header with Home, Categories, search and account, wishlist and cart icons', () => {
    renderLayout();
    const header = screen.getByTestId('desktop-header');
    expect(header).toHaveClass('hidden', 'md:block');
    expect(href(header, 'Home')).toBe('/');
    expect(href(header, 'Categories')).toBe('/category');
    expect(href(header, 'Account')).toBe('/profile');
    expect(href(header, 'Wishlist')).toBe('/wishlist');
    expect(href(header, 'Cart')).toBe('/cart');
    expect(within(header).getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
  });

  it('has a bottom tab bar with Home, Categories, Cart and Account, highlighting the current tab', () => {
    renderLayout('/cart');
    const tabs = screen.getByTestId('tab-bar');
    expect(tabs).toHaveClass('md:hidden');
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Categories', '/category'],
      ['Cart', '/cart'],
      ['Account', '/profile'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Cart' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks Home as current only on the home page', () => {
    renderLayout('/');
    const tabs = screen.getByTestId('tab-bar');
    expect(within(tabs).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Account' })).not.toHaveAttribute('aria-current');
  });

  it('search goes to /allproducts with the text and a cache-buster', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1234);
    const { router } = renderLayout();
    const header = screen.getByTestId('mobile-header');
    const box = within(header).getByRole('combobox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: '  party frock ' } });
    fireEvent.submit(box.closest('form')!);
    expect(router.state.location.pathname).toBe('/allproducts');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('search')).toBe('party frock');
    expect(params.get('_')).toBe('1234');
    expect(screen.getByText('Other content')).toBeInTheDocument();
  });

  it('search from the desktop header works the same, and keeps the text on the listing', () => {
    const { router } = renderLayout();
    const header = screen.getByTestId('desktop-header');
    const box = within(header).getByRole('combobox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'kurta' } });
    fireEvent.click(within(header).getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/allproducts');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('kurta');
    expect(new URLSearchParams(router.state.location.search).get('_')).toMatch(/^\d+$/);
    expect(box).toHaveValue('kurta');
  });

  it('blank search does nothing', () => {
    const { router } = renderLayout();
    const box = within(screen.getByTestId('mobile-header')).getByRole('combobox');
    fireEvent.change(box, { target: { value: '    ' } });
    fireEvent.submit(box.closest('form')!);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('POP');
  });
});

describe('cart count', () => {
  const threePieces = makeCart([
    makeCartItem({ quantity: 2 }),
    makeCartItem({ _id: 'line-2', size: '7-8Y' }),
  ]);
  const badges = () => screen.queryAllByTestId('cart-count');

  it('shows the number of pieces on the desktop cart icon and the Cart tab of a signed-in shopper', async () => {
    signInShopper();
    fakeApi({ cart: () => cartAnswer(threePieces) });
    renderLayout();
    const header = screen.getByTestId('desktop-header');
    const cart = await within(header).findByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    const tab = within(screen.getByTestId('tab-bar')).getByRole('link', { name: 'Cart, 3 items' });
    expect(tab).toHaveAttribute('href', '/cart');
    expect(badges().map((badge) => badge.textContent)).toEqual(['3', '3']);
  });

  it('shows no badge for an empty cart, a failed read or a signed-out visitor (who is not asked about)', async () => {
    signInShopper();
    const api = fakeApi({ cart: () => cartAnswer(makeCart([])) });
    const { unmount } = renderLayout();
    await waitFor(() => expect(api.calls('cart')).toHaveLength(1));
    expect(
      within(screen.getByTestId('desktop-header')).getByRole('link', { name: 'Cart' }),
    ).toBeInTheDocument();
    expect(badges()).toHaveLength(0);
    unmount();

    // A lost session on every page is not the header's to act on: no redirect, just no badge.
    api.on('cart', () => refusal(401, 'Login Required.'));
    const { router, unmount: unmountAgain } = renderLayout();
    await waitFor(() => expect(api.calls('cart')).toHaveLength(2));
    expect(badges()).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('accessuserToken')).not.toBeNull();
    unmountAgain();

    clearSignIn();
    api.spy.mockClear();
    renderLayout();
    expect(within(screen.getByTestId('tab-bar')).getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(api.spy).not.toHaveBeenCalled();
  });

  it('follows sign-in changes: another shopper gets their own count, signing out hides it', async () => {
    signInShopper();
    const api = fakeApi({
      cart: ({ params }) => {
        if (params.userId === SHOPPER_ID) return cartAnswer(threePieces);
        if (params.userId === 'user-2') return cartAnswer(makeCart([makeCartItem()]));
        return refusal(403, 'Forbidden');
      },
    });
    renderLayout();
    const header = screen.getByTestId('desktop-header');
    expect(await within(header).findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    // A profile edit fires the same event but changes nobody: the count is not read again.
    act(() => updateStoredUser({ name: 'Asha K' }));
    expect(within(header).getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(api.spy).toHaveBeenCalledTimes(1);

    act(() => storeSignIn({ _id: 'user-2', name: 'Asha' }, 'token-2'));
    expect(await within(header).findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Cart, 3 items' })).not.toBeInTheDocument();

    act(() => clearSignIn());
    expect(await within(header).findByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(badges()).toHaveLength(0);
  });
});
