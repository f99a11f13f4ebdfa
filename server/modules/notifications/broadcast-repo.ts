import { type SQL, sql } from 'drizzle-orm';
import type { BroadcastAudience } from '../../../contract/admin-content.ts';
import type { NotificationType } from '../../../contract/notification.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

// SQL of the console's offer notifications: who an audience holds, one notification for each of them
// written by one INSERT … SELECT (never a row at a time), and the broadcasts sent so far.

export interface Audience {
  audience: BroadcastAudience;
  categoryId?: string | undefined;
}

/**
 * The shoppers (`u`) an audience holds now: accounts that are not deleted, not blocked and not staff;
 * for a category, those with an order (not cancelled) holding one of its products.
 */
function audienceOf(a: Audience): SQL {
  const shopper = sql`u.deleted_at IS NULL AND u.blocked_at IS NULL AND u.role <> 'admin'
    AND NOT EXISTS (SELECT 1 FROM staff s WHERE s.user_id = u.id)`;
  if (a.audience === 'all' || !a.categoryId) return shopper;
  return sql`${shopper} AND EXISTS (
    SELECT 1 FROM orders o
    JOIN order_items i ON i.order_id = o.id
    JOIN products p ON p.id = i.product_id
    WHERE o.user_id = u.id AND o.status <> 'Cancelled' AND p.category_id = ${a.categoryId}::uuid
  )`;
}

export async function countAudience(db: Db, a: Audience): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM users u WHERE ${audienceOf(a)}`,
  );
  return row?.n ?? 0;
}

export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(db, sql`SELECT id FROM categories WHERE id = ${id}::uuid`);
  return rows.length > 0;
}

export interface NewBroadcast {
  title: string;
  message: string;
  audience: BroadcastAudience;
  categoryId: string | null;
  link: string | null;
  sentBy: string;
  createdAt: Date;
}

/** Records the broadcast (its recipients counted by setRecipients); its id. */
export async function insertBroadcast(tx: Db, b: NewBroadcast): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO offer_broadcasts (title, message, audience, category_id, link, sent_by, created_at)
        VALUES (${b.title}, ${b.message}, ${b.audience}, ${b.categoryId}::uuid, ${b.link}, ${b.sentBy}::uuid,
                ${b.createdAt.toISOString()}::timestamptz)
        RETURNING id`,
  );
  if (!row) throw new Error('broadcast insert returned nothing');
  return row.id;
}

/**
 * One notification (ref 'broadcast:{id}') for every shopper of the audience, in one statement; a
 * shopper who already has it is skipped. How many were written.
 */
export async function notifyAudience(
  tx: Db,
  broadcastId: string,
  a: Audience,
  note: { title: string; message: string; type: NotificationType; link: string | null; at: Date },
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`WITH sent AS (
          INSERT INTO notifications (user_id, title, message, notification_type, ref, link, created_at)
          SELECT u.id, ${note.title}, ${note.message}, ${note.type}, ${`broadcast:${broadcastId}`}, ${note.link},
                 ${note.at.toISOString()}::timestamptz
          FROM users u WHERE ${audienceOf(a)}
          ON CONFLICT DO NOTHING
          RETURNING 1
        )
        SELECT count(*)::int AS n FROM sent`,
  );
  return row?.n ?? 0;
}

export async function setRecipients(tx: Db, id: string, recipients: number): Promise<void> {
  await tx.execute(sql`UPDATE offer_broadcasts SET recipients = ${recipients} WHERE id = ${id}::uuid`);
}

export interface BroadcastRow {
  id: string;
  title: string;
  message: string;
  audience: BroadcastAudience;
  categoryId: string | null;
  categoryName: string | null;
  link: string | null;
  recipients: number;
  senderName: string | null;
  senderPhone: string | null;
  createdAt: Date | string;
}

const broadcastColumns = sql`b.id, b.title, b.message, b.audience, b.category_id AS "categoryId",
  c.name AS "categoryName", b.link, b.recipients, u.name AS "senderName", u.phone AS "senderPhone",
  b.created_at AS "createdAt"
  FROM offer_broadcasts b
  LEFT JOIN categories c ON c.id = b.category_id
  LEFT JOIN users u ON u.id = b.sent_by`;

export async function broadcastById(db: Db, id: string): Promise<BroadcastRow | undefined> {
  const [row] = await queryRows<BroadcastRow>(db, sql`SELECT ${broadcastColumns} WHERE b.id = ${id}::uuid`);
  return row;
}

/** One page of the broadcasts, newest first, and how many there are. */
export async function listBroadcasts(db: Db, page: number, limit: number) {
  const [rows, [counted]] = await Promise.all([
    queryRows<BroadcastRow>(
      db,
      sql`SELECT ${broadcastColumns} ORDER BY b.created_at DESC, b.id DESC
          LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM offer_broadcasts`),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
