import {
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationType,
} from '../../../contract/notification.ts';
import { ApiRequestError, type ApiResult, apiGet, apiPatch } from '../../lib/api.ts';

// GET /api/user/notification/view and PATCH /api/user/notification/read/{id} (bearer). The list is
// read field by field so one odd row cannot break the page.

export const notificationsQueryKey = ['notifications'] as const;

type Loose = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function readNotification(value: unknown): Notification | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Loose;
  const id = text(row._id);
  if (!id) return null;
  const type = (NOTIFICATION_TYPES as readonly string[]).includes(text(row.notificationType))
    ? (row.notificationType as NotificationType)
    : 'other';
  return {
    _id: id,
    title: text(row.title),
    message: text(row.message),
    notificationType: type,
    isRead: row.isRead === true,
    createdAt: text(row.createdAt),
  };
}

export async function fetchNotifications(signal?: AbortSignal): Promise<Notification[]> {
  const result = await apiGet<{ notifications?: unknown }>('/user/notification/view', { auth: true, signal });
  if (!result.success) throw new ApiRequestError(result);
  const rows = result.data?.notifications;
  if (!Array.isArray(rows)) throw new Error('Unreadable notifications');
  return rows.map(readNotification).filter((n): n is Notification => n !== null);
}

export function markNotificationRead(id: string): Promise<ApiResult<unknown>> {
  return apiPatch(`/user/notification/read/${encodeURIComponent(id)}`, { auth: true });
}
