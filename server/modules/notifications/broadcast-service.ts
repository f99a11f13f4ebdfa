import type { z } from 'zod';
import {
  type AdminBroadcast,
  type adminBroadcastBody,
  type adminBroadcastListResponse,
  ADMIN_CONTENT_MESSAGES as M,
} from '../../../contract/admin-content.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { Actor, AuditService } from '../staff/index.ts';
import * as repo from './broadcast-repo.ts';

// Offer notifications the shop sends from the console: to every shopper, or to those who bought from a
// category. One transaction records the broadcast, writes every recipient's notification with one
// INSERT … SELECT, counts them and writes the audit entry, so a failure sends nothing. A notification to
// a category's buyers is an offer on a category; one to everybody an offer on products.

type SendBody = z.output<typeof adminBroadcastBody>;
type List = Omit<z.input<typeof adminBroadcastListResponse>, 'success'>;

export interface BroadcastDeskDeps {
  db: Db;
  clock: () => Date;
  audit: Pick<AuditService, 'record'>;
}

export interface BroadcastDesk {
  /** How many shoppers the audience holds now (the console shows it before sending). */
  audience(a: repo.Audience): Promise<number>;
  send(actor: Actor, body: SendBody): Promise<AdminBroadcast>;
  list(page: number, limit: number): Promise<List>;
}

const localPhone = (phone: string | null) => (phone ? phone.replace(/^\+91/, '') : null);

function toBroadcast(row: repo.BroadcastRow): AdminBroadcast {
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    audience: row.audience,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    link: row.link,
    recipients: row.recipients,
    sentBy: row.senderName || localPhone(row.senderPhone),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Only a category's buyers are asked about a category, and it must exist. */
async function checkCategory(db: Db, a: repo.Audience): Promise<repo.Audience> {
  if (a.audience !== 'category') return { audience: 'all' };
  if (!a.categoryId || !(await repo.categoryExists(db, a.categoryId)))
    throw badRequest(M.categoryUnknown, [{ field: 'categoryId', msg: M.categoryUnknown }]);
  return a;
}

export function createBroadcastDesk(deps: BroadcastDeskDeps): BroadcastDesk {
  const { db, clock, audit } = deps;
  return {
    async audience(a) {
      return repo.countAudience(db, await checkCategory(db, a));
    },

    send: (actor, body) =>
      inTransaction(db, async (tx) => {
        const audience = await checkCategory(tx, body);
        const now = clock();
        const id = await repo.insertBroadcast(tx, {
          title: body.title,
          message: body.message,
          audience: audience.audience,
          categoryId: audience.categoryId ?? null,
          link: body.link ?? null,
          sentBy: actor.userId,
          createdAt: now,
        });
        const recipients = await repo.notifyAudience(tx, id, audience, {
          title: body.title,
          message: body.message,
          type: audience.audience === 'category' ? 'offerOnCategory' : 'offerOnProduct',
          link: body.link ?? null,
          at: now,
        });
        // Nothing is recorded for an audience that holds nobody (the transaction is undone).
        if (recipients === 0) throw conflict(M.noRecipients);
        await repo.setRecipients(tx, id, recipients);
        const row = await repo.broadcastById(tx, id);
        if (!row) throw new Error('broadcast vanished in its own transaction');
        const broadcast = toBroadcast(row);
        await audit.record(tx, actor, {
          action: 'offer.notify',
          targetType: 'broadcast',
          targetId: id,
          targetLabel: body.title,
          after: {
            title: body.title,
            message: body.message,
            audience: audience.audience,
            category: broadcast.categoryName,
            link: broadcast.link,
            recipients,
          },
        });
        return broadcast;
      }),

    async list(page, limit) {
      const { rows, total } = await repo.listBroadcasts(db, page, limit);
      return { broadcasts: rows.map(toBroadcast), total, page, limit };
    },
  };
}
