import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminReviewDecidedResponse,
  adminReviewListResponse,
  REVIEW_MESSAGES,
} from '../../../contract/reviews.ts';
import { STAFF_MESSAGES } from '../../../contract/staff.ts';
import { queryRows } from '../../db/rows.ts';
import {
  bearer,
  createKit,
  imageBytes,
  insertTestProduct,
  type ShopKit,
  type Shopper,
  type StaffMember,
  shopper,
  staffMember,
  type TestProduct,
} from '../../test/kit.ts';
import { decideReview, deliveredOrder, postReview, productRating } from './test-support.ts';

// The console's review desk: pending reviews first, approved or rejected by any staff role, each
// decision in the audit log with the product's rating recomputed; strangers and shoppers kept out.

let t: ShopKit;
let product: TestProduct;
let support: StaffMember;
let manager: StaffMember;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  product = await insertTestProduct(t, [
    { color: '#F4A7B9', colorName: 'Blush Pink', price: 600, mrp: 900, sizes: { '2-3Y': 100 } },
  ]);
  support = await staffMember(t, 'support', 'Ravi Support');
  manager = await staffMember(t, 'manager', 'Meera Manager');
});
afterAll(() => t.cleanup());

/** A delivered buyer's review of the product, pending; its id. */
async function pendingReview(rating: number, photos = 0): Promise<{ id: string; author: Shopper }> {
  t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  const author = await shopper(t);
  const { orderId } = await deliveredOrder(t, author, {
    lines: [{ product, size: '2-3Y', quantity: 1 }],
  });
  const png = { bytes: await imageBytes('png', 60) };
  const res = await postReview(
    t,
    author,
    { productId: product.productId, orderId, rating, text: `Rated ${rating}`, fit: 'large' },
    Array.from({ length: photos }, () => png),
  );
  if (res.statusCode !== 201) throw new Error(`review answered ${res.statusCode}: ${res.body}`);
  return { id: res.json().review._id, author };
}

const list = (token: string | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/reviews${query}`,
    headers: token === null ? {} : bearer(token),
  });

async function auditOf(reviewId: string) {
  return queryRows<{
    action: string;
    actorId: string;
    actorRole: string;
    note: string | null;
    after: unknown;
  }>(
    t.database.db,
    sql`SELECT action, actor_id AS "actorId", actor_role AS "actorRole", note, after FROM audit_log
        WHERE target_type = 'review' AND target_id = ${reviewId} ORDER BY id`,
  );
}

describe('the review desk', () => {
  it('lists pending reviews newest first with product, author, photos and every status’s count', async () => {
    const older = await pendingReview(4, 2);
    const newer = await pendingReview(3);
    const res = await list(support.token);
    expect(res.statusCode).toBe(200);
    const body = adminReviewListResponse.parse(res.json());
    expect(body.reviews.map((r) => r._id).slice(0, 2)).toEqual([newer.id, older.id]);
    const row = body.reviews.find((r) => r._id === older.id)!;
    expect(row).toMatchObject({
      status: 'pending',
      rating: 4,
      text: 'Rated 4',
      fit: 'large',
      authorName: 'Asha R.',
      verifiedBuyer: true,
      userId: older.author.userId,
      product: { _id: product.productId, name: expect.stringMatching(/^Test Romper/) },
      moderatedBy: null,
    });
    expect(row.product.image).toMatch(/\.webp$/);
    expect(row.photos).toHaveLength(2);
    expect(row.photos[0]!.thumb).toBe(row.photos[0]!.file.replace('.webp', '-thumb.webp'));
    expect(body.counts.pending).toBe(body.total);
    expect(body.total).toBeGreaterThanOrEqual(2);
  });

  it('lets support approve: audited, the rating recomputed, the review shown', async () => {
    const { id } = await pendingReview(5);
    const res = await decideReview(t, id, 'approve', { token: support.token });
    expect(res.statusCode).toBe(200);
    const body = adminReviewDecidedResponse.parse(res.json());
    expect(body.message).toBe(REVIEW_MESSAGES.approved);
    expect(body.review).toMatchObject({ status: 'approved', moderatedBy: 'Ravi Support' });
    expect(body.review.moderatedAt).toBe(t.clock.now.toISOString());

    const [entry, ...more] = await auditOf(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'review.approve', actorId: support.userId, actorRole: 'support' });
    expect(entry!.after).toMatchObject({ status: 'approved', productRatingCount: 1 });

    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/user/Products/reviews/${product.productId}`,
    });
    expect(shown.json().reviews.map((r: { _id: string }) => r._id)).toContain(id);
    const approved = adminReviewListResponse.parse((await list(support.token, '?status=approved')).json());
    expect(approved.reviews.map((r) => r._id)).toContain(id);
  });

  it('rejects with a note kept in the audit log; a rejected approved review leaves the rating', async () => {
    const five = await pendingReview(5);
    const one = await pendingReview(1);
    await decideReview(t, five.id, 'approve', { token: manager.token });
    await decideReview(t, one.id, 'approve', { token: manager.token });
    const before = await productRating(t, product.productId);

    const res = await decideReview(t, one.id, 'reject', {
      token: manager.token,
      note: 'Talks about delivery',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: REVIEW_MESSAGES.rejected, review: { status: 'rejected' } });
    const after = await productRating(t, product.productId);
    expect(after.count).toBe(before.count - 1);
    expect(after.average).toBeGreaterThan(before.average);
    const entries = await auditOf(one.id);
    expect(entries.map((e) => [e.action, e.note])).toEqual([
      ['review.approve', null],
      ['review.reject', 'Talks about delivery'],
    ]);
  });

  it('refuses the same decision twice (409) and an unknown review (404)', async () => {
    const { id } = await pendingReview(4);
    expect((await decideReview(t, id, 'reject')).statusCode).toBe(200);
    const again = await decideReview(t, id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.alreadyRejected);
    const unknown = await decideReview(t, '00000000-0000-4000-8000-00000000abcd', 'approve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(REVIEW_MESSAGES.reviewNotFound);
    const tooLong = await decideReview(t, id, 'reject', { note: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('keeps signed-out callers and shoppers out, changing nothing', async () => {
    const { id, author } = await pendingReview(2);
    expect((await list(null)).statusCode).toBe(401);
    const asShopper = await list(author.token);
    expect(asShopper.statusCode).toBe(403);
    expect(asShopper.json().message).toBe(STAFF_MESSAGES.notStaff);
    expect((await decideReview(t, id, 'approve', { token: null })).statusCode).toBe(401);
    const shopperApproves = await decideReview(t, id, 'approve', { token: author.token });
    expect(shopperApproves.statusCode).toBe(403);
    expect(await auditOf(id)).toEqual([]);
    const still = adminReviewListResponse.parse((await list(support.token)).json());
    expect(still.reviews.find((r) => r._id === id)?.status).toBe('pending');
  });
});
