import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '../../../test/render.tsx';
import HomePage from './HomePage.tsx';

const CATEGORIES = [
  { _id: 'c1', name: 'Girls', image: 'girls.webp' },
  { _id: 'c2', name: 'Boys', image: 'boys.webp' },
  { _id: 'c3', name: 'Infants', image: null },
];
const BRANDS = [
  { _id: 'b1', name: 'Pebble Kids', image: 'pebble.webp', logo: null },
  { _id: 'b2', name: 'Sunny Tots', image: null, logo: 'sunny-logo.webp' },
  { _id: 'b3', name: 'No Picture', image: null, logo: null },
  { _id: '', name: 'No Id', image: 'x.webp', logo: null },
];

function renderHome(answers: { categories?: Response; brands?: Response } = {}) {
  const fetchSpy = stubFetch((url) => {
    if (url === '/api/user/categories/view')
      return answers.categories ?? jsonResponse({ success: true, categories: CATEGORIES });
    if (url === '/api/user/brand/view')
      return answers.brands ?? jsonResponse({ success: true, brands: BRANDS });
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  const view = renderRoutes([
    { path: '/', element: <HomePage /> },
    { path: '*', element: <p>Elsewhere</p> },
  ]);
  return { ...view, fetchSpy };
}

describe('home page', () => {
  it('welcomes with the shop name and tagline', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Little Loom');
    expect(
      screen.getByText('Get ready to dress your little ones in fashion-forward outfits'),
    ).toBeInTheDocument();
  });

  it('lists the real categories, the first active, each opening the category page', async () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Shop by category' });
    const girls = await within(section).findByRole('link', { name: 'Girls' });
    expect(girls).toHaveAttribute('href', '/category?categoryId=c1');
    expect(girls).toHaveAttribute('aria-current', 'true');
    expect(within(section).getByRole('link', { name: 'Boys' })).not.toHaveAttribute('aria-current');
    const img = girls.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/uploads/girls.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '96');
    expect(img).toHaveAttribute('height', '96');
  });

  it('shows only brands with an id, a name and an image or logo, linking to the listing', async () => {
    const { router } = renderHome();
    const section = screen.getByRole('region', { name: /Incredible Delights/ });
    const pebble = await within(section).findByRole('link', { name: 'Pebble Kids' });
    expect(pebble.getAttribute('href')).toMatch(/^\/allproducts\?brand=b1&_=\d+$/);
    expect(within(section).getByRole('link', { name: 'Sunny Tots' }).querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/sunny-logo.webp',
    );
    expect(within(section).queryByText('No Picture')).not.toBeInTheDocument();
    expect(within(section).queryByText('No Id')).not.toBeInTheDocument();

    fireEvent.click(pebble);
    expect(router.state.location.pathname).toBe('/allproducts');
    expect(new URLSearchParams(router.state.location.search).get('brand')).toBe('b1');
    expect(router.state.location.state).toEqual({ refresh: true });
  });

  it('hides a broken brand image', async () => {
    renderHome();
    const pebble = await screen.findByRole('link', { name: 'Pebble Kids' });
    const img = pebble.querySelector('img')!;
    fireEvent.error(img);
    expect(img).not.toBeVisible();
    expect(pebble).toHaveTextContent('Pebble Kids');
  });

  it('says so when there are no brands, and offers a retry when loading fails', async () => {
    renderHome({
      brands: jsonResponse({ success: true, brands: [] }),
      categories: jsonResponse({ success: false, message: 'Database unavailable' }, 503),
    });
    expect(await screen.findByText('No brands available at the moment')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load categories.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('says plainly that the rest of the home page is coming, without inventing products', async () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'More of our home page is on its way' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Pebble Kids' });
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
  });
});
