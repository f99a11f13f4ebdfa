import { type AgeSize, ageSizeMonths } from '../../../contract/age-bands.ts';
import { AGE_SIZES, SHOE_SIZES } from '../../../contract/constants.ts';
import { type SizeChartKind, type SizeChartRow, STANDARD_FIT_NOTES } from '../../../contract/size-chart.ts';

// The shop's standard size charts: what a product type without a chart of its own shows, one for age
// sizes and one for UK children's shoe sizes. The seed's per-type charts start from the same figures.
//
// Heights are the 50th percentile, boys and girls averaged and rounded to the half centimetre: the WHO
// Child Growth Standards (2006) from birth to five years, and the Indian Academy of Pediatrics' growth
// charts for Indian children (IAP 2015, Indian Pediatrics 52:47-55) from five years on, which run a
// little below WHO's reference for older children. Chest and waist are typical body girths of Indian
// children at each age as children's-wear makers chart them; foot lengths follow the usual UK
// children's shoe-size scale (one size = one third of an inch, 8.47 mm).

/** Height (cm) at these ages (months): an age band runs from the height at its start to that at its end. */
const HEIGHT_AT_MONTHS: readonly (readonly [number, number])[] = [
  [0, 49.5],
  [3, 60.5],
  [6, 66.5],
  [9, 71],
  [12, 75],
  [18, 81.5],
  [24, 87],
  [36, 95],
  [48, 102],
  [60, 108],
  [72, 114],
  [84, 120],
  [96, 125],
  [108, 130],
  [120, 136],
  [132, 141],
  [144, 147],
  [156, 152],
  [168, 157],
];

/** The median height (cm) at an age in months, read between the points above, to the half centimetre. */
export function heightAtMonths(months: number): number {
  const points = HEIGHT_AT_MONTHS;
  const last = points[points.length - 1]!;
  if (months >= last[0]) return last[1];
  let index = points.findIndex(([at]) => at > months);
  if (index <= 0) index = 1;
  const [m0, h0] = points[index - 1]!;
  const [m1, h1] = points[index]!;
  const height = h0 + ((h1 - h0) * (months - m0)) / (m1 - m0);
  return Math.round(height * 2) / 2;
}

/** Chest and waist body girths (cm) of a child wearing each age size. */
const BODY_BY_AGE: Record<AgeSize, { chest: number; waist: number }> = {
  '0-3M': { chest: 40, waist: 40 },
  '3-6M': { chest: 43, waist: 42 },
  '6-9M': { chest: 45, waist: 44 },
  '9-12M': { chest: 47, waist: 45 },
  '12-18M': { chest: 49, waist: 47 },
  '18-24M': { chest: 51, waist: 48 },
  '2-3Y': { chest: 53, waist: 50 },
  '3-4Y': { chest: 55, waist: 51 },
  '4-5Y': { chest: 57, waist: 52 },
  '5-6Y': { chest: 59, waist: 53 },
  '6-7Y': { chest: 61, waist: 54 },
  '7-8Y': { chest: 63, waist: 56 },
  '8-9Y': { chest: 66, waist: 58 },
  '9-10Y': { chest: 69, waist: 60 },
  '10-11Y': { chest: 72, waist: 62 },
  '11-12Y': { chest: 75, waist: 64 },
  '12-13Y': { chest: 78, waist: 66 },
};

/** A child's foot length (cm) at each age size (booties and socks, which are sold by age). */
export const FOOT_LENGTH_BY_AGE: Record<AgeSize, number> = {
  '0-3M': 9.5,
  '3-6M': 10.2,
  '6-9M': 11,
  '9-12M': 11.5,
  '12-18M': 12.3,
  '18-24M': 13.1,
  '2-3Y': 14.4,
  '3-4Y': 15.6,
  '4-5Y': 16.5,
  '5-6Y': 17.4,
  '6-7Y': 18.6,
  '7-8Y': 19.5,
  '8-9Y': 20.3,
  '9-10Y': 21.2,
  '10-11Y': 22,
  '11-12Y': 22.9,
  '12-13Y': 23.7,
};

/** Each UK children's shoe size: the ages (months) that usually wear it and the foot length (cm) it fits. */
const SHOE_FITS: Record<(typeof SHOE_SIZES)[number], { from: number; to: number; foot: number }> = {
  'UK 2C': { from: 6, to: 12, foot: 11 },
  'UK 3C': { from: 12, to: 18, foot: 11.9 },
  'UK 4C': { from: 18, to: 24, foot: 12.7 },
  'UK 5C': { from: 24, to: 30, foot: 13.5 },
  'UK 6C': { from: 30, to: 36, foot: 14.4 },
  'UK 7C': { from: 36, to: 42, foot: 15.2 },
  'UK 8C': { from: 42, to: 48, foot: 16.1 },
  'UK 9C': { from: 48, to: 60, foot: 16.9 },
  'UK 10C': { from: 60, to: 66, foot: 17.8 },
  'UK 11C': { from: 66, to: 78, foot: 18.6 },
  'UK 12C': { from: 78, to: 90, foot: 19.5 },
  'UK 13C': { from: 90, to: 102, foot: 20.3 },
  'UK 1': { from: 102, to: 114, foot: 21.2 },
  'UK 2': { from: 114, to: 126, foot: 22 },
  'UK 3': { from: 126, to: 144, foot: 22.9 },
};

export const STANDARD_FIT_NOTE = STANDARD_FIT_NOTES.clothes;
export const STANDARD_SHOE_FIT_NOTE = STANDARD_FIT_NOTES.shoes;

/** Every age size with its ages, heights and body girths (garment length depends on the type: none here). */
export const STANDARD_AGE_CHART: readonly SizeChartRow[] = AGE_SIZES.map((size) => {
  const { from, to } = ageSizeMonths(size);
  return {
    size,
    ageFromMonths: from,
    ageToMonths: to,
    heightFromCm: heightAtMonths(from),
    heightToCm: heightAtMonths(to),
    chestCm: BODY_BY_AGE[size].chest,
    waistCm: BODY_BY_AGE[size].waist,
    lengthCm: null,
  };
});

/** Every shoe size with its ages, the heights of children that age, and its foot length. */
export const STANDARD_SHOE_CHART: readonly SizeChartRow[] = SHOE_SIZES.map((size) => {
  const fit = SHOE_FITS[size];
  return {
    size,
    ageFromMonths: fit.from,
    ageToMonths: fit.to,
    heightFromCm: heightAtMonths(fit.from),
    heightToCm: heightAtMonths(fit.to),
    chestCm: null,
    waistCm: null,
    lengthCm: fit.foot,
  };
});

export function standardChart(kind: SizeChartKind): { fitNote: string; rows: readonly SizeChartRow[] } {
  return kind === 'shoe'
    ? { fitNote: STANDARD_SHOE_FIT_NOTE, rows: STANDARD_SHOE_CHART }
    : { fitNote: STANDARD_FIT_NOTE, rows: STANDARD_AGE_CHART };
}
