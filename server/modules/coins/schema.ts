import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The coin ledger: append-only (a trigger refuses UPDATE and DELETE); a balance is the sum of delta.
 * (user_id, reason, ref) is unique so one event can never pay twice (e.g. one referral bonus per
 * new shopper: reason 'referral_joined', ref the referrer's id).
 */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    ref: text('ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coin_ledger_event_key').on(t.userId, t.reason, t.ref),
    uniqueIndex('coin_ledger_one_referral_bonus_key')
      .on(t.userId)
      .where(sql`${t.reason} = 'referral_joined'`),
    check('coin_ledger_delta_check', sql`${t.delta} <> 0`),
  ],
);
