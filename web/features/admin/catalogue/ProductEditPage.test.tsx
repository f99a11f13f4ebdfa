import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_MESSAGES as M } from '../../../../contract/admin-products.ts';
import type { StaffRole } from '../../../../contract/staff.ts';
import { type FakeHandlers, refusal } from '../../../test/fake-api.ts';
import { renderConsole } from '../test-fixtures.tsx';
import {
  BRAND_ID,
  brands,
  CATEGORY_ID,
  categories,
  OTHER_CATEGORY_ID,
  PRODUCT_ID,
  product,
  SUBCATEGORY_ID,
  VARIANT_ID,
} from './test-fixtures.ts';

/** Long journeys through the form take a while on a busy machine. */
const LONG = 30_000;
const NEW_ID = '00000000-0000-4000-8000-000000000499';
const COPY_ID = '00000000-0000-4000-8000-000000000498';

function openEditor(path: string, role: StaffRole = 'manager', handlers: FakeHandlers = {}) {
  return renderConsole(path, role, {
    adminBrands: () => ({ brands: brands() }),
    adminCategories: () => ({ categories: categories() }),
    adminProductTypes: () => ({ types: ['dungaree', 'frock'] }),
    adminProduct: () => ({ product: product() }),
    ...handlers,
  });
}

const type = (label: string | HTMLElement, value: string, at = 0) => {
  const input = typeof label === 'string' ? screen.getAllByLabelText(label)[at] : label;
  if (!input) throw new Error(`No input labelled ${String(label)}`);
  fireEvent.change(input, { target: { value } });
  return input;
};

/** Fills what a product needs besides its colours. */
async function fillDetails() {
  type(await screen.findByLabelText('Name'), 'Party frock');
  type('Title', 'Party frock with a bow');
  type('Description', 'Soft cotton, lined.');
  type('Brand', BRAND_ID);
  type('Category', CATEGORY_ID);
  await screen.findByRole('option', { name: 'Frocks' });
  type('Subcategory', SUBCATEGORY_ID);
  const productType = type('Product type', 'Party Frock');
  fireEvent.blur(productType);
  await waitFor(() => expect(productType).toHaveValue('party-frock'));
}

