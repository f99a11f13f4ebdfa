import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingFacets } from '../../../../contract/catalog.ts';
import type { ChildProfile } from '../../../../contract/child-profile.ts';
import { storeSignIn } from '../../../lib/auth-storage.ts';
import { type FakeHandlers, fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { fetchListingPage } from '../api/products.ts';
import { BRANDS, CATEGORIES, makeCards, productsPage } from '../product/test-fixtures.ts';
import ListingPage from './ListingPage.tsx';

// The listing's filters by age / size, gender, colour and category with their counts (facets), the
// chips of the chosen values, and the signed-in shopper's "Show sizes for …" shortcuts.

class Inert {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const FACETS: ListingFacets = {
  size: [
    { value: '2-3Y', count: 96 },
    { value: '3-4Y', count: 128 },
    { value: '4-5Y', count: 1204 },
    { value: 'UK 10C', count: 7 },
  ],
  gender: [
    { value: 'boys', label: 'Boys', count: 140 },
    { value: 'girls', label: 'Girls', count: 150 },
    { value: 'unisex', label: 'Unisex', count: 40 },
  ],
  colour: [
    { value: 'sky blue', label: 'Sky Blue', count: 30, swatch: '#87CEEB' },
    { value: 'red', label: 'Red', count: 12, swatch: '#C0392B' },
  ],
  category: [
    { value: 'c1', label: 'Girls', count: 150 },
    { value: 'c2', label: 'Boys', count: 140 },
  ],
};

type Answer = (query: URLSearchParams) => ReturnType<NonNullable<FakeHandlers['productList']>>;
const withFacets: Answer = () => ({ ...productsPage(makeCards(3), 3), facets: FACETS });

function renderListing(path: string, answer: Answer = withFacets, children?: ChildProfile[]) {
  const api = fakeApi({
    brands: () => ({ brands: BRANDS }),
    categories: () => ({ categories: CATEGORIES }),
    productList: ({ query }) => answer(query),
    // Signed in, the cards' hearts read the wishlist too.
    ...(children ? { children: () => ({ children }), wishlist: () => ({ wishlist: [] }) } : {}),
  });
  const view = renderRoutes([{ path: '/allproducts', element: <ListingPage /> }], path);
  const search = () => new URLSearchParams(view.router.state.location.search);
  return { ...view, api, search };
}

async function openPanel() {
  fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
  return screen.findByRole('dialog', { name: 'Filters' });
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', Inert);
});

describe('filters by value with their counts', () => {
  it('shows each value with its count in the phone drawer', async () => {
    const { api } = renderListing('/allproducts');
    const panel = await openPanel();
    const sizes = within(panel).getByRole('group', { name: 'Age / size' });
    expect(await within(sizes).findByRole('checkbox', { name: '3-4Y (128)' })).not.toBeChecked();
    expect(within(sizes).getByRole('checkbox', { name: '4-5Y (1,204)' })).toBeInTheDocument();
    expect(within(sizes).getByRole('checkbox', { name: 'UK 10C (7)' })).toBeInTheDocument();
    const gender = within(panel).getByRole('group', { name: 'Gender' });
    expect(
      within(gender)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Boys (140)', 'Girls (150)', 'Unisex (40)']);
    const colour = within(panel).getByRole('group', { name: 'Colour' });
    const sky = within(colour).getByRole('checkbox', { name: 'Sky Blue (30)' });
    expect(sky.closest('label')?.querySelector('[aria-hidden="true"]')).toHaveStyle({
      background: '#87CEEB',
    });
    expect(within(panel).getByRole('group', { name: 'Category' })).toHaveTextContent('Girls (150)');
    expect(api.calls('productList')[0]?.query.get('facets')).toBe('true');
  });

  it('asks for the counts with the first page only (they are the same on every page)', async () => {
    const api = fakeApi({ productList: ({ query }) => withFacets(query) });
    const first = await fetchListingPage({ size: ['3-4Y'] }, 1, undefined, { facets: true });
    const second = await fetchListingPage({ size: ['3-4Y'] }, 2, undefined, { facets: true });
    expect(api.calls('productList').map((sent) => sent.query.get('facets'))).toEqual(['true', null]);
    expect(first.facets).toEqual(FACETS);
    expect(second.page).toBe(2);
    // Counts in another shape are no counts at all (the filters then show only the chosen values).
    api.on('productList', () => ({ ...productsPage(makeCards(1), 1), facets: { size: 'odd' } }) as never);
    expect((await fetchListingPage({}, 1, undefined, { facets: true })).facets).toBeUndefined();
  });

  it('ticks several sizes into one comma list, in size order, and sends it', async () => {
    const { api, search } = renderListing('/allproducts');
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('checkbox', { name: '4-5Y (1,204)' }));
    expect(search().get('size')).toBe('4-5Y');
    fireEvent.click(await within(panel).findByRole('checkbox', { name: '3-4Y (128)' }));
    expect(search().get('size')).toBe('3-4Y,4-5Y');
    await waitFor(() => expect(api.calls('productList').at(-1)?.query.get('size')).toBe('3-4Y,4-5Y'));
    expect(within(panel).getByRole('checkbox', { name: '3-4Y (128)' })).toBeChecked();
    fireEvent.click(within(panel).getByRole('checkbox', { name: '4-5Y (1,204)' }));
    expect(search().get('size')).toBe('3-4Y');
  });

  it('filters by gender, colour and several categories', async () => {
    const { api, search } = renderListing('/allproducts');
    const panel = await openPanel();
    const gender = within(panel).getByRole('group', { name: 'Gender' });
    fireEvent.click(await within(gender).findByRole('checkbox', { name: 'Girls (150)' }));
    expect(search().get('gender')).toBe('girls');
    fireEvent.click(await within(panel).findByRole('checkbox', { name: 'Red (12)' }));
    expect(search().get('colour')).toBe('red');
    const category = within(panel).getByRole('group', { name: 'Category' });
    fireEvent.click(await within(category).findByRole('checkbox', { name: 'Girls (150)' }));
    fireEvent.click(await within(category).findByRole('checkbox', { name: 'Boys (140)' }));
    expect(search().get('category')).toBe('c1,c2');
    await waitFor(() => expect(api.calls('productList').at(-1)?.query.get('category')).toBe('c1,c2'));
    const last = api.calls('productList').at(-1)!.query;
    expect([last.get('gender'), last.get('colour')]).toEqual(['girls', 'red']);
  });

  it('shows the chosen values as removable chips, a chosen value counting nothing included', async () => {
    const answer: Answer = () => ({
      ...productsPage([], 0),
      facets: { ...FACETS, size: [...FACETS.size, { value: '12-13Y', count: 0 }] },
    });
    const { search } = renderListing(
      '/allproducts?size=12-13Y&gender=boys&colour=sky%20blue&category=c1',
      answer,
    );
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    await within(chips).findByRole('button', { name: 'Remove filter: Boys' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['12-13Y', 'Boys', 'Sky Blue', 'Girls', 'Clear all']);
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('4 active');
    const panel = await openPanel();
    expect(within(panel).getByRole('checkbox', { name: '12-13Y (0)' })).toBeChecked();
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter: Sky Blue' }));
    expect(search().has('colour')).toBe(false);
    expect(search().get('size')).toBe('12-13Y');
    fireEvent.click(within(chips).getByRole('button', { name: 'Clear all' }));
    expect(['size', 'gender', 'category'].filter((key) => search().has(key))).toEqual([]);
  });

  it('names chosen values before any count arrives, and leaves out groups the answer does not count', async () => {
    renderListing('/allproducts?colour=sky%20blue&category=c1', () => productsPage(makeCards(1), 1));
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    // The category's name from the category list.
    expect(await within(chips).findByRole('button', { name: 'Remove filter: Girls' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Remove filter: Sky Blue' })).toBeInTheDocument();
    const panel = await openPanel();
    expect(within(panel).getByRole('checkbox', { name: 'Sky Blue' })).toBeChecked();
    expect(within(panel).queryByRole('group', { name: 'Age / size' })).not.toBeInTheDocument();
  });
});

describe('sizes for the shopper’s children', () => {
  /** A birth month `months` months before today. */
  function bornMonthsAgo(months: number): string {
    const date = new Date();
    date.setDate(1);
    date.setMonth(date.getMonth() - months);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
  }
  const CHILDREN: ChildProfile[] = [
    { _id: 'k1', name: 'Aarav', birthMonth: bornMonthsAgo(40), gender: 'boy', heightCm: null },
    { _id: 'k2', name: 'Meera', birthMonth: bornMonthsAgo(8), gender: 'girl', heightCm: 70 },
  ];

  it('offers a chip per child that sets the size band and gender, and takes them off again', async () => {
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
    const { search, api } = renderListing('/allproducts', withFacets, CHILDREN);
    const aarav = await screen.findByRole('button', { name: 'Show sizes for Aarav (3Y)' });
    expect(screen.getByRole('button', { name: 'Show sizes for Meera (8M)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    fireEvent.click(aarav);
    expect([search().get('size'), search().get('gender')]).toEqual(['3-4Y', 'boys']);
    await waitFor(() => expect(aarav).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(api.calls('productList').at(-1)?.query.get('size')).toBe('3-4Y'));

    fireEvent.click(screen.getByRole('button', { name: 'Show sizes for Meera (8M)' }));
    expect([search().get('size'), search().get('gender')]).toEqual(['6-9M', 'girls']);
    fireEvent.click(screen.getByRole('button', { name: 'Show sizes for Meera (8M)' }));
    expect([search().has('size'), search().has('gender')]).toEqual([false, false]);
  });

  it('asks for no children while signed out', async () => {
    const { api } = renderListing('/allproducts');
    await screen.findByText('Product 1');
    expect(api.calls('children')).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Sizes for your children' })).not.toBeInTheDocument();
  });
});
