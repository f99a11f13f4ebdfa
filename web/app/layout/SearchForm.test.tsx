import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchSuggestionItem } from '../../../contract/search.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { RECENT_SEARCHES_KEY, readRecentSearches } from './recent-searches.ts';
import { SearchForm } from './SearchForm.tsx';

// The header search box as a combobox: suggestions while typing, grouped; recent searches on this
// device when it is empty; arrows, Enter and Escape from the box; each choice goes where it should.

const SUGGESTIONS: SearchSuggestionItem[] = [
  {
    kind: 'subcategory',
    label: 'T-Shirts',
    parent: 'Boys',
    categoryId: 'cat-boys',
    subcategoryId: 'sub-tees',
  },
  { kind: 'category', label: 'Boys', categoryId: 'cat-boys' },
  { kind: 'type', label: 'Tees', productType: 't-shirt' },
  { kind: 'product', label: 'Dino Graphic T-Shirt', productId: 'prod-dino' },
];

function renderSearch(path = '/') {
  const view = renderRoutes(
    [
      { path: '/', element: <SearchForm /> },
      { path: '*', element: <SearchForm /> },
    ],
    path,
  );
  const box = () => screen.getByRole('combobox', { name: 'Search products' });
  const location = () => `${view.router.state.location.pathname}${view.router.state.location.search}`;
  return { ...view, box, location };
}

function typeInto(box: HTMLElement, text: string) {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
}

describe('suggestions while typing', () => {
  it('asks once typing pauses and shows them grouped under headings', async () => {
    const api = fakeApi({ searchSuggest: () => ({ suggestions: SUGGESTIONS }) });
    const { box } = renderSearch();
    typeInto(box(), 't');
    typeInto(box(), 'te');
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    // Only the text typing paused on was asked for.
    expect(api.calls('searchSuggest').map((c) => c.query.get('q'))).toEqual(['te']);
    expect(within(list).getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Product types' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['T-Shirts in Boys', 'Boys', 'Tees', 'Dino Graphic T-Shirt']);
  });

  it('moves through them with the arrow keys and opens the highlighted one with Enter', async () => {
    fakeApi({ searchSuggest: () => ({ suggestions: SUGGESTIONS }) });
    const { box, location } = renderSearch();
    typeInto(box(), 'tee');
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    const active = box().getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')).toHaveTextContent('Boys');
    expect(screen.getByRole('option', { name: 'Boys' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    // Up from the first wraps to the last.
    expect(screen.getByRole('option', { name: 'Dino Graphic T-Shirt' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.submit(box().closest('form')!);
    await waitFor(() => expect(location()).toBe('/product/prod-dino'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens a category, a subcategory and a type as filtered listings, by click', async () => {
    fakeApi({ searchSuggest: () => ({ suggestions: SUGGESTIONS }) });
    const { box, location } = renderSearch();
    const cases: [string, RegExp][] = [
      ['T-Shirts in Boys', /^\/allproducts\?subcategory=sub-tees&_=\d+$/],
      ['Boys', /^\/allproducts\?category=cat-boys&_=\d+$/],
      ['Tees', /^\/allproducts\?productType=t-shirt&_=\d+$/],
    ];
    for (const [name, url] of cases) {
      typeInto(box(), `te${name.length}`);
      fireEvent.click(await screen.findByRole('option', { name }));
      await waitFor(() => expect(location()).toMatch(url));
    }
  });

  it('searches the text itself with Enter when nothing is highlighted; Escape closes, then clears', async () => {
    fakeApi({ searchSuggest: () => ({ suggestions: SUGGESTIONS }) });
    const { box, location } = renderSearch();
    typeInto(box(), 'party frock');
    await screen.findByRole('listbox');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('party frock');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveValue('');
    typeInto(box(), '1 year boy');
    await screen.findByRole('listbox');
    fireEvent.submit(box().closest('form')!);
    await waitFor(() => expect(location()).toMatch(/^\/allproducts\?search=1%20year%20boy&_=\d+$/));
    expect(box()).toHaveValue('1 year boy');
  });

  it('shows no list when nothing is suggested, and does not ask for the listing’s own text', async () => {
    const api = fakeApi({ searchSuggest: () => ({ suggestions: [] }) });
    const { box } = renderSearch('/allproducts?search=frock');
    expect(box()).toHaveValue('frock');
    fireEvent.focus(box());
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(api.calls('searchSuggest')).toHaveLength(0);
    fireEvent.change(box(), { target: { value: 'zzqx' } });
    await waitFor(() => expect(api.calls('searchSuggest')).toHaveLength(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('recent searches', () => {
  it('remembers searches on this device, newest first, eight at most, shown when the box is empty', async () => {
    fakeApi({ searchSuggest: () => ({ suggestions: [] }) });
    const { box } = renderSearch();
    for (let i = 1; i <= 9; i++) {
      fireEvent.change(box(), { target: { value: `search ${i}` } });
      fireEvent.submit(box().closest('form')!);
    }
    // A repeat moves to the top, whatever its letter case.
    fireEvent.change(box(), { target: { value: 'SEARCH 5' } });
    fireEvent.submit(box().closest('form')!);
    expect(readRecentSearches()).toEqual([
      'SEARCH 5',
      'search 9',
      'search 8',
      'search 7',
      'search 6',
      'search 4',
      'search 3',
      'search 2',
    ]);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toHaveLength(8);
    await waitFor(() => expect(box()).toHaveValue('SEARCH 5'));
    fireEvent.change(box(), { target: { value: '' } });
    fireEvent.focus(box());
    const list = screen.getByRole('listbox', { name: 'Recent searches' });
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('SEARCH 5');
    expect(box()).toHaveAccessibleDescription('Press Delete to remove the highlighted search.');
  });

  it('opens a recent search, removes one by its button or the Delete key, and clears them all', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['kurta', 'jhabla', 'party wear']));
    const { box, location } = renderSearch();
    fireEvent.focus(box());
    const list = screen.getByRole('listbox', { name: 'Recent searches' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['kurta', 'jhabla', 'party wear']);
    fireEvent.click(within(list).getAllByTestId('remove-recent')[0]!);
    expect(readRecentSearches()).toEqual(['jhabla', 'party wear']);
    expect(location()).toBe('/');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Delete' });
    expect(readRecentSearches()).toEqual(['party wear']);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.submit(box().closest('form')!);
    await waitFor(() => expect(location()).toMatch(/^\/allproducts\?search=party%20wear&_=\d+$/));
    fireEvent.change(box(), { target: { value: '' } });
    fireEvent.focus(box());
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(readRecentSearches()).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
