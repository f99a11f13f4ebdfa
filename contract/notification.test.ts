import { describe, expect, it } from 'vitest';
import { notificationTimeLabel } from './notification.ts';

describe('notificationTimeLabel', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const HOUR = 3_600_000;

  it("says 'Just now' under an hour, then hours up to 24, days up to 7, then the date", () => {
    expect(notificationTimeLabel(ago(59 * 60_000), now)).toBe('Just now');
    expect(notificationTimeLabel(ago(HOUR), now)).toBe('1 hour ago');
    expect(notificationTimeLabel(ago(23.9 * HOUR), now)).toBe('23 hours ago');
    expect(notificationTimeLabel(ago(24 * HOUR), now)).toBe('1 day ago');
    expect(notificationTimeLabel(ago(167 * HOUR), now)).toBe('6 days ago');
    expect(notificationTimeLabel(ago(168 * HOUR), now)).toBe('14 Nov 2026');
  });
});
