import { ageLabel, monthsSince } from '../../../../../contract/age-bands.ts';
import type { ChildProfile } from '../../../../../contract/child-profile.ts';
import { AGE_SIZES, SHOE_SIZES } from '../../../../../contract/constants.ts';
import {
  type SizeChartKind,
  type SizeChartRow,
  type SizeFit,
  sizeForAge,
  sizeForHeight,
} from '../../../../../contract/size-chart.ts';
import { tr } from '../../../../i18n/texts.ts';

// The size chart's and the "which size?" helper's rules, apart from the components: which products have
// a chart, how the table reads, and which size fits a child.

const CHARTED = new Set<string>([...AGE_SIZES, ...SHOE_SIZES]);

/** Whether a product has a size chart: some size of some colour is an age or shoe size (not free size). */
export function hasSizeChart(product: {
  variants: readonly { sizes: readonly { size: string }[] }[];
}): boolean {
  return product.variants.some((variant) => variant.sizes.some((entry) => CHARTED.has(entry.size)));
}

/** Whether the colour has the size in stock (the only sizes the page offers). */
export function inStock(
  variant: { sizes: readonly { size: string; stock: number }[] } | undefined,
  size: string,
) {
  return (variant?.sizes ?? []).some((entry) => entry.size === size && entry.stock > 0);
}

// ---------------------------------------------------------------------------------------------
// The table

export type ColumnKey = 'age' | 'height' | 'chest' | 'waist' | 'length';

export interface Column {
  key: ColumnKey;
  label: string;
}

const hasAny = (rows: readonly SizeChartRow[], pick: (row: SizeChartRow) => number | null) =>
  rows.some((row) => pick(row) !== null);

const columnLabel = (name: ColumnKey | 'footLength') => tr(`catalog:product.sizeChart.columns.${name}`);

/**
 * The table's columns after Size, headed in the shown language: a measurement no row has is left out;
 * shoes measure the foot.
 */
export function chartColumns(rows: readonly SizeChartRow[], kind: SizeChartKind): Column[] {
  const columns: Column[] = [
    { key: 'age', label: columnLabel('age') },
    { key: 'height', label: columnLabel('height') },
  ];
  if (hasAny(rows, (row) => row.chestCm)) columns.push({ key: 'chest', label: columnLabel('chest') });
  if (hasAny(rows, (row) => row.waistCm)) columns.push({ key: 'waist', label: columnLabel('waist') });
  if (hasAny(rows, (row) => row.lengthCm)) {
    columns.push({ key: 'length', label: columnLabel(kind === 'shoe' ? 'footLength' : 'length') });
  }
  return columns;
}

/** 30 months → '2½', 42 → '3½', 40 → '3.3'. */
function years(months: number): string {
  const whole = Math.floor(months / 12);
  const rest = months % 12;
  if (rest === 0) return String(whole);
  if (rest === 6) return `${whole}½`;
  return (months / 12).toFixed(1);
}

/**
 * An age range for the table, in the shown language: '3–6 months' under two years, else '2–3 years'
 * (halves as ½).
 */
export function ageRange(fromMonths: number, toMonths: number): string {
  if (toMonths <= 24) return tr('catalog:product.sizeChart.ageMonths', { from: fromMonths, to: toMonths });
  return tr('catalog:product.sizeChart.ageYears', { from: years(fromMonths), to: years(toMonths) });
}

const number = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** A cell of the table; '–' where the row lacks the measurement. */
export function cellText(row: SizeChartRow, key: ColumnKey): string {
  switch (key) {
    case 'age':
      return ageRange(row.ageFromMonths, row.ageToMonths);
    case 'height':
      return `${number(row.heightFromCm)}–${number(row.heightToCm)}`;
    case 'chest':
      return row.chestCm === null ? '–' : number(row.chestCm);
    case 'waist':
      return row.waistCm === null ? '–' : number(row.waistCm);
    case 'length':
      return row.lengthCm === null ? '–' : number(row.lengthCm);
  }
}

// ---------------------------------------------------------------------------------------------
// Children

/** A child's age in whole months today (never below 0). */
export function childMonths(child: Pick<ChildProfile, 'birthMonth'>, today: Date): number {
  return Math.max(0, monthsSince(child.birthMonth, today));
}

/** 'Aarav (3Y)'. */
export function childLabel(child: Pick<ChildProfile, 'name' | 'birthMonth'>, today: Date): string {
  return `${child.name} (${ageLabel(childMonths(child, today))})`;
}

/**
 * The size for a child: by age, and by height when the account has one. With both, the larger of the
 * two, since a height noted months ago only grows (and a little room to grow is how children's clothes
 * are bought).
 */
export function sizeForChild(
  rows: readonly SizeChartRow[],
  child: Pick<ChildProfile, 'birthMonth' | 'heightCm'>,
  today: Date,
): SizeFit {
  const byAge = sizeForAge(rows, childMonths(child, today));
  if (child.heightCm === null) return byAge;
  const byHeight = sizeForHeight(rows, child.heightCm);
  if (byAge.size === undefined) return byHeight.size === undefined ? byAge : byHeight;
  if (byHeight.size === undefined) return byAge;
  const order = rows.map((row) => row.size);
  return order.indexOf(byHeight.size) > order.indexOf(byAge.size) ? byHeight : byAge;
}
