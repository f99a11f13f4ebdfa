import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATTERNS } from '../../contract/routes.ts';
import { type FakeHandlers, fakeApi, refusal } from '../test/fake-api.ts';
import { renderRoutes } from '../test/render.tsx';
import ComingSoonPage from './pages/ComingSoonPage.tsx';
import { routes } from './routes.tsx';

const notFound = () => refusal(404, 'Not found');

/** The shop's public endpoints: lists answer empty; a single product or article answers 404, as for an id that does not exist. */
const emptyShop: FakeHandlers = {
  home: () => ({
    status: 200,
    data: {
      ProductSliders: [],
      BrandSliders: [],
      CategorySliders: [],
      topSales: [],
      newArrivals: [],
      featuredProducts: [],
      OfferSection: [],
      brands: [],
      featuringBrandsNow: [],
      affordableProducts: [],
      topPicksBestPrice: [],
      lowToHighProducts: [],
    },
  }),
  categories: () => ({ categories: [] }),
  subcategories: () => ({ subCategories: [] }),
  brands: () => ({ brands: [] }),
  productList: () => ({ message: 'No products found', products: [], total: 0, collection: null }),
  searchSuggestions: () => ({ total: 0, suggestions: [] }),
  coinValue: () => ({ coinValue: 1 }),
  productView: notFound,
  similarProducts: notFound,
  article: notFound,
};

function open(path: string) {
  fakeApi(emptyShop);
  return renderRoutes(routes, path);
}

describe('route table', () => {
  it.each(ROUTE_PATTERNS.map((pattern) => pattern.replace(/:\w+/g, '3f0c6a3e-1c1f-4a55-9b1e-8d1c2b7e6a10')))(
    'mounts %s inside the shared layout',
    async (path) => {
      open(path);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading).not.toHaveTextContent('Page not found');
      // A page that throws while rendering shows the failure screen instead: that must not happen.
      expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
      expect(screen.getByTestId('tab-bar')).toBeInTheDocument();
      expect(screen.getByTestId('desktop-header')).toBeInTheDocument();
    },
  );

  it('sends a signed-out shopper from an account screen to /signin, remembering where to return', async () => {
    const { router } = open('/order?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/order?page=2');
  });

  it('lets everyone open the profile menu', async () => {
    const { router } = open('/profile');
    expect(await screen.findByRole('link', { name: /Sign in/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('names the screen on a coming-soon page, with a link home', async () => {
    // Every route of the table has its page now; the placeholder stays for screens still to come.
    renderRoutes(
      [
        {
          path: '/later',
          element: <ComingSoonPage />,
          handle: { title: 'Later', headline: 'Later is coming soon' },
        },
      ],
      '/later',
    );
    expect(await screen.findByRole('heading', { name: 'Later is coming soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Later · Little Loom'));
  });

  it('asks a signed-in shopper to apply at /become-seller', async () => {
    localStorage.setItem('accessuserToken', 'token');
    fakeApi({ ...emptyShop, sellerApplication: () => ({ application: null }) });
    renderRoutes(routes, '/become-seller');
    expect(await screen.findByRole('heading', { level: 1, name: 'Become a Seller' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Become a Seller · Little Loom'));
  });

  it('answers unknown paths with "Page not found" and a link home', async () => {
    open('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('serves the same privacy policy at both addresses', async () => {
    open('/privacy-policy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: March 30, 2025')).toBeInTheDocument();
    expect(screen.getByText(/not intended for users under 13 years of age/)).toBeInTheDocument();
  });

  it('states the return policy rules', async () => {
    open('/returnpolicy');
    expect(await screen.findByRole('heading', { name: 'Return and Refund Policy' })).toBeInTheDocument();
    expect(screen.getByText(/cancel an order within 24 hours/)).toBeInTheDocument();
    expect(screen.getByText(/within 1 day of receiving the returned goods/)).toBeInTheDocument();
    expect(screen.getByText('Goods can be returned within 1 day of delivery.')).toBeInTheDocument();
    expect(screen.getByText(/original packaging/)).toBeInTheDocument();
    expect(screen.getByText(/bought in a sale can be returned and refunded/)).toBeInTheDocument();
    expect(screen.getByText(/your bank details/)).toBeInTheDocument();
  });
});
