// The demo shop's size charts: one per product type sold in age or shoe sizes, from the standard charts'
// ages, heights and body girths (server/modules/size-charts/standard-charts.ts), with the measurements
// that matter for the type (a top's chest and length, a bottom's waist and length, a dress's chest and
// length, a shoe's foot length) and a short note on how it fits. Free-size types (caps, bags) have none.
import { AGE_SIZES, SHOE_SIZES } from '../../../contract/constants.ts';
import type { SizeChartRow } from '../../../contract/size-chart.ts';
import {
  FOOT_LENGTH_BY_AGE,
  STANDARD_AGE_CHART,
  STANDARD_SHOE_CHART,
} from '../../modules/size-charts/index.ts';
import type { Db } from '../client.ts';
import { sizeCharts } from '../schema/index.ts';
import { type AgeSize, PRODUCT_TYPES, type ProductTypeDef } from './product-types.ts';

/** Which measurements a type's chart shows besides age and height. */
type Measures = 'top' | 'bottom' | 'dress' | 'set' | 'one-piece' | 'bib' | 'foot';

interface TypeChart {
  measures: Measures;
  /** The garment's length (cm) for a child of this height; unused for footwear. */
  length?: (height: number) => number;
  fitNote: string;
}

const line = (ratio: number, plus: number) => (height: number) => ratio * height + plus;

/** Every type sold in age or shoe sizes (product-types.ts); a new one without an entry gets the set's. */
export const TYPE_CHARTS: Record<string, TypeChart> = {
  't-shirt': {
    measures: 'top',
    length: line(0.36, 5),
    fitNote: 'Regular fit: true to size. If between sizes, take the larger one for room to grow.',
  },
  shirt: {
    measures: 'top',
    length: line(0.37, 6),
    fitNote: 'Regular fit with a neat collar: if between sizes, take the larger one.',
  },
  shorts: {
    measures: 'bottom',
    length: line(0.25, 3),
    fitNote: 'Elasticated waist with a drawstring: if between sizes, take the smaller one.',
  },
  jeans: {
    measures: 'bottom',
    length: line(0.6, -4),
    fitNote: 'Slim fit with an adjustable inner waistband: if between sizes, take the larger one.',
  },
  dungaree: {
    measures: 'set',
    length: line(0.68, 0),
    fitNote: 'Roomy, with adjustable straps that grow with your child: true to size.',
  },
  frock: {
    measures: 'dress',
    length: line(0.5, 4),
    fitNote: 'Relaxed fit: if between sizes, take the smaller one.',
  },
  top: {
    measures: 'top',
    length: line(0.36, 4),
    fitNote: 'Easy fit: true to size.',
  },
  skirt: {
    measures: 'bottom',
    length: line(0.3, 2),
    fitNote: 'Elasticated waist: if between sizes, take the smaller one.',
  },
  leggings: {
    measures: 'bottom',
    length: line(0.58, -3),
    fitNote: 'Stretchy and close-fitting: true to size.',
  },
  'party-dress': {
    measures: 'dress',
    length: line(0.55, 3),
    fitNote: 'Fitted bodice with a back zip: if between sizes, take the larger one.',
  },
  romper: {
    measures: 'one-piece',
    length: line(0.5, 2),
    fitNote: 'Relaxed fit with easy snaps: if between sizes, take the larger one.',
  },
  onesie: {
    measures: 'one-piece',
    length: line(0.45, 2),
    fitNote: 'Snug around the body for layering: if between sizes, take the larger one.',
  },
  bodysuit: {
    measures: 'one-piece',
    length: line(0.45, 2),
    fitNote: 'Snug around the body for layering: if between sizes, take the larger one.',
  },
  sleepsuit: {
    measures: 'one-piece',
    length: line(0.78, 0),
    fitNote: 'Footed: choose by height so little toes are never cramped.',
  },
  bib: {
    measures: 'bib',
    length: line(0.2, 12),
    fitNote: 'Two snap settings at the neck: each size lasts the whole age range.',
  },
  'kurta-set': {
    measures: 'set',
    length: line(0.48, 4),
    fitNote:
      'Kurta length shown; the pyjama has an elasticated waist. If between sizes, take the larger one.',
  },
  'lehenga-choli': {
    measures: 'set',
    length: line(0.58, 0),
    fitNote: 'Lehenga length shown, with a drawstring waist: if between sizes, take the larger one.',
  },
  sherwani: {
    measures: 'set',
    length: line(0.52, 4),
    fitNote: 'Tailored fit: if between sizes, take the larger one.',
  },
  'dhoti-kurta': {
    measures: 'set',
    length: line(0.46, 4),
    fitNote: 'Kurta length shown; the dhoti ties to fit. True to size.',
  },
  'nehru-jacket': {
    measures: 'top',
    length: line(0.33, 5),
    fitNote: 'Cut to sit over a kurta: true to size.',
  },
  sweater: {
    measures: 'top',
    length: line(0.35, 6),
    fitNote: 'Knitted to go over a shirt: true to size.',
  },
  hoodie: {
    measures: 'top',
    length: line(0.36, 6),
    fitNote: 'Relaxed fit: if between sizes, take the smaller one.',
  },
  jacket: {
    measures: 'top',
    length: line(0.37, 7),
    fitNote: 'Cut roomy for layers underneath: if between sizes, take the smaller one.',
  },
  'thermal-set': {
    measures: 'set',
    length: line(0.36, 3),
    fitNote: 'Close fit to keep the warmth in: if between sizes, take the larger one.',
  },
  'night-suit': {
    measures: 'set',
    length: line(0.36, 5),
    fitNote: 'Relaxed sleep fit: if between sizes, take the smaller one.',
  },
  pyjama: {
    measures: 'bottom',
    length: line(0.58, -2),
    fitNote: 'Elasticated waist: if between sizes, take the larger one for room to grow.',
  },
  nightie: {
    measures: 'dress',
    length: line(0.6, 0),
    fitNote: 'Loose and long: true to size.',
  },
  bathrobe: {
    measures: 'dress',
    length: line(0.58, 0),
    fitNote: 'Roomy with a tie belt: if between sizes, take the smaller one.',
  },
  sneakers: {
    measures: 'foot',
    fitNote: 'Hook-and-loop straps: if between sizes, take the larger one.',
  },
  sandals: {
    measures: 'foot',
    fitNote: 'Adjustable ankle strap: true to size.',
  },
  booties: {
    measures: 'foot',
    fitNote: 'Soft soles for first steps: if between sizes, take the larger one.',
  },
  'school-shoes': {
    measures: 'foot',
    fitNote: "Leave a thumb's width at the toe: if between sizes, take the larger one.",
  },
  socks: {
    measures: 'foot',
    fitNote: 'Stretchy knit: choose by age; foot length shown.',
  },
};

