import type { FastifyPluginAsync } from 'fastify';
import {
  adminReviewDecidedResponse,
  adminReviewListQuery,
  adminReviewListResponse,
  adminReviewRejectBody,
  REVIEW_MESSAGES,
  reviewIdParams,
} from '../../../contract/reviews.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../staff/index.ts';
import type { ReviewDesk } from './desk-service.ts';

// The console's review desk (/api/admin/reviews*).

const tags = ['console: reviews'];

export const reviewDeskRoutes =
  (desk: ReviewDesk): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'adminReviews',
      {
        tags,
        summary: 'Reviews of one status (pending by default), newest first, with every status’s count',
        querystring: adminReviewListQuery,
        answer: adminReviewListResponse,
      },
      async (request) => desk.list(request.query),
    );

    route(
      app,
      'adminReviewApprove',
      {
        tags,
        summary: 'Approve a review: shown on the product page, counted in its rating',
        description: 'Recomputes the product’s rating and rating count from its approved reviews.',
        params: reviewIdParams,
        answer: adminReviewDecidedResponse,
        errors: [404, 409],
      },
      async (request) => ({
        message: REVIEW_MESSAGES.approved,
        review: await desk.approve(actorOf(request), request.params.id),
      }),
    );

    route(
      app,
      'adminReviewReject',
      {
        tags,
        summary: 'Reject a review (an optional note is kept in the audit log)',
        description: 'An approved review rejected leaves the product’s rating, which is recomputed.',
        params: reviewIdParams,
        body: adminReviewRejectBody,
        answer: adminReviewDecidedResponse,
        errors: [404, 409],
      },
      async (request) => ({
        message: REVIEW_MESSAGES.rejected,
        review: await desk.reject(actorOf(request), request.params.id, request.body.note),
      }),
    );
  };
