import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STOCK_SHEET_MESSAGES as M,
  STOCK_SHEET_REASONS as R,
  STOCK_SHEET_HEADER,
  STOCK_SHEET_MAX_BYTES,
} from '../../../../contract/admin-stock.ts';
import { STAFF_MESSAGES } from '../../../../contract/staff.ts';
import { queryRows } from '../../../db/rows.ts';
import { auditLog, brands, products, productVariants, variantSizes } from '../../../db/schema/index.ts';
import {
  bearer,
  call,
  createKit,
  insertTestProduct,
  type ShopKit,
  type StaffMember,
  staffMember,
  type TestProduct,
} from '../../../test/kit.ts';

// The stock sheet: exported as CSV (filters, every size a row, safe to open in a spreadsheet) and
// imported back: the header checked, every row checked and every wrong one listed with its line, a
// dry run that writes nothing, a real import that writes everything in one go (listing, product page
// and caches following at once) or nothing at all, and 5,000 rows in seconds.

let t: ShopKit;
let manager: StaffMember;
let support: StaffMember;
let frock: TestProduct;
let romper: TestProduct;
let sheetBrand: string;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  manager = await staffMember(t, 'manager');
  support = await staffMember(t, 'support');
  const [brand] = await t.database.db
    .insert(brands)
    .values({ name: 'Sheet Test', slug: 'sheet-test' })
    .returning({ id: brands.id });
  sheetBrand = brand!.id;
  frock = await insertTestProduct(
    t,
    [
      { color: '#F4A7B9', colorName: 'Rose', price: 500, mrp: 900, sizes: { '1-2Y': 4, '2-3Y': 0 } },
      { color: '#1F3A93', colorName: 'Navy, deep', price: 500, mrp: 900, sizes: { '2-3Y': 7 } },
    ],
    { name: 'Aaa Sheet Frock' },
  );
  romper = await insertTestProduct(
    t,
    [{ color: '#FFFFFF', colorName: 'White', price: 300, mrp: 400, sizes: { M: 2, XL: 0 } }],
    { name: '=HYPERLINK("http://bad.example")' },
  );
  await t.database.db
    .update(products)
    .set({ brandId: sheetBrand })
    .where(inArray(products.id, [frock.productId, romper.productId]));
});
afterAll(() => t.cleanup());

function exportSheet(who: StaffMember | null, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/admin/stock/export${query}`,
    headers: who ? bearer(who.token) : {},
  });
}

function importSheet(
  who: StaffMember | null,
  csv: string | Buffer,
  { dryRun, type = 'text/csv' }: { dryRun?: boolean; type?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/stock/import${dryRun === undefined ? '' : `?dryRun=${dryRun}`}`,
    headers: { 'content-type': type, ...(who ? bearer(who.token) : {}) },
    payload: csv,
  });
}

const rowsOf = (csv: string): string[][] => parse(csv, { bom: true });
const sheet = (...rows: (string | number)[][]) =>
  [STOCK_SHEET_HEADER, ...rows.map((row) => row.join(','))].join('\n');

async function stockOf(productId: string): Promise<Record<string, number>> {
  const rows = await t.database.db
    .select({ color: productVariants.color, size: variantSizes.size, stock: variantSizes.stock })
    .from(variantSizes)
    .innerJoin(productVariants, eq(productVariants.id, variantSizes.variantId))
    .where(eq(productVariants.productId, productId));
  return Object.fromEntries(rows.map((r) => [`${r.color} ${r.size}`, r.stock]));
}

