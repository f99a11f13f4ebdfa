import { describe, expect, it } from 'vitest';
import { answer, fakeApi, refusal } from '../../../test/fake-api.ts';
import { makeCards } from '../product/test-fixtures.ts';
import {
  fetchListingPage,
  LISTING_MESSAGES,
  type ListingPage,
  listingPath,
  nextListingPage,
} from './products.ts';

function query(path: string): URLSearchParams {
  return new URLSearchParams(path.slice(path.indexOf('?') + 1));
}

describe('listing request', () => {
  it('always sends page and limit, and nothing for empty filters', () => {
    expect(listingPath({}, 1)).toBe('/user/Products/view?page=1&limit=12');
    expect(
      listingPath({ search: '  ', brand: [], productType: [''], subcategory: null, discountMin: null }, 3),
    ).toBe('/user/Products/view?page=3&limit=12');
  });

  it('joins lists with commas and sends newArrivals as true', () => {
    const path = listingPath({ productType: ['frock', 'kurta'], brand: ['b1', 'b2'], newArrivals: true }, 1);
    expect(query(path).getAll('productType')).toEqual(['frock,kurta']);
    expect(query(path).getAll('brand')).toEqual(['b1,b2']);
    expect(query(path).get('newArrivals')).toBe('true');
    expect(query(listingPath({ newArrivals: false }, 1)).has('newArrivals')).toBe(false);
  });

  it('sends prices only when they narrow 0–5000', () => {
    expect(query(listingPath({ minPrice: 0, maxPrice: 5000 }, 1)).has('minPrice')).toBe(false);
    expect(query(listingPath({ minPrice: 0, maxPrice: 5000 }, 1)).has('maxPrice')).toBe(false);
    const narrowed = query(listingPath({ minPrice: 500, maxPrice: 2000 }, 1));
    expect(narrowed.get('minPrice')).toBe('500');
    expect(narrowed.get('maxPrice')).toBe('2000');
    const topOnly = query(listingPath({ minPrice: 0, maxPrice: 3000 }, 1));
    expect(topOnly.has('minPrice')).toBe(false);
    expect(topOnly.get('maxPrice')).toBe('3000');
  });

  it('sends sort with sortField, defaulting to createdAt', () => {
    const both = query(listingPath({ sort: 'asc', sortField: 'price' }, 1));
    expect([both.get('sort'), both.get('sortField')]).toEqual(['asc', 'price']);
    const fallback = query(listingPath({ sort: 'desc' }, 1));
    expect([fallback.get('sort'), fallback.get('sortField')]).toEqual(['desc', 'createdAt']);
    expect(query(listingPath({ sortField: 'price' }, 1)).has('sortField')).toBe(false);
  });

  it('finds more pages only after a full page of 12', () => {
    const page = (count: number): ListingPage => ({
      products: makeCards(count),
      total: 40,
      page: 1,
      collection: null,
    });
    expect(nextListingPage(page(12), [page(12)])).toBe(2);
    expect(nextListingPage(page(12), [page(12), page(12)])).toBe(3);
    expect(nextListingPage(page(11), [page(12), page(11)])).toBeUndefined();
    expect(nextListingPage(page(0), [page(0)])).toBeUndefined();
  });
});

describe('listing failures', () => {
  it("shows the server's message", async () => {
    const api = fakeApi({ productList: () => refusal(400, 'Invalid subcategory') });
    await expect(fetchListingPage({}, 1)).rejects.toThrow('Invalid subcategory');
    expect(api.calls('productList').map((sent) => sent.url)).toEqual([
      '/api/user/Products/view?page=1&limit=12',
    ]);
  });

  it("falls back to 'Failed to load products' when the server gives no reason", async () => {
    const api = fakeApi({ productList: () => answer({ success: false }, 400) });
    await expect(fetchListingPage({}, 1)).rejects.toThrow(LISTING_MESSAGES.failed);
    api.on('productList', () => answer({ success: false }));
    await expect(fetchListingPage({}, 1)).rejects.toThrow(LISTING_MESSAGES.failed);
  });

  it('asks to try again when no answer came', async () => {
    fakeApi({
      productList: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(fetchListingPage({}, 1)).rejects.toThrow(LISTING_MESSAGES.exception);
  });
});
