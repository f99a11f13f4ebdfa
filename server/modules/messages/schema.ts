import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Messages kept by the default delivery (the outbox), read at GET /api/dev/outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: breaks ties between messages stored in the same instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    to: text('to').notNull(),
    channel: text('channel').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    /** The registered SMS template the message follows (DLT), e.g. order-shipped; null for email. */
    template: text('template'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_to_idx').on(t.to, t.createdAt),
    check('outbox_messages_channel_check', sql`${t.channel} in ('sms', 'email')`),
  ],
);