describe('adding a product', () => {
  it(
    'creates a draft with two colours and their sizes, then opens it',
    async () => {
      const { api, router } = openEditor('/admin/products/new', 'manager', {
        adminProductCreate: ({ body }) => ({
          message: M.created,
          product: product({ _id: NEW_ID, name: body.name, status: 'draft', version: 1 }),
        }),
      });
      await fillDetails();
      // A new product is for everyone until staff say otherwise.
      expect(screen.getByLabelText('Gender')).toHaveValue('unisex');
      type('Gender', 'girls');
      type('Material', 'Cotton');
      type('Search synonyms', 'jhabla, party wear');

      type('Colour name', 'Rose');
      type('Price (₹)', '599');
      type('M.R.P. (₹)', '799');
      fireEvent.click(screen.getByRole('button', { name: 'Add size 2-3Y to Rose' }));
      fireEvent.click(screen.getByRole('button', { name: 'Add size 3-4Y to Rose' }));
      type(await screen.findByLabelText('Rose: stock of 2-3Y'), '4');

      fireEvent.click(screen.getByRole('button', { name: 'Add colour' }));
      const second = await screen.findByRole('region', { name: 'Colour 2' });
      type(within(second).getByLabelText('Colour name'), 'Sky');
      type(within(second).getByLabelText('Price (₹)'), '499');
      type(within(second).getByLabelText('Offer price (₹)'), '449');
      type(within(second).getByLabelText('M.R.P. (₹)'), '699');
      fireEvent.click(within(second).getByRole('button', { name: 'Add size' }));
      type(await within(second).findByLabelText('Sky: size 1'), '4-5Y');
      type(within(second).getByLabelText('Sky: stock of 4-5Y'), '2');

      fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
      await waitFor(() => expect(api.calls('adminProductCreate')).toHaveLength(1));
      expect(api.calls('adminProductCreate')[0]?.body).toEqual({
        name: 'Party frock',
        title: 'Party frock with a bow',
        description: 'Soft cotton, lined.',
        brandId: BRAND_ID,
        categoryId: CATEGORY_ID,
        subcategoryId: SUBCATEGORY_ID,
        productType: 'party-frock',
        gender: 'girls',
        features: {
          netWeight: null,
          material: 'Cotton',
          soleMaterial: null,
          fit: null,
          occasion: null,
          sleevesType: null,
          length: null,
        },
        CODAvailable: true,
        searchSynonyms: 'jhabla, party wear',
        status: 'draft',
        variants: [
          {
            color: '#F4A7B9',
            colorName: 'Rose',
            price: 599,
            offerPrice: null,
            wholesalePrice: 799,
            images: [],
            sizes: [
              { size: '2-3Y', stock: 4 },
              { size: '3-4Y', stock: 0 },
            ],
          },
          {
            color: '#A7C7E7',
            colorName: 'Sky',
            price: 499,
            offerPrice: 449,
            wholesalePrice: 699,
            images: [],
            sizes: [{ size: '4-5Y', stock: 2 }],
          },
        ],
      });
      await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/products/${NEW_ID}`));
      expect(await screen.findByRole('heading', { name: 'Party frock', level: 1 })).toBeInTheDocument();
    },
    LONG,
  );

  it(
    'shows each field’s message beside it and sends nothing',
    async () => {
      const { api } = openEditor('/admin/products/new', 'manager', {
        adminProductCreate: () => refusal(500, ''),
      });
      // No price yet: the offer is still checked against the M.R.P.
      type(await screen.findByLabelText('M.R.P. (₹)'), '799');
      type('Offer price (₹)', '900');
      fireEvent.click(screen.getByRole('button', { name: 'Add size 2-3Y to Colour 1' }));
      fireEvent.click(screen.getByRole('button', { name: 'Add size' }));
      type(await screen.findByLabelText('Colour 1: size 2'), '2-3y');
      fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));

      expect(await screen.findByText(M.offerAboveMrp)).toBeInTheDocument();
      expect(screen.getByLabelText('Offer price (₹)')).toHaveAccessibleDescription(
        expect.stringContaining(M.offerAboveMrp),
      );
      expect(screen.getByLabelText('Colour 1: size 2')).toHaveAccessibleDescription(M.duplicateSize);
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
        expect.stringContaining(M.nameRequired),
      );
      expect(screen.getByLabelText('Brand')).toHaveAccessibleDescription(M.brandRequired);
      expect(screen.getByLabelText('Colour name')).toHaveAccessibleDescription(M.colourNameRequired);
      expect(screen.getByLabelText('Price (₹)')).toHaveAccessibleDescription('Enter an amount in rupees');
      expect(api.calls('adminProductCreate')).toHaveLength(0);

      // Fixed, the message goes at once.
      type('Offer price (₹)', '');
      await waitFor(() => expect(screen.queryByText(M.offerAboveMrp)).not.toBeInTheDocument());
    },
    LONG,
  );

  it(
    'puts the server’s field errors on their fields',
    async () => {
      const { api } = openEditor('/admin/products/new', 'manager', {
        adminProductCreate: () =>
          refusal(400, M.unknownBrand, {
            errors: [
              { field: 'brandId', msg: M.unknownBrand },
              { field: 'variants.0.sizes.0.stock', msg: 'Too many pieces for one size.' },
              { field: 'variants', msg: M.tooManyVariants },
            ],
          }),
      });
      await fillDetails();
      type('Colour name', 'Rose');
      type('Price (₹)', '599');
      type('M.R.P. (₹)', '799');
      fireEvent.click(screen.getByRole('button', { name: 'Add size 2-3Y to Rose' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
      await waitFor(() => expect(screen.getByLabelText('Brand')).toHaveAccessibleDescription(M.unknownBrand));
      expect(screen.getByLabelText('Rose: stock of 2-3Y')).toHaveAccessibleDescription(
        'Too many pieces for one size.',
      );
      expect(screen.getByText(M.tooManyVariants)).toBeInTheDocument();
      expect(api.calls('adminProductCreate')).toHaveLength(1);
    },
    LONG,
  );

  it(
    'publishes only with a picture for each colour',
    async () => {
      const { api } = openEditor('/admin/products/new', 'owner');
      await fillDetails();
      type('Colour name', 'Rose');
      type('Price (₹)', '599');
      type('M.R.P. (₹)', '799');
      fireEvent.click(screen.getByRole('button', { name: 'Add size 2-3Y to Rose' }));
      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
      const region = await screen.findByRole('region', { name: 'Rose' });
      expect(await within(region).findByText(M.liveNeedsImage)).toBeInTheDocument();
      expect(api.calls('adminProductCreate')).toHaveLength(0);
    },
    LONG,
  );

  it('offers the subcategories of the chosen category', async () => {
    openEditor('/admin/products/new');
    expect(await screen.findByLabelText('Subcategory')).toBeDisabled();
    type('Category', OTHER_CATEGORY_ID);
    expect(await screen.findByRole('option', { name: 'Shirts (hidden)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Frocks' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Subcategory')).toBeEnabled();
  });

  it('tells support it cannot add products', async () => {
    openEditor('/admin/products/new', 'support');
    expect(await screen.findByRole('heading', { name: 'Your role cannot add products' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });
});

describe('editing a product', () => {
  it(
    'sends the version it opened; a 409 keeps the typing and offers to reload',
    async () => {
      let current = product();
      const { api } = openEditor(`/admin/products/${PRODUCT_ID}`, 'manager', {
        adminProduct: () => ({ product: current }),
        adminProductUpdate: ({ body }) =>
          body.version === current.version
            ? {
                message: M.saved,
                product: { ...current, name: body.name ?? '', version: current.version + 1 },
              }
            : refusal(409, M.changedSinceOpened),
      });
      const name = await screen.findByLabelText('Name');
      expect(name).toHaveValue('Cotton frock');
      // Someone else saves meanwhile.
      current = product({ name: 'Cotton frock (by Ravi)', version: 4 });
      type(name, 'Cotton frock, bow');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(M.changedSinceOpened);
      const sent = api.calls('adminProductUpdate')[0]?.body;
      expect(sent).toMatchObject({ version: 3, status: 'live', name: 'Cotton frock, bow' });
      expect(sent?.variants?.[0]).toMatchObject({
        _id: VARIANT_ID,
        // With the stock it opened with, so a sale meanwhile is not typed over.
        sizes: [
          { size: '2-3Y', stock: 4, stockWas: 4 },
          { size: '3-4Y', stock: 0, stockWas: 0 },
        ],
      });
      expect(screen.getByLabelText('Name')).toHaveValue('Cotton frock, bow');

      fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
      await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Cotton frock (by Ravi)'));
      expect(screen.queryByText(M.changedSinceOpened)).not.toBeInTheDocument();

      type('Name', 'Cotton frock, bow');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.calls('adminProductUpdate')).toHaveLength(2));
      expect(api.calls('adminProductUpdate')[1]?.body.version).toBe(4);
      expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    },
    LONG,
  );

  it(
    'archives after asking, and duplicates into the copy',
    async () => {
      const { api, router } = openEditor(`/admin/products/${PRODUCT_ID}`, 'owner', {
        adminProductArchive: () => ({
          message: M.archived,
          product: product({ status: 'archived', version: 4 }),
        }),
        adminProductDuplicate: () => ({
          message: M.duplicated,
          product: product({ _id: COPY_ID, name: 'Cotton frock (copy)', status: 'draft', version: 1 }),
        }),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
      const dialog = await screen.findByRole('dialog', { name: 'Archive this product?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
      const status = await screen.findByRole('region', { name: 'Status' });
      await waitFor(() => expect(within(status).getByText('Archived')).toBeInTheDocument());
      expect(api.calls('adminProductArchive')).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
      const copy = await screen.findByRole('dialog', { name: 'Duplicate this product?' });
      fireEvent.click(within(copy).getByRole('button', { name: 'Make a copy' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/products/${COPY_ID}`));
      await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Cotton frock (copy)'));
    },
    LONG,
  );

  it(
    'asks before leaving with unsaved changes',
    async () => {
      const { router } = openEditor(`/admin/products/${PRODUCT_ID}`, 'manager', {
        adminProducts: () => ({ products: [], total: 0, page: 1, limit: 25 }),
      });
      type(await screen.findByLabelText('Name'), 'Cotton frock, bow');
      const back = screen.getByRole('link', { name: 'All products' });
      fireEvent.click(back);
      const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe(`/admin/products/${PRODUCT_ID}`);
      expect(screen.getByLabelText('Name')).toHaveValue('Cotton frock, bow');

      fireEvent.click(back);
      fireEvent.click(
        within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
          name: 'Leave',
        }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    },
    LONG,
  );

  it('shows support the product with every input disabled and no way to save', async () => {
    openEditor(`/admin/products/${PRODUCT_ID}`, 'support');
    expect(await screen.findByLabelText('Name')).toBeDisabled();
    expect(screen.getByLabelText('Price (₹)')).toBeDisabled();
    expect(screen.getByLabelText('Rose: stock of 2-3Y')).toBeDisabled();
    expect(screen.getByText('Your role can read this product but not change it.')).toBeInTheDocument();
    for (const name of ['Save', 'Move to draft', 'Publish', 'Archive', 'Duplicate', 'Add colour', 'Add size'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rose, picture 1' })).toBeInTheDocument();
  });
});
