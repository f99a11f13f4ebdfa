// Human order numbers (LL-2026-000123): the shop's brand code, the year the order was placed in
// India time, and the order's number from one database sequence (orders.number), padded to 6 digits.
// The number alone identifies the order; the code and the year only make it readable, so a parsed
// number is looked up by its digits (server/modules/orders/reader.ts resolves it to the order).

/** Digits the sequence number is padded to; larger numbers simply grow. */
export const ORDER_NUMBER_DIGITS = 6;

/**
 * India Standard Time is UTC+05:30 all year (no daylight saving since 1945), so the year in
 * Asia/Kolkata is the UTC year of the instant moved forward 5 h 30 min — no time-zone database needed.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar year in India (Asia/Kolkata) at this instant. */
export function indiaYear(at: Date | string): number {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return new Date(ms + INDIA_OFFSET_MS).getUTCFullYear();
}

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
