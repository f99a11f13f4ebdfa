import { AGE_SIZES } from './constants.ts';

// What the age sizes mean: each band of contract/constants.ts's AGE_SIZES as ages in months, and a
// child's age from the month they were born. The size-chart helper, the listing's "show sizes for …",
// the search's age phrases ("1 year", "newborn") and child profiles all read ages through here.

export type AgeSize = (typeof AGE_SIZES)[number];

/** The months each age size fits: from (inclusive) to (exclusive). */
export function ageSizeMonths(size: AgeSize): { from: number; to: number } {
  const m = /^(\d+)-(\d+)([MY])$/.exec(size);
  if (!m) throw new Error(`not an age size: ${size}`);
  const unit = m[3] === 'Y' ? 12 : 1;
  return { from: Number(m[1]) * unit, to: Number(m[2]) * unit };
}

/** The age size that fits a child of this many months; the last band for older children; undefined below 0. */
export function ageSizeFor(months: number): AgeSize | undefined {
  if (!Number.isFinite(months) || months < 0) return undefined;
  for (const size of AGE_SIZES) {
    if (months < ageSizeMonths(size).to) return size;
  }
  return AGE_SIZES[AGE_SIZES.length - 1];
}

/** Whole months from a YYYY-MM birth month (or YYYY-MM-DD) to today's date; negative when in the future. */
export function monthsSince(birthMonth: string, today: Date): number {
  const [year, month] = birthMonth.split('-').map(Number) as [number, number];
  return (today.getFullYear() - year) * 12 + (today.getMonth() + 1 - month);
}

/** A short age for chips and labels: '8M' under two years, else '3Y'. */
export function ageLabel(months: number): string {
  return months < 24 ? `${Math.max(0, months)}M` : `${Math.floor(months / 12)}Y`;
}
