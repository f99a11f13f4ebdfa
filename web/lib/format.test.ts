import { describe, expect, it } from 'vitest';
import { formatRupees } from './format.ts';

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(1299)).toBe('₹1,299');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(199)).toBe('₹199');
    expect(formatRupees(649.5)).toBe('₹649.50');
  });
});
