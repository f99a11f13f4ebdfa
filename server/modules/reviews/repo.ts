import { type SQL, sql } from 'drizzle-orm';
import type { ReviewFit, ReviewSort, ReviewStatus } from '../../../contract/reviews.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { reviews } from './schema.ts';

// SQL of the reviews: the shopper's order lines they may review, the product page's summary and pages
// of approved reviews, helpful votes, and the console's lists and decisions.

/** The one review per order line (schema.ts). */
export const ONE_PER_LINE = 'reviews_order_item_uq';

export interface OrderForReview {
  status: string;
  lines: {
    id: string;
    productId: string;
    size: string;
    colorName: string;
    review: { id: string; rating: number; status: ReviewStatus; createdAt: string | Date } | null;
  }[];
}

/** The shopper's order (undefined when there is none of theirs) with its lines and their reviews. */
export async function orderForReview(
  db: Db,
  userId: string,
  orderId: string,
): Promise<OrderForReview | undefined> {
  const rows = await queryRows<OrderForReview>(
    db,
    sql`SELECT o.status,
          COALESCE((SELECT json_agg(json_build_object(
              'id', i.id, 'productId', i.product_id, 'size', i.size, 'colorName', i.color_name,
              'review', (SELECT json_build_object('id', r.id, 'rating', r.rating, 'status', r.status,
                                                  'createdAt', r.created_at)
                         FROM reviews r WHERE r.order_item_id = i.id))
            ORDER BY i.position, i.id)
           FROM order_items i WHERE i.order_id = o.id), '[]'::json) AS lines
        FROM orders o WHERE o.id = ${orderId}::uuid AND o.user_id = ${userId}::uuid`,
  );
  return rows[0];
}

/** The account's name as the review's author is shown (first name and initial, made by the service). */
export async function accountName(db: Db, userId: string): Promise<string | null> {
  const rows = await queryRows<{ name: string | null }>(
    db,
    sql`SELECT name FROM users WHERE id = ${userId}::uuid`,
  );
  return rows[0]?.name ?? null;
}

export interface NewReview {
  productId: string;
  userId: string;
  orderId: string;
  orderItemId: string;
  authorName: string;
  rating: number;
  comment: string;
  fit: ReviewFit | null;
  sizeBought: string;
  childAgeMonths: number | null;
  photos: string[];
  createdAt: Date;
}

export async function insertReview(db: Db, review: NewReview): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(reviews)
    .values({ ...review, status: 'pending' })
    .returning({ id: reviews.id, createdAt: reviews.createdAt });
  if (!row) throw new Error('review insert returned no row');
  return row;
}

// ---- What the product page shows ----

/** The columns of a review as shoppers and staff see it, for reviews aliased `r`. */
const reviewColumns = sql`
  r.id AS "_id", r.author_name AS "authorName", (r.user_id IS NOT NULL AND r.order_id IS NOT NULL) AS "verifiedBuyer",
  r.rating, r.title, r.comment AS "text", r.fit, r.size_bought AS "sizeBought",
  r.child_age_months AS "childAgeMonths", r.photos, r.helpful_count AS "helpfulCount", r.created_at AS "createdAt"`;

export interface ReviewRow {
  _id: string;
  authorName: string;
  verifiedBuyer: boolean;
  rating: number;
  title: string;
  text: string;
  fit: ReviewFit | null;
  sizeBought: string | null;
  childAgeMonths: number | null;
  photos: string[];
  helpfulCount: number;
  createdAt: string | Date;
}

export interface SummaryRow {
  count: number;
  average: number;
  stars: Record<'1' | '2' | '3' | '4' | '5', number>;
  small: number;
  fine: number;
  large: number;
}

/** The product's approved reviews in figures (one pass over its rows in the product's index). */
export async function summaryOf(db: Db, productId: string): Promise<SummaryRow> {
  const rows = await queryRows<SummaryRow>(
    db,
    sql`SELECT count(*)::int AS count,
          COALESCE(round(avg(rating)::numeric, 1), 0)::float8 AS average,
          json_build_object(
            '1', count(*) FILTER (WHERE rating = 1), '2', count(*) FILTER (WHERE rating = 2),
            '3', count(*) FILTER (WHERE rating = 3), '4', count(*) FILTER (WHERE rating = 4),
            '5', count(*) FILTER (WHERE rating = 5)) AS stars,
          count(*) FILTER (WHERE fit = 'small')::int AS small,
          count(*) FILTER (WHERE fit = 'true')::int AS fine,
          count(*) FILTER (WHERE fit = 'large')::int AS large
        FROM reviews WHERE product_id = ${productId}::uuid AND status = 'approved'`,
  );
  const row = rows[0];
  if (!row) throw new Error('summary returned no row');
  return row;
}

const ORDERS: Record<ReviewSort, SQL> = {
  newest: sql`r.created_at DESC, r.id`,
  helpful: sql`r.helpful_count DESC, r.created_at DESC, r.id`,
};

/** A page of the product's approved reviews. */
export function approvedPage(
  db: Db,
  productId: string,
  sort: ReviewSort,
  page: { offset: number; limit: number },
): Promise<ReviewRow[]> {
  return queryRows<ReviewRow>(
    db,
    sql`SELECT ${reviewColumns} FROM reviews r
        WHERE r.product_id = ${productId}::uuid AND r.status = 'approved'
        ORDER BY ${ORDERS[sort]} LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

/** Whether a product exists (archived ones too: their reviews stay readable). */
export async function productExists(db: Db, productId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM products WHERE id = ${productId}::uuid`,
  );
  return rows.length > 0;
}

