import {
  type AdminReviewListResponse,
  type AdminReviewRow,
  REVIEW_MESSAGES,
  type ReviewStatus,
} from '../../../contract/reviews.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { CatalogueChanges } from '../catalog/index.ts';
import type { Actor, AuditService } from '../staff/index.ts';
import * as repo from './repo.ts';
import { toDeskRow } from './wire.ts';

// The console's review desk (/api/admin/reviews): reviews by status, newest first, and the decision on
// each. A decision is audited in its transaction and recomputes the product's rating and rating count
// from its approved reviews; the catalogue's caches are dropped after the commit, so listings, cards
// and the product page show the new rating at once.

export interface ReviewDeskDeps {
  db: Db;
  clock: () => Date;
  audit: Pick<AuditService, 'record'>;
  catalogueChanges: CatalogueChanges;
}

export interface ReviewDesk {
  list(query: {
    status: ReviewStatus;
    page: number;
    limit: number;
  }): Promise<Omit<AdminReviewListResponse, 'success'>>;
  approve(actor: Actor, reviewId: string): Promise<AdminReviewRow>;
  reject(actor: Actor, reviewId: string, note: string | undefined): Promise<AdminReviewRow>;
}

type Decision = Exclude<ReviewStatus, 'pending'>;

const ALREADY: Record<Decision, string> = {
  approved: REVIEW_MESSAGES.alreadyApproved,
  rejected: REVIEW_MESSAGES.alreadyRejected,
};

export function createReviewDesk({ db, clock, audit, catalogueChanges }: ReviewDeskDeps): ReviewDesk {
  async function decide(actor: Actor, reviewId: string, status: Decision, note?: string) {
    await inTransaction(db, async (tx) => {
      const review = await repo.lockReview(tx, reviewId);
      if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
      if (review.status === status) throw conflict(ALREADY[status]);
      const now = clock();
      await repo.decide(tx, reviewId, status, actor.userId, now);
      const rating = await repo.recomputeRating(tx, review.productId);
      await audit.record(tx, actor, {
        action: `review.${status === 'approved' ? 'approve' : 'reject'}`,
        targetType: 'review',
        targetId: reviewId,
        targetLabel: `${review.authorName}, ${review.rating}★`,
        before: { status: review.status },
        after: { status, productRating: rating.average, productRatingCount: rating.count },
        note: note || null,
      });
      await catalogueChanges.productsChanged(tx, [review.productId], now);
    });
    // After the commit: a reader could otherwise cache the old rating again.
    catalogueChanges.dropCaches();
    const row = await repo.deskRow(db, reviewId);
    if (!row) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    return toDeskRow(row);
  }

  return {
    async list({ status, page, limit }) {
      const [rows, counts] = await Promise.all([
        repo.deskPage(db, status, { offset: (page - 1) * limit, limit }),
        repo.statusCounts(db),
      ]);
      return { reviews: rows.map(toDeskRow), total: counts[status], page, limit, counts };
    },
    approve: (actor, reviewId) => decide(actor, reviewId, 'approved'),
    reject: (actor, reviewId, note) => decide(actor, reviewId, 'rejected', note),
  };
}
