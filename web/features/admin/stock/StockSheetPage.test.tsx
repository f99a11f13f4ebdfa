import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminStockImportResponse,
  STOCK_SHEET_MESSAGES as M,
  STOCK_SHEET_REASONS as R,
} from '../../../../contract/admin-stock.ts';
import { refusal } from '../../../test/fake-api.ts';
import { BRAND_ID, brand, category } from '../catalogue/test-fixtures.ts';
import { renderConsole } from '../test-fixtures.tsx';

// The stock sheet page: download with the list's filters (kept in the address), and import: choosing
// a file checks it first (a dry run), shows what would change and every wrong row, offers Apply only
// when no row is wrong, and confirms once applied.

const PRODUCT = '00000000-0000-4000-8000-000000000801';

const choices = {
  adminBrands: () => ({ brands: [brand()] }),
  adminCategories: () => ({ categories: [category({ subcategories: [] })] }),
};

function answer(
  overrides: Partial<AdminStockImportResponse> = {},
): Omit<AdminStockImportResponse, 'success'> {
  return {
    message: M.dryRun,
    dryRun: true,
    written: false,
    rows: 3,
    changed: 2,
    unchanged: 1,
    products: 1,
    errors: [],
    changes: [
      {
        line: 2,
        productId: PRODUCT,
        product: 'Rose frock',
        colour: '#F4A7B9',
        colourName: 'Rose',
        size: '1-2Y',
        before: 4,
        after: 10,
      },
      {
        line: 4,
        productId: PRODUCT,
        product: 'Rose frock',
        colour: '#1F3A93',
        colourName: 'Navy',
        size: '2-3Y',
        before: 7,
        after: 0,
      },
    ],
    ...overrides,
  };
}

const sheet = (text = 'product_id,product,colour,colour_name,size,stock\n') =>
  new File([text], 'stock.csv', { type: 'text/csv' });

