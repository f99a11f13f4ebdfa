import { describe, expect, it } from 'vitest';
import { SIZE_CHART_MESSAGES, type SizeChartRow, sizeForAge, sizeForHeight } from './size-chart.ts';

// The "which size?" helper's two look-ups: by age in months and by height in cm.

const row = (size: string, ages: [number, number], heights: [number, number]): SizeChartRow => ({
  size,
  ageFromMonths: ages[0],
  ageToMonths: ages[1],
  heightFromCm: heights[0],
  heightToCm: heights[1],
  chestCm: null,
  waistCm: null,
  lengthCm: null,
});

// A product with 2-3Y, 3-4Y and 5-6Y: 4-5Y is missing, so a four-year-old falls between two rows.
const rows = [
  row('2-3Y', [24, 36], [87, 95]),
  row('3-4Y', [36, 48], [95, 102]),
  row('5-6Y', [60, 72], [108, 114]),
];

describe('sizeForAge', () => {
  it('finds the row that holds the age, its start included and its end not', () => {
    expect(sizeForAge(rows, 24)).toEqual({ size: '2-3Y' });
    expect(sizeForAge(rows, 35)).toEqual({ size: '2-3Y' });
    expect(sizeForAge(rows, 36)).toEqual({ size: '3-4Y' });
    expect(sizeForAge(rows, 71)).toEqual({ size: '5-6Y' });
  });

  it('takes the larger size for an age between two rows', () => {
    expect(sizeForAge(rows, 48)).toEqual({ size: '5-6Y' });
    expect(sizeForAge(rows, 59)).toEqual({ size: '5-6Y' });
  });

  it('says why when the age is beyond the chart or not an age', () => {
    expect(sizeForAge(rows, 10)).toEqual({ size: undefined, reason: SIZE_CHART_MESSAGES.tooSmall });
    expect(sizeForAge(rows, 72)).toEqual({ size: undefined, reason: SIZE_CHART_MESSAGES.tooLarge });
    expect(sizeForAge(rows, 150)).toEqual({ size: undefined, reason: 'Larger than our biggest size' });
    expect(sizeForAge(rows, -1).reason).toBe(SIZE_CHART_MESSAGES.enterAge);
    expect(sizeForAge(rows, Number.NaN).reason).toBe(SIZE_CHART_MESSAGES.enterAge);
    expect(sizeForAge([], 30).reason).toBe(SIZE_CHART_MESSAGES.noChart);
  });
});

describe('sizeForHeight', () => {
  it('finds the row that holds the height; a child at a boundary gets the larger size', () => {
    expect(sizeForHeight(rows, 87)).toEqual({ size: '2-3Y' });
    expect(sizeForHeight(rows, 94.5)).toEqual({ size: '2-3Y' });
    expect(sizeForHeight(rows, 95)).toEqual({ size: '3-4Y' });
    expect(sizeForHeight(rows, 113.9)).toEqual({ size: '5-6Y' });
  });

  it('takes the larger size for a height between two rows', () => {
    expect(sizeForHeight(rows, 104)).toEqual({ size: '5-6Y' });
  });

  it('says why when the height is beyond the chart or missing', () => {
    expect(sizeForHeight(rows, 70)).toEqual({ size: undefined, reason: SIZE_CHART_MESSAGES.tooSmall });
    expect(sizeForHeight(rows, 114)).toEqual({ size: undefined, reason: SIZE_CHART_MESSAGES.tooLarge });
    expect(sizeForHeight(rows, 0).reason).toBe(SIZE_CHART_MESSAGES.enterHeight);
    expect(sizeForHeight(rows, Number.POSITIVE_INFINITY).reason).toBe(SIZE_CHART_MESSAGES.enterHeight);
  });
});
