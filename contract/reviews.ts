import { z } from 'zod';
import { idSchema } from './api.ts';

// Product reviews by buyers (the shop's own; the spec only names the product view's `reviews`). After
// delivery a shopper rates an order line 1–5, may write a few lines, add up to three photos and say how
// it fit, which size they bought and how old the child was. A review waits as 'pending' until staff
// approve it in the console; only approved reviews are shown and count towards the product's rating.
//
// Decisions:
// - childAge is a whole number of months (0–240): a select of years and months on the form, one
//   column in the table, and labels ("a 3 year old", "an 18 month old") made here for every screen.
// - The order line is found from orderId + productId; when the order holds the product in two sizes
//   or colours, orderItemId must say which line (400 otherwise). One review per order line.
// - Only a Delivered order can be reviewed: one on its way is refused until it arrives (409), a
//   cancelled, returned or return-requested one is refused as not received (403).
// - A helpful vote is idempotent: voting twice answers the same count and changes nothing.

export const REVIEW_FITS = ['small', 'true', 'large'] as const;
export type ReviewFit = (typeof REVIEW_FITS)[number];
export const REVIEW_FIT_LABELS: Record<ReviewFit, string> = {
  small: 'Runs small',
  true: 'True to size',
  large: 'Runs large',
};

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 3;
/** Each photo, as sent (it is stored re-encoded, much smaller). */
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const CHILD_AGE_MONTHS_MAX = 240;
export const SIZE_BOUGHT_MAX = 20;
export const REVIEW_NOTE_MAX = 500;
export const REVIEWS_PAGE_DEFAULT = 10;
export const REVIEWS_PAGE_MAX = 50;

export const REVIEW_MESSAGES = {
  created: "Thanks! Your review will appear once it's checked.",
  notReceived: 'Only buyers who received this product can review it',
  notDeliveredYet: 'You can review this once it has been delivered.',
  alreadyReviewed: 'You have already reviewed this item',
  ratingRequired: 'Please choose a rating',
  tooManyPhotos: `Up to ${REVIEW_PHOTOS_MAX} photos`,
  photoTooLarge: 'Each photo must be 5 MB or smaller',
  photoNotImage: 'Photos must be pictures (JPEG, PNG, WebP, GIF, AVIF or HEIF)',
  photoTooManyPixels: 'This photo is too large: choose a smaller one.',
  notMultipart: 'Send the review as a form (multipart/form-data).',
  unknownFile: 'Only photos can be attached to a review.',
  textTooLong: `Keep your review under ${REVIEW_TEXT_MAX} characters`,
  fitInvalid: 'Choose runs small, true to size or runs large',
  sizeTooLong: `The size is at most ${SIZE_BOUGHT_MAX} characters`,
  childAgeInvalid: "Choose your child's age",
  chooseItem:
    'This order has this product in more than one size or colour: choose which one you are reviewing.',
  orderNotFound: 'Order not found.',
  reviewNotFound: 'Review not found.',
  productNotFound: 'Product not found',
  ownReview: "You can't mark your own review as helpful.",
  voted: 'Thanks for your feedback!',
  signIn: 'Please log in to mark reviews as helpful',
  loadFailed: 'Reviews could not be loaded.',
  // The console.
  approved: 'Review approved: it now shows on the product page.',
  rejected: 'Review rejected: it will not be shown.',
  alreadyApproved: 'This review is already approved.',
  alreadyRejected: 'This review is already rejected.',
  noteTooLong: `A note is at most ${REVIEW_NOTE_MAX} characters.`,
} as const;
const M = REVIEW_MESSAGES;

/** A review photo: the full picture (≤ 1600 px on its long side) and a square thumbnail (400 px). */
export const reviewPhotoSchema = z.object({ file: z.string(), thumb: z.string() });
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** The thumbnail beside a stored review photo: reviews/<id>.webp → reviews/<id>-thumb.webp. */
export const reviewThumbName = (file: string) => file.replace(/\.webp$/, '-thumb.webp');

