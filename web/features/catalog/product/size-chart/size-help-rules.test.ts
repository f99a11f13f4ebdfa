import { describe, expect, it } from 'vitest';
import type { SizeChartRow } from '../../../../../contract/size-chart.ts';
import {
  ageRange,
  cellText,
  chartColumns,
  childLabel,
  hasSizeChart,
  inStock,
  sizeForChild,
} from './size-help-rules.ts';

const row = (
  size: string,
  months: [number, number],
  cm: [number, number],
  extra: Partial<SizeChartRow> = {},
) => ({
  size,
  ageFromMonths: months[0],
  ageToMonths: months[1],
  heightFromCm: cm[0],
  heightToCm: cm[1],
  chestCm: null,
  waistCm: null,
  lengthCm: null,
  ...extra,
});

const rows: SizeChartRow[] = [
  row('2-3Y', [24, 36], [87, 95], { chestCm: 53, lengthCm: 48 }),
  row('3-4Y', [36, 48], [95, 102], { chestCm: 55, lengthCm: 53 }),
  row('4-5Y', [48, 60], [102, 108], { chestCm: 57, lengthCm: 56.5 }),
];

const TODAY = new Date(2026, 10, 20); // 20 Nov 2026

describe('which products have a chart', () => {
  const product = (...sizes: string[]) => ({ variants: [{ sizes: sizes.map((size) => ({ size })) }] });
  it('has one for age or shoe sizes, none for free size', () => {
    expect(hasSizeChart(product('3-4Y'))).toBe(true);
    expect(hasSizeChart(product('UK 10C'))).toBe(true);
    expect(hasSizeChart(product('Free Size'))).toBe(false);
    expect(hasSizeChart({ variants: [] })).toBe(false);
  });

  it('counts a size in stock only when the colour has more than none', () => {
    const variant = {
      sizes: [
        { size: '3-4Y', stock: 0 },
        { size: '4-5Y', stock: 2 },
      ],
    };
    expect(inStock(variant, '3-4Y')).toBe(false);
    expect(inStock(variant, '4-5Y')).toBe(true);
    expect(inStock(undefined, '4-5Y')).toBe(false);
  });
});

describe('the table', () => {
  it('leaves out a measurement no row has, and calls a shoe length the foot length', () => {
    expect(chartColumns(rows, 'age').map((column) => column.label)).toEqual([
      'Age',
      'Height',
      'Chest',
      'Length',
    ]);
    const shoes = [row('UK 10C', [60, 66], [108, 111], { lengthCm: 17.8 })];
    expect(chartColumns(shoes, 'shoe').map((column) => column.label)).toEqual([
      'Age',
      'Height',
      'Foot length',
    ]);
  });

  it('reads ages in months under two years, in years (with halves) above', () => {
    expect(ageRange(0, 3)).toBe('0–3 months');
    expect(ageRange(18, 24)).toBe('18–24 months');
    expect(ageRange(24, 36)).toBe('2–3 years');
    expect(ageRange(30, 36)).toBe('2½–3 years');
    expect(ageRange(90, 102)).toBe('7½–8½ years');
  });

  it('writes cells in cm, a dash where the row has none', () => {
    expect(cellText(rows[2]!, 'height')).toBe('102–108');
    expect(cellText(rows[2]!, 'length')).toBe('56.5');
    expect(cellText(rows[2]!, 'waist')).toBe('–');
  });
});

describe("a child's size", () => {
  it('labels a child by name and age', () => {
    expect(childLabel({ name: 'Aarav', birthMonth: '2023-05' }, TODAY)).toBe('Aarav (3Y)');
    expect(childLabel({ name: 'Diya', birthMonth: '2026-03' }, TODAY)).toBe('Diya (8M)');
  });

  it('goes by age without a height', () => {
    expect(sizeForChild(rows, { birthMonth: '2023-05', heightCm: null }, TODAY)).toEqual({ size: '3-4Y' });
  });

  it('takes the larger of the age and height sizes when both are known', () => {
    // Three and a half, but tall: the height's size.
    expect(sizeForChild(rows, { birthMonth: '2023-05', heightCm: 104 }, TODAY)).toEqual({ size: '4-5Y' });
    // A height noted long ago: the age's size.
    expect(sizeForChild(rows, { birthMonth: '2023-05', heightCm: 90 }, TODAY)).toEqual({ size: '3-4Y' });
  });

  it('says why when no size fits', () => {
    expect(sizeForChild(rows, { birthMonth: '2016-01', heightCm: null }, TODAY)).toEqual({
      size: undefined,
      reason: 'Larger than our biggest size',
    });
    // Too old for the chart by age, but the height still fits.
    expect(sizeForChild(rows, { birthMonth: '2021-01', heightCm: 100 }, TODAY)).toEqual({ size: '3-4Y' });
  });
});
