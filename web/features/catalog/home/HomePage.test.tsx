import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { HomeData } from '../../../../contract/catalog.ts';
import { TOKEN_KEY } from '../../../lib/auth-storage.ts';
import { type FakeHandlers, fakeApi, refusal } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { EMPTY_HOME, HOME_DATA, homeAnswer } from '../product/test-fixtures.ts';
import { LowestPrices, TopPicks, TrendingDeals } from './DealSections.tsx';
import HomePage from './HomePage.tsx';
import { TopSales } from './TopSales.tsx';

vi.mock('../listing/ListingPage.tsx', () => ({
  default: () => <p>The product listing</p>,
}));

const FULL = HOME_DATA;

function renderHome(home: NonNullable<FakeHandlers['home']>, path = '/') {
  const api = fakeApi({ home });
  const view = renderRoutes(
    [
      { path: '/', element: <HomePage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path,
  );
  return { ...view, api };
}

const homeOk = (data: HomeData) => () => homeAnswer(data);
const region = (name: string | RegExp) => screen.getByRole('region', { name });
const params = (href: string | null) => new URLSearchParams((href ?? '').split('?')[1]);

describe('home page', () => {
  it('shows skeletons while loading: a carousel with three dots, 4 new arrivals, 4 featured, 6 brands', () => {
    renderHome(() => new Promise<Response>(() => {}));
    expect(screen.getByTestId('carousel-skeleton').querySelectorAll('[data-skeleton-dot]')).toHaveLength(3);
    expect(screen.getByTestId('home-new-arrivals-skeletons').children).toHaveLength(4);
    expect(screen.getByTestId('home-featured-skeletons').children).toHaveLength(4);
    expect(screen.getByTestId('brand-skeletons').children).toHaveLength(6);
  });

  it('asks for the home data once and shows every section in the spec order', async () => {
    const { api } = renderHome(homeOk(FULL));
    await screen.findByRole('link', { name: /Printed Everyday T-Shirt/ });
    expect(api.spy).toHaveBeenCalledTimes(1);
    expect(api.calls('home')).toHaveLength(1);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Shop by category',
      'Shop by age',
      'New Arrivals',
      'Top Sales',
      'Featured Products',
      'Check these offers, made for you!',
      'Why parents love us',
      'Incredible Delights',
      'Trending deals under 1000₹',
      'Your top picks in the best price',
      'Lowest Price Ever',
      'Need a hand choosing?',
    ]);
    expect(screen.getByRole('region', { name: 'Collections' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Little Loom');
  });

  it('shows product cards with brand, cut name, price, M.R.P and discount, opening the product', async () => {
    renderHome(homeOk(FULL));
    const section = region('New Arrivals');
    const card = await within(section).findByRole('link', { name: /Embroidered Royal Sherwan\.\.\./ });
    expect(card).toHaveAttribute('href', '/product/p2');
    expect(card).toHaveTextContent('Pebble Kids');
    expect(card).toHaveTextContent('₹499');
    expect(card).toHaveTextContent('M.R.P ₹799');
    expect(card).toHaveTextContent('37% OFF');
    expect(
      within(section).getByRole('button', { name: /Add Printed Everyday T-Shirt to wishlist/ }),
    ).toBeVisible();
    expect(within(region('Featured Products')).getByText('Polka Dot Tiered Frock')).toBeInTheDocument();
  });

  it('says so when sections are empty and leaves out the sections without data', async () => {
    renderHome(homeOk(EMPTY_HOME));
    expect(await screen.findByText('No new arrivals available')).toBeInTheDocument();
    expect(screen.getByText('No featured products available')).toBeInTheDocument();
    expect(screen.getByText('No brands available at the moment')).toBeInTheDocument();
    // No sliders: the skeleton carousel stays.
    expect(screen.getByTestId('carousel-skeleton')).toBeInTheDocument();
    for (const title of [
      'Top Sales',
      'Check these offers, made for you!',
      'Trending deals under 1000₹',
      'Your top picks in the best price',
      'Lowest Price Ever',
      'Shop by category',
    ]) {
      expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
    }
  });

  it('shows a dismissible error banner with Try Again when the home data fails', async () => {
    let calls = 0;
    renderHome(() => {
      calls += 1;
      return calls === 1 ? refusal(503, 'Database unavailable') : homeAnswer(FULL);
    });
    const banners = await screen.findAllByRole('alert');
    expect(banners.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Failed to load new arrivals.'),
      expect.stringContaining('Failed to load featured products.'),
    ]);
    fireEvent.click(within(banners[0]!).getByRole('button', { name: 'Dismiss' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Failed to load new arrivals.')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: /Printed Everyday T-Shirt/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows only brands with an id, a name and a picture, opening the listing with a refresh flag', async () => {
    const { router } = renderHome(homeOk(FULL));
    const section = await screen.findByRole('region', { name: /Incredible Delights/ });
    const pebble = await within(section).findByRole('link', { name: 'Pebble Kids' });
    expect(pebble.getAttribute('href')).toMatch(/^\/allproducts\?brand=b1&_=\d+$/);
    expect(within(section).getByRole('link', { name: 'Sunny Tots' }).querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/sunny-logo.webp',
    );
    expect(within(section).getAllByRole('link')).toHaveLength(2);
    expect(within(section).queryByText('No Picture')).not.toBeInTheDocument();

    fireEvent.click(pebble);
    expect(router.state.location.pathname).toBe('/allproducts');
    expect(params(router.state.location.search).get('brand')).toBe('b1');
    expect(router.state.location.state).toEqual({ refresh: true });
  });

  it("prints a brand's name once: a logo carries it, another picture gets it underneath", async () => {
    renderHome(homeOk(FULL));
    const section = await screen.findByRole('region', { name: /Incredible Delights/ });
    // Sunny Tots shows its logo, which has the name drawn in: the alt text names the link.
    const sunny = await within(section).findByRole('link', { name: 'Sunny Tots' });
    expect(within(sunny).getByRole('img', { name: 'Sunny Tots' })).toBeInTheDocument();
    expect(within(sunny).queryByText('Sunny Tots')).not.toBeInTheDocument();
    // Pebble Kids shows a picture that is not its logo: the name is printed once, under it.
    const pebble = within(section).getByRole('link', { name: 'Pebble Kids' });
    expect(within(pebble).getAllByText('Pebble Kids')).toHaveLength(1);
    expect(pebble.querySelector('img')).toHaveAttribute('alt', '');
  });

  it("prints a logo brand's name when its logo does not load", async () => {
    renderHome(homeOk(FULL));
    const section = await screen.findByRole('region', { name: /Incredible Delights/ });
    const sunny = await within(section).findByRole('link', { name: 'Sunny Tots' });
    fireEvent.error(sunny.querySelector('img')!);
    expect(sunny.querySelector('img')).not.toBeVisible();
    expect(within(section).getByRole('link', { name: 'Sunny Tots' })).toHaveTextContent('Sunny Tots');
  });

  it('hides a broken brand image and keeps the name', async () => {
    renderHome(homeOk(FULL));
    const section = await screen.findByRole('region', { name: /Incredible Delights/ });
    const pebble = await within(section).findByRole('link', { name: 'Pebble Kids' });
    const img = pebble.querySelector('img')!;
    fireEvent.error(img);
    expect(img).not.toBeVisible();
    expect(pebble).toHaveTextContent('Pebble Kids');
  });

  it('lists the categories with the first active, each opening the category page', async () => {
    renderHome(homeOk(FULL));
    const section = screen.getByRole('region', { name: 'Shop by category' });
    const girls = await within(section).findByRole('link', { name: 'Girls' });
    expect(girls).toHaveAttribute('href', '/category?categoryId=c1');
    expect(girls).toHaveAttribute('aria-current', 'true');
    expect(within(section).getByRole('link', { name: 'Boys' })).not.toHaveAttribute('aria-current');
    expect(girls.querySelector('img')).toHaveAttribute('src', '/uploads/girls.webp');
  });

  it('opens the listing for a top-sale card', async () => {
    const { router } = renderHome(homeOk(FULL));
    const card = await screen.findByRole('link', { name: /Bestselling Frocks/ });
    expect(params(card.getAttribute('href')).get('topSaleSectionId')).toBe('ts1');
    expect(params(card.getAttribute('href')).has('search')).toBe(false);
    fireEvent.click(card);
    expect(router.state.location.pathname).toBe('/allproducts');
  });

  describe('offers', () => {
    it('names the first card for referral sharing and says the code is not available when signed out', async () => {
      const error = vi.spyOn(toast, 'error');
      const open = vi.spyOn(window, 'open').mockImplementation(() => null);
      renderHome(homeOk(FULL));
      const share = await screen.findByRole('button', { name: /Share your referral code and earn rewards!/ });
      expect(screen.queryByText('Old title')).not.toBeInTheDocument();
      fireEvent.click(share);
      expect(error).toHaveBeenCalledWith('Referral code is not available. Please try again later.', {
        duration: 3000,
      });
      expect(open).not.toHaveBeenCalled();
    });

    it("shares the signed-in shopper's code from the profile on WhatsApp", async () => {
      localStorage.setItem(TOKEN_KEY, 'token');
      localStorage.setItem('userId', 'u1');
      const open = vi.spyOn(window, 'open').mockImplementation(() => null);
      fakeApi({
        home: () => homeAnswer(FULL),
        profile: () => ({
          user: {
            _id: 'u1',
            name: 'Asha',
            email: null,
            phone: '9876543210',
            gender: null,
            image: null,
            coins: 40,
            referralCode: 'LLK7M2QX',
            role: 'user',
          },
        }),
        wishlist: () => refusal(404, 'Not found'),
      });
      renderRoutes([{ path: '/', element: <HomePage /> }], '/');
      const share = await screen.findByRole('button', { name: /Share your referral code/ });
      await waitFor(() => {
        fireEvent.click(share);
        expect(open).toHaveBeenCalled();
      });
      expect(String(open.mock.calls[0]?.[0])).toMatch(/^https:\/\/wa\.me\/\?text=.*LLK7M2QX/);
    });

    it("says the profile failed when a signed-in shopper's profile cannot load", async () => {
      localStorage.setItem(TOKEN_KEY, 'token');
      localStorage.setItem('userId', 'u1');
      const error = vi.spyOn(toast, 'error');
      const open = vi.spyOn(window, 'open').mockImplementation(() => null);
      fakeApi({
        home: () => homeAnswer(FULL),
        profile: () => refusal(500, 'Server trouble'),
        wishlist: () => refusal(500, 'Server trouble'),
      });
      renderRoutes([{ path: '/', element: <HomePage /> }], '/');
      const share = await screen.findByRole('button', { name: /Share your referral code/ });
      await waitFor(
        () => {
          fireEvent.click(share);
          expect(error).toHaveBeenCalledWith('Failed to load profile data', { duration: 3000 });
        },
        { timeout: 5000 },
      );
      expect(open).not.toHaveBeenCalled();
    });

    it('opens the referral page of the other cards (article id, else the card id)', async () => {
      renderHome(homeOk(FULL));
      expect(await screen.findByRole('link', { name: /Festive Sale/ })).toHaveAttribute(
        'href',
        '/referral/a2',
      );
      expect(screen.getByRole('link', { name: /Winter is here/ })).toHaveAttribute('href', '/referral/o3');
    });
  });

  it('tells a signed-in shopper when the wishlist (the hearts) cannot load, with Try Again', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    localStorage.setItem('userId', 'u1');
    fakeApi({
      home: () => homeAnswer(FULL),
      wishlist: () => refusal(500, 'Down'),
      profile: () => refusal(404, 'Not found'),
    });
    renderRoutes([{ path: '/', element: <HomePage /> }], '/');
    const banner = await screen.findByText('Failed to load wishlist', {}, { timeout: 5000 });
    expect(
      within(banner.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: /Try Again/ }),
    ).toBeInTheDocument();
  });

  it('renders the product listing instead when the URL has a search', async () => {
    const { api } = renderHome(homeOk(FULL), '/?search=frock');
    expect(await screen.findByText('The product listing')).toBeInTheDocument();
    expect(api.spy).not.toHaveBeenCalled();
  });

  it('ignores a blank search', async () => {
    renderHome(homeOk(FULL), '/?search=%20%20');
    expect(await screen.findByRole('link', { name: /Printed Everyday T-Shirt/ })).toBeInTheDocument();
    expect(screen.queryByText('The product listing')).not.toBeInTheDocument();
  });
});

describe('home jumps into the listing', () => {
  function renderSections(search: string | null) {
    return renderRoutes([
      {
        path: '/',
        element: (
          <>
            <TopSales items={FULL.topSales} search={search} />
            <TrendingDeals
              items={[
                ...FULL.affordableProducts,
                { ...FULL.affordableProducts[0]!, _id: 'tr2', title: 'Any Type', productType: null },
              ]}
              search={search}
            />
            <TopPicks items={FULL.topPicksBestPrice} search={search} />
            <LowestPrices items={FULL.lowToHighProducts} search={search} />
          </>
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ]);
  }

  it('carries the search term with a cache-buster', () => {
    renderSections('frock');
    const hrefs = {
      topSale: screen.getByRole('link', { name: /Bestselling Frocks/ }).getAttribute('href'),
      trending: screen.getByRole('link', { name: /Graphic Tees/ }).getAttribute('href'),
      topPick: screen.getByRole('link', { name: /Party Ready/ }).getAttribute('href'),
      lowest: screen.getByRole('link', { name: /Socks and bibs/ }).getAttribute('href'),
    };
    expect(hrefs.topSale).toMatch(/^\/allproducts\?search=frock&topSaleSectionId=ts1&_=\d+$/);
    expect(hrefs.trending).toMatch(/^\/allproducts\?search=frock&productType=t-shirt&maxPrice=999&_=\d+$/);
    expect(hrefs.topPick).toMatch(/^\/allproducts\?search=frock&topPicksId=tp1&_=\d+$/);
    // The types the card names, lowest price first.
    expect(hrefs.lowest).toMatch(/^\/allproducts\?search=frock&productType=socks,bib&sortBy=priceAsc&_=\d+$/);
  });

  it('leaves out search when there is none, and productType when a deal has none', () => {
    renderSections(null);
    expect(screen.getByRole('link', { name: /Graphic Tees/ }).getAttribute('href')).toMatch(
      /^\/allproducts\?productType=t-shirt&maxPrice=999&_=\d+$/,
    );
    expect(screen.getByRole('link', { name: /Any Type/ }).getAttribute('href')).toMatch(
      /^\/allproducts\?maxPrice=999&_=\d+$/,
    );
    expect(screen.getByRole('link', { name: /Party Ready/ }).getAttribute('href')).toMatch(
      /^\/allproducts\?topPicksId=tp1&_=\d+$/,
    );
  });

  it('shows the trending price and the lowest starting price in rupees', () => {
    renderSections(null);
    expect(screen.getAllByText('From ₹299')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Socks and bibs/ })).toHaveTextContent('Starting at ₹199');
  });
});
