import type { ProductReviewsResponse, PublicReview, ReviewSummary } from '../../../../../contract/reviews.ts';

// Reviews in the contract's shapes for the product page's tests (Reviews.test.tsx parses them with the
// endpoint's answer schema).

export function makeReview(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    _id: 'r1',
    authorName: 'Karthik V.',
    verifiedBuyer: false,
    rating: 4,
    title: 'Happy with it',
    text: 'Good quality for daily wear.',
    fit: null,
    sizeBought: null,
    childAgeMonths: null,
    childAge: null,
    photos: [],
    helpfulCount: 0,
    createdAt: '2026-11-17T14:14:57.319Z',
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<ReviewSummary> = {}): ReviewSummary {
  return {
    average: 4.2,
    count: 5,
    breakdown: [
      { stars: 5, count: 2 },
      { stars: 4, count: 2 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ],
    fit: { small: 1, true: 3, large: 0, verdict: 'Most buyers say true to size' },
    ...overrides,
  };
}

/** One page of GET /api/user/Products/reviews/{productId}. */
export function reviewsPage(
  reviews: PublicReview[] = [makeReview()],
  options: { page?: number; limit?: number; total?: number; summary?: ReviewSummary } = {},
): Omit<ProductReviewsResponse, 'success'> {
  return {
    summary: options.summary ?? makeSummary(),
    reviews,
    page: options.page ?? 1,
    limit: options.limit ?? 10,
    total: options.total ?? reviews.length,
  };
}
