import { describe, expect, it } from 'vitest';
import {
  brandListResponse,
  categoryListResponse,
  homeResponse,
  productListResponse,
  productViewResponse,
  similarProductsResponse,
  subcategoryListResponse,
} from '../../../contract/catalog.ts';
import { deliveryEstimateResponse } from '../../../contract/delivery.ts';
import {
  BRANDS,
  CATEGORIES,
  CATEGORY_TREE,
  EMPTY_HOME,
  HOME_DATA,
  homeAnswer,
  makeCards,
  makeDetail,
  makeEstimate,
  makeView,
  productsPage,
} from './product/test-fixtures.ts';

// The catalogue fakes answer what the server answers: each builder's output passes the contract's
// schema. (Tests that hand-shape an answer the screens only tolerate, such as a Buy Now checkout with
// just its id, send it as a raw Response instead.)
describe('catalogue test data', () => {
  it('builds the home data', () => {
    for (const data of [HOME_DATA, EMPTY_HOME]) {
      expect(() => homeResponse.parse({ success: true, ...homeAnswer(data) })).not.toThrow();
    }
  });

  it('builds brands, categories and subcategories', () => {
    expect(() => brandListResponse.parse({ success: true, brands: BRANDS })).not.toThrow();
    for (const categories of [CATEGORIES, CATEGORY_TREE.categories]) {
      expect(() => categoryListResponse.parse({ success: true, categories })).not.toThrow();
    }
    for (const subCategories of Object.values(CATEGORY_TREE.subcategories)) {
      expect(() => subcategoryListResponse.parse({ success: true, subCategories })).not.toThrow();
    }
  });

  it('builds listing pages and similar products', () => {
    expect(() =>
      productListResponse.parse({ success: true, ...productsPage(makeCards(12), 40) }),
    ).not.toThrow();
    expect(() =>
      productListResponse.parse({ success: true, ...productsPage([], 0, 'Party picks') }),
    ).not.toThrow();
    expect(() => similarProductsResponse.parse({ success: true, products: makeCards(3, 50) })).not.toThrow();
  });

  it('builds the product page', () => {
    expect(() => productViewResponse.parse(makeView())).not.toThrow();
    expect(() => productViewResponse.parse(makeView(makeDetail({ CODAvailable: false })))).not.toThrow();
  });

  it('builds delivery promises', () => {
    expect(() => deliveryEstimateResponse.parse(makeEstimate())).not.toThrow();
    expect(() =>
      deliveryEstimateResponse.parse(makeEstimate({ codLimit: 5000, zone: 'remote' })),
    ).not.toThrow();
  });
});
