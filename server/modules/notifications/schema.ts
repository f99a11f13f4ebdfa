import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** A page of the shop the notification opens (an offer's listing), or null. */
    link: text('link'),
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

/**
 * Offer notifications the shop sent from the console: to every shopper or to those who bought from a
 * category. Each recipient's notification carries ref 'broadcast:{id}', so a retry never sends twice.
 */
export const offerBroadcasts = pgTable(
  'offer_broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** 'all' or 'category' (shoppers with a delivered or placed order holding a product of categoryId). */
    audience: text('audience').notNull(),
    categoryId: uuid('category_id'),
    /** What the notification opens: a storefront path such as /allproducts?category=… (optional). */
    link: text('link'),
    recipients: integer('recipients').notNull().default(0),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at'),
  },
  (t) => [
    index('offer_broadcasts_created_idx').on(t.createdAt.desc()),
    check('offer_broadcasts_audience_check', sql`${t.audience} in ('all', 'category')`),
  ],
);
