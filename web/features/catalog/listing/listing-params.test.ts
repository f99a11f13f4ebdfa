import { describe, expect, it } from 'vitest';
import {
  changedSearch,
  clearFiltersChange,
  countPanelFilters,
  facetChange,
  hasFilters,
  priceChange,
  ratingChange,
  readListingParams,
  sortChange,
} from './listing-params.ts';

const read = (search: string) => readListingParams(new URLSearchParams(search));

describe('reading the listing URL', () => {
  it('reads every filter of the spec', () => {
    const state = read(
      'search=frok&subcategory=s1&category=c1&minPrice=500&maxPrice=2000&brand=b1,b2&productType=frock,kurta' +
        '&discountMin=20&minRating=4&maxRating=5&newArrivals=true&productSliderId=ps&topPicksId=tp' +
        '&topSaleSectionId=ts&size=2-3Y,3-4Y',
    );
    expect(state.request).toMatchObject({
      search: 'frok',
      subcategory: 's1',
      category: 'c1',
      minPrice: 500,
      maxPrice: 2000,
      brand: ['b1', 'b2'],
      productType: ['frock', 'kurta'],
      discountMin: 20,
      minRating: 4,
      maxRating: 5,
      newArrivals: true,
      productSliderId: 'ps',
      topPicksId: 'tp',
      topSaleSectionId: 'ts',
      size: ['2-3Y', '3-4Y'],
    });
    expect(state.price).toEqual([500, 2000]);
    expect(state.rating).toBe(4);
    expect(state.discount).toBe(20);
  });

  it('defaults to popularity, the whole price range and no rating or discount', () => {
    const state = read('minPrice=abc');
    expect(state.sort).toBe('popularity');
    expect(state.request).toMatchObject({ sort: 'desc', sortField: 'popularity', minPrice: null });
    expect(state.price).toEqual([0, 5000]);
    expect(state.rating).toBeNull();
    expect(state.discount).toBeNull();
  });

  it.each([
    ['priceAsc', 'asc', 'price'],
    ['priceDesc', 'desc', 'price'],
    ['newest', 'desc', 'createdAt'],
    ['rating', 'desc', 'rating'],
    ['popularity', 'desc', 'popularity'],
  ])('maps the %s sort to %s/%s', (sortBy, sort, sortField) => {
    expect(read(`sortBy=${sortBy}`).request).toMatchObject({ sort, sortField });
  });
});

describe('writing filter changes', () => {
  it('maps rating bands to minRating and maxRating', () => {
    expect(ratingChange(1)).toEqual({ minRating: '1', maxRating: '3' });
    expect(ratingChange(3)).toEqual({ minRating: '3', maxRating: '4' });
    expect(ratingChange(4)).toEqual({ minRating: '4', maxRating: '5' });
    expect(ratingChange(null)).toEqual({ minRating: null, maxRating: null });
  });

  it('keeps prices only when they narrow the range', () => {
    expect(priceChange([0, 5000])).toEqual({ minPrice: null, maxPrice: null });
    expect(priceChange([300, 5000])).toEqual({ minPrice: '300', maxPrice: null });
  });

  it('drops the refresh key and keeps commas readable', () => {
    const params = new URLSearchParams('brand=b1,b2&_=123');
    expect(changedSearch(params, sortChange('priceAsc'))).toBe('?brand=b1,b2&sortBy=priceAsc');
    expect(changedSearch(new URLSearchParams('sortBy=newest'), sortChange('popularity'))).toBe('');
  });

  it('clears the filters but always keeps the search, even when it is all that is left', () => {
    const params = new URLSearchParams('search=frok&discountMin=50&newArrivals=true&sortBy=newest');
    expect(changedSearch(params, clearFiltersChange(params))).toBe('?search=frok&sortBy=newest');
    const lone = new URLSearchParams('search=frok');
    expect(changedSearch(lone, clearFiltersChange(lone))).toBe('?search=frok');
  });

  it('knows whether anything but the search and the sort narrows the listing', () => {
    expect(hasFilters(new URLSearchParams('search=frok&sortBy=newest'))).toBe(false);
    expect(hasFilters(new URLSearchParams('search=frok&brand=b1'))).toBe(true);
    expect(hasFilters(new URLSearchParams('category=c1'))).toBe(true);
  });
});

describe('filters by value', () => {
  it('reads sizes in size order, known genders, lower-case colours and several categories', () => {
    const state = read('size=UK 10C,4-5Y,0-3M,4-5Y&gender=girls,men,boys&colour=Sky Blue,red&category=c1,c2');
    expect(state.sizes).toEqual(['0-3M', '4-5Y', 'UK 10C']);
    expect(state.genders).toEqual(['boys', 'girls']);
    expect(state.colours).toEqual(['sky blue', 'red']);
    expect(state.categories).toEqual(['c1', 'c2']);
    expect(state.request).toMatchObject({
      size: ['0-3M', '4-5Y', 'UK 10C'],
      gender: ['boys', 'girls'],
      colour: ['sky blue', 'red'],
      category: 'c1,c2',
    });
    expect(countPanelFilters(state)).toBe(9);
  });

  it('writes a facet back as one comma list, sizes in size order, none leaving the URL', () => {
    expect(facetChange('size', ['5-6Y', '3-4Y', '5-6Y'])).toEqual({ size: '3-4Y,5-6Y' });
    expect(facetChange('category', ['c2', 'c1'])).toEqual({ category: 'c2,c1' });
    expect(facetChange('gender', [])).toEqual({ gender: null });
  });
});
