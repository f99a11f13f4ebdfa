import { AGE_SIZES, SHOE_SIZES } from '../../../contract/constants.ts';
import {
  type SizeChartKind,
  type SizeChartResponse,
  type SizeChartRow,
  sizeChartRowSchema,
} from '../../../contract/size-chart.ts';
import type { ProductSizing } from './repo.ts';
import { standardChart } from './standard-charts.ts';

// A product's chart from its sizes and its type's chart: the rows of the sizes it has, in chart order.
// A size the type's chart lacks (a size added to the product later) takes the standard chart's row, so
// no size the shopper can buy is missing from the table.

const ORDER: Record<SizeChartKind, readonly string[]> = { age: AGE_SIZES, shoe: SHOE_SIZES };

/** The product's sizes of one kind, in chart order. */
function sizesOf(kind: SizeChartKind, sizes: readonly string[]): string[] {
  const have = new Set(sizes);
  return ORDER[kind].filter((size) => have.has(size));
}

/**
 * The chart of a product, or undefined for one with no age or shoe size (free size). A product mixing
 * both (never made by the shop) is charted by the kind most of its sizes are.
 */
export function chartFor(sizing: ProductSizing): Omit<SizeChartResponse, 'success'> | undefined {
  const ages = sizesOf('age', sizing.sizes);
  const shoes = sizesOf('shoe', sizing.sizes);
  if (ages.length === 0 && shoes.length === 0) return undefined;
  const kind: SizeChartKind = ages.length >= shoes.length ? 'age' : 'shoe';
  const sizes = kind === 'age' ? ages : shoes;
  const standard = standardChart(kind);

  // A row stored in an odd shape (the rows are jsonb) is passed over rather than shown broken.
  const own = new Map<string, SizeChartRow>();
  for (const stored of sizing.chart?.rows ?? []) {
    const parsed = sizeChartRowSchema.safeParse(stored);
    if (parsed.success) own.set(parsed.data.size, parsed.data);
  }
  const fallback = new Map(standard.rows.map((row) => [row.size, row]));
  const rows = sizes.flatMap((size) => {
    const row = own.get(size) ?? fallback.get(size);
    return row ? [row] : [];
  });
  const fitNote = sizing.chart?.fitNote.trim() || standard.fitNote;
  return { productType: sizing.productType, fitNote, rows, sizes, kind };
}
