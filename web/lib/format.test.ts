import { describe, expect, it } from 'vitest';
import { formatLongDate, formatRupees } from './format.ts';

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(1299)).toBe('₹1,299');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(199)).toBe('₹199');
    expect(formatRupees(649.5)).toBe('₹649.50');
  });
});

describe('formatLongDate', () => {
  it("writes the day long as India's clock reads it: the en-US way in English, the hi-IN way in Hindi", async () => {
    const { getI18n } = await import('react-i18next');
    // 20:00 UTC on the 20th is already the 21st in India.
    expect(formatLongDate('2026-11-20T20:00:00Z')).toBe('November 21, 2026');
    await getI18n().changeLanguage('hi');
    try {
      expect(formatLongDate('2026-11-20T20:00:00Z')).toBe('21 नवंबर 2026');
    } finally {
      await getI18n().changeLanguage('en');
    }
    expect(formatLongDate('not a date')).toBe('');
  });
});
