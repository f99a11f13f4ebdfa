import type { FastifyPluginAsync } from 'fastify';
import { localPhoneDigits, outboxQuery, outboxResponse, toE164 } from '../../../contract/auth.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/route.ts';
import { outboxFor } from './outbox.ts';

/** The outbox's key for what a developer types: a phone with or without +91, or an email in any case. */
export function outboxAddress(to: string): string {
  if (to.includes('@')) return to.toLowerCase();
  const local = localPhoneDigits(to);
  return /^\d{10}$/.test(local) ? toE164(local) : to;
}

/** Registered only while the outbox is the delivery (server/app.ts), so it never exists in production. */
export const outboxRoutes =
  (db: Db): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'outbox',
      {
        tags: ['dev'],
        summary: 'Messages the shop would have sent to a phone or email, newest first (at most 50)',
        querystring: outboxQuery,
        answer: outboxResponse,
      },
      async (request, reply) => {
        const rows = await outboxFor(db, outboxAddress(request.query.to));
        reply.header('cache-control', 'no-store');
        return {
          messages: rows.map((row) => ({
            to: row.to,
            channel: row.channel as 'sms' | 'email',
            text: row.text,
            code: row.code,
            createdAt: row.createdAt.toISOString(),
          })),
        };
      },
    );
  };
