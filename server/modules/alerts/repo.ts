import { type SQL, sql } from 'drizzle-orm';
import type { AlertKind } from '../../../contract/alerts.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

// SQL of the shoppers' alerts (product_alerts). Every statement a shopper's request runs names the
// shopper, so another shopper's alerts are never read or changed. Money stays in paise here.

const idList = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Locks the shopper's row for the rest of the transaction: two adds at once count one after the other. */
export async function lockShopper(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId}::uuid FOR UPDATE`);
}

export async function waitingCount(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM product_alerts WHERE user_id = ${userId}::uuid`,
  );
  return Number(row?.n ?? 0);
}

export interface Wait {
  userId: string;
  productId: string;
  kind: AlertKind;
  /** The colour's value (#F4A7B9); null: any colour. */
  color: string | null;
  size: string | null;
  /** Paise, price drops only. */
  priceAt: number | null;
}

const sameWait = (w: Wait) => sql`user_id = ${w.userId}::uuid AND product_id = ${w.productId}::uuid
  AND kind = ${w.kind} AND coalesce(color, '') = ${w.color ?? ''} AND coalesce(size, '') = ${w.size ?? ''}`;

/** The shopper's alert for exactly this wait, if they already have it. */
export async function findWait(db: Db, wait: Wait): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM product_alerts WHERE ${sameWait(wait)}`,
  );
  return row?.id;
}

/**
 * Adds the wait, or keeps the one already there (asking again is one wait). A price drop asked again
 * watches from the price the shopper sees now.
 */
export async function saveWait(tx: Db, wait: Wait, now: Date): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO product_alerts (user_id, product_id, kind, color, size, price_at, created_at)
        VALUES (${wait.userId}::uuid, ${wait.productId}::uuid, ${wait.kind}, ${wait.color}, ${wait.size},
                ${wait.priceAt}, ${now.toISOString()}::timestamptz)
        ON CONFLICT (user_id, product_id, kind, coalesce(color, ''), coalesce(size, ''))
        DO UPDATE SET price_at = EXCLUDED.price_at
        RETURNING id`,
  );
  if (!row) throw new Error('the alert was not saved');
  return row.id;
}

export interface AlertRow {
  _id: string;
  productId: string;
  productName: string;
  image: string | null;
  color: string | null;
  colorName: string | null;
  size: string | null;
  kind: AlertKind;
  priceAt: number | null;
  createdAt: string | Date;
}

/** The shopper's alerts, newest first (or the one named), with the product's name and the colour's picture. */
export function alertsOf(db: Db, userId: string, id?: string): Promise<AlertRow[]> {
  const one = id ? sql`AND a.id = ${id}::uuid` : sql``;
  return queryRows<AlertRow>(
    db,
    sql`SELECT a.id AS "_id", a.product_id AS "productId", p.name AS "productName",
          v.image, a.color, v.color_name AS "colorName", a.size, a.kind,
          a.price_at AS "priceAt", a.created_at AS "createdAt"
        FROM product_alerts a
        JOIN products p ON p.id = a.product_id
        LEFT JOIN LATERAL (
          SELECT pv.images ->> 0 AS image, CASE WHEN a.color IS NULL THEN NULL ELSE pv.color_name END AS color_name
          FROM product_variants pv
          WHERE pv.product_id = a.product_id AND (a.color IS NULL OR lower(pv.color) = lower(a.color))
          ORDER BY pv.position, pv.id LIMIT 1
        ) v ON true
        WHERE a.user_id = ${userId}::uuid ${one}
        ORDER BY a.created_at DESC, a.id`,
  );
}

/** Removes the shopper's own alert; false when they have none with this id. */
export async function removeAlert(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM product_alerts WHERE id = ${id}::uuid AND user_id = ${userId}::uuid RETURNING id`,
  );
  return rows.length > 0;
}

export interface WaitingAlert {
  id: string;
  productId: string;
  kind: AlertKind;
  color: string | null;
  size: string | null;
  priceAt: number | null;
}

/** Every alert waiting on these products (the product-and-kind index finds them). */
export function waitingOn(tx: Db, productIds: readonly string[]): Promise<WaitingAlert[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return queryRows<WaitingAlert>(
    tx,
    sql`SELECT id, product_id AS "productId", kind, color, size, price_at AS "priceAt"
        FROM product_alerts WHERE product_id IN (${idList(productIds)})`,
  );
}

export interface TakenAlert extends WaitingAlert {
  userId: string;
  /** The shopper's contacts when the alert was taken (null once the account is gone). */
  phone: string | null;
  email: string | null;
  name: string | null;
  /** The language the shopper chose (their SMS and email are sent in it). */
  language: string | null;
}

/**
 * Takes the alerts (DELETE … RETURNING): of two transactions taking the same alert, only one gets it,
 * so a shopper is told once however many instances notice the change.
 */
export function takeAlerts(tx: Db, ids: readonly string[]): Promise<TakenAlert[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<TakenAlert>(
    tx,
    sql`DELETE FROM product_alerts a USING users u
        WHERE a.id IN (${idList(ids)}) AND u.id = a.user_id
        RETURNING a.id, a.user_id AS "userId", a.product_id AS "productId", a.kind, a.color, a.size,
          a.price_at AS "priceAt", u.phone, u.email, u.name, u.language`,
  );
}
