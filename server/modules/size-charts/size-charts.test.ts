import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_SIZES, SHOE_SIZES } from '../../../contract/constants.ts';
import {
  SIZE_CHART_MESSAGES,
  type SizeChartResponse,
  sizeChartResponse,
  sizeForAge,
  sizeForHeight,
} from '../../../contract/size-chart.ts';
import { PRODUCT_TYPES } from '../../db/seed/product-types.ts';
import { seedDemoSizeCharts, TYPE_CHARTS } from '../../db/seed/size-charts.ts';
import { call, createKit, insertTestProduct, type ShopKit, type TestVariant } from '../../test/kit.ts';
import { STANDARD_AGE_CHART, STANDARD_SHOE_CHART } from './index.ts';
import { STANDARD_FIT_NOTE } from './standard-charts.ts';

// GET /api/user/size-chart/{productId}: the chart of the product's type (the demo seed's charts here),
// or the standard chart when its type has none, limited to the sizes the product has, in chart order.

let t: ShopKit;
let seeded: number;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  seeded = await seedDemoSizeCharts(t.database.db, t.clock.now);
});

afterAll(async () => {
  await t.cleanup();
});

const chartOf = (productId: string) => call(t, 'GET', `/user/size-chart/${productId}`, null);

/** A product of this type with these colours' sizes (stock per size). */
async function productOf(type: string, ...colours: Record<string, number>[]) {
  const variants: TestVariant[] = colours.map((sizes, index) => ({
    color: `#00000${index}`,
    colorName: `Colour ${index}`,
    price: 500,
    mrp: 600,
    sizes,
  }));
  const product = await insertTestProduct(t, variants);
  await t.database.db.execute(
    sql`UPDATE products SET product_type = ${type} WHERE id = ${product.productId}::uuid`,
  );
  return product.productId;
}

async function okChart(productId: string): Promise<SizeChartResponse> {
  const res = await chartOf(productId);
  expect(res.statusCode).toBe(200);
  return sizeChartResponse.parse(res.json());
}

describe('size charts of seeded types', () => {
  it('seeds one chart per type sold in age or shoe sizes, once', async () => {
    const charted = PRODUCT_TYPES.filter((def) => def.sizes.kind !== 'free');
    expect(seeded).toBe(charted.length);
    // Every such type has its own note and measurements, not the fallback's.
    for (const def of charted) expect(TYPE_CHARTS[def.type], def.type).toBeDefined();
    expect(await seedDemoSizeCharts(t.database.db, t.clock.now)).toBe(0);
  });

  it("gives a frock its type's chart: the sizes it has, with chest and length, no waist", async () => {
    const chart = await okChart(t.fx.ids.frock!);
    expect(chart).toMatchObject({
      success: true,
      productType: 'frock',
      kind: 'age',
      fitNote: TYPE_CHARTS.frock!.fitNote,
      // 2-3Y is sold out in one colour and in stock in the other: every size the product has is charted.
      sizes: ['2-3Y', '3-4Y'],
    });
    expect(chart.rows.map((row) => row.size)).toEqual(['2-3Y', '3-4Y']);
    const [small, large] = chart.rows;
    expect(small).toMatchObject({ ageFromMonths: 24, ageToMonths: 36, chestCm: 53, waistCm: null });
    expect(large).toMatchObject({ ageFromMonths: 36, ageToMonths: 48, chestCm: 55, waistCm: null });
    expect(small!.heightFromCm).toBeLessThan(small!.heightToCm);
    expect(small!.heightToCm).toBe(large!.heightFromCm);
    expect(large!.lengthCm).toBeGreaterThan(small!.lengthCm!);
    // The helper reads the answer as it is.
    expect(sizeForAge(chart.rows, 40)).toEqual({ size: '3-4Y' });
    expect(sizeForHeight(chart.rows, large!.heightFromCm)).toEqual({ size: '3-4Y' });
    expect(sizeForAge(chart.rows, 50).reason).toBe(SIZE_CHART_MESSAGES.tooLarge);
  });

  it('gives shoes a shoe chart with foot lengths and no body girths', async () => {
    const chart = await okChart(t.fx.ids.sneakers!);
    expect(chart).toMatchObject({ kind: 'shoe', productType: 'sneakers', sizes: ['UK 10C'] });
    expect(chart.fitNote).toBe(TYPE_CHARTS.sneakers!.fitNote);
    expect(chart.rows).toEqual([
      expect.objectContaining({ size: 'UK 10C', chestCm: null, waistCm: null, lengthCm: 17.8 }),
    ]);
  });

  it('gives bottoms their waist and length, not the chest', async () => {
    const id = await productOf('jeans', { '6-7Y': 2, '4-5Y': 1 });
    const chart = await okChart(id);
    expect(chart.sizes).toEqual(['4-5Y', '6-7Y']);
    for (const row of chart.rows) {
      expect(row.chestCm).toBeNull();
      expect(row.waistCm).toEqual(expect.any(Number));
      expect(row.lengthCm).toEqual(expect.any(Number));
    }
  });

  it("charts a size the type's chart lacks from the standard chart", async () => {
    const id = await productOf('frock', { '12-13Y': 2, '11-12Y': 4 });
    const chart = await okChart(id);
    expect(chart.sizes).toEqual(['11-12Y', '12-13Y']);
    expect(chart.rows[0]!.lengthCm).toEqual(expect.any(Number));
    expect(chart.rows[1]).toEqual(STANDARD_AGE_CHART.find((row) => row.size === '12-13Y'));
  });
});

