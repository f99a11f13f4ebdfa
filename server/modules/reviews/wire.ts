import {
  type AdminReviewRow,
  childAgeText,
  fitVerdict,
  type PublicReview,
  type ReviewSummary,
  reviewThumbName,
} from '../../../contract/reviews.ts';
import type { DeskRow, ReviewRow, SummaryRow } from './repo.ts';

// Rows as the wire shows them (contract/reviews.ts).

const iso = (value: string | Date) => new Date(value).toISOString();

export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    _id: row._id,
    authorName: row.authorName,
    verifiedBuyer: row.verifiedBuyer,
    rating: row.rating,
    title: row.title,
    text: row.text,
    fit: row.fit,
    sizeBought: row.sizeBought,
    childAgeMonths: row.childAgeMonths,
    childAge: row.childAgeMonths === null ? null : childAgeText(row.childAgeMonths),
    photos: row.photos.map((file) => ({ file, thumb: reviewThumbName(file) })),
    helpfulCount: row.helpfulCount,
    createdAt: iso(row.createdAt),
  };
}

export function toSummary(row: SummaryRow): ReviewSummary {
  const fit = { small: row.small, true: row.fine, large: row.large };
  return {
    average: Number(row.average),
    count: row.count,
    breakdown: ([5, 4, 3, 2, 1] as const).map((stars) => ({
      stars,
      count: Number(row.stars[String(stars) as keyof SummaryRow['stars']] ?? 0),
    })),
    fit: { ...fit, verdict: fitVerdict(fit) },
  };
}

export function toDeskRow(row: DeskRow): AdminReviewRow {
  return {
    ...toPublicReview(row),
    status: row.status,
    product: row.product,
    userId: row.userId,
    orderId: row.orderId,
    moderatedAt: row.moderatedAt === null ? null : iso(row.moderatedAt),
    moderatedBy: row.moderatedBy,
  };
}
