import { ORDER_MESSAGES, type OrderStatus } from '../../../contract/order.ts';
import type { ReviewFormFields } from '../../../contract/review-form.ts';
import {
  type OwnReview,
  type ProductReviewsResponse,
  REVIEW_MESSAGES,
  type ReviewableResponse,
  type ReviewSort,
  reviewAuthorName,
} from '../../../contract/reviews.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { FileStore } from '../../platform/index.ts';
import { removeReviewPhotos, storeReviewPhotos, toReviewPictures } from './photos.ts';
import * as repo from './repo.ts';
import { toPublicReview, toSummary } from './wire.ts';

// Shoppers' reviews: written by the buyer of a delivered order line (once per line), held as pending
// until the console approves them (desk-service.ts), read by the product page, voted helpful.

/** Statuses of an order still on its way: its lines can be reviewed once it arrives. */
const ON_ITS_WAY: readonly OrderStatus[] = [
  'Pending',
  'Confirmed',
  'Processing',
  'Shipping',
  'Shipped',
  'In-Transit',
];

export interface ReviewDeps {
  db: Db;
  clock: () => Date;
  /** Where the photos go (server/platform/storage.ts). */
  store: FileStore;
}

export interface NewReviewInput extends ReviewFormFields {
  /** The photos' bytes as sent (judged and re-encoded here). */
  photos: Buffer[];
}

export interface ReviewService {
  create(
    userId: string,
    input: NewReviewInput,
  ): Promise<OwnReview & { orderItemId: string; productId: string }>;
  productReviews(
    productId: string,
    query: { sort: ReviewSort; page: number; limit: number },
  ): Promise<Omit<ProductReviewsResponse, 'success'>>;
  helpful(userId: string, reviewId: string): Promise<number>;
  reviewable(userId: string, orderId: string): Promise<Omit<ReviewableResponse, 'success'>>;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** The order line the review is about, or the refusal that says why there is none. */
function pickLine(order: repo.OrderForReview, productId: string, orderItemId: string | undefined) {
  const lines = order.lines.filter((line) => line.productId === productId);
  if (lines.length === 0) throw forbidden(REVIEW_MESSAGES.notReceived);
  if (orderItemId) {
    const line = lines.find((candidate) => candidate.id === orderItemId);
    if (!line) throw forbidden(REVIEW_MESSAGES.notReceived);
    return line;
  }
  const [only, second] = lines;
  if (second || !only) {
    throw badRequest(REVIEW_MESSAGES.chooseItem, [{ field: 'orderItemId', msg: REVIEW_MESSAGES.chooseItem }]);
  }
  return only;
}

/** Only a delivered order's lines: on its way → 409, cancelled or sent back → 403. */
function checkReceived(status: string): void {
  if (status === 'Delivered') return;
  if ((ON_ITS_WAY as readonly string[]).includes(status)) throw conflict(REVIEW_MESSAGES.notDeliveredYet);
  throw forbidden(REVIEW_MESSAGES.notReceived);
}

export function createReviewService({ db, clock, store }: ReviewDeps): ReviewService {
  return {
    async create(userId, input) {
      const order = await repo.orderForReview(db, userId, input.orderId);
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      const line = pickLine(order, input.productId, input.orderItemId);
      checkReceived(order.status);
      if (line.review) throw conflict(REVIEW_MESSAGES.alreadyReviewed);

      // Every photo is judged before anything is stored: one bad photo stores nothing.
      const pictures = await toReviewPictures(input.photos);
      const photos = await storeReviewPhotos(store, pictures);
      const files = photos.map((photo) => photo.file);
      try {
        const now = clock();
        const saved = await inTransaction(db, async (tx) =>
          repo.insertReview(tx, {
            productId: input.productId,
            userId,
            orderId: input.orderId,
            orderItemId: line.id,
            authorName: reviewAuthorName(await repo.accountName(tx, userId)),
            rating: input.rating,
            comment: input.text,
            fit: input.fit ?? null,
            sizeBought: input.sizeBought ?? line.size,
            childAgeMonths: input.childAge ?? null,
            photos: files,
            createdAt: now,
          }),
        );
        return {
          _id: saved.id,
          rating: input.rating,
          status: 'pending',
          createdAt: iso(saved.createdAt),
          orderItemId: line.id,
          productId: input.productId,
        };
      } catch (error) {
        // Nothing is kept from a refused review.
        await removeReviewPhotos(store, files);
        // The same line reviewed at the same moment from two tabs: the unique index answers.
        if (isUniqueViolation(error, repo.ONE_PER_LINE)) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
        throw error;
      }
    },

    async productReviews(productId, { sort, page, limit }) {
      if (!(await repo.productExists(db, productId))) throw notFound(REVIEW_MESSAGES.productNotFound);
      const [summary, rows] = await Promise.all([
        repo.summaryOf(db, productId),
        repo.approvedPage(db, productId, sort, { offset: (page - 1) * limit, limit }),
      ]);
      return {
        summary: toSummary(summary),
        reviews: rows.map(toPublicReview),
        page,
        limit,
        total: summary.count,
      };
    },

    helpful(userId, reviewId) {
      return inTransaction(db, async (tx) => {
        const review = await repo.reviewForVote(tx, reviewId);
        // Only shown reviews can be voted on: a pending or rejected one is not there for shoppers.
        if (review?.status !== 'approved') throw notFound(REVIEW_MESSAGES.reviewNotFound);
        if (review.userId === userId) throw forbidden(REVIEW_MESSAGES.ownReview);
        return repo.addVote(tx, reviewId, userId, clock());
      });
    },

    async reviewable(userId, orderId) {
      const order = await repo.orderForReview(db, userId, orderId);
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      return {
        orderId,
        canReview: order.status === 'Delivered',
        lines: order.lines.map((line) => ({
          orderItemId: line.id,
          productId: line.productId,
          size: line.size,
          colorName: line.colorName,
          review: line.review
            ? {
                _id: line.review.id,
                rating: line.review.rating,
                status: line.review.status,
                createdAt: iso(line.review.createdAt),
              }
            : null,
        })),
      };
    },
  };
}
