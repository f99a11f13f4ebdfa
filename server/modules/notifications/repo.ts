import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { NotificationType } from '../../../contract/notification.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from './schema.ts';

// SQL of the shopper's notifications. Every statement names the owner, so another shopper's id
// behaves exactly like an unknown one.

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  notificationType: NotificationType;
  /** What the event is about (e.g. 'order-placed:<order id>'); the same event is written once. */
  ref: string;
  /** A page of the shop the notification opens (a product's page), if any. */
  link?: string | null;
  createdAt: Date;
}

/** Writes notifications, skipping any whose (user, type, ref) is already there. */
export async function addNotifications(db: Db, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows).onConflictDoNothing();
}

/** The statement addNotifications runs (at least one row), not yet run: it can be a part of a larger one. */
export function notificationsInsert(db: Db, rows: NewNotification[]): SQL {
  return db.insert(notifications).values(rows).onConflictDoNothing().getSQL();
}

export async function listNotifications(db: Db, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

/** Marks the owner's notification read; null when the shopper has no such notification. */
export async function markRead(db: Db, userId: string, id: string): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ?? null;
}

/** Marks every notification of the shopper read; returns how many changed. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), sql`${notifications.isRead} = false`))
    .returning({ id: notifications.id });
  return rows.length;
}
