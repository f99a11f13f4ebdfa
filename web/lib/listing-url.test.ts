import { describe, expect, it } from 'vitest';
import { LISTING_REFRESH_PARAM, listingUrl } from './listing-url.ts';

const NOW = 1_700_000_000_000;

function params(url: string) {
  const [path, query] = url.split('?');
  return { path, entries: [...new URLSearchParams(query).entries()] };
}

describe('listingUrl', () => {
  it('goes to /allproducts with the search text and a cache-buster', () => {
    expect(listingUrl({ search: '  party frock ' }, NOW)).toBe(`/allproducts?search=party%20frock&_=${NOW}`);
    expect(LISTING_REFRESH_PARAM).toBe('_');
  });

  it('adds a different cache-buster on each navigation', () => {
    expect(listingUrl({ search: 'tee' }, 1)).not.toBe(listingUrl({ search: 'tee' }, 2));
    expect(listingUrl({})).toMatch(/^\/allproducts\?_=\d+$/);
  });

  it('sends every filter, lists comma-joined, in a stable order', () => {
    const url = listingUrl(
      {
        search: 'kurta',
        brand: ['b1', 'b2'],
        productType: ['Frock', 'Tee'],
        minPrice: 300,
        maxPrice: 1200,
        size: ['2-3Y', '3-4Y'],
        newArrivals: true,
        minRating: 3,
        maxRating: 4,
        discountMin: 20,
        subcategory: 's1',
        category: 'c1',
      },
      NOW,
    );
    expect(url).toBe(
      `/allproducts?search=kurta&brand=b1,b2&productType=Frock,Tee&minPrice=300&maxPrice=1200&size=2-3Y,3-4Y&newArrivals=true&minRating=3&maxRating=4&discountMin=20&subcategory=s1&category=c1&_=${NOW}`,
    );
    expect(params(url).entries).toContainEqual(['brand', 'b1,b2']);
  });

  it('sends prices only when they narrow the 0–5000 range', () => {
    expect(listingUrl({ minPrice: 0, maxPrice: 5000 }, NOW)).toBe(`/allproducts?_=${NOW}`);
    expect(listingUrl({ minPrice: 1, maxPrice: 4999 }, NOW)).toBe(
      `/allproducts?minPrice=1&maxPrice=4999&_=${NOW}`,
    );
  });

  it('omits null, empty and blank values', () => {
    const url = listingUrl(
      {
        search: '   ',
        brand: [],
        productType: '',
        size: [' ', ''],
        newArrivals: false,
        minRating: null,
        maxRating: undefined,
        discountMin: Number.NaN,
        subcategory: '',
        category: null,
      },
      NOW,
    );
    expect(url).toBe(`/allproducts?_=${NOW}`);
  });

  it('accepts a single product type or a comma string', () => {
    expect(listingUrl({ productType: 'Frock' }, NOW)).toBe(`/allproducts?productType=Frock&_=${NOW}`);
    expect(listingUrl({ brand: 'b1, b2' }, NOW)).toBe(`/allproducts?brand=b1,b2&_=${NOW}`);
  });

  it('encodes values so they round-trip through URLSearchParams', () => {
    const url = listingUrl({ search: 'dungarees & co', brand: ['a&b?', 'c#1'] }, NOW);
    expect(params(url).entries).toEqual([
      ['search', 'dungarees & co'],
      ['brand', 'a&b?,c#1'],
      ['_', String(NOW)],
    ]);
  });

  it('carries the home page merchandising ids', () => {
    expect(listingUrl({ topPicksId: 't1', search: 'tee' }, NOW)).toBe(
      `/allproducts?search=tee&topPicksId=t1&_=${NOW}`,
    );
    expect(listingUrl({ productSliderId: 'p1', topSaleSectionId: 's1' }, NOW)).toBe(
      `/allproducts?productSliderId=p1&topSaleSectionId=s1&_=${NOW}`,
    );
  });
});
