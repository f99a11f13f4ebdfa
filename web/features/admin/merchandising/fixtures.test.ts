import { describe, expect, it } from 'vitest';
import { adminHomeResponse } from '../../../../contract/admin-home.ts';
import { adminProductRowSchema } from '../../../../contract/admin-products.ts';
import { homeItem, homeProduct, homeSections, PRODUCT_ID, productRow } from './test-fixtures.ts';

// The home desk's test answers are answers the server could give.

describe('home desk fixtures', () => {
  it('parse with the contract', () => {
    const items = {
      slider: [homeItem('slider', { products: [homeProduct()] })],
      topSale: [homeItem('topSale')],
      offer: [homeItem('offer')],
      trending: [homeItem('trending')],
      topPick: [homeItem('topPick')],
      lowestPrice: [homeItem('lowestPrice')],
    };
    expect(adminHomeResponse.safeParse({ success: true, ...homeSections(items) }).error).toBeUndefined();
    expect(adminProductRowSchema.safeParse(productRow({ _id: PRODUCT_ID, name: 'x' })).error).toBeUndefined();
  });
});
