import type { FastifyPluginAsync } from 'fastify';
import { STOCK_ALERT_MESSAGES, stockAlertParams, stockAlertResponse } from '../../../contract/stock-alert.ts';
import { authOf } from '../../lib/auth-guard.ts';
import { route } from '../../lib/route.ts';
import type { StockAlertService } from './service.ts';

const tags = ['stock alerts'];

/** GET (am I waiting?), POST (tell me when it's back) and DELETE (stop waiting), as the token's shopper. */
export const stockAlertRoutes =
  (alerts: StockAlertService): FastifyPluginAsync =>
  async (app) => {
    const about = { tags, params: stockAlertParams, answer: stockAlertResponse };
    route(
      app,
      'stockAlertStatus',
      { ...about, summary: 'Whether the shopper waits for this product', errors: [404] },
      async (request) => {
        const { productId } = request.params;
        return { productId, subscribed: await alerts.status(authOf(request).userId, productId) };
      },
    );

    route(
      app,
      'stockAlertAdd',
      {
        ...about,
        summary: 'Tell the shopper when this sold-out product is back (once)',
        errors: [404, 409],
      },
      async (request) => {
        const { productId } = request.params;
        await alerts.subscribe(authOf(request).userId, productId);
        return { productId, subscribed: true, message: STOCK_ALERT_MESSAGES.subscribed };
      },
    );

    route(
      app,
      'stockAlertRemove',
      { ...about, summary: 'Stop waiting for this product', errors: [404] },
      async (request) => {
        const { productId } = request.params;
        await alerts.unsubscribe(authOf(request).userId, productId);
        return { productId, subscribed: false, message: STOCK_ALERT_MESSAGES.cancelled };
      },
    );
  };