const chooseSheet = async (file = sheet()) =>
  fireEvent.change(await screen.findByLabelText('Stock sheet (CSV)'), { target: { files: [file] } });

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('downloading the stock sheet', () => {
  it('downloads the CSV for the filters in the address', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:sheet');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { api } = renderConsole(`/admin/stock?brand=${BRAND_ID}`, 'support', {
      ...choices,
      adminStockExport: () =>
        new Response('\uFEFFproduct_id,product,colour,colour_name,size,stock\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="stock-sheet-2026-11-26.csv"',
          },
        }),
    });
    const status = await screen.findByLabelText('Status');
    fireEvent.change(status, { target: { value: 'live' } });
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue('live'));
    expect(screen.getByLabelText('Brand')).toHaveValue(BRAND_ID);
    fireEvent.click(screen.getByRole('button', { name: 'Download the sheet' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const sent = api.calls('adminStockExport')[0];
    expect(sent?.query.get('brand')).toBe(BRAND_ID);
    expect(sent?.query.get('status')).toBe('live');
    expect(sent?.query.has('category')).toBe(false);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('stock-sheet-2026-11-26.csv');
  });

  it('says so when the download fails, in the server’s words', async () => {
    renderConsole('/admin/stock', 'owner', {
      ...choices,
      adminStockExport: () => refusal(503, 'The shop is busy'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download the sheet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is busy');
  });

  it('offers a reading role no import', async () => {
    renderConsole('/admin/stock', 'support', choices);
    expect(await screen.findByRole('button', { name: 'Download the sheet' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Stock sheet (CSV)')).not.toBeInTheDocument();
    expect(screen.getByText(/importing one needs a manager/)).toBeInTheDocument();
  });
});

describe('importing the stock sheet', () => {
  it('checks the sheet first, shows the changes, applies them and confirms', async () => {
    const { api } = renderConsole('/admin/stock', 'manager', {
      ...choices,
      adminStockImport: ({ query }) =>
        query.get('dryRun') === 'true'
          ? answer()
          : answer({ message: M.imported, dryRun: false, written: true }),
    });
    const file = sheet(
      `product_id,product,colour,colour_name,size,stock\n${PRODUCT},Rose frock,#F4A7B9,Rose,1-2Y,10\n`,
    );
    await chooseSheet(file);

    const summary = await screen.findByRole('region', { name: 'What the import would change' });
    expect(within(summary).getByText('stock.csv')).toBeInTheDocument();
    expect(within(summary).getByText('To change').nextSibling).toHaveTextContent('2');
    const changes = within(summary).getByRole('table', { name: 'Changes' });
    expect(within(changes).getAllByRole('row')).toHaveLength(3);
    expect(within(changes).getByText('Navy')).toBeInTheDocument();

    // The dry run sent the file itself as CSV, and wrote nothing.
    const [dry] = api.calls('adminStockImport');
    expect(dry?.query.get('dryRun')).toBe('true');
    expect(dry?.headers.get('content-type')).toBe('text/csv');
    const init = api.spy.mock.calls.find(([url]) => String(url).includes('/admin/stock/import'))?.[1];
    expect(init?.body).toBe(file);

    fireEvent.click(within(summary).getByRole('button', { name: 'Apply 2 changes' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Stock updated. 2 sizes changed in 1 product.');
    expect(api.calls('adminStockImport').map((c) => c.query.get('dryRun'))).toEqual(['true', 'false']);

    fireEvent.click(within(done).getByRole('button', { name: 'Import another sheet' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists every wrong row with its line and reason, and offers no Apply', async () => {
    renderConsole('/admin/stock', 'owner', {
      ...choices,
      adminStockImport: () =>
        answer({
          changed: 1,
          errors: [
            { line: 3, reason: M.unknownProduct },
            { line: 5, reason: R.unknownSize('XL', '#FFFFFF', ['M']) },
          ],
        }),
    });
    await chooseSheet();
    expect(await screen.findByRole('alert')).toHaveTextContent('2 rows need fixing.');
    const rows = within(screen.getByRole('table', { name: 'Rows to fix' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LineReason',
      `3${M.unknownProduct}`,
      `5${R.unknownSize('XL', '#FFFFFF', ['M'])}`,
    ]);
    expect(screen.queryByRole('button', { name: /apply/i })).not.toBeInTheDocument();
  });

  it('says when every row already matches', async () => {
    renderConsole('/admin/stock', 'owner', {
      ...choices,
      adminStockImport: () => answer({ changed: 0, unchanged: 3, products: 0, changes: [] }),
    });
    await chooseSheet();
    expect(await screen.findByText(M.nothingChanged)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /apply/i })).not.toBeInTheDocument();
  });

  it('shows a refused sheet in the server’s words (a wrong header)', async () => {
    renderConsole('/admin/stock', 'owner', {
      ...choices,
      adminStockImport: () => refusal(400, M.wrongHeader),
    });
    await chooseSheet(sheet('id,stock\n1,2\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent(`stock.csv: ${M.wrongHeader}`);
  });

  it('refuses a sheet over 5 MB without sending it', async () => {
    const { api } = renderConsole('/admin/stock', 'owner', choices);
    await chooseSheet(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.tooLarge);
    expect(api.calls('adminStockImport')).toHaveLength(0);
  });

  it('lists the rows a real import refused (the catalogue changed since the check)', async () => {
    renderConsole('/admin/stock', 'manager', {
      ...choices,
      adminStockImport: ({ query }) =>
        query.get('dryRun') === 'true'
          ? answer()
          : refusal(400, M.badRows, {
              errors: [{ field: 'line 4', msg: R.unknownColour('#1F3A93', ['#F4A7B9']) }],
            }),
    });
    await chooseSheet();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply 2 changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.badRows);
    expect(within(screen.getByRole('table', { name: 'Rows to fix' })).getByText('4')).toBeInTheDocument();
  });
});
