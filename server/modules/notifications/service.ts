import { NOTIFICATION_MESSAGES, type Notification } from '../../../contract/notification.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './repo.ts';

// The shopper's notifications: read newest first, and marked read on the server so a read one stays
// read on every device.

function toNotification(row: repo.NotificationRow): Notification {
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    notificationType: row.notificationType as Notification['notificationType'],
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createNotificationService({ db }: { db: Db }) {
  return {
    async list(userId: string, limit: number) {
      const [rows, unread] = await Promise.all([
        repo.listNotifications(db, userId, limit),
        repo.unreadCount(db, userId),
      ]);
      return { notifications: rows.map(toNotification), unreadCount: unread };
    },

    async markRead(userId: string, id: string): Promise<Notification> {
      const row = await repo.markRead(db, userId, id);
      if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return toNotification(row);
    },

    async markAllRead(userId: string): Promise<number> {
      return repo.markAllRead(db, userId);
    },
  };
}
