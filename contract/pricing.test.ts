import { describe, expect, it } from 'vitest';
import { displayMrp, displayPrice, percentOff, stockLabel, truncateName } from './pricing.ts';

describe('display price rule', () => {
  const variant = { price: 799, offerPrice: 649, wholesalePrice: 1299 };
  it('uses the offer price only when the product has offers', () => {
    expect(displayPrice({ offers: [{}], variants: [variant] })).toBe(649);
    expect(displayPrice({ offers: [], variants: [variant] })).toBe(799);
  });
  it('falls back to the variant price, then defaultPrice, then null', () => {
    expect(displayPrice({ offers: [{}], variants: [{ price: 500, offerPrice: null }] })).toBe(500);
    expect(displayPrice({ variants: [], defaultPrice: 450 })).toBe(450);
    expect(displayPrice({})).toBeNull();
  });
  it('shows M.R.P only when above the price', () => {
    expect(displayMrp({ offers: [], variants: [variant] })).toBe(1299);
    expect(displayMrp({ offers: [], variants: [{ price: 500, wholesalePrice: 500 }] })).toBeNull();
  });
  it('rounds the discount down', () => {
    expect(percentOff(1299, 649)).toBe(50);
    expect(percentOff(599, 399)).toBe(33);
    expect(percentOff(null, 100)).toBe(0);
    expect(percentOff(100, 120)).toBe(0);
  });
});

describe('names and stock', () => {
  it('cuts names at 25 characters with an ellipsis', () => {
    expect(truncateName('Floral Print Cotton Frock')).toBe('Floral Print Cotton Frock');
    expect(truncateName('Embroidered Kurta Pyjama Set')).toBe('Embroidered Kurta Pyjama ...');
  });
  it('labels stock by the spec thresholds', () => {
    expect(stockLabel(6)).toBe('In stock');
    expect(stockLabel(5)).toBe('Limited stock');
    expect(stockLabel(1)).toBe('Limited stock');
    expect(stockLabel(0)).toBe('Out of stock');
    expect(stockLabel(undefined)).toBe('Select size');
  });
});