const FALLBACK: TypeChart = { measures: 'set', length: line(0.45, 4), fitNote: 'True to size.' };

/** Whole centimetres for garments; footwear keeps its millimetre. */
const cm = (value: number) => Math.round(value);

/** The chart rows of a type: its size range's standard rows, measured for the type. */
export function typeChartRows(def: ProductTypeDef): SizeChartRow[] {
  const rule = def.sizes;
  if (rule.kind === 'free') return [];
  const chart = TYPE_CHARTS[def.type] ?? FALLBACK;
  const order: readonly string[] = rule.kind === 'age' ? AGE_SIZES : SHOE_SIZES;
  const standard = rule.kind === 'age' ? STANDARD_AGE_CHART : STANDARD_SHOE_CHART;
  const first = order.indexOf(rule.from);
  const last = order.indexOf(rule.to);
  return standard.slice(first, last + 1).map((row) => {
    const height = (row.heightFromCm + row.heightToCm) / 2;
    const { measures } = chart;
    if (measures === 'foot') {
      const foot = rule.kind === 'age' ? FOOT_LENGTH_BY_AGE[row.size as AgeSize] : row.lengthCm;
      return { ...row, chestCm: null, waistCm: null, lengthCm: foot };
    }
    const length = chart.length ? cm(chart.length(height)) : null;
    const chest = measures === 'bottom' || measures === 'bib' ? null : row.chestCm;
    const waist = measures === 'bottom' || measures === 'set' ? row.waistCm : null;
    return { ...row, chestCm: chest, waistCm: waist, lengthCm: length };
  });
}

/** One size_charts row per type sold in age or shoe sizes. */
export function demoSizeCharts(now: Date): (typeof sizeCharts.$inferInsert)[] {
  return PRODUCT_TYPES.filter((def) => def.sizes.kind !== 'free').map((def) => ({
    productType: def.type,
    fitNote: (TYPE_CHARTS[def.type] ?? FALLBACK).fitNote,
    rows: typeChartRows(def),
    updatedAt: now,
  }));
}

/**
 * Inserts the demo size charts as part of the one demo seed; a type that already has a chart keeps it.
 * Returns how many were added.
 */
export async function seedDemoSizeCharts(db: Db, now: Date): Promise<number> {
  const added = await db
    .insert(sizeCharts)
    .values(demoSizeCharts(now))
    .onConflictDoNothing({ target: sizeCharts.productType })
    .returning({ productType: sizeCharts.productType });
  return added.length;
}
