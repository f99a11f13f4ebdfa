import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { type AdminCategory, TAXONOMY_MESSAGES as T } from '../../../../contract/admin-taxonomy.ts';
import type { StaffRole } from '../../../../contract/staff.ts';
import { type FakeHandlers, refusal } from '../../../test/fake-api.ts';
import { renderConsole } from '../test-fixtures.tsx';
import {
  BOYS_ID,
  FROCKS_ID,
  GIRLS_ID,
  SHIRTS_ID,
  SKIRTS_ID,
  subcategory,
  twoCategories,
} from './test-fixtures.ts';

// The categories page: categories with their subcategories nested (table from 1024 px, cards below),
// adding and editing both in a dialog, and ordering categories and one category's subcategories.

function openCategories(role: StaffRole = 'manager', handlers: FakeHandlers = {}) {
  let categories = twoCategories();
  const view = renderConsole('/admin/categories', role, {
    adminCategories: () => ({ categories }),
    adminCategoriesReorder: ({ body }) => {
      categories = body.ids.map((id) => categories.find((c) => c._id === id)!);
      return { message: T.orderSaved };
    },
    adminSubcategoriesReorder: ({ params, body }) => {
      categories = categories.map((c) =>
        c._id === params.id
          ? { ...c, subcategories: body.ids.map((id) => c.subcategories.find((s) => s._id === id)!) }
          : c,
      );
      return { message: T.orderSaved };
    },
    ...handlers,
  });
  return {
    ...view,
    setCategories: (next: AdminCategory[]) => {
      categories = next;
    },
  };
}

/** The names in the table's rows, top to bottom (subcategories under their category). */
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')[2]
        ?.textContent?.replace(/\d+ subcategor(y|ies)$/, ''),
    );

