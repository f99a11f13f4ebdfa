import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { type AdminBrand, TAXONOMY_MESSAGES as T } from '../../../../contract/admin-taxonomy.ts';
import type { StaffRole } from '../../../../contract/staff.ts';
import { type FakeHandlers, refusal } from '../../../test/fake-api.ts';
import { renderConsole } from '../test-fixtures.tsx';
import { brand, LOOM_ID, MANGO_ID, TINY_ID, threeBrands } from './test-fixtures.ts';

// The brands page: the list (table from 1024 px, cards below), adding and editing in a dialog with the
// contract's messages and the server's refusals, and ordering by the arrows and by drag.

function openBrands(role: StaffRole = 'manager', handlers: FakeHandlers = {}) {
  let brands = threeBrands();
  const view = renderConsole('/admin/brands', role, {
    adminBrands: () => ({ brands }),
    adminBrandsReorder: ({ body }) => {
      brands = body.ids.map((id, position) => ({ ...brands.find((b) => b._id === id)!, position }));
      return { message: T.orderSaved };
    },
    ...handlers,
  });
  return {
    ...view,
    setBrands: (next: AdminBrand[]) => {
      brands = next;
    },
  };
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.querySelector('span')?.textContent);

describe('the brands page', () => {
  it('lists every brand in order with its logo, products, marquee and visibility', async () => {
    openBrands();
    const table = await screen.findByRole('table', { name: /brands, in the order shoppers see them/i });
    expect(names(table)).toEqual(['Tiny Threads', 'Loom Basics', 'Mango Sprout']);
    const tiny = within(table).getByText('Tiny Threads').closest('tr') as HTMLElement;
    expect(tiny.querySelector('img')).toHaveAttribute('src', '/uploads/brands/tiny.webp');
    expect(tiny).toHaveTextContent('tiny-threads');
    expect(tiny).toHaveTextContent('12');
    expect(within(tiny).getByText('Featured')).toBeInTheDocument();
    expect(within(tiny).getByText('Visible')).toBeInTheDocument();
    const loom = within(table).getByText('Loom Basics').closest('tr') as HTMLElement;
    expect(within(loom).getByText('Hidden')).toBeInTheDocument();
    expect(loom.querySelector('img')).toBeNull();
    expect(screen.getByText(/3 brands, in the order shoppers see them/)).toBeInTheDocument();
  });

  it('gives support the list without any way to change it', async () => {
    openBrands('support');
    const table = await screen.findByRole('table', { name: /brands/i });
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add a brand/i })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).not.toHaveAttribute('draggable', 'true');
  });

  it('adds a brand: the contract’s messages first, the server’s 409 under the name, then the list', async () => {
    const success = vi.spyOn(toast, 'success');
    let taken = true;
    const { api, setBrands } = openBrands('manager', {
      adminBrandCreate: ({ body }) => {
        if (taken) return refusal(409, T.nameTaken);
        const made = brand({
          _id: '00000000-0000-4000-8000-000000000509',
          name: body.name,
          slug: 'little-lotus',
        });
        setBrands([...threeBrands(), { ...made, position: 3, isFeatured: true, logo: null }]);
        return { message: T.brandSaved, brand: made };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /add a brand/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a brand' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add brand' }));
    expect(await within(dialog).findByText(T.nameRequired)).toBeInTheDocument();
    expect(api.calls('adminBrandCreate')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Little Lotus' } });
    fireEvent.click(within(dialog).getByLabelText('Feature in the brand marquee'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add brand' }));
    expect(await within(dialog).findByText(T.nameTaken)).toBeInTheDocument();
    expect(api.calls('adminBrandCreate')[0]?.body).toEqual({
      name: 'Little Lotus',
      logo: null,
      image: null,
      isFeatured: true,
      isVisible: true,
    });

    taken = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add brand' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(success).toHaveBeenCalledWith(T.brandSaved, expect.anything());
    const table = screen.getByRole('table', { name: /brands/i });
    expect(await within(table).findByText('Little Lotus')).toBeInTheDocument();
  });

  it('uploads the logo and the picture as their kinds, and saves the stored names', async () => {
    const { api } = openBrands('manager', {
      adminUpload: ({ query, form }) => ({
        file: `${query.get('kind')}/${(form!.get('file') as File).name.replace('.png', '.webp')}`,
        width: 400,
        height: 200,
      }),
      adminBrandUpdate: ({ params }) => ({ message: T.brandSaved, brand: brand({ _id: params.id }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Mango Sprout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mango Sprout' });
    const png = (name: string) => new File([new Uint8Array(512)], name, { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Choose a picture: Logo'), {
      target: { files: [png('mango.png')] },
    });
    fireEvent.change(within(dialog).getByLabelText('Choose a picture: Picture'), {
      target: { files: [png('mango-tile.png')] },
    });
    expect(await within(dialog).findByRole('img', { name: 'Picture' })).toHaveAttribute(
      'src',
      '/uploads/tile/mango-tile.webp',
    );
    expect(within(dialog).getByRole('img', { name: 'Logo' })).toHaveAttribute(
      'src',
      '/uploads/logo/mango.webp',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save brand' }));
    await waitFor(() => expect(api.calls('adminBrandUpdate')).toHaveLength(1));
    expect(api.calls('adminBrandUpdate')[0]?.body).toMatchObject({
      logo: 'logo/mango.webp',
      image: 'tile/mango-tile.webp',
    });
    expect(
      api
        .calls('adminUpload')
        .map((call) => call.query.get('kind'))
        .sort(),
    ).toEqual(['logo', 'tile']);
  });

  it('edits a brand with its values filled in; hiding it shows Hidden in the list', async () => {
    const { api, setBrands } = openBrands('manager', {
      adminBrandUpdate: ({ params, body }) => {
        const next = threeBrands().map((b) => (b._id === params.id ? { ...b, ...body } : b));
        setBrands(next);
        return { message: T.brandSaved, brand: next.find((b) => b._id === params.id)! };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Tiny Threads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tiny Threads' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Tiny Threads');
    expect(within(dialog).getByLabelText('Feature in the brand marquee')).toBeChecked();
    const visible = within(dialog).getByLabelText('Visible to shoppers');
    expect(visible).toBeChecked();
    fireEvent.click(visible);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save brand' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminBrandUpdate')[0]?.params).toEqual({ id: TINY_ID });
    expect(api.calls('adminBrandUpdate')[0]?.body).toEqual({
      name: 'Tiny Threads',
      logo: 'brands/tiny.webp',
      image: null,
      isFeatured: true,
      isVisible: false,
    });
    const row = (await screen.findAllByText('Hidden'))
      .map((badge) => badge.closest('tr') as HTMLElement)
      .find((tr) => within(tr).queryByText('Tiny Threads'));
    expect(row).toBeDefined();
  });

  it('moves a brand with the arrows: saves the whole list, keeps focus on the brand, says it', async () => {
    const { api } = openBrands();
    const table = await screen.findByRole('table', { name: /brands/i });
    expect(within(table).getByRole('button', { name: 'Move Tiny Threads up' })).toBeDisabled();
    const up = within(table).getByRole('button', { name: 'Move Loom Basics up' });
    up.focus();
    fireEvent.click(up);
    expect(names(table)).toEqual(['Loom Basics', 'Tiny Threads', 'Mango Sprout']);
    await waitFor(() => expect(api.calls('adminBrandsReorder')).toHaveLength(1));
    expect(api.calls('adminBrandsReorder')[0]?.body).toEqual({ ids: [LOOM_ID, TINY_ID, MANGO_ID] });
    // At the top its Move up is disabled, so focus moves to its Move down.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(table).getByRole('button', { name: 'Move Loom Basics down' }),
      ),
    );
    expect(screen.getByText('Loom Basics moved to position 1 of 3.')).toBeInTheDocument();
    await waitFor(() => expect(names(table)).toEqual(['Loom Basics', 'Tiny Threads', 'Mango Sprout']));
  });

  it('puts the order back when the server refuses it, in the server’s words', async () => {
    const error = vi.spyOn(toast, 'error');
    openBrands('manager', { adminBrandsReorder: () => refusal(409, T.orderMismatch) });
    const table = await screen.findByRole('table', { name: /brands/i });
    fireEvent.click(within(table).getByRole('button', { name: 'Move Tiny Threads down' }));
    expect(names(table)).toEqual(['Loom Basics', 'Tiny Threads', 'Mango Sprout']);
    await waitFor(() => expect(error).toHaveBeenCalledWith(T.orderMismatch, expect.anything()));
    await waitFor(() => expect(names(table)).toEqual(['Tiny Threads', 'Loom Basics', 'Mango Sprout']));
    expect(
      screen.getByText('The order was not saved: Tiny Threads is back in its place.'),
    ).toBeInTheDocument();
  });

  /** Opens the page and drags Mango Sprout's row over Tiny Threads' (not dropped yet). */
  async function dragMangoOverTiny() {
    const { api } = openBrands();
    const table = await screen.findByRole('table', { name: /brands/i });
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    const dataTransfer = { setData: vi.fn(), effectAllowed: '' };
    fireEvent.dragStart(row('Mango Sprout'), { dataTransfer });
    fireEvent.dragOver(row('Tiny Threads'), { dataTransfer });
    return { api, table, row, dataTransfer };
  }

  it('moves a brand by drag and drop', async () => {
    const { api, table, row, dataTransfer } = await dragMangoOverTiny();
    expect(names(table)).toEqual(['Mango Sprout', 'Tiny Threads', 'Loom Basics']);
    fireEvent.drop(row('Tiny Threads'), { dataTransfer });
    fireEvent.dragEnd(row('Mango Sprout'), { dataTransfer });
    await waitFor(() => expect(api.calls('adminBrandsReorder')).toHaveLength(1));
    expect(api.calls('adminBrandsReorder')[0]?.body).toEqual({ ids: [MANGO_ID, TINY_ID, LOOM_ID] });
  });

  it('drops nothing when a drag ends outside the list', async () => {
    const { api, table, row, dataTransfer } = await dragMangoOverTiny();
    fireEvent.dragEnd(row('Mango Sprout'), { dataTransfer });
    expect(names(table)).toEqual(['Tiny Threads', 'Loom Basics', 'Mango Sprout']);
    expect(api.calls('adminBrandsReorder')).toHaveLength(0);
  });

  it('shows cards below 1024 px, with the same controls', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} })),
    );
    openBrands();
    const list = await screen.findByRole('list', { name: /brands, in the order shoppers see them/i });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual([
      'Tiny Threads',
      'Loom Basics',
      'Mango Sprout',
    ]);
    expect(cards[0]).toHaveTextContent('12 products');
    expect(within(cards[0]!).getByText('In the marquee')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Move Loom Basics down' })).toBeEnabled();
    expect(within(cards[1]!).getByRole('button', { name: 'Edit Loom Basics' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    openBrands('manager', { adminBrands: () => refusal(503, 'The shop is busy') });
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is busy');
  });
});
