import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type AdminStockImportResponse,
  STOCK_SHEET_MESSAGES as M,
  STOCK_SHEET_REASONS as R,
  STOCK_SHEET_CHANGES_SHOWN,
  STOCK_SHEET_MAX_STOCK,
  type StockSheetChange,
  type StockSheetError,
} from '../../../../contract/admin-stock.ts';
import { indiaDate } from '../../../../contract/india-time.ts';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { Actor, AuditService } from '../../staff/index.ts';
import type { CatalogueChanges } from '../catalogue-changes.ts';
import { readStockSheet, type SheetRow, sheetHeader, sheetLines } from './stock-sheet-csv.ts';
import * as repo from './stock-sheet-repo.ts';

// The stock sheet (docs/decisions/025): every size of the chosen products as a CSV row, and the same
// sheet read back. An import checks every row against the catalogue and lists every wrong one with its
// line and reason; when any row is wrong nothing is written. A real import sets the stock of every
// changed size in one transaction with set-based statements, marks the products changed (a newer
// version, the listing's derived columns, back-in-stock alerts), writes one audit entry summing it up,
// and drops the storefront's caches once it has committed.

type ImportAnswer = Omit<AdminStockImportResponse, 'success'>;

/** Products read per statement while a sheet is exported. */
export const EXPORT_BATCH = 2000;
/** Products refreshed per call after an import (a bound on each statement's parameters). */
const REFRESH_CHUNK = 5000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHOLE = /^\d+$/;

export interface StockSheetDeps {
  db: Db;
  clock: () => Date;
  audit: Pick<AuditService, 'record'>;
  catalogueChanges: CatalogueChanges;
}

export interface StockSheet {
  /** The sheet as CSV, read from the database a batch of products at a time while it is sent. */
  exportSheet(filter: repo.StockFilter): { filename: string; csv: Readable };
  /** Reads a sheet; writes it unless `dryRun` (or a row is wrong: then 400 with every wrong row). */
  importSheet(actor: Actor, csv: string, options: { dryRun: boolean }): Promise<ImportAnswer>;
}

/** A swatch as the sheet may write it: #F4A7B9, #f4a7b9 or F4A7B9. */
const swatchKey = (colour: string) => (/^[0-9a-f]{6}$/i.test(colour) ? `#${colour}` : colour).toLowerCase();

interface Plan {
  errors: StockSheetError[];
  changes: (StockSheetChange & { sizeId: string })[];
  unchanged: number;
}

/** Checks every row against the catalogue's colours and sizes, and says what would change. */
async function plan(db: Db, rows: readonly SheetRow[], lock: boolean): Promise<Plan> {
  const ids = [...new Set(rows.map((r) => r.productId.toLowerCase()).filter((id) => UUID.test(id)))];
  const [colours, sizes] = await Promise.all([repo.productsWithColours(db, ids), repo.sizesOf(db, ids)]);
  const products = new Map<string, { name: string; colours: string[] }>();
  for (const row of colours) {
    const product = products.get(row.productId) ?? { name: row.name, colours: [] };
    if (row.color) product.colours.push(row.color);
    products.set(row.productId, product);
  }
  /** product id → swatch (lowercase) → its sizes in order. */
  const sizesByColour = new Map<string, Map<string, repo.SizeRow[]>>();
  for (const size of sizes) {
    const byColour = sizesByColour.get(size.productId) ?? new Map<string, repo.SizeRow[]>();
    const list = byColour.get(size.color.toLowerCase()) ?? [];
    list.push(size);
    byColour.set(size.color.toLowerCase(), list);
    sizesByColour.set(size.productId, byColour);
  }

  const errors: StockSheetError[] = [];
  const changes: Plan['changes'] = [];
  let unchanged = 0;
  const firstLine = new Map<string, number>();
  const valid: { line: number; size: repo.SizeRow; product: string; stock: number }[] = [];
  for (const row of rows) {
    if (row.problem) {
      errors.push({ line: row.line, reason: row.problem });
      continue;
    }
    const reasons: string[] = [];
    let found: repo.SizeRow | undefined;
    const productId = row.productId.toLowerCase();
    const product = UUID.test(productId) ? products.get(productId) : undefined;
    if (!UUID.test(productId)) reasons.push(M.productIdInvalid);
    else if (!product) reasons.push(M.unknownProduct);
    else if (!row.colour) reasons.push(M.colourMissing);
    else {
      const colourSizes = sizesByColour.get(productId)?.get(swatchKey(row.colour));
      if (!colourSizes) reasons.push(R.unknownColour(row.colour, product.colours));
      else if (!row.size) reasons.push(M.sizeMissing);
      else {
        found =
          colourSizes.find((s) => s.size === row.size) ??
          colourSizes.find((s) => s.size.toLowerCase() === row.size.toLowerCase());
        if (!found)
          reasons.push(
            R.unknownSize(
              row.size,
              colourSizes[0]?.color ?? row.colour,
              colourSizes.map((s) => s.size),
            ),
          );
      }
    }
    const stock = WHOLE.test(row.stock) ? Number(row.stock) : Number.NaN;
    if (Number.isNaN(stock)) reasons.push(M.stockInvalid);
    else if (stock > STOCK_SHEET_MAX_STOCK) reasons.push(M.stockTooHigh);
    if (found) {
      const earlier = firstLine.get(found.sizeId);
      if (earlier !== undefined) reasons.push(R.duplicate(earlier));
      else firstLine.set(found.sizeId, row.line);
    }
    if (reasons.length > 0 || !found || !product) {
      errors.push({ line: row.line, reason: reasons.join(' ') });
      continue;
    }
    valid.push({ line: row.line, size: found, product: product.name, stock });
  }
  // Before writing, the sheet's sizes are locked and read again: an order placed meanwhile waits, and
  // what the import reports as before is what it replaced.
  const current = lock
    ? await repo.lockSizes(
        db,
        valid.map((v) => v.size.sizeId),
      )
    : null;
  for (const { line, size, product, stock } of valid) {
    const before = current?.get(size.sizeId) ?? size.stock;
    if (before === stock) {
      unchanged += 1;
      continue;
    }
    changes.push({
      line,
      sizeId: size.sizeId,
      productId: size.productId,
      product,
      colour: size.color,
      colourName: size.colorName,
      size: size.size,
      before,
      after: stock,
    });
  }
  return { errors, changes, unchanged };
}

