import { describe, expect, it } from 'vitest';
import { INVALID_DATA_MESSAGE, readHomeData } from './home.ts';

describe('home data', () => {
  it('reads the sections from body.data, a missing or odd section counting as empty', () => {
    const data = readHomeData({
      success: true,
      status: 200,
      data: {
        ProductSliders: [{ _id: 's1', image: 'a.webp', title: 'A' }, { image: 'no-id.webp' }, null],
        topSales: 'not a list',
      },
    });
    expect(data.ProductSliders).toEqual([{ _id: 's1', image: 'a.webp', title: 'A' }]);
    expect(data.topSales).toEqual([]);
    expect(data.newArrivals).toEqual([]);
    expect(data.lowToHighProducts).toEqual([]);
  });

  it('refuses a body without data', () => {
    expect(() => readHomeData({ success: true })).toThrow(INVALID_DATA_MESSAGE);
    expect(() => readHomeData(null)).toThrow(INVALID_DATA_MESSAGE);
    expect(() => readHomeData({ data: [] })).toThrow(INVALID_DATA_MESSAGE);
  });
});
