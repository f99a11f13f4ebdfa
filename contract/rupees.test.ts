import { describe, expect, it } from 'vitest';
import { countText, rupeesFigure, rupeesText } from './rupees.ts';

describe('rupeesText', () => {
  const intl = (locale: string, amount: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);

  it('writes what Intl writes for en-IN and hi-IN', () => {
    const amounts = [
      0, 5, 99, 999, 1000, 1299, 12345, 123456, 1234567, 12345678, 123456789, -1, -1299, -123456, 0.5, 0.05,
      649.5, 1299.99, 1234.005, 99.995, -12.345, 100000.1, 0.004,
    ];
    for (let n = 1; n < 2000; n += 37) amounts.push(n * 17.31, n * 1009);
    for (const amount of amounts) {
      expect(rupeesText(amount), String(amount)).toBe(intl('en-IN', amount));
      expect(rupeesText(amount), String(amount)).toBe(intl('hi-IN', amount));
    }
  });

  it('writes the figure alone as toLocaleString writes it for en-IN', () => {
    for (const amount of [0, 5, 999, 1299, 123456, 12345678, 649.5, 1299.99, 0.05, 100000.1]) {
      const digits = Number.isInteger(amount) ? 0 : 2;
      expect(rupeesFigure(amount), String(amount)).toBe(
        amount.toLocaleString('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
      );
    }
  });

  it('groups the Indian way', () => {
    expect(rupeesText(1299)).toBe('₹1,299');
    expect(rupeesText(123456)).toBe('₹1,23,456');
    expect(rupeesText(649.5)).toBe('₹649.50');
    expect(rupeesText(-1299)).toBe('-₹1,299');
  });
});

describe('countText', () => {
  it('writes what toLocaleString writes for en-IN and hi-IN', () => {
    const counts = [
      0, 1, 7, 12, 999, 1000, 12345, 123456, 1234567, 98765432, -1, -1000, -123456, 0.5, 1234.5,
    ];
    for (let n = 1; n < 5000; n += 53) counts.push(n * 211);
    for (const count of counts) {
      expect(countText(count), String(count)).toBe(count.toLocaleString('en-IN'));
      expect(countText(count), String(count)).toBe(count.toLocaleString('hi-IN'));
    }
  });
});