/** An approved review as the product page shows it. */
export const publicReviewSchema = z.object({
  _id: z.string(),
  /** First name and initial ("Asha R."). */
  authorName: z.string(),
  /** Written by an account about an order line it received (the demo's reviews are not). */
  verifiedBuyer: z.boolean(),
  rating: z.number().int(),
  /** Older reviews carry a title; new ones only text. */
  title: z.string(),
  text: z.string(),
  fit: z.enum(REVIEW_FITS).nullable(),
  sizeBought: z.string().nullable(),
  childAgeMonths: z.number().int().nullable(),
  /** "3 years", "18 months", "newborn"; null when not given. */
  childAge: z.string().nullable(),
  photos: z.array(reviewPhotoSchema),
  helpfulCount: z.number().int(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const fitSummarySchema = z.object({
  small: z.number().int(),
  true: z.number().int(),
  large: z.number().int(),
  /** "Most buyers say true to size"; null while no buyer has said how it fit. */
  verdict: z.string().nullable(),
});
export type FitSummary = z.infer<typeof fitSummarySchema>;

/** The product's approved reviews in figures. */
export const reviewSummarySchema = z.object({
  /** One decimal; 0 with no reviews. */
  average: z.number(),
  count: z.number().int(),
  /** How many reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
  breakdown: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
  fit: fitSummarySchema,
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = { newest: 'Newest', helpful: 'Most helpful' };

export const productReviewsParams = z.object({ productId: idSchema });
export const productReviewsQuery = z.object({
  sort: z.enum(REVIEW_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(REVIEWS_PAGE_MAX).default(REVIEWS_PAGE_DEFAULT),
});

/** GET /api/user/Products/reviews/{productId}: the summary and a page of approved reviews. */
export const productReviewsResponse = z.object({
  success: z.literal(true),
  summary: reviewSummarySchema,
  reviews: z.array(publicReviewSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type ProductReviewsResponse = z.infer<typeof productReviewsResponse>;

/** The shopper's own review, as the order page and the form's answer show it. */
export const ownReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** POST /api/user/reviews → 201. */
export const reviewCreatedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  review: ownReviewSchema.extend({ orderItemId: z.string(), productId: z.string() }),
});

export const reviewIdParams = z.object({ id: z.uuid({ error: M.reviewNotFound }) });

/** POST /api/user/reviews/{id}/helpful: the review's count after the vote. */
export const reviewHelpfulResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  reviewId: z.string(),
  helpfulCount: z.number().int(),
  voted: z.literal(true),
});

export const reviewableQuery = z.object({ orderId: z.uuid({ error: M.orderNotFound }) });

/** GET /api/user/reviews/reviewable?orderId=: the order's lines and whether each is reviewed. */
export const reviewableResponse = z.object({
  success: z.literal(true),
  orderId: z.string(),
  /** Delivered: each line not yet reviewed can be. */
  canReview: z.boolean(),
  lines: z.array(
    z.object({
      orderItemId: z.string(),
      productId: z.string(),
      size: z.string(),
      colorName: z.string(),
      review: ownReviewSchema.nullable(),
    }),
  ),
});
export type ReviewableResponse = z.infer<typeof reviewableResponse>;

// ---- The console (/api/admin/reviews) ----

export const ADMIN_REVIEWS_PAGE_DEFAULT = 25;
export const ADMIN_REVIEWS_PAGE_MAX = 100;

export const adminReviewListQuery = z.object({
  status: z.enum(REVIEW_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_REVIEWS_PAGE_MAX).default(ADMIN_REVIEWS_PAGE_DEFAULT),
});

export const adminReviewRowSchema = publicReviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  product: z.object({ _id: z.string(), name: z.string(), image: z.string().nullable() }),
  /** The author's account (null for the demo's reviews or a deleted account) and their order. */
  userId: z.string().nullable(),
  orderId: z.string().nullable(),
  moderatedAt: z.string().nullable(),
  /** Who approved or rejected it (their name, else phone). */
  moderatedBy: z.string().nullable(),
});
export type AdminReviewRow = z.infer<typeof adminReviewRowSchema>;

export const adminReviewListResponse = z.object({
  success: z.literal(true),
  reviews: z.array(adminReviewRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Every status's count, for the tabs. */
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
});
export type AdminReviewListResponse = z.infer<typeof adminReviewListResponse>;

export const adminReviewRejectBody = z.strictObject({
  /** Why (kept in the audit log only). */
  note: z.string().trim().max(REVIEW_NOTE_MAX, M.noteTooLong).optional(),
});

export const adminReviewDecidedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  review: adminReviewRowSchema,
});

// ---- Words every screen shares ----

/** "newborn", "11 months", "18 months", "3 years" (under two years in months). */
export function childAgeText(months: number): string {
  if (months < 1) return 'newborn';
  if (months < 24) return months === 1 ? '1 month' : `${months} months`;
  const years = Math.floor(months / 12);
  return `${years} years`;
}

/** "a 3 year old", "an 18 month old", "a newborn". */
export function childAgePhrase(months: number): string {
  if (months < 1) return 'a newborn';
  const [count, unit] = months < 24 ? [months, 'month'] : [Math.floor(months / 12), 'year'];
  // Said aloud, 8, 11 and 18 start with a vowel sound.
  const article = [8, 11, 18].includes(count) ? 'an' : 'a';
  return `${article} ${count} ${unit} old`;
}

/** "Bought 3-4Y for a 3 year old", "Bought 3-4Y", "For a 3 year old"; null when neither is known. */
export function boughtLine(sizeBought: string | null, childAgeMonths: number | null): string | null {
  const age = childAgeMonths === null ? null : childAgePhrase(childAgeMonths);
  if (sizeBought && age) return `Bought ${sizeBought} for ${age}`;
  if (sizeBought) return `Bought ${sizeBought}`;
  if (age) return `For ${age}`;
  return null;
}

/**
 * What most buyers said about the fit: the most said answer (true to size wins a tie), or that they
 * are split when as many said small as large and more than said true to size.
 */
export function fitVerdict(counts: { small: number; true: number; large: number }): string | null {
  const { small, large } = counts;
  const fine = counts.true;
  if (small + fine + large === 0) return null;
  if (fine >= small && fine >= large) return 'Most buyers say true to size';
  if (small > large) return 'Runs small: consider a size up';
  if (large > small) return 'Runs large: consider a size down';
  return 'Buyers are split on the fit';
}

/** "Asha R." from "Asha Rao"; "Asha" alone; a neutral name when the account has none. */
export function reviewAuthorName(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = parts;
  if (!first) return 'Shopper';
  const last = rest.at(-1);
  return last ? `${first} ${last.slice(0, 1).toUpperCase()}.` : first;
}
