import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { NewNotification } from './repo.ts';

// Offer notifications for a shopper who has just joined: the best offers running in the catalogue at
// that moment (product_offers on live products), biggest discount first.

export async function runningOfferNotifications(
  db: Db,
  userId: string,
  now: Date,
  limit = 2,
): Promise<NewNotification[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{
    id: string;
    title: string;
    description: string;
    name: string;
    percent: number;
  }>(
    db,
    sql`SELECT o.id, o.title, o.description, p.name, o.discount_percent AS percent
        FROM product_offers o JOIN products p ON p.id = o.product_id AND p.is_active
        WHERE o.starts_at <= ${at} AND (o.ends_at IS NULL OR o.ends_at > ${at})
        ORDER BY o.discount_percent DESC, o.starts_at DESC, o.id
        LIMIT ${limit}`,
  );
  // A millisecond apart, so the list (newest first) shows the best offer on top.
  return rows.map((row, index) => ({
    userId,
    title: row.title,
    message: `${row.name}: ${row.description || `${row.percent}% off while the offer lasts.`}`,
    notificationType: 'offerOnProduct' as const,
    ref: `offer:${row.id}`,
    createdAt: new Date(now.getTime() - index),
  }));
}
