import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.ts';

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** The shopper's notifications (rules/accounts §3); 'order placed' is written with the order. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    notificationType: text('notification_type').notNull(),
    /** What it is about (an order id), so the same event is never written twice. */
    ref: text('ref'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: at('created_at'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('notifications_event_key').on(t.userId, t.notificationType, t.ref),
    check(
      'notifications_type_check',
      sql`${t.notificationType} in ('order', 'offerOnProduct', 'offerOnCategory', 'updation', 'other')`,
    ),
  ],
);
