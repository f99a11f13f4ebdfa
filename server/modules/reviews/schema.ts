import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderItems, orders, products, staff, users } from '../../db/schema/index.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Product reviews. A buyer writes one per order line after delivery (modules/reviews); it waits as
 * 'pending' until staff approve or reject it in the console. Only approved reviews are shown and count
 * towards the product's rating and rating count. The demo seed's reviews have no author account and are
 * approved from the start.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull().default(''),
    comment: text('comment').notNull().default(''),
    /** The buyer who wrote it; null for the demo seed's reviews and once the account is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The order line reviewed: one review per line. */
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    /** How it fit: small (runs small), true (true to size) or large (runs large). */
    fit: text('fit'),
    /** The size bought and the child's age then, in months. */
    sizeBought: text('size_bought'),
    childAgeMonths: smallint('child_age_months'),
    /** Public picture keys (reviews/<uuid>.webp), at most three. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** pending (waiting for the console), approved (shown) or rejected. */
    status: text('status').notNull().default('approved'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    moderatedBy: uuid('moderated_by').references(() => staff.id, { onDelete: 'set null' }),
    moderatedAt: at('moderated_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt.desc()),
    index('reviews_product_helpful_idx')
      .on(t.productId, t.helpfulCount.desc(), t.createdAt.desc())
      .where(sql`status = 'approved'`),
    index('reviews_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
    uniqueIndex('reviews_order_item_uq').on(t.orderItemId),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('reviews_fit_check', sql`${t.fit} is null or ${t.fit} in ('small', 'true', 'large')`),
    check(
      'reviews_child_age_check',
      sql`${t.childAgeMonths} is null or ${t.childAgeMonths} between 0 and 240`,
    ),
  ],
);

/** "Was this helpful?": one vote per shopper per review; reviews.helpful_count counts them. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_votes_user_idx').on(t.userId)],
);
