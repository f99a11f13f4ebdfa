import { fireEvent, screen } from '@testing-library/react';
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
});
