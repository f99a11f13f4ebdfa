const whole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees the Indian way: ₹1,299 and ₹1,23,456; paise shown (two digits) only when there are any. */
export function formatRupees(amount: number): string {
  return Number.isInteger(amount) ? whole.format(amount) : withPaise.format(amount);
}
