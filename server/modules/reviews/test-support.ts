import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../../db/rows.ts';
import {
  bearer,
  type CheckoutInput,
  type Kit,
  kitOwner,
  multipart,
  placedOrder,
  type ShopKit,
  type Shopper,
  setStatus,
} from '../../test/kit.ts';

// What the reviews' API tests share: delivered orders, a review posted as the form sends it, the
// console's decisions, and what the database and the file store hold.

/** Places an order through the API and has the shop deliver it; its id and its lines' ids. */
export async function deliveredOrder(
  t: ShopKit,
  who: Shopper,
  input: CheckoutInput,
): Promise<{ orderId: string; lineIds: string[] }> {
  const orderId = await placedOrder(t, who, input);
  const res = await setStatus(t, orderId, 'Delivered');
  if (res.statusCode !== 200) throw new Error(`delivery answered ${res.statusCode}: ${res.body}`);
  return { orderId, lineIds: await lineIdsOf(t, orderId) };
}

export async function lineIdsOf(t: Kit, orderId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    t.database.db,
    sql`SELECT id FROM order_items WHERE order_id = ${orderId}::uuid ORDER BY position, id`,
  );
  return rows.map((row) => row.id);
}

export interface Photo {
  bytes: Buffer;
  name?: string;
  type?: string;
}

/** POST /api/user/reviews as `who` (null: no token), the fields as text parts and the photos as files. */
export async function postReview(
  t: Kit,
  who: Shopper | null,
  fields: Record<string, string | number>,
  photos: Photo[] = [],
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const photo of photos) {
    form.append(
      'photos',
      new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/png' }),
      photo.name ?? 'photo.png',
    );
  }
  const { payload, headers } = await multipart(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/reviews',
    headers: { ...headers, ...(who ? bearer(who.token) : {}) },
    payload,
  });
}

/** A console decision on a review, as the kit's owner unless another staff token is given (null: none). */
export async function decideReview(
  t: Kit,
  reviewId: string,
  decision: 'approve' | 'reject',
  options: { token?: string | null; note?: string } = {},
): Promise<LightMyRequestResponse> {
  const token = options.token === undefined ? (await kitOwner(t)).token : options.token;
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/reviews/${reviewId}/${decision}`,
    headers: token === null ? {} : bearer(token),
    payload: decision === 'reject' && options.note !== undefined ? { note: options.note } : {},
  });
}

export async function productRating(t: Kit, productId: string): Promise<{ average: number; count: number }> {
  const [row] = await queryRows<{ average: number; count: number }>(
    t.database.db,
    sql`SELECT average_rating AS average, rating_count AS count FROM products WHERE id = ${productId}::uuid`,
  );
  return { average: Number(row?.average), count: Number(row?.count) };
}

export async function reviewRows(t: Kit, productId: string) {
  return queryRows<{
    id: string;
    status: string;
    rating: number;
    comment: string;
    fit: string | null;
    sizeBought: string | null;
    childAgeMonths: number | null;
    photos: string[];
    authorName: string;
    orderItemId: string | null;
  }>(
    t.database.db,
    sql`SELECT id, status, rating, comment, fit, size_bought AS "sizeBought",
          child_age_months AS "childAgeMonths", photos, author_name AS "authorName",
          order_item_id AS "orderItemId"
        FROM reviews WHERE product_id = ${productId}::uuid ORDER BY created_at, id`,
  );
}

/** The files in the file store's reviews folder (the disk store, as tests run it). */
export function storedReviewFiles(t: Kit): string[] {
  try {
    return readdirSync(path.join(t.config.uploadsDir, 'reviews')).sort();
  } catch {
    return [];
  }
}
