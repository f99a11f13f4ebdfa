import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '../../../../contract/catalog.ts';
import { type FakeHandlers, fakeApi, refusal } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { BRANDS, CATEGORIES, makeCards, productsPage } from '../product/test-fixtures.ts';
import ListingPage from './ListingPage.tsx';

// IntersectionObserver is not in jsdom: a stand-in that the tests trigger by hand.
class FakeObserver {
  static all: FakeObserver[] = [];
  target: Element | null = null;
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.target = target;
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
}

/** The load-more trigger scrolls into view. */
function reachBottom() {
  const live = FakeObserver.all.filter((observer) => !observer.disconnected && observer.target);
  act(() => {
    for (const observer of live) {
      observer.callback(
        [{ isIntersecting: true, target: observer.target } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  });
  return live.length;
}

class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}

type Answer = (query: URLSearchParams) => ReturnType<NonNullable<FakeHandlers['productList']>>;

/** The empty state's help for a search. */
type HelpAnswer = (search: string) => ReturnType<NonNullable<FakeHandlers['searchSuggestions']>>;
const noHelp: HelpAnswer = () => ({ total: 0, suggestions: [] });

function renderListing(path: string, answer: Answer, help: HelpAnswer = noHelp) {
  const api = fakeApi({
    brands: () => ({ brands: BRANDS }),
    categories: () => ({ categories: CATEGORIES }),
    searchSuggestions: ({ query }) => help(query.get('search') ?? ''),
    productList: ({ query }) => answer(query),
  });
  const view = renderRoutes(
    [
      { path: '/allproducts', element: <ListingPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path,
  );
  const listingCalls = () => api.calls('productList').map((sent) => ({ raw: sent.url, query: sent.query }));
  return { ...view, api, listingCalls };
}

function searchOf(router: { state: { location: { search: string } } }) {
  return new URLSearchParams(router.state.location.search);
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('ResizeObserver', NoResize);
});

describe('listing request', () => {
  it('sends the URL filters with page and limit, lists comma-joined, prices only when narrowing', async () => {
    const { listingCalls } = renderListing(
      '/allproducts?search=frok&productType=frock,kurta&brand=b1,b2&minPrice=0&maxPrice=5000' +
        '&newArrivals=true&discountMin=20&minRating=4&maxRating=5&subcategory=s1&category=c1' +
        '&productSliderId=ps1&topPicksId=tp1&topSaleSectionId=ts1&size=2-3Y',
      () => productsPage(makeCards(3), 3),
    );
    await screen.findByText('Product 1');
    const [call] = listingCalls();
    expect(call?.raw.startsWith('/api/user/Products/view?page=1&limit=12&search=frok&productType=')).toBe(
      true,
    );
    // Each list travels as one comma-joined parameter, in the listing's fixed order.
    expect([...call!.query.keys()]).toEqual([
      'page',
      'limit',
      'search',
      'productType',
      'subcategory',
      'category',
      'brand',
      'size',
      'discountMin',
      'minRating',
      'maxRating',
      'newArrivals',
      'productSliderId',
      'topPicksId',
      'topSaleSectionId',
      'sort',
      'sortField',
      'facets',
    ]);
    expect(Object.fromEntries(call!.query)).toEqual({
      page: '1',
      limit: '12',
      search: 'frok',
      productType: 'frock,kurta',
      subcategory: 's1',
      category: 'c1',
      brand: 'b1,b2',
      size: '2-3Y',
      discountMin: '20',
      minRating: '4',
      maxRating: '5',
      newArrivals: 'true',
      productSliderId: 'ps1',
      topPicksId: 'tp1',
      topSaleSectionId: 'ts1',
      sort: 'desc',
      sortField: 'popularity',
      facets: 'true',
    });
  });

  it('sends a narrowed price range', async () => {
    const { listingCalls } = renderListing('/allproducts?minPrice=500&maxPrice=2000', () =>
      productsPage(makeCards(1), 1),
    );
    await screen.findByText('Product 1');
    expect(listingCalls()[0]?.query.get('minPrice')).toBe('500');
    expect(listingCalls()[0]?.query.get('maxPrice')).toBe('2000');
  });

  it('removes the refresh key with a redirect that replaces the history entry', async () => {
    const { router } = renderListing('/allproducts?brand=b1&_=1700000000000', () =>
      productsPage(makeCards(1), 1),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?brand=b1'));
    expect(router.state.historyAction).toBe('REPLACE');
    await screen.findByText('Product 1');
  });
});

describe("search in the parent's words", () => {
  it('says which sizes and gender the search words filtered by', async () => {
    renderListing('/allproducts?search=1%20year%20boy', () => ({
      ...productsPage(makeCards(2), 2),
      understood: { sizes: ['12-18M', '18-24M'], gender: 'boys', words: '' },
    }));
    expect(await screen.findByTestId('listing-understood')).toHaveTextContent(
      'Sizes 12-18M, 18-24M · Boys and unisex',
    );
  });

  it('says nothing more when the words were only words', async () => {
    renderListing('/allproducts?search=frock', () => ({
      ...productsPage(makeCards(2), 2),
      understood: { sizes: [], gender: null, words: 'frock' },
    }));
    await screen.findByText('Product 1');
    expect(screen.queryByTestId('listing-understood')).not.toBeInTheDocument();
  });
});

describe('listing states', () => {
  it('shows 8 skeleton cards on first load, then the heading, count and cards', async () => {
    let release: (page: ReturnType<typeof productsPage>) => void = () => {};
    renderListing('/allproducts?search=frok', () => new Promise((resolve) => (release = resolve)));
    expect(screen.getByTestId('listing-skeletons').children).toHaveLength(8);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for "frok"');
    release(productsPage(makeCards(5), 5));
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    expect(screen.queryByTestId('listing-skeletons')).not.toBeInTheDocument();
    expect(screen.getByText('5 items')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Results for "frok"'));
  });

  it("calls itself 'All products' without a search", async () => {
    renderListing('/allproducts', () => productsPage(makeCards(1), 1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All products');
    expect(await screen.findByText('1 item')).toBeInTheDocument();
  });

  it('names the collection a card or slide opened, and keeps it beside a search', async () => {
    const named = (products: ProductCard[]) => productsPage(products, products.length, 'Party picks');
    const { unmount } = renderListing('/allproducts?topSaleSectionId=ts1', () => named(makeCards(2)));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Party picks'));
    await waitFor(() => expect(document.title).toContain('Party picks'));
    unmount();
    renderListing('/allproducts?topSaleSectionId=ts1&search=frock', () => named(makeCards(2)));
    expect(await screen.findByTestId('listing-collection')).toHaveTextContent('in Party picks');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for "frock"');
  });

  it('appends pages as the trigger is reached and stops after a page of fewer than 12', async () => {
    const { listingCalls } = renderListing('/allproducts', (query) => {
      const page = Number(query.get('page'));
      return productsPage(page < 3 ? makeCards(12, (page - 1) * 12 + 1) : makeCards(5, 25), 29);
    });
    await screen.findByText('Product 12');
    expect(FakeObserver.all.at(-1)?.options.threshold).toBe(0.2);

    reachBottom();
    expect(await screen.findByText('Product 24')).toBeInTheDocument();
    expect(screen.getByText('Product 1')).toBeInTheDocument();
    reachBottom();
    expect(await screen.findByText('Product 29')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(29);
    expect(screen.getByText("You've seen all 29 products")).toBeInTheDocument();

    expect(reachBottom()).toBe(0);
    expect(listingCalls().map((call) => call.query.get('page'))).toEqual(['1', '2', '3']);
  });

  it("shows 'No Products Found' and Clear Filters widens the search", async () => {
    const { router, listingCalls } = renderListing(
      '/allproducts?search=zzz&discountMin=50&newArrivals=true',
      (query) => productsPage(query.has('discountMin') ? [] : makeCards(2), 2),
    );
    expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(router.state.location.search).toBe('?search=zzz');
    expect(await screen.findByText('Product 2')).toBeInTheDocument();
    expect(listingCalls().at(-1)?.query.get('page')).toBe('1');
  });

  it("shows the server's message with Try Again, which loads again", async () => {
    let fail = true;
    renderListing('/allproducts', () =>
      fail ? refusal(503, 'Database unavailable') : productsPage(makeCards(2), 2),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Product 2')).toBeInTheDocument();
  });

  it("says 'Failed to load products. Please try again.' when no answer comes", async () => {
    renderListing('/allproducts', () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products. Please try again.');
  });
});

describe('empty search results', () => {
  it("offers the server's 'Did you mean' names, each a new search", async () => {
    const asked: string[] = [];
    const { router } = renderListing(
      '/allproducts?search=navy%20sweater',
      (query) => productsPage(query.get('search') === 'Sweaters' ? makeCards(2) : [], 0),
      (search) => {
        asked.push(search);
        return {
          total: 0,
          suggestions: [
            { text: 'Cable Knit Sweater', kind: 'product' },
            { text: 'Sweaters', kind: 'category' },
          ],
        };
      },
    );
    expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeInTheDocument();
    const line = await screen.findByTestId('did-you-mean');
    expect(line).toHaveTextContent('Did you mean Cable Knit Sweater or Sweaters?');
    expect(asked).toEqual(['navy sweater']);
    fireEvent.click(within(line).getByRole('link', { name: 'Sweaters' }));
    await waitFor(() => expect(searchOf(router).get('search')).toBe('Sweaters'));
    expect(await screen.findByText('Product 2')).toBeInTheDocument();
  });

  it('never drops the search text: with no filter there is nothing to clear', async () => {
    const { router } = renderListing('/allproducts?search=zzz', () => productsPage([], 0));
    expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find anything for “zzz”.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /in all products/ })).not.toBeInTheDocument();
    expect(searchOf(router).get('search')).toBe('zzz');
  });

  it('searches the same words in all products when filters hide them, keeping the search', async () => {
    const { router } = renderListing(
      '/allproducts?search=frock&brand=b1&category=c2&sortBy=newest',
      (query) => productsPage(query.has('brand') ? [] : makeCards(3), 3),
      () => ({ total: 14, suggestions: [] }),
    );
    expect(
      await screen.findByText('14 products match “frock” without the filters.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('did-you-mean')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search “frock” in all products' }));
    expect(router.state.location.search).toBe('?search=frock&sortBy=newest');
    expect(await screen.findByText('Product 3')).toBeInTheDocument();
  });

  it('does not offer all products when the words find nothing there either', async () => {
    renderListing(
      '/allproducts?search=zzz&brand=b1',
      () => productsPage([], 0),
      () => ({ total: 0, suggestions: [] }),
    );
    expect(await screen.findByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/couldn't find anything for “zzz” with these filters/)));
    expect(screen.queryByRole('button', { name: /in all products/ })).not.toBeInTheDocument();
  });

  it('links to popular categories, to the home page and to all products', async () => {
    const { router } = renderListing('/allproducts?search=zzz', () => productsPage([], 0));
    const categories = await screen.findByRole('region', { name: 'Popular categories' });
    const girls = within(categories).getByRole('link', { name: 'Girls' });
    expect(girls.getAttribute('href')).toMatch(/^\/allproducts\?category=c1&_=\d+$/);
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toMatch(
      /^\/allproducts\?_=\d+$/,
    );
    fireEvent.click(girls);
    await waitFor(() => expect(searchOf(router).get('category')).toBe('c1'));
    expect(searchOf(router).has('search')).toBe(false);
  });

  it('still shows the panel when the suggestions call fails', async () => {
    renderListing(
      '/allproducts?search=zzz',
      () => productsPage([], 0),
      () => refusal(503, 'down'),
    );
    expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Continue Shopping' })).toBeInTheDocument();
    expect(screen.queryByTestId('did-you-mean')).not.toBeInTheDocument();
  });
});

describe('filters and sort', () => {
  async function openPanel() {
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    return screen.findByRole('dialog', { name: 'Filters' });
  }

  it('opens as a drawer below 768 px, moves focus into it, and closes by Escape, button or overlay', async () => {
    renderListing('/allproducts', () => productsPage(makeCards(1), 1));
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const drawer = await openPanel();
    expect(drawer).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openPanel();
    fireEvent.click(screen.getByTestId('filter-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is open beside the grid from 768 px', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('min-width: 768px'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    renderListing('/allproducts', () => productsPage(makeCards(1), 1));
    expect(screen.getByRole('button', { name: /Hide filters/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches the rating filter off when the selected radio is clicked again', async () => {
    const { router, listingCalls } = renderListing('/allproducts?minRating=4&maxRating=5', () =>
      productsPage(makeCards(1), 1),
    );
    const panel = await openPanel();
    const top = within(panel).getByRole('radio', { name: '4★ to 5★' });
    expect(top).toBeChecked();
    fireEvent.click(top);
    expect(searchOf(router).has('minRating')).toBe(false);
    expect(searchOf(router).has('maxRating')).toBe(false);
    expect(within(panel).getByRole('radio', { name: 'Any Rating' })).toBeChecked();
    await waitFor(() => expect(listingCalls().at(-1)?.query.has('minRating')).toBe(false));

    fireEvent.click(within(panel).getByRole('radio', { name: 'Less than 3★' }));
    expect(searchOf(router).get('minRating')).toBe('1');
    expect(searchOf(router).get('maxRating')).toBe('3');
    fireEvent.click(within(panel).getByRole('radio', { name: '3★ to 4★' }));
    expect(searchOf(router).get('minRating')).toBe('3');
    expect(searchOf(router).get('maxRating')).toBe('4');
  });

  it('switches the discount filter off when the selected radio is clicked again', async () => {
    const { router } = renderListing('/allproducts?discountMin=20', () => productsPage(makeCards(1), 1));
    const panel = await openPanel();
    const twenty = within(panel).getByRole('radio', { name: '20% or more' });
    expect(twenty).toBeChecked();
    // Browsers fire a click for Space on a focused radio, so the keyboard gets the same switch-off.
    fireEvent.click(twenty);
    expect(searchOf(router).has('discountMin')).toBe(false);
    expect(within(panel).getByRole('radio', { name: 'No Discount' })).toBeChecked();
    fireEvent.click(within(panel).getByRole('radio', { name: '50% or more' }));
    expect(searchOf(router).get('discountMin')).toBe('50');
  });

  it('filters by brand from the brand list', async () => {
    const { router } = renderListing('/allproducts', () => productsPage(makeCards(1), 1));
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('checkbox', { name: 'Mango Sprout' }));
    expect(searchOf(router).get('brand')).toBe('b1');
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Tiny Threads' }));
    expect(searchOf(router).get('brand')).toBe('b1,b2');
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Mango Sprout' }));
    expect(searchOf(router).get('brand')).toBe('b2');
  });

  it('keeps the initial in place of a broken brand logo', async () => {
    renderListing('/allproducts', () => productsPage(makeCards(1), 1));
    const panel = await openPanel();
    const mango = await within(panel).findByRole('checkbox', { name: 'Mango Sprout' });
    const label = mango.closest('label')!;
    fireEvent.error(label.querySelector('img')!);
    expect(label.querySelector('img')).toBeNull();
    expect(label).toHaveTextContent('M');
  });

  it('changes the sort and starts again at page 1 with a fresh list', async () => {
    const { router, listingCalls } = renderListing('/allproducts', (query) => {
      const page = Number(query.get('page'));
      const from = query.get('sortField') === 'price' ? 100 : (page - 1) * 12 + 1;
      return productsPage(makeCards(12, from), 40);
    });
    await screen.findByText('Product 12');
    reachBottom();
    await screen.findByText('Product 24');

    const scroll = vi.spyOn(window, 'scrollTo');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'priceAsc' } });
    expect(searchOf(router).get('sortBy')).toBe('priceAsc');
    expect(await screen.findByText('Product 100')).toBeInTheDocument();
    expect(screen.queryByText('Product 24')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    const last = listingCalls().at(-1)!.query;
    expect([last.get('page'), last.get('sort'), last.get('sortField')]).toEqual(['1', 'asc', 'price']);
    expect(scroll).toHaveBeenCalledWith({ top: 0 });
  });

  it.each([
    ['priceDesc', 'desc', 'price'],
    ['newest', 'desc', 'createdAt'],
    ['rating', 'desc', 'rating'],
  ])('sends %s as %s/%s', async (value, sort, sortField) => {
    const { listingCalls } = renderListing('/allproducts', () => productsPage(makeCards(1), 1));
    await screen.findByText('Product 1');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value } });
    await waitFor(() => expect(listingCalls().at(-1)?.query.get('sort')).toBe(sort));
    expect(listingCalls().at(-1)?.query.get('sortField')).toBe(sortField);
  });
});
