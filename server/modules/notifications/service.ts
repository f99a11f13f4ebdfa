import type { SQL } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../contract/language.ts';
import { NOTIFICATION_MESSAGES, type Notification } from '../../../contract/notification.ts';
import type { Db } from '../../db/client.ts';
import { translateMessage } from '../../i18n/index.ts';
import { notFound } from '../../lib/errors.ts';
import { runningOfferNotifications } from './offers.ts';
import * as repo from './repo.ts';

// The shopper's notifications: read newest first, and marked read on the server so a read one stays
// read on every device. Other modules write them through `notify` in their own transaction, so a
// notification exists exactly when what it tells about committed.

export type { NewNotification } from './repo.ts';

/**
 * A stored notification as the shopper reads it, in their language: the shop writes notifications in
 * English and they are translated when read (server/i18n), so rows written before a shopper switched
 * language, or before Hindi existed, read in Hindi too; what staff typed stays as typed.
 */
function toNotification(row: repo.NotificationRow, language: Language = DEFAULT_LANGUAGE): Notification {
  return {
    _id: row.id,
    title: translateMessage(row.title, language),
    message: translateMessage(row.message, language),
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

    /**
     * What notify writes, as a statement for the caller to run inside its own (one part of a WITH), so
     * a busy write such as placing an order makes one round trip to the database instead of two.
     */
    notifyStatement(tx: Db, notes: readonly repo.NewNotification[]): SQL {
      return repo.notificationsInsert(tx, [...notes]);
    },

    /** Tells a shopper who has just joined about the best offers running at `now`. */
    async notifyRunningOffers(tx: Db, userId: string, now: Date): Promise<void> {
      await repo.addNotifications(tx, await runningOfferNotifications(tx, userId, now));
    },

    async list(userId: string, limit: number, language: Language = DEFAULT_LANGUAGE) {
      const [rows, unread] = await Promise.all([
        repo.listNotifications(db, userId, limit),
        repo.unreadCount(db, userId),
      ]);
      return { notifications: rows.map((row) => toNotification(row, language)), unreadCount: unread };
    },

    async markRead(userId: string, id: string, language: Language = DEFAULT_LANGUAGE): Promise<Notification> {
      const row = await repo.markRead(db, userId, id);
      if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return toNotification(row, language);
    },

    async markAllRead(userId: string): Promise<number> {
      return repo.markAllRead(db, userId);
    },
  };
}
