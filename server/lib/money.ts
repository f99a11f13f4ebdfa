/** Paise (integers, in the database) to rupees (on the wire). */
export const toRupees = (paise: number): number => Math.round(paise) / 100;

/** Rupees (from a client or a filter) to whole paise. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** floor((M.R.P − price) / M.R.P × 100), 0 when there is no saving (rules/design §3). */
export function discountPercent(mrpPaise: number, pricePaise: number): number {
  if (mrpPaise <= 0 || pricePaise >= mrpPaise) return 0;
  return Math.floor(((mrpPaise - pricePaise) * 100) / mrpPaise);
}
