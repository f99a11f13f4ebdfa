import type { FastifyPluginAsync } from 'fastify';
import {
  ALERT_MESSAGES,
  alertAddBody,
  alertAddResponse,
  alertListResponse,
  alertParams,
  alertRemoveResponse,
} from '../../../contract/alerts.ts';
import { authOf } from '../../lib/auth-guard.ts';
import { route } from '../../lib/route.ts';
import type { AlertService } from './service.ts';

const tags = ['alerts'];

/** The shopper's alerts (back in stock, price drop): list, add, remove, always as the token's shopper. */
export const alertRoutes =
  (alerts: AlertService): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'alerts',
      { tags, summary: "The shopper's waiting alerts, newest first", answer: alertListResponse },
      async (request) => ({ alerts: await alerts.list(authOf(request).userId) }),
    );

    route(
      app,
      'alertAdd',
      {
        tags,
        summary: 'Tell the shopper (once) when a product, colour or size is back, or when its price drops',
        description:
          'Back in stock is refused (409) for what can be ordered now; asking again answers the same alert. ' +
          'A shopper may have a limited number of alerts waiting (409 beyond it).',
        body: alertAddBody,
        answer: alertAddResponse,
        errors: [404, 409],
      },
      async (request) => alerts.add(authOf(request).userId, request.body),
    );

    route(
      app,
      'alertRemove',
      {
        tags,
        summary: "Remove one of the shopper's alerts",
        params: alertParams,
        answer: alertRemoveResponse,
        errors: [404],
      },
      async (request) => {
        await alerts.remove(authOf(request).userId, request.params.id);
        return { message: ALERT_MESSAGES.removed };
      },
    );
  };
