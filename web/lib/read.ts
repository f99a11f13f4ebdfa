// The one set of tolerant readers for answers the web does not fully trust (an older server, a proxy's
// page, a field left out): each returns the value when it has the expected type, else the fallback.
// Screens read answers through their feature's reader (e.g. readOrder), which is built from these.

export type Loose = Record<string, unknown>;

/** An object (not null, not an array). */
export const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object, or an empty one. */
export const recordOr = (value: unknown): Loose => (isRecord(value) ? value : {});

/** A string, else `fallback` ('' unless given). */
export function textOr(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** A string, else null. */
export const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A non-empty string (after trimming when `trim`), else null. */
export function filledText(value: unknown, options: { trim?: boolean } = {}): string | null {
  if (typeof value !== 'string') return null;
  const text = options.trim ? value.trim() : value;
  return text === '' ? null : text;
}

/** A finite number, else `fallback` (0 unless given). */
export function numberOr(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A finite number, else null. */
export const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** A boolean, else `fallback`. */
export const flagOr = (value: unknown, fallback = false): boolean =>
  typeof value === 'boolean' ? value : fallback;

/** An array, else an empty one. */
export const listOr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
