import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.ts';

/**
 * A shopper's children (the account's "My children"): the listing offers "show sizes for Aarav (3Y)" and
 * the product page picks the size that fits (contract/child-profile.ts).
 */
export const childProfiles = pgTable(
  'child_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first day of the month the child was born in (YYYY-MM-01). */
    birthMonth: date('birth_month', { mode: 'string' }).notNull(),
    /** boy or girl. */
    gender: text('gender').notNull(),
    heightCm: smallint('height_cm'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('child_profiles_user_idx').on(t.userId, t.createdAt),
    check('child_profiles_gender_check', sql`${t.gender} in ('boy', 'girl')`),
    check('child_profiles_height_check', sql`${t.heightCm} is null or ${t.heightCm} between 30 and 200`),
  ],
);