const count = (n: number, noun: string) => `${n.toLocaleString('en-IN')} ${noun}${n === 1 ? '' : 's'}`;

function answerOf(rows: number, { errors, changes, unchanged }: Plan, dryRun: boolean, written: boolean) {
  return {
    dryRun,
    written,
    rows,
    changed: changes.length,
    unchanged,
    products: new Set(changes.map((c) => c.productId)).size,
    errors,
    changes: changes.slice(0, STOCK_SHEET_CHANGES_SHOWN).map(({ sizeId: _sizeId, ...change }) => change),
  };
}

export function createStockSheet({ db, clock, audit, catalogueChanges }: StockSheetDeps): StockSheet {
  async function* csvChunks(filter: repo.StockFilter) {
    yield sheetHeader();
    let after: repo.SheetProduct | null = null;
    for (;;) {
      const products = await repo.sheetProducts(db, filter, after, EXPORT_BATCH);
      if (products.length === 0) return;
      const sizes = await repo.sizesOf(
        db,
        products.map((p) => p.id),
      );
      const byProduct = new Map<string, repo.SizeRow[]>();
      for (const size of sizes) {
        const list = byProduct.get(size.productId);
        if (list) list.push(size);
        else byProduct.set(size.productId, [size]);
      }
      const lines = products.flatMap((p) =>
        (byProduct.get(p.id) ?? []).map((s) => ({
          productId: p.id,
          product: p.name,
          colour: s.color,
          colourName: s.colorName,
          size: s.size,
          stock: s.stock,
        })),
      );
      if (lines.length > 0) yield sheetLines(lines);
      if (products.length < EXPORT_BATCH) return;
      after = products.at(-1) ?? null;
    }
  }

  return {
    exportSheet: (filter) => ({
      filename: `stock-sheet-${indiaDate(clock())}.csv`,
      csv: Readable.from(csvChunks(filter)),
    }),

    async importSheet(actor, csv, { dryRun }) {
      const rows = readStockSheet(csv);
      if (dryRun)
        return { message: M.dryRun, ...answerOf(rows.length, await plan(db, rows, false), true, false) };

      const done = await inTransaction(db, async (tx) => {
        const checked = await plan(tx, rows, true);
        if (checked.errors.length > 0) {
          throw badRequest(
            M.badRows,
            checked.errors.map((e) => ({ field: `line ${e.line}`, msg: e.reason })),
          );
        }
        if (checked.changes.length === 0) return checked;
        const now = clock();
        const productIds = [...new Set(checked.changes.map((c) => c.productId))];
        await repo.setStock(
          tx,
          checked.changes.map((c) => ({ sizeId: c.sizeId, stock: c.after })),
        );
        await repo.touchProducts(tx, productIds, now);
        for (let i = 0; i < productIds.length; i += REFRESH_CHUNK)
          await catalogueChanges.productsChanged(tx, productIds.slice(i, i + REFRESH_CHUNK), now);
        const summary = answerOf(rows.length, checked, false, true);
        await audit.record(tx, actor, {
          action: 'stock.import',
          targetType: 'stock-sheet',
          // Each import is its own target: the log lists imports by when they ran.
          targetId: randomUUID(),
          targetLabel: `Stock of ${count(summary.changed, 'size')} in ${count(summary.products, 'product')}`,
          after: {
            rows: summary.rows,
            changed: summary.changed,
            unchanged: summary.unchanged,
            products: summary.products,
            // The first few, so the entry shows what kind of change it was; the counts cover all.
            sample: summary.changes.slice(0, 20),
          },
        });
        return checked;
      });
      if (done.changes.length > 0) catalogueChanges.dropCaches();
      return {
        message: done.changes.length > 0 ? M.imported : M.nothingChanged,
        ...answerOf(rows.length, done, false, done.changes.length > 0),
      };
    },
  };
}
