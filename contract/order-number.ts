import { indiaYear } from './india-time.ts';

// Human order numbers (LL-2026-000123): the shop's brand code, the year the order was placed in
// India time, and the order's number from one database sequence (orders.number), padded to 6 digits.
// The number alone identifies the order; the code and the year only make it readable, so a parsed
// number is looked up by its digits (server/modules/orders/reader.ts resolves it to the order).

/** Digits the sequence number is padded to; larger numbers simply grow. */
export const ORDER_NUMBER_DIGITS = 6;

/** `${brandCode}-${year}-${number padded to 6}`, the year being the year of placing in India time. */
export function formatOrderNumber(brandCode: string, number: number, placedAt: Date | string): string {
  return `${brandCode}-${indiaYear(placedAt)}-${String(number).padStart(ORDER_NUMBER_DIGITS, '0')}`;
}

/** Any 2–4 letter code (case-insensitive), a 4-digit year, at least 6 digits; a leading '#' is allowed. */
const ORDER_NUMBER_PATTERN = /^#?\s*([A-Z]{2,4})-(\d{4})-(\d{6,15})$/i;

/** The sequence number in an order number as shoppers see it ('#LL-2026-000123' → 123), or null. */
export function parseOrderNumber(text: string): number | null {
  const match = ORDER_NUMBER_PATTERN.exec(text.trim());
  if (!match) return null;
  const number = Number(match[3]);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}
