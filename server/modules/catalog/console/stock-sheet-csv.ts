import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  STOCK_SHEET_COLUMNS,
  STOCK_SHEET_MESSAGES,
  STOCK_SHEET_REASONS,
} from '../../../../contract/admin-stock.ts';
import { badRequest } from '../../../lib/errors.ts';

// The stock sheet as CSV, through the csv project's parser and writer (csv-parse, csv-stringify): quoted
// values, doubled quotes, line breaks inside quotes and a byte-order mark all read as a spreadsheet
// writes them. A sheet saved where the comma is the decimal mark uses semicolons; the header line
// says which.

/** One row under the header, as written (product and colour_name are not kept: people read them). */
export interface SheetRow {
  /** The row's first line in the file (the header is line 1). */
  line: number;
  productId: string;
  colour: string;
  size: string;
  stock: string;
  /** Why the row cannot be read at all (a wrong number of columns). */
  problem: string | null;
}

/** One size's row as exported. */
export interface SheetLine {
  productId: string;
  product: string;
  colour: string;
  colourName: string;
  size: string;
  stock: number;
}

/** The delimiter the header line uses: a comma unless it holds none and has semicolons or tabs. */
function delimiterOf(text: string): string {
  const end = text.search(/\r?\n/);
  const header = end < 0 ? text : text.slice(0, end);
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  return ',';
}

const UNREADABLE: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted value is never closed.',
  INVALID_OPENING_QUOTE:
    'a quote starts in the middle of a value (write it as two quotes inside a quoted value).',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted value goes on after its closing quote.',
};

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

const newlines = (value: string) => value.split('\n').length - 1;

/**
 * Reads a sheet: 400 when it cannot be read as CSV, its header is not exactly STOCK_SHEET_COLUMNS or it
 * has no rows. Blank lines (and rows of empty cells, as spreadsheets leave) are skipped.
 */
export function readStockSheet(text: string): SheetRow[] {
  let records: ParsedRecord[];
  try {
    // With `info`, each record comes as { record, info } (the library's types do not say so).
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = Number((error as CsvError & { lines?: number }).lines) || 1;
      throw badRequest(STOCK_SHEET_REASONS.unreadable(line, UNREADABLE[error.code] ?? error.message));
    }
    throw error;
  }
  const [header, ...body] = records;
  const names = header?.record.map((cell) => cell.trim()) ?? [];
  if (names.length !== STOCK_SHEET_COLUMNS.length || names.some((name, i) => name !== STOCK_SHEET_COLUMNS[i]))
    throw badRequest(STOCK_SHEET_MESSAGES.wrongHeader);

  const rows: SheetRow[] = [];
  for (const { record, info } of body) {
    if (record.every((cell) => cell.trim() === '')) continue;
    // info.lines is the record's last line; a quoted value may have run over several.
    const line = info.lines - record.reduce((sum, cell) => sum + newlines(cell), 0);
    const [productId = '', , colour = '', , size = '', stock = ''] = record.map((cell) => cell.trim());
    rows.push({
      line,
      productId,
      colour,
      size,
      stock,
      problem:
        record.length === STOCK_SHEET_COLUMNS.length ? null : STOCK_SHEET_REASONS.columnCount(record.length),
    });
  }
  if (rows.length === 0) throw badRequest(STOCK_SHEET_MESSAGES.noRows);
  return rows;
}

/**
 * A value a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first) is written
 * with a leading apostrophe, so a product's name can never run in whoever opens the sheet. Only the
 * columns for people get this; import ignores them.
 */
export const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The header line, with the byte-order mark spreadsheets need to read UTF-8 (₹, Hindi names). */
export const sheetHeader = () => stringify([[...STOCK_SHEET_COLUMNS]], { bom: true });

/** Rows as CSV lines. */
export const sheetLines = (lines: readonly SheetLine[]) =>
  stringify(
    lines.map((l) => [l.productId, inert(l.product), l.colour, inert(l.colourName), l.size, l.stock]),
  );
