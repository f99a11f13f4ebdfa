import { z } from 'zod';

// The shopper's notifications (rules/accounts §2 Notifications, §3, §4, §8, §9).

export const NOTIFICATION_TYPES = [
  'order',
  'offerOnProduct',
  'offerOnCategory',
  'updation',
  'other',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_MESSAGES = {
  fetchFailed: 'Failed to fetch notifications',
  empty: 'No notifications found',
  retry: 'Retry',
  justNow: 'Just now',
  notFound: 'Notification not found.',
} as const;

/** The filters of the page: All, Unread, Orders (order), Offers (offerOnProduct and offerOnCategory). */
export const NOTIFICATION_FILTERS = ['all', 'unread', 'order', 'offerOnProduct'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** How many notifications one page of the list holds at most. */
export const NOTIFICATIONS_LIMIT_MAX = 100;
export const notificationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_LIMIT_MAX).default(NOTIFICATIONS_LIMIT_MAX),
});

export const notificationIdParams = z.object({ id: z.uuid({ error: NOTIFICATION_MESSAGES.notFound }) });

export const notificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  notificationType: z.enum(NOTIFICATION_TYPES),
  isRead: z.boolean(),
  /** A page of the shop it opens (an offer's listing), or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponse = z.object({
  success: z.literal(true),
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

export const notificationReadResponse = z.object({
  success: z.literal(true),
  notification: notificationSchema,
});

export const notificationReadAllResponse = z.object({ success: z.literal(true), updated: z.number().int() });

const HOUR_MS = 3_600_000;

/**
 * The time label (rules/accounts §9): 'Just now' under an hour, then hours up to 24, days up to 168
 * hours (7 days), then the date (e.g. '12 Nov 2026', India time).
 */
export function notificationTimeLabel(createdAt: string | Date, now: Date): string {
  const at = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  const hours = (now.getTime() - at.getTime()) / HOUR_MS;
  if (hours < 1) return NOTIFICATION_MESSAGES.justNow;
  if (hours < 24) {
    const h = Math.floor(hours);
    return `${h} ${h === 1 ? 'hour' : 'hours'} ago`;
  }
  if (hours < 168) {
    const d = Math.floor(hours / 24);
    return `${d} ${d === 1 ? 'day' : 'days'} ago`;
  }
  return at.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}