describe('exporting the stock sheet', () => {
  it('gives one row per size of every colour, by product name, ready for a spreadsheet', async () => {
    const res = await exportSheet(support, `?brand=${sheetBrand}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="stock-sheet-2026-03-02.csv"');
    // A byte-order mark, so spreadsheets read the names as UTF-8.
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(rowsOf(res.body)).toEqual([
      STOCK_SHEET_HEADER.split(','),
      // A name a spreadsheet would run as a formula is written inert.
      [romper.productId, `'=HYPERLINK("http://bad.example")`, '#FFFFFF', 'White', 'M', '2'],
      [romper.productId, `'=HYPERLINK("http://bad.example")`, '#FFFFFF', 'White', 'XL', '0'],
      [frock.productId, 'Aaa Sheet Frock', '#F4A7B9', 'Rose', '1-2Y', '4'],
      [frock.productId, 'Aaa Sheet Frock', '#F4A7B9', 'Rose', '2-3Y', '0'],
      [frock.productId, 'Aaa Sheet Frock', '#1F3A93', 'Navy, deep', '2-3Y', '7'],
    ]);
  });

  it('filters by category and status like the product list', async () => {
    const all = rowsOf((await exportSheet(manager)).body);
    expect(all.length).toBeGreaterThan(6);
    const girls = rowsOf((await exportSheet(manager, `?category=${t.fx.categoryIds.girls}`)).body);
    expect(girls.some((r) => r[0] === frock.productId)).toBe(true);
    const boys = rowsOf((await exportSheet(manager, `?category=${t.fx.categoryIds.boys}`)).body);
    expect(boys.some((r) => r[0] === frock.productId)).toBe(false);
    const drafts = rowsOf((await exportSheet(manager, `?brand=${sheetBrand}&status=draft`)).body);
    expect(drafts).toEqual([STOCK_SHEET_HEADER.split(',')]);
  });

  it('refuses bad filters, and strangers', async () => {
    const res = await exportSheet(manager, '?status=gone');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('status must be draft, live or archived');
    expect((await exportSheet(null)).statusCode).toBe(401);
  });
});

describe('a dry run', () => {
  it('says what would change and writes nothing', async () => {
    const before = await stockOf(frock.productId);
    const res = await importSheet(
      manager,
      sheet(
        [frock.productId, 'Aaa Sheet Frock', '#F4A7B9', 'Rose', '1-2Y', 10],
        [frock.productId, 'ignored', '#F4A7B9', 'ignored', '2-3Y', 0],
        [frock.productId, '', '#1f3a93', '', '2-3Y', 9],
      ),
      { dryRun: true },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
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
          productId: frock.productId,
          product: 'Aaa Sheet Frock',
          colour: '#F4A7B9',
          colourName: 'Rose',
          size: '1-2Y',
          before: 4,
          after: 10,
        },
        expect.objectContaining({ line: 4, colour: '#1F3A93', size: '2-3Y', before: 7, after: 9 }),
      ],
    });
    expect(await stockOf(frock.productId)).toEqual(before);
  });

  it('lists every wrong row with its line and reason', async () => {
    const csv = [
      STOCK_SHEET_HEADER,
      `${frock.productId},Aaa Sheet Frock,#F4A7B9,Rose,1-2Y,5`,
      'not-an-id,x,#F4A7B9,Rose,1-2Y,5',
      `00000000-0000-4000-8000-00000000dead,x,#F4A7B9,Rose,1-2Y,5`,
      `${frock.productId},x,#000000,Black,1-2Y,5`,
      `${frock.productId},x,#1F3A93,Navy,5-6Y,5`,
      `${frock.productId},x,#F4A7B9,Rose,2-3Y,-1`,
      `${romper.productId},x,#FFFFFF,White,M,2.5`,
      `${romper.productId},x,#FFFFFF,White,XL,lots`,
      `${frock.productId},x,#F4A7B9,Rose,1-2Y,6`,
      `${frock.productId},x,#F4A7B9,Rose,2-3Y`,
      `${frock.productId},x,,Rose,2-3Y,1`,
      `${frock.productId},x,#F4A7B9,Rose,,1`,
      `${frock.productId},x,#1F3A93,Navy,2-3Y,1000001`,
      '',
      `"${romper.productId}","two
lines",#FFFFFF,White,S,1`,
    ].join('\n');
    const res = await importSheet(manager, csv, { dryRun: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ dryRun: true, written: false, rows: 14, changed: 1, unchanged: 0 });
    expect(body.errors).toEqual([
      { line: 3, reason: M.productIdInvalid },
      { line: 4, reason: M.unknownProduct },
      { line: 5, reason: R.unknownColour('#000000', ['#F4A7B9', '#1F3A93']) },
      { line: 6, reason: R.unknownSize('5-6Y', '#1F3A93', ['2-3Y']) },
      { line: 7, reason: M.stockInvalid },
      { line: 8, reason: M.stockInvalid },
      { line: 9, reason: M.stockInvalid },
      { line: 10, reason: R.duplicate(2) },
      { line: 11, reason: R.columnCount(5) },
      { line: 12, reason: M.colourMissing },
      { line: 13, reason: M.sizeMissing },
      { line: 14, reason: M.stockTooHigh },
      // A quoted value over two lines: the row starts on line 16 (line 15 is blank).
      { line: 16, reason: R.unknownSize('S', '#FFFFFF', ['M', 'XL']) },
    ]);
    expect(body.errors.map((e: { reason: string }) => e.reason)).toContain(
      'Colour #1F3A93 of this product has no size 5-6Y (its sizes: 2-3Y).',
    );
  });
});

