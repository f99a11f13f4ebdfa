import { describe, expect, it } from 'vitest';
import {
  filledText,
  flagOr,
  isRecord,
  listOr,
  numberOr,
  numberOrNull,
  recordOr,
  textOr,
  textOrNull,
} from './read.ts';

describe('the tolerant readers', () => {
  it('take an object that is neither null nor an array as a record', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('text')).toBe(false);
    const record = { a: 1 };
    expect(recordOr(record)).toBe(record);
    expect(recordOr(['a'])).toEqual({});
    expect(recordOr(undefined)).toEqual({});
  });

  it('read text with a fallback, as null, or only when filled in', () => {
    expect(textOr('Asha')).toBe('Asha');
    expect(textOr(7)).toBe('');
    expect(textOr(null, 'user')).toBe('user');
    expect(textOr('', 'user')).toBe('');
    expect(textOrNull('')).toBe('');
    expect(textOrNull(7)).toBeNull();
    expect(filledText('')).toBeNull();
    expect(filledText('  ')).toBe('  ');
    expect(filledText('  ', { trim: true })).toBeNull();
    expect(filledText(' LL-1 ', { trim: true })).toBe('LL-1');
    expect(filledText(['x'])).toBeNull();
  });

  it('read finite numbers only', () => {
    expect(numberOr(12.5)).toBe(12.5);
    expect(numberOr('12')).toBe(0);
    expect(numberOr(Number.NaN, 1)).toBe(1);
    expect(numberOr(Number.POSITIVE_INFINITY, 1)).toBe(1);
    expect(numberOrNull(0)).toBe(0);
    expect(numberOrNull(null)).toBeNull();
    expect(numberOrNull(Number.NaN)).toBeNull();
  });

  it('read flags and lists', () => {
    expect(flagOr(false, true)).toBe(false);
    expect(flagOr('false', true)).toBe(true);
    expect(flagOr(undefined)).toBe(false);
    const list = [1, 'a'];
    expect(listOr(list)).toBe(list);
    expect(listOr({ length: 1 })).toEqual([]);
  });
});
