import { readFileSync } from 'node:fs';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { BrandMarquee, MARQUEE_TEXTS, marqueeDurationSeconds } from './BrandMarquee.tsx';

describe('brand marquee', () => {
  it('moves at about 30 px per second, whatever the width of its content', () => {
    expect(marqueeDurationSeconds(900)).toBe(30);
    expect(marqueeDurationSeconds(2400)).toBe(80);
    expect(marqueeDurationSeconds(0)).toBeNull();
    expect(marqueeDurationSeconds(Number.NaN)).toBeNull();
  });

  it('shows the promises and the brands with logos and names; a brand opens the listing', () => {
    const { container, router } = renderRoutes([
      {
        path: '/',
        element: (
          <BrandMarquee
            brands={[
              { _id: 'b1', name: 'Pebble Kids', image: 'pebble.webp', logo: 'pebble-logo.webp' },
              { _id: 'b2', name: 'No Picture', image: null, logo: null },
            ]}
          />
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ]);
    for (const text of MARQUEE_TEXTS)
      expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.queryByText('No Picture')).not.toBeInTheDocument();
    const logos = container.querySelectorAll('img');
    expect(logos[0]).toHaveAttribute('src', '/uploads/pebble-logo.webp');
    // Decorative: hidden from screen readers, its links out of the tab order.
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    const link = screen.getAllByRole('link', { hidden: true })[0]!;
    expect(link).toHaveAttribute('tabindex', '-1');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/allproducts');
    expect(new URLSearchParams(router.state.location.search).get('brand')).toBe('b1');
    expect(router.state.location.state).toEqual({ refresh: true });
  });

  it("shows a brand's logo as its emblem only, so the name beside it is the only one printed", () => {
    renderRoutes([
      {
        path: '/',
        element: <BrandMarquee brands={[{ _id: 'b1', name: 'Pebble Kids', image: null, logo: 'p.webp' }]} />,
      },
    ]);
    const link = screen.getAllByRole('link', { hidden: true })[0]!;
    expect(within(link).getAllByText('Pebble Kids', { ignore: 'img' })).toHaveLength(1);
    const img = link.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    // The logo's lower part (where the name is drawn) falls outside the round badge.
    expect(img.parentElement).toHaveAttribute('data-crop', 'emblem');
    expect(img.parentElement).toHaveClass('overflow-hidden');
  });

  it('is drawn by the server with one copy per row, standing still; the browser adds the second copy', () => {
    const brands = [{ _id: 'b1', name: 'Pebble Kids', image: 'pebble.webp', logo: null }];
    const holder = document.createElement('div');
    holder.innerHTML = renderToString(
      <MemoryRouter>
        <BrandMarquee brands={brands} />
      </MemoryRouter>,
    );
    expect(holder.querySelectorAll('.ll-marquee-track')).toHaveLength(2);
    expect(holder.querySelectorAll('.ll-marquee-copy')).toHaveLength(0);
    expect(holder.textContent).toContain('Pebble Kids');

    const { container } = renderRoutes([{ path: '/', element: <BrandMarquee brands={brands} /> }]);
    expect(container.querySelectorAll('.ll-marquee-copy')).toHaveLength(2);
    // The animation runs only on a track that holds its second copy.
    const css = readFileSync('web/features/catalog/home/marquee.css', 'utf8');
    expect(css).toMatch(/\.ll-marquee-track:not\(:has\(> \.ll-marquee-copy\)\)\s*\{\s*animation:\s*none;/);
  });

  it('stands still when the system asks for reduced motion', () => {
    // jsdom applies no media queries: the rule itself is checked (vitest runs from the repository root).
    const css = readFileSync('web/features/catalog/home/marquee.css', 'utf8');
    const reduced = /@media \(prefers-reduced-motion: reduce\)\s*\{([\s\S]*)\}\s*$/.exec(css)?.[1] ?? '';
    expect(reduced).toMatch(/\.ll-marquee-track\s*\{\s*animation:\s*none;/);
  });
});