describe('a real import', () => {
  it('with any wrong row writes nothing and lists them all (400)', async () => {
    const before = await stockOf(frock.productId);
    const res = await importSheet(
      manager,
      sheet(
        [frock.productId, '', '#F4A7B9', '', '1-2Y', 50],
        [frock.productId, '', '#F4A7B9', '', '2-3Y', 'ten'],
        [romper.productId, '', '#FFFFFF', '', 'XXL', 1],
      ),
      { dryRun: false },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: M.badRows,
      errors: [
        { field: 'line 3', msg: M.stockInvalid },
        { field: 'line 4', msg: R.unknownSize('XXL', '#FFFFFF', ['M', 'XL']) },
      ],
    });
    expect(await stockOf(frock.productId)).toEqual(before);
  });

  it('writes every change at once: product page, listing filters, version and the audit log follow', async () => {
    // The storefront has both in its caches before the import.
    const page = await call(t, 'GET', `/user/Products/view/${romper.productId}`, null);
    expect(page.json().product.variants[0].sizes).toEqual([
      { size: 'M', stock: 2 },
      { size: 'XL', stock: 0 },
    ]);
    const inXl = async () =>
      (await call(t, 'GET', '/user/Products/view?size=XL&limit=100', null))
        .json()
        .products.map((p: { _id: string }) => p._id);
    expect(await inXl()).not.toContain(romper.productId);
    const [{ version } = { version: 0 }] = await t.database.db
      .select({ version: products.version })
      .from(products)
      .where(eq(products.id, romper.productId));

    // Semicolons (a spreadsheet where the comma is the decimal mark), CRLF, a byte-order mark.
    const csv = `\uFEFF${STOCK_SHEET_HEADER.replaceAll(',', ';')}\r\n${romper.productId};x;FFFFFF;White;xl;12\r\n${romper.productId};x;#FFFFFF;White;M;2\r\n`;
    const res = await importSheet(manager, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.imported,
      dryRun: false,
      written: true,
      rows: 2,
      changed: 1,
      unchanged: 1,
      products: 1,
      errors: [],
    });
    expect(await stockOf(romper.productId)).toEqual({ '#FFFFFF M': 2, '#FFFFFF XL': 12 });

    const fresh = await call(t, 'GET', `/user/Products/view/${romper.productId}`, null);
    expect(fresh.json().product.variants[0].sizes).toContainEqual({ size: 'XL', stock: 12 });
    expect(await inXl()).toContain(romper.productId);
    const [after] = await t.database.db
      .select({ version: products.version, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.id, romper.productId));
    expect(after?.version).toBe(version + 1);
    expect(after?.updatedAt).toEqual(t.clock.now);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stock.import'), eq(auditLog.actorId, manager.userId)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      targetType: 'stock-sheet',
      targetLabel: 'Stock of 1 size in 1 product',
      after: { rows: 2, changed: 1, unchanged: 1, products: 1 },
    });
  });

  it('says so when nothing changes, and writes no audit entry', async () => {
    const count = async () =>
      (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'stock.import'))).length;
    const before = await count();
    const res = await importSheet(manager, sheet([romper.productId, '', '#FFFFFF', '', 'M', 2]));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.nothingChanged, written: false, changed: 0, unchanged: 1 });
    expect(await count()).toBe(before);
  });

  it('reads back what the export wrote', async () => {
    const exported = (await exportSheet(manager, `?brand=${sheetBrand}`)).body;
    const res = await importSheet(manager, exported, { dryRun: true });
    expect(res.json()).toMatchObject({ rows: 5, changed: 0, unchanged: 5, errors: [] });
  });
});

