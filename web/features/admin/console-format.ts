import { indiaDate as indiaDateOf, indiaDayStart } from '../../../contract/india-time.ts';

// How the console writes times, counts and shares. Times are shown in India time whatever the
// browser's zone; money goes through formatRupees (web/lib/format.ts).

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const count = new Intl.NumberFormat('en-IN');
const share = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

function valid(iso: string): Date | null {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** 26 Nov 2026, 4:05 pm (India time). */
export function indiaDateTime(iso: string): string {
  const at = valid(iso);
  return at ? dateTime.format(at) : iso;
}

/** 26 Nov 2026 (India date). */
export function indiaDate(iso: string): string {
  const at = valid(iso);
  return at ? dateOnly.format(at) : iso;
}

/** A day of the form 2026-11-26 (an India date) as 26 Nov 2026. */
export function dayLabel(day: string): string {
  const at = valid(indiaDayStart(day).toISOString());
  return at ? dateOnly.format(at) : day;
}

/** Today's date in India (YYYY-MM-DD). */
export const indiaToday = (now: Date = new Date()): string => indiaDateOf(now);

/** A day of the form 2026-11-26 as 26 Nov (no zone shift: it already is an India date). */
export function shortDay(day: string): string {
  const at = valid(`${day}T00:00:00Z`);
  return at ? at.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }) : day;
}

/** 1,23,456 */
export const formatCount = (value: number): string => count.format(value);

/** A share from 0 to 1 as 12.5%. */
export const formatShare = (value: number): string => share.format(value);

const compact = (value: unknown): string => {
  if (value === undefined) return '—';
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text;
};

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What an audit entry changed: "key: old → new" for each field that differs when both sides are
 * objects, else the two values as compact JSON.
 */
export function describeChange(before: unknown, after: unknown): string[] {
  if (before == null && after == null) return [];
  if (isPlain(before) && isPlain(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const changed = keys.filter((key) => compact(before[key]) !== compact(after[key]));
    return changed.map((key) => `${key}: ${compact(before[key])} → ${compact(after[key])}`);
  }
  if (before == null) return [`→ ${compact(after)}`];
  if (after == null) return [`${compact(before)} →`];
  return [`${compact(before)} → ${compact(after)}`];
}
