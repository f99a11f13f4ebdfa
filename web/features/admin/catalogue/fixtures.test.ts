import { describe, expect, it } from 'vitest';
import { adminProductDetailResponse, adminProductListResponse } from '../../../../contract/admin-products.ts';
import { adminBrandListResponse, adminCategoryListResponse } from '../../../../contract/admin-taxonomy.ts';
import { brands, categories, product, productRow } from './test-fixtures.ts';

// The product pages' test builders are answers the server could give.
describe('product page test builders', () => {
  it('match the contract', () => {
    expect(() =>
      adminProductListResponse.parse({
        success: true,
        page: 1,
        limit: 25,
        total: 1,
        products: [productRow()],
      }),
    ).not.toThrow();
    expect(() => adminProductDetailResponse.parse({ success: true, product: product() })).not.toThrow();
    expect(() => adminBrandListResponse.parse({ success: true, brands: brands() })).not.toThrow();
    expect(() => adminCategoryListResponse.parse({ success: true, categories: categories() })).not.toThrow();
  });
});
