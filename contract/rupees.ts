// Rupees written the Indian way — ₹1,299, ₹1,23,456, ₹649.50, -₹1,299 — exactly as
// `Intl.NumberFormat('en-IN' | 'hi-IN', { style: 'currency', currency: 'INR' })` writes them (both
// locales write Latin digits with Indian grouping), without building an Intl formatter: the first one
// a page builds loads the currency data and costs tens of milliseconds on a slow phone, in the middle
// of the first render. contract/rupees.test.ts holds it to Intl's output.

/** 1234567 → '12,34,567': the last three digits, then groups of two. */
function indianGrouping(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/**
 * A count written the Indian way (1,23,456), as `toLocaleString('en-IN' | 'hi-IN')` writes a whole
 * number, without building a formatter (each `toLocaleString` call builds one: a listing's facet counts
 * cost over 100 ms of a slow phone's first load that way). Anything but a whole number goes to Intl.
 */
export function countText(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-IN');
  return `${count < 0 ? '-' : ''}${indianGrouping(String(Math.abs(count)))}`;
}

/**
 * The amount without the ₹, for sentences that write it themselves ('₹{total}'): 1,299 or 1,299.50, as
 * `toLocaleString('en-IN')` writes it with two fraction digits when there are paise.
 */
export function rupeesFigure(amount: number): string {
  return rupeesText(amount).replace('₹', '');
}

/** ₹ and the amount; paise (two digits) only when there are any, rounded half away from zero. */
export function rupeesText(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const size = Math.abs(amount);
  if (Number.isInteger(size)) return `${sign}₹${indianGrouping(String(size))}`;
  // toPrecision(15) first: 1234.005 × 100 is 123400.49999… in binary, and Intl rounds the decimal.
  const paise = Math.round(Number((size * 100).toPrecision(15)));
  const whole = Math.floor(paise / 100);
  return `${sign}₹${indianGrouping(String(whole))}.${String(paise % 100).padStart(2, '0')}`;
}
