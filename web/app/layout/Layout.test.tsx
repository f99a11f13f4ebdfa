import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
    expect(within(header).getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
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
    expect(within(header).getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
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
    const box = within(header).getByRole('searchbox', { name: 'Search products' });
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
    const box = within(header).getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'kurta' } });
    fireEvent.click(within(header).getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/allproducts');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('kurta');
    expect(new URLSearchParams(router.state.location.search).get('_')).toMatch(/^\d+$/);
    expect(box).toHaveValue('kurta');
  });

  it('blank search does nothing', () => {
    const { router } = renderLayout();
    const box = within(screen.getByTestId('mobile-header')).getByRole('searchbox');
    fireEvent.change(box, { target: { value: '    ' } });
    fireEvent.submit(box.closest('form')!);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('POP');
  });
});
