import {
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationType,
} from '../../../contract/notification.ts';
import { type ApiResult, unwrap } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';
import { recordOr, textOr } from '../../lib/read.ts';

// The shopper's notifications, and marking one read. The list is read field by field so one odd row
// cannot break the page.

export const notificationsQueryKey = ['notifications'] as const;

function readNotification(value: unknown): Notification | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = recordOr(value);
  const id = textOr(row._id);
  if (!id) return null;
  const type = (NOTIFICATION_TYPES as readonly string[]).includes(textOr(row.notificationType))
    ? (row.notificationType as NotificationType)
    : 'other';
  return {
    _id: id,
    title: textOr(row.title),
    message: textOr(row.message),
    notificationType: type,
    isRead: row.isRead === true,
    // Only a page of the shop (never another site).
    link: /^\/(?![/\\])/.test(textOr(row.link)) ? textOr(row.link) : null,
    createdAt: textOr(row.createdAt),
  };
}

export async function fetchNotifications(signal?: AbortSignal): Promise<Notification[]> {
  const rows: unknown = recordOr(await unwrap(call('notifications', { signal }))).notifications;
  if (!Array.isArray(rows)) throw new Error('Unreadable notifications');
  return rows.map(readNotification).filter((n): n is Notification => n !== null);
}

export function markNotificationRead(id: string): Promise<ApiResult<unknown>> {
  return call('notificationRead', { params: { id } });
}
