import { z } from 'zod';

// Size charts (GET /api/user/size-chart/{productId}): what each size of a product type fits, by age and
// by the child's measurements in centimetres. Sizes are the age bands of contract/constants.ts
// (AGE_SIZES) or, for footwear, UK children's shoe sizes (SHOE_SIZES).

export const sizeChartRowSchema = z.object({
  size: z.string(),
  /** The ages the size fits, in months: from (inclusive) to (exclusive). */
  ageFromMonths: z.number().int().min(0),
  ageToMonths: z.number().int().min(1),
  /** The child's height the size fits, from and to, in cm. */
  heightFromCm: z.number().min(0),
  heightToCm: z.number().min(0),
  /** Body measurements in cm; null where they do not apply (a cap has no waist, a shoe no chest). */
  chestCm: z.number().nullable(),
  waistCm: z.number().nullable(),
  /** The garment's length, or for footwear the inside length of the shoe, in cm. */
  lengthCm: z.number().nullable(),
});
export type SizeChartRow = z.infer<typeof sizeChartRowSchema>;

/** Which list a chart's sizes come from: age bands (AGE_SIZES) or UK children's shoe sizes (SHOE_SIZES). */
export const SIZE_CHART_KINDS = ['age', 'shoe'] as const;
export type SizeChartKind = (typeof SIZE_CHART_KINDS)[number];

export const SIZE_CHART_MESSAGES = {
  productNotFound: 'Product not found',
  noChart: 'This product has no size chart',
  loadFailed: 'Could not load the size chart. Please try again.',
  enterAge: "Please choose the child's age",
  enterHeight: "Please enter the child's height in cm",
  tooSmall: 'Smaller than our smallest size',
  tooLarge: 'Larger than our biggest size',
} as const;

/**
 * The fit notes of the shop's standard charts, shown above a chart whose product type has no note of
 * its own (a note written in the console is shown as written). The storefront shows them in Hindi too.
 */
export const STANDARD_FIT_NOTES = {
  clothes: 'Standard sizes for Indian children: if between sizes, take the larger one.',
  shoes:
    'Measure the foot from heel to longest toe, standing: choose the size whose foot length is at least 1 cm longer.',
} as const;

export const sizeChartParams = z.object({ productId: z.uuid({ message: 'Invalid product id' }) });

/** GET /api/user/size-chart/{productId}: the chart of the product's type, limited to the sizes it has. */
export const sizeChartResponse = z.object({
  success: z.literal(true),
  productType: z.string(),
  /** How the type fits, in the shop's words ("Relaxed fit: if between sizes, take the smaller one"). */
  fitNote: z.string(),
  /** One row per size of `sizes`, in the same order. */
  rows: z.array(sizeChartRowSchema),
  /** The product's sizes (any colour, any stock) in chart order. */
  sizes: z.array(z.string()),
  kind: z.enum(SIZE_CHART_KINDS),
});
export type SizeChartResponse = z.infer<typeof sizeChartResponse>;

/** The size a helper found, or why it found none (said to the shopper as it is). */
export type SizeFit = { size: string; reason?: undefined } | { size: undefined; reason: string };

type AgeRow = Pick<SizeChartRow, 'size' | 'ageFromMonths' | 'ageToMonths'>;
type HeightRow = Pick<SizeChartRow, 'size' | 'heightFromCm' | 'heightToCm'>;

/**
 * The first row (in chart order) whose range ends after the value: the row that holds it, or, when the
 * value falls in a gap between two rows (the product lacks the size between), the larger of the two, which
 * leaves room to grow. Ranges include their start and exclude their end, so a child exactly at a
 * boundary gets the larger size too.
 */
function fitIn<R extends { size: string }>(
  rows: readonly R[],
  value: number,
  from: (row: R) => number,
  to: (row: R) => number,
): SizeFit {
  const first = rows[0];
  if (!first) return { size: undefined, reason: SIZE_CHART_MESSAGES.noChart };
  if (value < from(first)) return { size: undefined, reason: SIZE_CHART_MESSAGES.tooSmall };
  const row = rows.find((candidate) => value < to(candidate));
  return row ? { size: row.size } : { size: undefined, reason: SIZE_CHART_MESSAGES.tooLarge };
}

/** The size for a child of this many months, from a chart's rows in chart order. */
export function sizeForAge(rows: readonly AgeRow[], months: number): SizeFit {
  if (!Number.isFinite(months) || months < 0)
    return { size: undefined, reason: SIZE_CHART_MESSAGES.enterAge };
  return fitIn(
    rows,
    months,
    (row) => row.ageFromMonths,
    (row) => row.ageToMonths,
  );
}

/** The size for a child this tall (cm), from a chart's rows in chart order. */
export function sizeForHeight(rows: readonly HeightRow[], cm: number): SizeFit {
  if (!Number.isFinite(cm) || cm <= 0) return { size: undefined, reason: SIZE_CHART_MESSAGES.enterHeight };
  return fitIn(
    rows,
    cm,
    (row) => row.heightFromCm,
    (row) => row.heightToCm,
  );
}
