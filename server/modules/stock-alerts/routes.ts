import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../contract/api.ts';
import { STOCK_ALERT_MESSAGES, stockAlertParams, stockAlertResponse } from '../../../contract/stock-alert.ts';
import { authOf } from '../../lib/auth-guard.ts';
import type { AccountDeps } from '../users/deps.ts';
import { createStockAlertService } from './service.ts';

const tags = ['stock alerts'];
const security = [{ bearer: [] }];
const PATH = '/user/product/notify/:productId';

/** GET (am I waiting?), POST (tell me when it's back) and DELETE (stop waiting), as the token's shopper. */
export const stockAlertRoutes =
  (deps: AccountDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const alerts = createStockAlertService(deps);
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const schema = (summary: string, extra: Record<number, typeof errorBodySchema> = {}) => ({
      tags,
      security,
      summary,
      params: stockAlertParams,
      response: {
        200: stockAlertResponse,
        400: errorBodySchema,
        401: errorBodySchema,
        404: errorBodySchema,
        ...extra,
      },
    });

    app.get(
      PATH,
      { preValidation: deps.requireUser, schema: schema('Whether the shopper waits for this product') },
      async (request) => {
        const { productId } = request.params;
        return {
          success: true as const,
          productId,
          subscribed: await alerts.status(authOf(request).userId, productId),
        };
      },
    );

    app.post(
      PATH,
      {
        preValidation: deps.requireUser,
        schema: schema('Tell the shopper when this sold-out product is back (once)', {
          409: errorBodySchema,
        }),
      },
      async (request) => {
        const { productId } = request.params;
        await alerts.subscribe(authOf(request).userId, productId);
        return {
          success: true as const,
          productId,
          subscribed: true,
          message: STOCK_ALERT_MESSAGES.subscribed,
        };
      },
    );

    app.delete(
      PATH,
      { preValidation: deps.requireUser, schema: schema('Stop waiting for this product') },
      async (request) => {
        const { productId } = request.params;
        await alerts.unsubscribe(authOf(request).userId, productId);
        return {
          success: true as const,
          productId,
          subscribed: false,
          message: STOCK_ALERT_MESSAGES.cancelled,
        };
      },
    );
  };
