import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { AGE_TILES, ShopByAge, tileSizes } from './ShopByAge.tsx';

describe('Shop by age', () => {
  it('groups every age size into exactly one tile, in age order', () => {
    expect(AGE_TILES.map(tileSizes)).toEqual([
      ['0-3M', '3-6M'],
      ['6-9M', '9-12M'],
      ['12-18M', '18-24M'],
      ['2-3Y', '3-4Y'],
      ['4-5Y', '5-6Y'],
      ['6-7Y', '7-8Y'],
      ['8-9Y', '9-10Y'],
      ['10-11Y', '11-12Y', '12-13Y'],
    ]);
  });

  it('shows eight tiles, each opening the listing with its sizes as one comma list', async () => {
    const { router } = renderRoutes(
      [
        { path: '/', element: <ShopByAge /> },
        { path: '/allproducts', element: <p>Listing</p> },
      ],
      '/',
    );
    const row = screen.getByRole('region', { name: 'Shop by age' });
    const tiles = within(row).getAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      '0–6 months, Newborn',
      '6–12 months, Baby',
      '1–2 years, Little one',
      '2–4 years, Toddler',
      '4–6 years, Preschooler',
      '6–8 years, Big kid',
      '8–10 years, Junior',
      '10–13 years, Tween',
    ]);
    expect(tiles[0]?.getAttribute('href')).toMatch(/^\/allproducts\?size=0-3M,3-6M&_=\d+$/);

    fireEvent.click(within(row).getByRole('link', { name: '10–13 years, Tween' }));
    await screen.findByText('Listing');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('size')).toBe('10-11Y,11-12Y,12-13Y'),
    );
  });
});
