import { describe, expect, it } from 'vitest';
import { indiaYear } from './india-time.ts';
import { formatOrderNumber, parseOrderNumber } from './order-number.ts';

describe('order numbers', () => {
  it('reads brand code, year of placing and the number padded to 6 digits', () => {
    expect(formatOrderNumber('LL', 123, new Date('2026-03-04T10:00:00Z'))).toBe('LL-2026-000123');
    expect(formatOrderNumber('LOOM', 1, '2026-01-01T00:00:00.000Z')).toBe('LOOM-2026-000001');
    expect(formatOrderNumber('LL', 1_234_567, '2026-06-01T00:00:00Z')).toBe('LL-2026-1234567');
  });

  it('takes the year in India time, not UTC', () => {
    // 31 Dec 2025 19:00 UTC is 1 Jan 2026 00:30 in Kolkata.
    expect(indiaYear(new Date('2025-12-31T19:00:00Z'))).toBe(2026);
    expect(formatOrderNumber('LL', 7, '2025-12-31T19:00:00Z')).toBe('LL-2026-000007');
    // 31 Dec 2025 18:29 UTC is still 31 Dec 2025 23:59 in Kolkata.
    expect(formatOrderNumber('LL', 7, '2025-12-31T18:29:59Z')).toBe('LL-2025-000007');
    expect(indiaYear('2026-12-31T18:30:00Z')).toBe(2027);
  });

  it('parses the number back, with or without #, in any case, with any 2–4 letter code', () => {
    expect(parseOrderNumber('LL-2026-000123')).toBe(123);
    expect(parseOrderNumber('#LL-2026-000123')).toBe(123);
    expect(parseOrderNumber('ll-2026-000123')).toBe(123);
    expect(parseOrderNumber('  #loom-2025-004200 ')).toBe(4200);
    expect(parseOrderNumber('ABC-2026-1234567')).toBe(1_234_567);
    const formatted = formatOrderNumber('LL', 98, '2026-05-05T05:05:05Z');
    expect(parseOrderNumber(formatted)).toBe(98);
    expect(parseOrderNumber(`#${formatted.toLowerCase()}`)).toBe(98);
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      '123',
      '3376A077',
      '#3376A077',
      'L-2026-000123',
      'LOOMS-2026-000123',
      'LL-26-000123',
      'LL-2026-123',
      'LL-2026-000000',
      'LL2026000123',
      'L1-2026-000123',
      'LL-2026-000123x',
      '##LL-2026-000123',
      '3376a077-1f2e-4c3d-9b8a-0123456789ab',
    ]) {
      expect(parseOrderNumber(text), text).toBeNull();
    }
  });
});
