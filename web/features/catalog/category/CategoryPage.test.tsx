import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, type FakeHandlers, fakeApi, refusal } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { CATEGORY_TREE } from '../product/test-fixtures.ts';
import CategoryPage from './CategoryPage.tsx';

const { categories: CATEGORIES, subcategories: SUBCATEGORIES } = CATEGORY_TREE;

function renderCategory(path = '/category', handlers: FakeHandlers = {}) {
  const api = fakeApi({
    categories: () => ({ categories: CATEGORIES }),
    subcategories: ({ params }) => ({ subCategories: SUBCATEGORIES[params.categoryId] ?? [] }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/category', element: <CategoryPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path,
  );
  return { ...view, api };
}

const categoryNav = () => screen.getByRole('navigation', { name: 'Categories' });

describe('category page', () => {
  it('makes the first category active without a categoryId and shows its subcategories', async () => {
    const { api } = renderCategory();
    expect(await screen.findByRole('link', { name: 'T-Shirts' })).toBeInTheDocument();
    expect(within(categoryNav()).getByRole('link', { name: 'Boys' })).toHaveAttribute('aria-current', 'true');
    expect(within(categoryNav()).getByRole('link', { name: 'Girls' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 2, name: 'Boys' })).toBeInTheDocument();
    expect(api.calls('subcategories').map((sent) => sent.url)).toContain(
      '/api/user/Subcategories/view/subcategory/c1',
    );
  });

  it('makes the category of categoryId active', async () => {
    renderCategory('/category?categoryId=c2');
    expect(await screen.findByRole('link', { name: 'Frocks' })).toBeInTheDocument();
    expect(within(categoryNav()).getByRole('link', { name: 'Girls' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.queryByRole('link', { name: 'T-Shirts' })).not.toBeInTheDocument();
  });

  it('falls back to the first category when categoryId is unknown', async () => {
    renderCategory('/category?categoryId=gone');
    expect(await screen.findByRole('link', { name: 'T-Shirts' })).toBeInTheDocument();
    expect(within(categoryNav()).getByRole('link', { name: 'Boys' })).toHaveAttribute('aria-current', 'true');
  });

  it('replaces the history entry when another category is chosen, and loads its subcategories', async () => {
    const { router } = renderCategory('/category?categoryId=c1');
    await screen.findByRole('link', { name: 'T-Shirts' });
    fireEvent.click(within(categoryNav()).getByRole('link', { name: 'Girls' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe('?categoryId=c2');
    expect(await screen.findByRole('link', { name: 'Frocks' })).toBeInTheDocument();
    expect(within(categoryNav()).getByRole('link', { name: 'Girls' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('opens the listing for a subcategory, with sized pictures', async () => {
    const { router } = renderCategory();
    const tees = await screen.findByRole('link', { name: 'T-Shirts' });
    expect(tees.getAttribute('href')).toMatch(/^\/allproducts\?subcategory=s1&_=\d+$/);
    const img = tees.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/uploads/sub-tees.webp');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '320');
    expect(img).toHaveAttribute('loading', 'lazy');
    fireEvent.click(tees);
    expect(router.state.location.pathname).toBe('/allproducts');
    expect(new URLSearchParams(router.state.location.search).get('subcategory')).toBe('s1');
  });

  it('offers all products of the active category', async () => {
    renderCategory();
    const all = await screen.findByRole('link', { name: 'View all Boys' });
    expect(all.getAttribute('href')).toMatch(/^\/allproducts\?category=c1&_=\d+$/);
  });

  it('says so when a category has no subcategories', async () => {
    renderCategory('/category?categoryId=c3');
    expect(await screen.findByText('No subcategories available for this category.')).toBeInTheDocument();
  });

  it('leaves the list empty when the subcategories fail to load', async () => {
    renderCategory('/category', {
      subcategories: () => refusal(503, 'Database unavailable'),
    });
    expect(await screen.findByText('No subcategories available for this category.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the categories fail to load, and tries again', async () => {
    let calls = 0;
    renderCategory('/category', {
      categories: () => {
        calls += 1;
        return calls === 1 ? refusal(503, 'Database unavailable') : { categories: CATEGORIES };
      },
    });
    expect(await screen.findByText('Failed to load categories.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'T-Shirts' })).toBeInTheDocument());
  });

  it('says when the categories arrive in a shape it cannot read', async () => {
    renderCategory('/category', { categories: () => answer({ success: true, items: [] }) });
    expect(await screen.findByText('Invalid data format received.')).toBeInTheDocument();
  });

  it('shows placeholders while the subcategories load', async () => {
    renderCategory('/category', { subcategories: () => new Promise<Response>(() => {}) });
    expect(await screen.findByTestId('subcategory-skeletons')).toBeInTheDocument();
  });
});
