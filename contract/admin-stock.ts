import { z } from 'zod';
import { PRODUCT_STATUSES } from './admin-products.ts';

// The stock sheet (GET /api/admin/stock/export, POST /api/admin/stock/import): every size of every
// colour of the chosen products as one CSV row, edited in a spreadsheet and read back. Only the stock
// column is written; product and colour_name are there for people and ignored on import. An import
// checks every row first and writes nothing when any row is wrong; a dry run says what would change.

/** The sheet's header, in this order. */
export const STOCK_SHEET_COLUMNS = [
  'product_id',
  'product',
  'colour',
  'colour_name',
  'size',
  'stock',
] as const;
export const STOCK_SHEET_HEADER = STOCK_SHEET_COLUMNS.join(',');
/** The largest sheet an import reads (about 60,000 rows). */
export const STOCK_SHEET_MAX_BYTES = 5 * 1024 * 1024;
export const STOCK_SHEET_MAX_STOCK = 1_000_000;
/** How many of the changes an import answers with, line by line (the counts cover them all). */
export const STOCK_SHEET_CHANGES_SHOWN = 200;
export const CSV_TYPE = 'text/csv';

export const STOCK_SHEET_MESSAGES = {
  wrongHeader: `The first line must be exactly: ${STOCK_SHEET_HEADER}`,
  noRows: 'The sheet has no rows under its header.',
  tooLarge: 'This sheet is over 5 MB: split it into smaller sheets and import each.',
  notCsv: 'Send the stock sheet as CSV (content type text/csv).',
  /** A real import with bad rows (400): the rows are listed in `errors` as { field: 'line N', msg }. */
  badRows: 'Some rows are wrong, so nothing was written. Fix the rows listed and import the sheet again.',
  dryRun: 'Nothing was written: this is what the import would change.',
  imported: 'Stock updated.',
  nothingChanged: 'Every row already matches the shop’s stock: nothing changed.',
  productIdInvalid: 'product_id is not a product id.',
  unknownProduct: 'No product has this product_id.',
  colourMissing: 'colour is empty: it is the colour’s swatch, like #F4A7B9.',
  sizeMissing: 'size is empty.',
  stockInvalid: 'stock must be a whole number, 0 or more.',
  stockTooHigh: 'stock cannot be above 10,00,000.',
} as const;

/** Why a row is wrong, where the reason names what the row or the product holds. */
export const STOCK_SHEET_REASONS = {
  unreadable: (line: number, detail: string) =>
    `The sheet could not be read as CSV at line ${line}: ${detail}`,
  columnCount: (found: number) =>
    `A row needs ${STOCK_SHEET_COLUMNS.length} columns (${STOCK_SHEET_HEADER}); this one has ${found}.`,
  unknownColour: (colour: string, known: readonly string[]) =>
    `This product has no colour ${colour}${known.length ? ` (its colours: ${known.join(', ')})` : ''}.`,
  unknownSize: (size: string, colour: string, known: readonly string[]) =>
    `Colour ${colour} of this product has no size ${size}${known.length ? ` (its sizes: ${known.join(', ')})` : ''}.`,
  duplicate: (line: number) => `The same product, colour and size is already on line ${line}.`,
} as const;

/** GET /api/admin/stock/export: the same filters as the product list. */
export const adminStockExportQuery = z.object({
  brand: z.uuid({ message: 'Invalid brand' }).optional(),
  category: z.uuid({ message: 'Invalid category' }).optional(),
  status: z.enum(PRODUCT_STATUSES, { message: 'status must be draft, live or archived' }).optional(),
});
export type AdminStockExportQuery = z.input<typeof adminStockExportQuery>;

/** POST /api/admin/stock/import?dryRun=true|false (the body is the CSV itself). */
export const adminStockImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], { message: 'dryRun must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});
export type AdminStockImportQuery = z.input<typeof adminStockImportQuery>;

export const stockSheetErrorSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  reason: z.string(),
});
export type StockSheetError = z.infer<typeof stockSheetErrorSchema>;

export const stockSheetChangeSchema = z.object({
  line: z.number().int(),
  productId: z.string(),
  product: z.string(),
  colour: z.string(),
  colourName: z.string(),
  size: z.string(),
  before: z.number().int(),
  after: z.number().int(),
});
export type StockSheetChange = z.infer<typeof stockSheetChangeSchema>;

export const adminStockImportResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  dryRun: z.boolean(),
  /** Whether the stock was written (never on a dry run, never when a row is wrong). */
  written: z.boolean(),
  /** Rows read under the header. */
  rows: z.number().int(),
  /** Rows whose stock differs from the shop's (and is, or would be, written). */
  changed: z.number().int(),
  unchanged: z.number().int(),
  /** Products with at least one changed size. */
  products: z.number().int(),
  /** Every wrong row, in line order. */
  errors: z.array(stockSheetErrorSchema),
  /** The first STOCK_SHEET_CHANGES_SHOWN changes, in line order. */
  changes: z.array(stockSheetChangeSchema),
});
export type AdminStockImportResponse = z.infer<typeof adminStockImportResponse>;