// ---- Helpful votes ----

/** The review's author and status, locked against a decision while a vote is counted. */
export async function reviewForVote(
  db: Db,
  reviewId: string,
): Promise<{ userId: string | null; status: ReviewStatus } | undefined> {
  const rows = await queryRows<{ userId: string | null; status: ReviewStatus }>(
    db,
    sql`SELECT user_id AS "userId", status FROM reviews WHERE id = ${reviewId}::uuid FOR SHARE`,
  );
  return rows[0];
}

/**
 * Counts the shopper's vote once: the vote row and the count change together, and a second vote (the
 * vote's primary key) changes neither. Answers the count after it.
 */
export async function addVote(db: Db, reviewId: string, userId: string, now: Date): Promise<number> {
  const counted = await queryRows<{ helpfulCount: number }>(
    db,
    sql`WITH vote AS (
          INSERT INTO review_votes (review_id, user_id, created_at)
          VALUES (${reviewId}::uuid, ${userId}::uuid, ${now.toISOString()}::timestamptz)
          ON CONFLICT DO NOTHING RETURNING review_id)
        UPDATE reviews SET helpful_count = helpful_count + 1
        WHERE id = (SELECT review_id FROM vote) RETURNING helpful_count AS "helpfulCount"`,
  );
  if (counted[0]) return counted[0].helpfulCount;
  const rows = await queryRows<{ helpfulCount: number }>(
    db,
    sql`SELECT helpful_count AS "helpfulCount" FROM reviews WHERE id = ${reviewId}::uuid`,
  );
  return rows[0]?.helpfulCount ?? 0;
}

// ---- The console ----

export interface DeskRow extends ReviewRow {
  status: ReviewStatus;
  product: { _id: string; name: string; image: string | null };
  userId: string | null;
  orderId: string | null;
  moderatedAt: string | Date | null;
  moderatedBy: string | null;
}

const deskColumns = sql`${reviewColumns}, r.status, r.user_id AS "userId", r.order_id AS "orderId",
  r.moderated_at AS "moderatedAt",
  (SELECT COALESCE(NULLIF(u.name, ''), u.phone) FROM staff s JOIN users u ON u.id = s.user_id
   WHERE s.id = r.moderated_by) AS "moderatedBy",
  json_build_object('_id', p.id, 'name', p.name, 'image',
    (SELECT v.images[1] FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position, v.id LIMIT 1)
  ) AS product`;

/** A page of reviews of one status, newest first (pending ones are read from their own index). */
export async function deskPage(
  db: Db,
  status: ReviewStatus,
  page: { offset: number; limit: number },
): Promise<DeskRow[]> {
  return queryRows<DeskRow>(
    db,
    sql`SELECT ${deskColumns} FROM reviews r JOIN products p ON p.id = r.product_id
        WHERE r.status = ${status}
        ORDER BY r.created_at DESC, r.id LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

export async function deskRow(db: Db, reviewId: string): Promise<DeskRow | undefined> {
  const rows = await queryRows<DeskRow>(
    db,
    sql`SELECT ${deskColumns} FROM reviews r JOIN products p ON p.id = r.product_id
        WHERE r.id = ${reviewId}::uuid`,
  );
  return rows[0];
}

export async function statusCounts(db: Db): Promise<Record<ReviewStatus, number>> {
  const rows = await queryRows<{ status: ReviewStatus; count: number }>(
    db,
    sql`SELECT status, count(*)::int AS count FROM reviews GROUP BY status`,
  );
  const counts: Record<ReviewStatus, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** The review's product, status and rating, locked for the decision. */
export async function lockReview(
  db: Db,
  reviewId: string,
): Promise<{ productId: string; status: ReviewStatus; rating: number; authorName: string } | undefined> {
  const rows = await queryRows<{
    productId: string;
    status: ReviewStatus;
    rating: number;
    authorName: string;
  }>(
    db,
    sql`SELECT product_id AS "productId", status, rating, author_name AS "authorName"
        FROM reviews WHERE id = ${reviewId}::uuid FOR UPDATE`,
  );
  return rows[0];
}

/** Approves or rejects, noting the staff member (by their account) and when. */
export async function decide(
  db: Db,
  reviewId: string,
  status: Exclude<ReviewStatus, 'pending'>,
  staffUserId: string,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`UPDATE reviews SET status = ${status}, moderated_at = ${now.toISOString()}::timestamptz,
          moderated_by = (SELECT id FROM staff WHERE user_id = ${staffUserId}::uuid)
        WHERE id = ${reviewId}::uuid`,
  );
}

/**
 * The product's rating and rating count from its approved reviews, the average to one decimal as the
 * demo seed writes it. Listing filters and sorts read these columns.
 */
export async function recomputeRating(
  db: Db,
  productId: string,
): Promise<{ average: number; count: number }> {
  const rows = await queryRows<{ average: number; count: number }>(
    db,
    sql`UPDATE products p SET
          average_rating = r.average, rating_count = r.count
        FROM (SELECT COALESCE(round(avg(rating)::numeric, 1), 0)::real AS average, count(*)::int AS count
              FROM reviews WHERE product_id = ${productId}::uuid AND status = 'approved') r
        WHERE p.id = ${productId}::uuid
        RETURNING p.average_rating AS average, p.rating_count AS count`,
  );
  return rows[0] ?? { average: 0, count: 0 };
}