describe('the standard chart', () => {
  it('stands in for a type without a chart, in chart order, any colour and any stock', async () => {
    const id = await productOf('gift-set', { '3-4Y': 0, '12-18M': 2 }, { '5-6Y': 1, '12-18M': 0 });
    const chart = await okChart(id);
    expect(chart).toMatchObject({
      productType: 'gift-set',
      kind: 'age',
      fitNote: STANDARD_FIT_NOTE,
      sizes: ['12-18M', '3-4Y', '5-6Y'],
    });
    expect(chart.rows).toEqual(
      ['12-18M', '3-4Y', '5-6Y'].map((size) => STANDARD_AGE_CHART.find((row) => row.size === size)),
    );
  });

  it('covers every age and shoe size with contiguous, growing ranges', () => {
    expect(STANDARD_AGE_CHART.map((row) => row.size)).toEqual([...AGE_SIZES]);
    expect(STANDARD_SHOE_CHART.map((row) => row.size)).toEqual([...SHOE_SIZES]);
    for (const chart of [STANDARD_AGE_CHART, STANDARD_SHOE_CHART]) {
      chart.forEach((row, index) => {
        expect(row.heightFromCm, row.size).toBeLessThan(row.heightToCm);
        expect(row.ageFromMonths, row.size).toBeLessThan(row.ageToMonths);
        const next = chart[index + 1];
        if (next) {
          expect(next.ageFromMonths, row.size).toBe(row.ageToMonths);
          expect(next.heightFromCm, row.size).toBe(row.heightToCm);
        }
      });
    }
  });

  it('charts shoe sizes of a shoe type without a chart by foot length', async () => {
    const id = await productOf('wellies', { 'UK 9C': 1, 'UK 7C': 1 });
    const chart = await okChart(id);
    expect(chart).toMatchObject({ kind: 'shoe', sizes: ['UK 7C', 'UK 9C'] });
    expect(chart.rows.map((row) => row.lengthCm)).toEqual([15.2, 16.9]);
  });
});

describe('products without a chart', () => {
  it('answers 404 for a free-size product', async () => {
    const id = await productOf('cap', { 'Free Size': 5 });
    const res = await chartOf(id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'This product has no size chart' });
  });

  it('answers 404 for an unknown or inactive product', async () => {
    const unknown = await chartOf('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: SIZE_CHART_MESSAGES.productNotFound });

    const id = await productOf('frock', { '3-4Y': 2 });
    expect((await chartOf(id)).statusCode).toBe(200);
    await t.database.db.execute(sql`UPDATE products SET status = 'draft' WHERE id = ${id}::uuid`);
    const hidden = await chartOf(id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: SIZE_CHART_MESSAGES.productNotFound });
  });

  it('answers 400 for an id that cannot be a product', async () => {
    const res = await chartOf('not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Invalid product id' });
  });
});
