import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Sender } from './messenger.ts';
import { outboxMessages } from './schema.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** The default delivery: messages are stored and read back at GET /api/dev/outbox. */
export function createOutbox(db: Db, clock: () => Date): Sender {
  return {
    async send(message) {
      await db.insert(outboxMessages).values({
        to: message.to,
        channel: message.channel,
        text: message.text,
        code: message.code ?? null,
        template: message.template ?? null,
        createdAt: clock(),
      });
    },
  };
}

export const OUTBOX_PAGE = 50;

/** Messages to one address, newest first. */
export function outboxFor(db: Db, to: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.seq))
    .limit(OUTBOX_PAGE);
}
