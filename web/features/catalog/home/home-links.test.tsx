import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HomeData } from '../../../../contract/catalog.ts';
import type { HomeLink } from '../../../../contract/home-link.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { HOME_DATA, homeAnswer } from '../product/test-fixtures.ts';
import HomePage from './HomePage.tsx';
import { homeTarget } from './home-target.ts';

// Every home tile the console gave a link opens it: a brand, category, subcategory, product types with a
// price range or a price range in the listing, or an article's page; a link to its own products, or
// none, opens what the tile always did.

const BRAND = '11111111-1111-4111-8111-111111111111';
const CATEGORY = '22222222-2222-4222-8222-222222222222';
const SUB = '33333333-3333-4333-8333-333333333333';
const ARTICLE = '44444444-4444-4444-8444-444444444444';

function linked(data: HomeData, links: Partial<Record<string, HomeLink>>): HomeData {
  const withLink = <T extends { _id: string; link: HomeLink | null }>(items: T[]): T[] =>
    items.map((item) => ({ ...item, link: links[item._id] ?? item.link }));
  return {
    ...data,
    ProductSliders: withLink(data.ProductSliders),
    topSales: withLink(data.topSales),
    topPicksBestPrice: withLink(data.topPicksBestPrice),
    OfferSection: withLink(data.OfferSection),
    affordableProducts: withLink(data.affordableProducts),
    lowToHighProducts: withLink(data.lowToHighProducts),
  };
}

function renderHome(data: HomeData) {
  fakeApi({ home: () => homeAnswer(data) });
  return renderRoutes(
    [
      { path: '/', element: <HomePage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    '/',
  );
}

const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('home tiles with a link', () => {
  it('open what their link names', async () => {
    const { router } = renderHome(
      linked(HOME_DATA, {
        sl1: { to: 'brand', brandId: BRAND },
        ts1: { to: 'category', categoryId: CATEGORY },
        tp1: { to: 'subcategory', subcategoryId: SUB },
        tr1: { to: 'productType', productTypes: ['t-shirt', 'shorts'], minPrice: 100, maxPrice: 600 },
        lp1: { to: 'price', maxPrice: 299 },
        o2: { to: 'article', articleId: ARTICLE },
        o3: { to: 'brand', brandId: BRAND },
      }),
    );
    await screen.findByRole('link', { name: /Bestselling Frocks/ });
    const slides = screen.getByRole('region', { name: 'Collections' });
    expect(within(slides).getAllByRole('link', { hidden: true })[0]?.getAttribute('href')).toMatch(
      new RegExp(`^/allproducts\\?brand=${BRAND}&_=\\d+$`),
    );
    expect(href(/Bestselling Frocks/)).toMatch(new RegExp(`^/allproducts\\?category=${CATEGORY}&_=\\d+$`));
    expect(href(/Party Ready/)).toMatch(new RegExp(`^/allproducts\\?subcategory=${SUB}&_=\\d+$`));
    // Product types within a price range, cheapest first; the card still says what it starts at.
    expect(href(/Graphic Tees/)).toMatch(
      /^\/allproducts\?productType=t-shirt,shorts&minPrice=100&maxPrice=600&sortBy=priceAsc&_=\d+$/,
    );
    expect(screen.getByRole('link', { name: /Graphic Tees/ })).toHaveTextContent('From ₹299');
    expect(href(/Socks and bibs/)).toMatch(/^\/allproducts\?maxPrice=299&sortBy=priceAsc&_=\d+$/);
    expect(href(/Festive Sale/)).toBe(`/referral/${ARTICLE}`);
    expect(href(/Winter is here/)).toMatch(new RegExp(`^/allproducts\\?brand=${BRAND}&_=\\d+$`));

    fireEvent.click(screen.getByRole('link', { name: /Bestselling Frocks/ }));
    expect(router.state.location.pathname).toBe('/allproducts');
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe(CATEGORY);
  });

  it('open their own products with a link to them, as without a link', async () => {
    renderHome(
      linked(HOME_DATA, {
        ts1: { to: 'products' },
        tp1: { to: 'products' },
      }),
    );
    await screen.findByRole('link', { name: /Bestselling Frocks/ });
    expect(href(/Bestselling Frocks/)).toMatch(/^\/allproducts\?topSaleSectionId=ts1&_=\d+$/);
    expect(href(/Party Ready/)).toMatch(/^\/allproducts\?topPicksId=tp1&_=\d+$/);
    // Without a link, as always: a slide its own products, an offer its article, else its own page.
    const slides = screen.getByRole('region', { name: 'Collections' });
    expect(within(slides).getAllByRole('link', { hidden: true })[0]?.getAttribute('href')).toMatch(
      /^\/allproducts\?productSliderId=sl1&_=\d+$/,
    );
    expect(href(/Festive Sale/)).toBe('/referral/a2');
    expect(href(/Winter is here/)).toBe('/referral/o3');
  });

  it('keep the first offer card sharing the referral code, whatever its link', async () => {
    renderHome(linked(HOME_DATA, { o1: { to: 'brand', brandId: BRAND } }));
    expect(
      await screen.findByRole('button', { name: /Share your referral code and earn rewards!/ }),
    ).toBeInTheDocument();
  });
});

describe('homeTarget', () => {
  it('carries the search term into the listing, with a link or without', () => {
    expect(homeTarget({ to: 'brand', brandId: BRAND }, { listing: { topPicksId: 'x' } }, 'frock')).toEqual({
      listing: expect.objectContaining({ brand: BRAND, search: 'frock' }),
    });
    expect(homeTarget(null, { listing: { topPicksId: 'x' } }, 'frock')).toEqual({
      listing: { topPicksId: 'x', search: 'frock' },
    });
    expect(homeTarget(undefined, { article: 'a1' })).toEqual({ article: 'a1' });
  });

  it('turns a price link into the listing’s cheapest-first sort', () => {
    expect(homeTarget({ to: 'price', minPrice: 500 }, { article: 'a1' })).toEqual({
      listing: expect.objectContaining({ minPrice: 500, maxPrice: undefined, sortBy: 'priceAsc' }),
    });
  });
});
