import { INDIA_OFFSET_MS } from './india-time.ts';

// When a home item shows (no zod here: the home preview's chunk reads it too). An item shows while it
// is visible and inside its window: from its start (included) until its end (excluded); a missing
// start or end leaves that side open. Staff write the times in India time.

export const HOME_ITEM_STATES = ['showing', 'scheduled', 'ended', 'hidden'] as const;
export type HomeItemState = (typeof HOME_ITEM_STATES)[number];

export const HOME_ITEM_STATE_LABELS: Record<HomeItemState, string> = {
  showing: 'Showing',
  scheduled: 'Scheduled',
  ended: 'Ended',
  hidden: 'Hidden',
};

export interface HomeWindow {
  isVisible: boolean;
  startsAt: string | Date | null;
  endsAt: string | Date | null;
}

const ms = (at: string | Date) => (at instanceof Date ? at.getTime() : Date.parse(at));

/** Whether an item is inside its window at `now` (visibility aside). */
export function inWindow(item: Omit<HomeWindow, 'isVisible'>, now: Date): boolean {
  const t = now.getTime();
  return (item.startsAt === null || ms(item.startsAt) <= t) && (item.endsAt === null || ms(item.endsAt) > t);
}

/** What shoppers see of an item at `now`: hidden wins, then an end that passed, then a start to come. */
export function homeItemState(item: HomeWindow, now: Date): HomeItemState {
  if (!item.isVisible) return 'hidden';
  const t = now.getTime();
  if (item.endsAt !== null && ms(item.endsAt) <= t) return 'ended';
  if (item.startsAt !== null && ms(item.startsAt) > t) return 'scheduled';
  return 'showing';
}

/** An instant as the value of an <input type="datetime-local"> in India time: 2026-11-26T16:05. */
export function indiaInputValue(at: string | Date | null): string {
  if (at === null) return '';
  const t = ms(at);
  if (Number.isNaN(t)) return '';
  return new Date(t + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant an India-time datetime-local value names (ISO, UTC), or null when it names none. */
export function fromIndiaInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const t = Date.parse(`${value.length === 16 ? `${value}:00` : value}+05:30`);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}
