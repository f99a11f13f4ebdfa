import { type InfiniteData, keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  type ProductReviewsResponse,
  REVIEW_MESSAGES,
  REVIEWS_PAGE_DEFAULT,
  type ReviewSort,
} from '../../../../../contract/reviews.ts';
import { unwrap } from '../../../../lib/api.ts';
import { getStoredUserId } from '../../../../lib/auth-storage.ts';
import { call } from '../../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { PRODUCT_PAGE_EXPIRY, signInPath } from '../../../../lib/session-expiry.ts';
import { useAccountAction } from '../../../../lib/use-account-action.ts';

// The product page's reviews: the summary and the approved reviews a page at a time (Show more), in
// the order chosen, and the "Helpful" vote.

export const reviewsQueryKey = (productId: string, sort: ReviewSort) =>
  ['catalog', 'product', productId, 'reviews', sort] as const;

type Page = Omit<ProductReviewsResponse, 'success'>;

/** `wanted`: false until the section is near the window (it stays pending, skeleton shown, till then). */
export function useProductReviews(productId: string, sort: ReviewSort, wanted = true) {
  const query = useInfiniteQuery({
    queryKey: reviewsQueryKey(productId, sort),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        call('productReviews', {
          params: { productId },
          query: { sort, page: pageParam, limit: REVIEWS_PAGE_DEFAULT },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last: Page) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled: productId !== '' && wanted,
    // A new order keeps the reviews on screen until its own arrive (no flash of the skeleton).
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  return {
    query,
    summary: pages[0]?.summary,
    reviews: pages.flatMap((page) => page.reviews),
  };
}

/** Writes a review's new helpful count into every cached order of the product's reviews. */
function setHelpfulCount(
  client: ReturnType<typeof useQueryClient>,
  productId: string,
  reviewId: string,
  count: number,
) {
  client.setQueriesData<InfiniteData<Page>>(
    { queryKey: ['catalog', 'product', productId, 'reviews'] },
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              reviews: page.reviews.map((review) =>
                review._id === reviewId ? { ...review, helpfulCount: count } : review,
              ),
            })),
          }
        : data,
  );
}

/**
 * "Helpful": a signed-out shopper is asked to sign in (and brought back); a vote counts once, so the
 * reviews voted here stay pressed and a second press asks nothing.
 */
export function useHelpfulVote(productId: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [voted, setVoted] = useState<ReadonlySet<string>>(new Set());
  const vote = useAccountAction({
    expiry: PRODUCT_PAGE_EXPIRY,
    mutationFn: (reviewId: string) => unwrap(call('reviewHelpful', { params: { id: reviewId } })),
    onSuccess: (answer) => {
      setVoted((current) => new Set(current).add(answer.reviewId));
      setHelpfulCount(client, productId, answer.reviewId, answer.helpfulCount);
      notifySuccess(answer.message || REVIEW_MESSAGES.voted);
    },
    onError: (error) => notifyError(error.message),
  });

  function press(reviewId: string) {
    if (voted.has(reviewId) || vote.isPending) return;
    if (getStoredUserId() === null) {
      notifyError(REVIEW_MESSAGES.signIn);
      navigate(signInPath(`${location.pathname}${location.search}#reviews`));
      return;
    }
    vote.mutate(reviewId);
  }

  return { voted, press, busyId: vote.isPending ? vote.variables : undefined };
}
