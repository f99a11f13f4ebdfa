import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_PEOPLE_MESSAGES,
  adminSellerDecidedResponse,
  adminSellerDetailResponse,
  adminSellerListQuery,
  adminSellerListResponse,
  adminSellerParams,
  adminSellerRejectBody,
  sellerDocumentParams,
} from '../../../contract/admin-people.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../staff/index.ts';
import type { SellerReviewService } from './review-service.ts';

// The console's sellers desk (/api/admin/seller-applications*) and the documents' signed links.

const tags = ['console: sellers'];

/** A file answer (documentation only: the bytes are sent as they are). */
const fileAnswer = z
  .custom<Blob>(() => true)
  .meta({ type: 'string', format: 'binary', description: 'The document, with its stored type' });

export const sellerReviewRoutes =
  (review: SellerReviewService): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'adminSellerApplications',
      {
        tags,
        summary: 'Seller applications in one status (waiting ones oldest first)',
        querystring: adminSellerListQuery,
        answer: adminSellerListResponse,
      },
      async (request) => review.list(request.query),
    );

    route(
      app,
      'adminSellerApplication',
      {
        tags,
        summary: 'One seller application, with links to its documents that work for five minutes',
        params: adminSellerParams,
        answer: adminSellerDetailResponse,
        errors: [404],
      },
      async (request) => review.detail(actorOf(request), request.params.id),
    );

    route(
      app,
      'adminSellerApprove',
      {
        tags,
        summary: 'Approve a waiting application: the account becomes a seller and the applicant is told',
        params: adminSellerParams,
        answer: adminSellerDecidedResponse,
        errors: [404, 409],
      },
      async (request) => {
        await review.approve(actorOf(request), request.params.id);
        return { message: ADMIN_PEOPLE_MESSAGES.approved };
      },
    );

    route(
      app,
      'adminSellerReject',
      {
        tags,
        summary: 'Reject a waiting application with the reason the applicant is told',
        params: adminSellerParams,
        body: adminSellerRejectBody,
        answer: adminSellerDecidedResponse,
        errors: [404, 409],
      },
      async (request) => {
        await review.reject(actorOf(request), request.params.id, request.body.reason);
        return { message: ADMIN_PEOPLE_MESSAGES.rejected };
      },
    );

    route(
      app,
      'adminSellerDocument',
      {
        tags,
        summary: "A seller's document, through a signed link from the application (five minutes)",
        description:
          'The token is the credential (a link opened in a new tab carries no bearer header): signed, ' +
          'short-lived, and naming the staff member it was made for, who must still be allowed to read ' +
          'sellers. Answers the file inline with its stored type, or, when files are in a bucket, a 302 to ' +
          'its short-lived signed link there; never cached.',
        params: sellerDocumentParams,
        answer: fileAnswer,
        errors: [403, 404],
        noStore: true,
      },
      async (request, reply) => {
        const file = await review.document(request.params.token);
        // A bucket's document: the browser follows to the store's own short-lived signed link.
        if ('signedUrl' in file)
          return reply.header('cache-control', 'no-store').redirect(file.signedUrl, 302);
        return reply
          .header('content-type', file.mime)
          .header('content-disposition', 'inline')
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          .send(file.bytes);
      },
    );
  };
