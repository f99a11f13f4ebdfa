import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { reviewFormFields } from '../../../contract/review-form.ts';
import {
  productReviewsParams,
  productReviewsQuery,
  productReviewsResponse,
  REVIEW_MESSAGES,
  REVIEW_PHOTOS_MAX,
  reviewableQuery,
  reviewableResponse,
  reviewCreatedResponse,
  reviewHelpfulResponse,
  reviewIdParams,
} from '../../../contract/reviews.ts';
import { authOf } from '../../lib/auth-guard.ts';
import { route } from '../../lib/route.ts';
import { acceptReviewForms, readReviewForm } from './form.ts';
import type { ReviewService } from './service.ts';

// The storefront's review calls: write one (multipart), read a product's, vote one helpful, and which
// lines of a delivered order are reviewed.

/** A photo as readReviewForm hands it on: its bytes (multipart only). */
const photo = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), { error: REVIEW_MESSAGES.photoNotImage })
  .meta({ type: 'string', format: 'binary', description: 'A photo (multipart only)' });

const reviewCreateBody = reviewFormFields.extend({
  photos: z.array(photo).max(REVIEW_PHOTOS_MAX, REVIEW_MESSAGES.tooManyPhotos).default([]),
});

const tags = ['reviews'];

export const reviewRoutes =
  (reviews: ReviewService): FastifyPluginAsync =>
  async (app) => {
    await acceptReviewForms(app);

    route(
      app,
      'reviewCreate',
      {
        tags,
        summary: 'Review an order line after delivery (multipart/form-data): held until the shop approves it',
        description:
          'Text fields: productId, orderId, orderItemId (needed only when the order holds the product in ' +
          'two sizes or colours), rating 1–5, text (≤ 2000 characters), fit (small | true | large), ' +
          "sizeBought (the line's size when left out), childAge (whole months, 0–240). Up to three file " +
          'parts named `photos`, at most 5 MB each, judged by their bytes (JPEG, PNG, WebP, GIF, AVIF or ' +
          'HEIF) and stored re-encoded as WebP without metadata (≤ 1600 px, with a 400 px square ' +
          'thumbnail). Only the buyer of a Delivered order: another shopper’s order 404, a product not ' +
          'received 403, an order on its way 409, a line already reviewed 409. Nothing is stored when ' +
          'the request fails.',
        consumes: ['multipart/form-data'],
        body: reviewCreateBody,
        answer: reviewCreatedResponse,
        status: 201,
        errors: [403, 404, 409, 413, 415],
        // Runs after the sign-in guard, so strangers cannot make it read photos.
        preValidation: readReviewForm,
      },
      async (request) => ({
        message: REVIEW_MESSAGES.created,
        review: await reviews.create(authOf(request).userId, request.body),
      }),
    );

    route(
      app,
      'productReviews',
      {
        tags,
        summary: "A product's review summary and a page of its approved reviews",
        description:
          'summary: the average (one decimal), the count, how many gave 5 to 1 stars, and what buyers said ' +
          'of the fit with its verdict. sort: newest (default) or helpful (most helpful first).',
        params: productReviewsParams,
        querystring: productReviewsQuery,
        answer: productReviewsResponse,
        errors: [404],
      },
      async (request) => reviews.productReviews(request.params.productId, request.query),
    );

    route(
      app,
      'reviewHelpful',
      {
        tags,
        summary: 'Mark an approved review as helpful (once per shopper; voting again changes nothing)',
        description: 'Not on one’s own review (403). A review not shown to shoppers is not found (404).',
        params: reviewIdParams,
        answer: reviewHelpfulResponse,
        errors: [403, 404],
      },
      async (request) => ({
        message: REVIEW_MESSAGES.voted,
        reviewId: request.params.id,
        helpfulCount: await reviews.helpful(authOf(request).userId, request.params.id),
        voted: true as const,
      }),
    );

    route(
      app,
      'reviewable',
      {
        tags,
        summary:
          "The lines of one of the shopper's orders and the review of each (once delivered, reviewable)",
        querystring: reviewableQuery,
        answer: reviewableResponse,
        errors: [404],
      },
      async (request) => reviews.reviewable(authOf(request).userId, request.query.orderId),
    );
  };
