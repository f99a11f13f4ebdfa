import { NOTIFICATION_MESSAGES, type Notification } from '../../../contract/notification.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { runningOfferNotifications } from './offers.ts';
import * as repo from './repo.ts';

// The shopper's notifications: read newest first, and marked read on the server so a read one stays
// read on every device. Other modules write them through `notify` in their own transaction, so a
// notification exists exactly when what it tells about committed.

export type { NewNotification } from './repo.ts';

function toNotification(row: repo.NotificationRow): Notification {
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    notificationType: row.notificationType as Notification['notificationType'],
    isRead: row.isRead,
    link: row.link ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;

export function createNotificationService({ db }: { db: Db }) {
  return {
    /** Writes notifications in the caller's transaction; an event already told (same user, type, ref) is skipped. */
    notify(tx: Db, notes: readonly repo.NewNotification[]): Promise<void> {
      return repo.addNotifications(tx, [...notes]);
    },

    /** Tells a shopper who has just joined about the best offers running at `now`. */
    async notifyRunningOffers(tx: Db, userId: string, now: Date): Promise<void> {
      await repo.addNotifications(tx, await runningOfferNotifications(tx, userId, now));
    },

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
