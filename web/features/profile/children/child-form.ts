import {
  birthMonthProblem,
  CHILD_GENDERS,
  CHILD_MAX_AGE_YEARS,
  CHILD_MESSAGES,
  type ChildGender,
  type ChildProfile,
  type ChildProfileBody,
  monthsBetween,
} from '../../../../contract/child-profile.ts';
import { currentLocale } from '../../../i18n/language.ts';
import { tr } from '../../../i18n/texts.ts';

// The child form's rules, apart from React: what the fields hold, what they send, and the same
// checks the server makes (so most mistakes are shown before Save). Months are YYYY-MM in the
// shopper's own calendar; the server judges "the future" again on its clock.

export type ChildField = 'name' | 'birthMonth' | 'gender' | 'heightCm';
export type ChildFieldErrors = Partial<Record<ChildField, string>>;

/** What the form's controls hold (selects and inputs hold text; '' is "not chosen"). */
export interface ChildFormValues {
  name: string;
  /** 1–12 as text, or ''. */
  month: string;
  /** Four digits, or ''. */
  year: string;
  gender: ChildGender | '';
  /** Whole centimetres as typed, or '' for none. */
  heightCm: string;
}

export const EMPTY_CHILD: ChildFormValues = { name: '', month: '', year: '', gender: '', heightCm: '' };

/** The twelve months' names in the page's language, January first. */
export function monthNames(): string[] {
  const format = new Intl.DateTimeFormat(currentLocale(), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 1)));
}

/** 'Boy' or 'Girl', in the page's language. */
export const genderLabel = (gender: ChildGender): string => tr(`account:children.genders.${gender}`);

/** This month in the shopper's calendar, YYYY-MM. */
export function monthOf(today: Date): string {
  return `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
}

/** The years a birth month may fall in: this year first, back to 16 years ago. */
export function birthYears(today: Date): number[] {
  const year = today.getFullYear();
  return Array.from({ length: CHILD_MAX_AGE_YEARS + 1 }, (_, i) => year - i);
}

/** Whether month `month` (1–12) of `year` is a birth month the shop keeps (for greying out options). */
export function monthAllowed(year: number, month: number, today: Date): boolean {
  const value = `${year}-${String(month).padStart(2, '0')}`;
  return birthMonthProblem(value, monthOf(today)) === undefined;
}

export function valuesOf(child: ChildProfile): ChildFormValues {
  const [year = '', month = ''] = child.birthMonth.split('-');
  return {
    name: child.name,
    month: month ? String(Number(month)) : '',
    year,
    gender: child.gender,
    heightCm: child.heightCm === null ? '' : String(child.heightCm),
  };
}

function birthMonthOf(values: ChildFormValues): string | null {
  if (!values.month || !values.year) return null;
  return `${values.year}-${values.month.padStart(2, '0')}`;
}

/** The height typed, as a number; undefined when it is no number at all. */
function heightOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}(\.\d)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

export type ChildFormCheck = { ok: true; body: ChildProfileBody } | { ok: false; errors: ChildFieldErrors };

/** Checks the form as the server would and gives the body to send, or a message for each bad field. */
export function checkChildForm(values: ChildFormValues, today: Date): ChildFormCheck {
  const errors: ChildFieldErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = CHILD_MESSAGES.nameRequired;
  else if (name.length > 40) errors.name = CHILD_MESSAGES.nameTooLong;

  const birthMonth = birthMonthOf(values);
  if (!birthMonth) errors.birthMonth = CHILD_MESSAGES.birthMonthRequired;
  else {
    const problem = birthMonthProblem(birthMonth, monthOf(today));
    if (problem) errors.birthMonth = problem;
  }

  const gender = (CHILD_GENDERS as readonly string[]).includes(values.gender)
    ? (values.gender as ChildGender)
    : null;
  if (!gender) errors.gender = CHILD_MESSAGES.genderRequired;

  const heightCm = heightOf(values.heightCm);
  if (heightCm === undefined || (heightCm !== null && (heightCm < 30 || heightCm > 200)))
    errors.heightCm = CHILD_MESSAGES.heightRange;

  if (Object.keys(errors).length > 0 || !birthMonth || !gender || heightCm === undefined) {
    return { ok: false, errors };
  }
  return { ok: true, body: { name, birthMonth, gender, heightCm } };
}

/** A child's age now: '8M' under two years, else '3Y' (contract/age-bands.ts ageLabel, in the page's language). */
export function childAge(child: Pick<ChildProfile, 'birthMonth'>, today: Date): string {
  const months = monthsBetween(child.birthMonth, monthOf(today));
  return months < 24
    ? tr('account:children.age.months', { count: Math.max(0, months) })
    : tr('account:children.age.years', { count: Math.floor(months / 12) });
}

/** The list's line for a child: 'Aarav · 3Y · Boy'. */
export function childLine(child: ChildProfile, today: Date): string {
  return tr('account:children.line', {
    name: child.name,
    age: childAge(child, today),
    gender: genderLabel(child.gender),
  });
}

/** 'Born March 2023', with the height when known. */
export function childDetails(child: ChildProfile): string {
  const [year, month] = child.birthMonth.split('-').map(Number) as [number, number];
  const locale = currentLocale();
  const born = tr('account:children.born', {
    month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      Date.UTC(year, month - 1, 1),
    ),
  });
  return child.heightCm === null
    ? born
    : tr('account:children.withHeight', { born, height: child.heightCm.toLocaleString(locale) });
}
