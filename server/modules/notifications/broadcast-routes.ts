import type { FastifyPluginAsync } from 'fastify';
import {
  adminBroadcastAudienceQuery,
  adminBroadcastAudienceResponse,
  adminBroadcastBody,
  adminBroadcastListQuery,
  adminBroadcastListResponse,
  adminBroadcastResponse,
  broadcastSentMessage,
} from '../../../contract/admin-content.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../staff/index.ts';
import type { BroadcastDesk } from './broadcast-service.ts';

// The console's offer notifications (/api/admin/offer-notifications*).

const tags = ['console: content'];

export const broadcastRoutes =
  (desk: BroadcastDesk): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'adminOfferNotifications',
      {
        tags,
        summary: 'Offer notifications sent so far, newest first, with how many shoppers each reached',
        querystring: adminBroadcastListQuery,
        answer: adminBroadcastListResponse,
      },
      async (request) => desk.list(request.query.page, request.query.limit),
    );

    route(
      app,
      'adminOfferNotificationAudience',
      {
        tags,
        summary: 'How many shoppers an offer notification would reach now (nothing is sent)',
        description:
          'audience=all: every shopper (not staff, not blocked, not deleted); audience=category&categoryId=…: ' +
          'those of them with an order (not cancelled) holding a product of the category.',
        querystring: adminBroadcastAudienceQuery,
        answer: adminBroadcastAudienceResponse,
      },
      async (request) => ({ recipients: await desk.audience(request.query) }),
    );

    route(
      app,
      'adminOfferNotificationSend',
      {
        tags,
        summary: 'Send an offer notification to every shopper of the audience',
        description:
          'Each recipient gets one notification (offerOnCategory for a category’s buyers, offerOnProduct for ' +
          'everybody) with ref broadcast:{id}; the broadcast is kept with its recipient count. An audience ' +
          'holding nobody sends nothing (409).',
        body: adminBroadcastBody,
        answer: adminBroadcastResponse,
        status: 201,
        errors: [409],
      },
      async (request) => {
        const broadcast = await desk.send(actorOf(request), request.body);
        return { message: broadcastSentMessage(broadcast.recipients), broadcast };
      },
    );
  };