describe('the categories page', () => {
  it('lists categories in order with their subcategories under them, pictures, products and visibility', async () => {
    openCategories();
    const table = await screen.findByRole('table', { name: /categories and their subcategories/i });
    expect(rowNames(table)).toEqual(['Girls', 'Frocks', 'Skirts', 'Boys', 'Shirts']);
    const girls = within(table).getByText('Girls').closest('tr') as HTMLElement;
    expect(girls).toHaveTextContent('2 subcategories');
    expect(girls).toHaveTextContent('11');
    expect(girls.querySelector('img')).toHaveAttribute('src', '/uploads/tiles/girls.webp');
    const boys = within(table).getByText('Boys').closest('tr') as HTMLElement;
    expect(within(boys).getByText('Hidden')).toBeInTheDocument();
    const shirts = within(table).getByText('Shirts').closest('tr') as HTMLElement;
    expect(within(shirts).getByText('Hidden')).toBeInTheDocument();
  });

  it('gives support the lists without any way to change them', async () => {
    openCategories('support');
    const table = await screen.findByRole('table', { name: /categories/i });
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add a category/i })).not.toBeInTheDocument();
  });

  it('moves a category with the arrows; its subcategories go with it', async () => {
    const { api } = openCategories();
    const table = await screen.findByRole('table', { name: /categories/i });
    fireEvent.click(within(table).getByRole('button', { name: 'Move Boys up' }));
    expect(rowNames(table)).toEqual(['Boys', 'Shirts', 'Girls', 'Frocks', 'Skirts']);
    await waitFor(() => expect(api.calls('adminCategoriesReorder')).toHaveLength(1));
    expect(api.calls('adminCategoriesReorder')[0]?.body).toEqual({ ids: [BOYS_ID, GIRLS_ID] });
    expect(screen.getByText('Boys moved to position 1 of 2.')).toBeInTheDocument();
  });

  it('moves a subcategory within its category, saving that category’s list', async () => {
    const { api } = openCategories();
    const table = await screen.findByRole('table', { name: /categories/i });
    expect(within(table).getByRole('button', { name: 'Move Shirts up' })).toBeDisabled();
    fireEvent.click(within(table).getByRole('button', { name: 'Move Frocks down' }));
    expect(rowNames(table)).toEqual(['Girls', 'Skirts', 'Frocks', 'Boys', 'Shirts']);
    await waitFor(() => expect(api.calls('adminSubcategoriesReorder')).toHaveLength(1));
    const [sent] = api.calls('adminSubcategoriesReorder');
    expect(sent?.params).toEqual({ id: GIRLS_ID });
    expect(sent?.body).toEqual({ ids: [SKIRTS_ID, FROCKS_ID] });
    expect(api.calls('adminCategoriesReorder')).toHaveLength(0);
  });

  it('moves a subcategory by drag; a category row does not take it', async () => {
    const { api } = openCategories();
    const table = await screen.findByRole('table', { name: /categories/i });
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    const dataTransfer = { setData: vi.fn(), effectAllowed: '' };
    fireEvent.dragStart(row('Skirts'), { dataTransfer });
    fireEvent.dragOver(row('Boys'), { dataTransfer });
    expect(rowNames(table)).toEqual(['Girls', 'Frocks', 'Skirts', 'Boys', 'Shirts']);
    fireEvent.dragOver(row('Frocks'), { dataTransfer });
    fireEvent.drop(row('Frocks'), { dataTransfer });
    await waitFor(() => expect(api.calls('adminSubcategoriesReorder')).toHaveLength(1));
    expect(api.calls('adminSubcategoriesReorder')[0]?.body).toEqual({ ids: [SKIRTS_ID, FROCKS_ID] });
  });

  it('adds a subcategory to a category, and shows a name already used under the name', async () => {
    const success = vi.spyOn(toast, 'success');
    let taken = true;
    const { api, setCategories } = openCategories('manager', {
      adminSubcategoryCreate: ({ body }) => {
        if (taken) return refusal(409, T.nameTaken);
        const made = subcategory({
          _id: '00000000-0000-4000-8000-000000000622',
          categoryId: BOYS_ID,
          name: body.name,
          slug: 'shorts',
          position: 1,
          products: 0,
        });
        const next = twoCategories();
        next[1]!.subcategories.push(made);
        setCategories(next);
        return { message: T.subcategorySaved, subcategory: made };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a subcategory to Boys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a subcategory to Boys' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Shorts' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add subcategory' }));
    expect(await within(dialog).findByText(T.nameTaken)).toBeInTheDocument();
    expect(api.calls('adminSubcategoryCreate')[0]?.body).toEqual({
      categoryId: BOYS_ID,
      name: 'Shorts',
      image: null,
      isVisible: true,
    });
    taken = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add subcategory' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(success).toHaveBeenCalledWith(T.subcategorySaved, expect.anything());
    const table = screen.getByRole('table', { name: /categories/i });
    await waitFor(() =>
      expect(rowNames(table)).toEqual(['Girls', 'Frocks', 'Skirts', 'Boys', 'Shirts', 'Shorts']),
    );
  });

  it('adds a category and edits one with its values filled in', async () => {
    const { api } = openCategories('manager', {
      adminCategoryCreate: ({ body }) => ({
        message: T.categorySaved,
        category: {
          ...twoCategories()[0]!,
          _id: '00000000-0000-4000-8000-000000000603',
          name: body.name,
          subcategories: [],
        },
      }),
      adminCategoryUpdate: ({ params, body }) => ({
        message: T.categorySaved,
        category: { ...twoCategories().find((c) => c._id === params.id)!, ...body },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /add a category/i }));
    const adding = await screen.findByRole('dialog', { name: 'Add a category' });
    fireEvent.click(within(adding).getByRole('button', { name: 'Add category' }));
    expect(await within(adding).findByText(T.nameRequired)).toBeInTheDocument();
    fireEvent.change(within(adding).getByLabelText('Name'), { target: { value: 'Baby Care' } });
    fireEvent.click(within(adding).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminCategoryCreate')[0]?.body).toEqual({
      name: 'Baby Care',
      image: null,
      isVisible: true,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Edit Boys' }));
    const editing = await screen.findByRole('dialog', { name: 'Edit Boys' });
    expect(within(editing).getByLabelText('Name')).toHaveValue('Boys');
    const visible = within(editing).getByLabelText('Visible to shoppers');
    expect(visible).not.toBeChecked();
    fireEvent.click(visible);
    fireEvent.click(within(editing).getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminCategoryUpdate')[0]?.params).toEqual({ id: BOYS_ID });
    expect(api.calls('adminCategoryUpdate')[0]?.body).toEqual({ name: 'Boys', image: null, isVisible: true });
  });

  it('edits a subcategory through its own endpoint', async () => {
    const { api } = openCategories('manager', {
      adminSubcategoryUpdate: ({ params, body }) => ({
        message: T.subcategorySaved,
        subcategory: { ...subcategory({ _id: params.id, categoryId: BOYS_ID }), ...body },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Shirts in Boys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shirts' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Shirts & tees' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save subcategory' }));
    await waitFor(() => expect(api.calls('adminSubcategoryUpdate')).toHaveLength(1));
    expect(api.calls('adminSubcategoryUpdate')[0]?.params).toEqual({ id: SHIRTS_ID });
    expect(api.calls('adminSubcategoryUpdate')[0]?.body).toMatchObject({
      name: 'Shirts & tees',
      isVisible: false,
    });
  });

  it('shows cards below 1024 px: each category with its subcategories listed inside', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} })),
    );
    openCategories();
    const list = await screen.findByRole('list', { name: /categories, in the order shoppers see them/i });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const girls = within(list).getByRole('listitem', { name: 'Girls' });
    expect(girls).toHaveTextContent('11 products · 2 subcategories');
    const subs = within(girls).getByRole('list', { name: 'Subcategories of Girls' });
    expect(
      within(subs)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Frocks', 'Skirts']);
    expect(within(subs).getByRole('button', { name: 'Move Skirts up' })).toBeEnabled();
    expect(within(girls).getByRole('button', { name: 'Add a subcategory to Girls' })).toBeInTheDocument();
  });
});
