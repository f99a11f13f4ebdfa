import { describe, expect, it } from 'vitest';
import { CHILD_MESSAGES, type ChildProfile } from '../../../../contract/child-profile.ts';
import {
  birthYears,
  type ChildFormValues,
  checkChildForm,
  childDetails,
  childLine,
  EMPTY_CHILD,
  monthAllowed,
  valuesOf,
} from './child-form.ts';

// 15 March 2026, in the shopper's own calendar.
const today = new Date(2026, 2, 15, 10, 0);
const aarav: ChildProfile = { _id: 'c1', name: 'Aarav', birthMonth: '2023-01', gender: 'boy', heightCm: 96 };
const filled: ChildFormValues = { name: ' Aarav ', month: '1', year: '2023', gender: 'boy', heightCm: '96' };

describe('child form', () => {
  it('sends the month as YYYY-MM, the name trimmed and the height as a number (or null)', () => {
    expect(checkChildForm(filled, today)).toEqual({
      ok: true,
      body: { name: 'Aarav', birthMonth: '2023-01', gender: 'boy', heightCm: 96 },
    });
    expect(checkChildForm({ ...filled, heightCm: '  ' }, today)).toMatchObject({
      ok: true,
      body: { heightCm: null },
    });
    expect(checkChildForm({ ...filled, heightCm: '96.5' }, today)).toMatchObject({
      body: { heightCm: 96.5 },
    });
  });

  it('says what is missing, field by field', () => {
    expect(checkChildForm(EMPTY_CHILD, today)).toEqual({
      ok: false,
      errors: {
        name: CHILD_MESSAGES.nameRequired,
        birthMonth: CHILD_MESSAGES.birthMonthRequired,
        gender: CHILD_MESSAGES.genderRequired,
      },
    });
    expect(checkChildForm({ ...filled, year: '' }, today)).toMatchObject({
      errors: { birthMonth: CHILD_MESSAGES.birthMonthRequired },
    });
  });

  it('refuses a birth month in the future or more than 16 years ago, and a height out of range', () => {
    expect(checkChildForm({ ...filled, month: '4', year: '2026' }, today)).toEqual({
      ok: false,
      errors: { birthMonth: CHILD_MESSAGES.birthMonthFuture },
    });
    expect(checkChildForm({ ...filled, month: '3', year: '2026' }, today).ok).toBe(true);
    expect(checkChildForm({ ...filled, month: '2', year: '2010' }, today)).toMatchObject({
      errors: { birthMonth: CHILD_MESSAGES.birthMonthTooOld },
    });
    expect(checkChildForm({ ...filled, month: '3', year: '2010' }, today).ok).toBe(true);
    for (const heightCm of ['29', '201', 'tall', '9000']) {
      expect(checkChildForm({ ...filled, heightCm }, today)).toMatchObject({
        errors: { heightCm: CHILD_MESSAGES.heightRange },
      });
    }
  });

  it('offers this year back to 16 years ago, greying out months that cannot be chosen', () => {
    const years = birthYears(today);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2010);
    expect(monthAllowed(2026, 3, today)).toBe(true);
    expect(monthAllowed(2026, 4, today)).toBe(false);
    expect(monthAllowed(2010, 2, today)).toBe(false);
    expect(monthAllowed(2010, 3, today)).toBe(true);
  });

  it("describes a child as 'Aarav · 3Y · Boy', babies in months", () => {
    expect(childLine(aarav, today)).toBe('Aarav · 3Y · Boy');
    expect(childDetails(aarav)).toBe('Born January 2023 · 96 cm');
    const baby: ChildProfile = {
      ...aarav,
      name: 'Meera',
      gender: 'girl',
      birthMonth: '2025-07',
      heightCm: null,
    };
    expect(childLine(baby, today)).toBe('Meera · 8M · Girl');
    expect(childDetails(baby)).toBe('Born July 2025');
    expect(childLine({ ...baby, birthMonth: '2026-03' }, today)).toBe('Meera · 0M · Girl');
  });

  it('fills the form from a saved child', () => {
    expect(valuesOf(aarav)).toEqual({
      name: 'Aarav',
      month: '1',
      year: '2023',
      gender: 'boy',
      heightCm: '96',
    });
    expect(valuesOf({ ...aarav, heightCm: null }).heightCm).toBe('');
  });
});
