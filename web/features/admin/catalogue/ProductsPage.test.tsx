import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminProductRow } from '../../../../contract/admin-products.ts';
import type { StaffRole } from '../../../../contract/staff.ts';
import { type FakeHandlers, refusal } from '../../../test/fake-api.ts';
import { renderConsole } from '../test-fixtures.tsx';
import {
  BRAND_ID,
  brands,
  CATEGORY_ID,
  categories,
  PRODUCT_ID,
  productRow,
  SUBCATEGORY_ID,
} from './test-fixtures.ts';

const SECOND_ID = '00000000-0000-4000-8000-000000000402';

const listAnswer = (products: AdminProductRow[], total = products.length, page = 1) => ({
  products,
  total,
  page,
  limit: 25,
});

function openList(path = '/admin/products', role: StaffRole = 'manager', handlers: FakeHandlers = {}) {
  return renderConsole(path, role, {
    adminProducts: () =>
      listAnswer([productRow(), productRow({ _id: SECOND_ID, name: 'Denim dungaree', stock: 0 })], 60),
    adminBrands: () => ({ brands: brands() }),
    adminCategories: () => ({ categories: categories() }),
    adminProductTypes: () => ({ types: ['dungaree', 'frock'] }),
    ...handlers,
  });
}

describe('the product list', () => {
  it('shows each product with its picture, prices, stock and status, and pages “1–25 of N”', async () => {
    openList();
    const table = await screen.findByRole('table', { name: 'Products' });
    const frock = within(table).getByRole('link', { name: 'Cotton frock' });
    expect(frock).toHaveAttribute('href', `/admin/products/${PRODUCT_ID}`);
    const row = frock.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('₹499');
    expect(row).toHaveTextContent('M.R.P. ₹799');
    expect(row).toHaveTextContent('14 pcs');
    expect(row).toHaveTextContent('3 of 4 sizes in stock');
    expect(within(row).getByText('Live')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('src', '/uploads/catalogue/frock-1.webp');
    const dungaree = within(table).getByRole('link', { name: 'Denim dungaree' }).closest('tr') as HTMLElement;
    expect(within(dungaree).getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 60 products')).toBeInTheDocument();
    const header = screen.getByRole('heading', { name: 'Products', level: 1 }).parentElement as HTMLElement;
    expect(within(header).getByRole('link', { name: /stock sheet/i })).toHaveAttribute(
      'href',
      '/admin/stock',
    );
    expect(within(header).getByRole('link', { name: /add product/i })).toHaveAttribute(
      'href',
      '/admin/products/new',
    );
  });

  it('puts the search and every filter in the address and in the call', async () => {
    const { api, router } = openList();
    await screen.findByRole('table', { name: 'Products' });
    await screen.findByRole('option', { name: 'Loom Basics' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), {
      target: { value: ' frock ' },
    });
    fireEvent.submit(screen.getByRole('form', { name: 'Find products' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=frock'));
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('frock'),
    );

    // Each choice applies at once (the form is drawn again from the address after each).
    const param = (key: string) => new URLSearchParams(router.state.location.search).get(key);
    async function pick(label: string, value: string, key: string) {
      fireEvent.change(await screen.findByLabelText(label), { target: { value } });
      await waitFor(() => expect(param(key)).toBe(value));
      // …and the page is drawn again from the new address before the next choice.
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(value));
    }
    await pick('Brand', BRAND_ID, 'brand');
    await pick('Category', CATEGORY_ID, 'category');
    await screen.findByRole('option', { name: 'Frocks' });
    await pick('Subcategory', SUBCATEGORY_ID, 'subcategory');
    await pick('Product type', 'frock', 'productType');
    await pick('Stock', 'low', 'stock');
    await pick('Status', 'draft', 'status');
    await pick('Cash on delivery', 'no', 'cod');

    const wanted = {
      search: 'frock',
      brand: BRAND_ID,
      category: CATEGORY_ID,
      subcategory: SUBCATEGORY_ID,
      productType: 'frock',
      stock: 'low',
      status: 'draft',
      cod: 'no',
    };
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(wanted),
    );
    await waitFor(() => expect(api.calls('adminProducts').at(-1)?.query.get('cod')).toBe('no'));
    const sent = Object.fromEntries(api.calls('adminProducts').at(-1)?.query ?? []);
    expect(sent).toEqual({ ...wanted, sort: 'updated', page: '1', limit: '25' });

    // The next page keeps the filters; a new choice goes back to the first page.
    fireEvent.click(await screen.findByRole('button', { name: /next/i }));
    await waitFor(() => expect(api.calls('adminProducts').at(-1)?.query.get('page')).toBe('2'));
    expect(api.calls('adminProducts').at(-1)?.query.get('brand')).toBe(BRAND_ID);
    fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'live' } });
    await waitFor(() => expect(api.calls('adminProducts').at(-1)?.query.get('status')).toBe('live'));
    expect(api.calls('adminProducts').at(-1)?.query.get('page')).toBe('1');
  }, 20_000);

  it('opens with the filters of its address', async () => {
    const { api } = openList(`/admin/products?status=archived&stock=out&cod=yes&page=3`);
    await screen.findByRole('table', { name: 'Products' });
    const sent = api.calls('adminProducts')[0]?.query;
    expect(sent?.get('status')).toBe('archived');
    expect(sent?.get('stock')).toBe('out');
    expect(sent?.get('cod')).toBe('yes');
    expect(sent?.get('page')).toBe('3');
    expect(screen.getByLabelText('Status')).toHaveValue('archived');
  });

  it('shows cards below 1024 px', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} })),
    );
    openList();
    const cards = await screen.findAllByTestId('product-row');
    expect(cards[0]).toHaveTextContent('Cotton frock');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    openList('/admin/products?search=zzz', 'manager', { adminProducts: () => listAnswer([]) });
    expect(await screen.findByText('No products match this search and these filters')).toBeInTheDocument();
  });

  it('says when the list fails, in the server’s words', async () => {
    openList('/admin/products', 'manager', { adminProducts: () => refusal(503, 'The shop is busy') });
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is busy');
  });

  it('gives support no way to add or select', async () => {
    openList('/admin/products', 'support');
    await screen.findByRole('table', { name: 'Products' });
    expect(screen.queryByRole('link', { name: /add product/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('changing many products', () => {
  it('sends one change for the selected products and shows each refusal', async () => {
    const { api } = openList('/admin/products', 'owner', {
      adminProductsBulk: ({ body }) => ({
        message: 'Changes applied.',
        updated: [body.productIds[0] ?? ''],
        refused: [
          { productId: SECOND_ID, name: 'Denim dungaree', reason: 'The price cannot be above the M.R.P.' },
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: 'Products' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all products on this page' }));
    const bar = screen.getByRole('region', { name: 'Change the selected products' });
    expect(bar).toHaveTextContent('2 selected');

    fireEvent.click(within(bar).getByRole('button', { name: 'Change price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change price' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Change by %' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Enter an amount.')).toBeInTheDocument();
    expect(api.calls('adminProductsBulk')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Change (%)'), { target: { value: '-10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminProductsBulk')[0]?.body).toEqual({
      productIds: [PRODUCT_ID, SECOND_ID],
      price: { mode: 'percent', value: -10 },
    });
    const refused = screen.getByRole('region', { name: 'Not changed' });
    expect(refused).toHaveTextContent('Denim dungaree: The price cannot be above the M.R.P.');
    expect(screen.queryByRole('region', { name: 'Change the selected products' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls('adminProducts').length).toBeGreaterThan(1));
  });

  it('sets stock and status with the contract’s checks', async () => {
    const { api } = openList('/admin/products', 'manager', {
      adminProductsBulk: ({ body }) => ({
        message: 'Changes applied.',
        updated: body.productIds,
        refused: [],
      }),
    });
    const table = await screen.findByRole('table', { name: 'Products' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Cotton frock' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change stock' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change stock' });
    fireEvent.change(within(dialog).getByLabelText('Pieces per size'), { target: { value: '-3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Stock cannot be below zero.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Add to the stock' }));
    fireEvent.change(within(dialog).getByLabelText('Pieces to add per size'), { target: { value: '-3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.calls('adminProductsBulk')).toHaveLength(1));
    expect(api.calls('adminProductsBulk')[0]?.body).toEqual({
      productIds: [PRODUCT_ID],
      stock: { mode: 'add', value: -3 },
    });

    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Denim dungaree' }));
    fireEvent.click(screen.getByRole('button', { name: 'Set status' }));
    dialog = await screen.findByRole('dialog', { name: 'Set status' });
    fireEvent.change(within(dialog).getByLabelText('New status'), { target: { value: 'archived' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.calls('adminProductsBulk')).toHaveLength(2));
    expect(api.calls('adminProductsBulk')[1]?.body).toEqual({ productIds: [SECOND_ID], status: 'archived' });
    expect(screen.queryByRole('region', { name: 'Not changed' })).not.toBeInTheDocument();
  });
});