describe('a sheet that cannot be read', () => {
  it.each([
    ['a wrong header', 'product_id,product,colour,size,stock\nx,y,z,1,2', M.wrongHeader],
    [
      'columns in another order',
      'product,product_id,colour,colour_name,size,stock\nx,y,z,a,1,2',
      M.wrongHeader,
    ],
    ['an empty file', '', M.wrongHeader],
    ['a header and nothing else', `${STOCK_SHEET_HEADER}\n,,,,,\n\n`, M.noRows],
    [
      'a quote never closed',
      `${STOCK_SHEET_HEADER}\nid,"Frock,#FFFFFF,White,M,2\n`,
      R.unreadable(2, 'a quoted value is never closed.'),
    ],
  ])('refuses %s (400)', async (_what, csv, message) => {
    const res = await importSheet(manager, csv, { dryRun: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a body that is not CSV (415) and a sheet over 5 MB (413), in the sheet’s words', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stock/import',
      headers: bearer(manager.token),
      payload: { rows: [] },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(M.notCsv);
    const octets = await importSheet(manager, Buffer.from('a,b'), { type: 'application/octet-stream' });
    expect(octets.statusCode).toBe(415);
    expect(octets.json().message).toBe(M.notCsv);
    const big = await importSheet(manager, `${STOCK_SHEET_HEADER}\n${'x'.repeat(STOCK_SHEET_MAX_BYTES)}`);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(M.tooLarge);
  });

  it('refuses a dryRun that is neither true nor false', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stock/import?dryRun=yes',
      headers: { 'content-type': 'text/csv', ...bearer(manager.token) },
      payload: sheet([romper.productId, '', '#FFFFFF', '', 'M', 2]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('dryRun must be true or false');
  });

  it('lets support export but not import (403); strangers neither (401)', async () => {
    const csv = sheet([romper.productId, '', '#FFFFFF', '', 'M', 3]);
    const asSupport = await importSheet(support, csv, { dryRun: true });
    expect(asSupport.statusCode).toBe(403);
    expect(asSupport.json().message).toBe(STAFF_MESSAGES.notAllowed);
    expect((await importSheet(null, csv)).statusCode).toBe(401);
    expect(await stockOf(romper.productId)).toMatchObject({ '#FFFFFF M': 2 });
  });
});

describe('5,000 rows', () => {
  it('imports a 5,000-row sheet in seconds', async () => {
    const db = t.database.db;
    const [brand] = await db
      .insert(brands)
      .values({ name: 'Sheet Bulk', slug: 'sheet-bulk' })
      .returning({ id: brands.id });
    const made = await db
      .insert(products)
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          name: `Bulk Frock ${String(i).padStart(3, '0')}`,
          title: 'Bulk frock',
          description: 'Made for the 5,000-row import.',
          brandId: brand!.id,
          categoryId: t.fx.categoryIds.girls!,
          subcategoryId: t.fx.subIds.frocks!,
          productType: 'frock',
          defaultPrice: 49_900,
        })),
      )
      .returning({ id: products.id });
    const variants = await db
      .insert(productVariants)
      .values(
        made.flatMap(({ id }) =>
          ['#AA0000', '#00AA00'].map((color, position) => ({
            productId: id,
            color,
            colorName: position === 0 ? 'Red' : 'Green',
            price: 49_900,
            wholesalePrice: 79_900,
            position,
          })),
        ),
      )
      .returning({ id: productVariants.id });
    await db.insert(variantSizes).values(
      variants.flatMap(({ id }) =>
        ['1-2Y', '2-3Y', '3-4Y', '4-5Y', '5-6Y'].map((size, position) => ({
          variantId: id,
          size,
          stock: 3,
          position,
        })),
      ),
    );

    const exported = rowsOf((await exportSheet(manager, `?brand=${brand!.id}`)).body);
    expect(exported).toHaveLength(5001);
    const edited = [
      exported[0]!.join(','),
      ...exported.slice(1).map((row, i) => [...row.slice(0, 5), String(10 + (i % 7))].join(',')),
    ].join('\n');

    let started = performance.now();
    const dry = await importSheet(manager, edited, { dryRun: true });
    const dryMs = performance.now() - started;
    expect(dry.json()).toMatchObject({ rows: 5000, changed: 5000, products: 500, errors: [] });

    started = performance.now();
    const res = await importSheet(manager, edited);
    const importMs = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ written: true, rows: 5000, changed: 5000, products: 500 });
    // The issue asks for this figure: it is printed with the run.
    console.info(
      `stock sheet, 5,000 rows: dry run ${Math.round(dryMs)} ms, import ${Math.round(importMs)} ms`,
    );
    expect(importMs).toBeLessThan(15_000);

    const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
      db,
      sql`SELECT sum(s.stock)::int AS total FROM variant_sizes s
          JOIN product_variants v ON v.id = s.variant_id JOIN products p ON p.id = v.product_id
          WHERE p.brand_id = ${brand!.id}::uuid`,
    );
    expect(total).toBe(Array.from({ length: 5000 }, (_, i) => 10 + (i % 7)).reduce((a, b) => a + b, 0));
  });
});
