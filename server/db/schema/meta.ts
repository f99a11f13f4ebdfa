import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this database itself, e.g. when the demo shop was seeded (so a restart never re-seeds). */
export const shopMeta = pgTable('shop_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
