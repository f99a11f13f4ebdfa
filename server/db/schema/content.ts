import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Referral content articles (GET /user/home/info/{id}); description keeps its line breaks. */
export const referralArticles = pgTable('referral_articles', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
