import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '../../test/render.tsx';
import { Layout } from './Layout.tsx';
import { scrollKey } from './scroll-key.ts';

// React Router keeps scroll positions per history entry key in sessionStorage (one per tab).
const POSITIONS = 'react-router-scroll-positions';

function renderLayout(path: string) {
  stubFetch(() => jsonResponse({ success: false, message: 'Not found' }, 404));
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

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => sessionStorage.clear());

describe('scroll restoration', () => {
  it("gives the tab's opening entry a key of its own instead of the shared 'default'", () => {
    const key = scrollKey({ key: 'default' });
    expect(key).not.toBe('default');
    expect((window.history.state as { key?: string }).key).toBe(key);
    expect(scrollKey({ key: 'abc123' })).toBe('abc123');
  });

  it("opens a page by full URL at the top, not where the tab's last 'default' page was left", async () => {
    // An earlier page of this tab, opened by URL, was left 900 px down.
    sessionStorage.setItem(POSITIONS, JSON.stringify({ default: 900 }));
    renderLayout('/product/p1');
    expect(await screen.findByText('Other content')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalledWith(0, 900);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('brings a reloaded page back to its place, and starts new pages at the top', async () => {
    sessionStorage.setItem(POSITIONS, JSON.stringify({ [scrollKey({ key: 'default' })]: 700 }));
    const { router } = renderLayout('/');
    expect(await screen.findByText('Home content')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);

    await act(() => router.navigate('/allproducts'));
    expect(screen.getByText('Other content')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
