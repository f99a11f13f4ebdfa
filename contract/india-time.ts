// India time without a time-zone database: India Standard Time is UTC+05:30 all year (no daylight
// saving since 1945), so an instant's India date is its UTC date after moving it forward 5 h 30 min.
// Days the shop talks about (placed dates, cash collected, the dashboard's days, filters) are India
// dates written YYYY-MM-DD.

export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 86_400_000;

/** The India date (YYYY-MM-DD) of an instant. */
export function indiaDate(at: Date | string | number): string {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'string' ? Date.parse(at) : at;
  return new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The calendar year in India at this instant. */
export function indiaYear(at: Date | string): number {
  return Number(indiaDate(at).slice(0, 4));
}

/** The first instant of an India date. */
export const indiaDayStart = (day: string): Date => new Date(`${day}T00:00:00+05:30`);

/** The first instant after an India date (the next day's start). */
export const indiaDayEnd = (day: string): Date => new Date(indiaDayStart(day).getTime() + DAY_MS);

/** The India date `days` after (or before, when negative) another. */
export const addIndiaDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
