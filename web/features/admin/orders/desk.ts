import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Permission } from '../../../../contract/staff.ts';
import { unwrap } from '../../../lib/api.ts';
import { adminCall } from '../call.ts';

// What the order desk and the returns desk share: query keys, India time, the signed-in role's
// permissions and the looks of their form fields.

export const deskKeys = {
  /** Who is signed in (the console's shell reads the same key). */
  me: ['admin', 'me'] as const,
  /** The new-orders count beside the nav's Orders link. */
  newOrders: ['admin', 'new-orders'] as const,
  orders: ['admin', 'orders'] as const,
  order: (orderId: string) => ['admin', 'order', orderId] as const,
  returns: ['admin', 'returns'] as const,
};

/** The signed-in staff member (GET /api/admin/me). */
export function useStaffMe() {
  return useQuery({
    queryKey: deskKeys.me,
    queryFn: ({ signal }) => unwrap(adminCall('adminMe', { signal })),
    staleTime: 60_000,
  });
}

/** Whether the signed-in role holds a permission (false until known). */
export function useCan(permission: Permission): boolean {
  const me = useStaffMe();
  return me.data?.staff.permissions.includes(permission) ?? false;
}

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Today's date in India (YYYY-MM-DD). */
export function indiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** An instant in India time, e.g. "20 Nov 2026, 11:00 am". */
export function indiaDateTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dateTime.format(at);
}

/** A YYYY-MM-DD day as "20 Nov 2026". */
export function dayLabel(day: string): string {
  const at = new Date(`${day}T00:00:00+05:30`);
  return Number.isNaN(at.getTime()) ? day : dateOnly.format(at);
}

const WIDE = '(min-width: 1024px)';
const canAsk = () => typeof window.matchMedia === 'function';

function subscribeWide(onChange: () => void) {
  if (!canAsk()) return () => {};
  const list = window.matchMedia(WIDE);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the window is at least 1024 px wide (the desk's table); true where it cannot be asked. */
export function useWide(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => (canAsk() ? window.matchMedia(WIDE).matches : true),
    () => true,
  );
}

export const inputClass =
  'block w-full rounded-xl border border-line bg-paper px-3 py-2 text-[15px] text-ink placeholder:text-ink-soft/70 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/25 aria-[invalid=true]:border-danger disabled:opacity-60';
export const labelClass = 'mb-1 block text-sm font-bold text-ink';
export const errorClass = 'mt-1 text-sm font-semibold text-danger';
export const cardClass = 'rounded-2xl bg-paper p-4 shadow-soft ring-1 ring-line/60';

/** The first message of each field a contract schema refused, by field name ('' for the whole body). */
export function issuesByField(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The server's field errors (failure.ts) by field name, for a form to show beside its inputs. */
export function serverFieldErrors(errors: readonly { field: string; msg: string }[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { field, msg } of errors) {
    const name = field.replace(/^body\./, '').split('.')[0] ?? field;
    if (!(name in byField)) byField[name] = msg;
  }
  return byField;
}
