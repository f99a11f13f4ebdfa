import { COUNTRY_CODE, OTP_LENGTH } from '../../../contract/auth.ts';

const LOCAL_DIGITS = 10;

/**
 * What the phone field keeps: at most 10 digits. A pasted '+91 98765 43210' or '098765 43210'
 * loses its country or trunk prefix first, so the field shows the 10 local digits.
 */
export function sanitisePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length === LOCAL_DIGITS + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === LOCAL_DIGITS + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, LOCAL_DIGITS);
}

/** The recovery code field keeps digits only, at most six (rules/accounts §5). */
export function sanitiseCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** '9876543210' → '+91 98765 43210', as the code steps show where the SMS went. */
export function displayPhone(local10: string): string {
  return `${COUNTRY_CODE} ${local10.slice(0, 5)} ${local10.slice(5)}`.trim();
}
