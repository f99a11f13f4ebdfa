import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../contract/api.ts';
import {
  ORDER_CHANGE_MESSAGES,
  ORDER_MESSAGES,
  orderCancelBody,
  orderChangedResponse,
  orderCreateBody,
  orderCreatedResponse,
  orderIdParams,
  orderListQuery,
  orderListResponse,
  orderOrderIdParams,
  orderResponse,
  orderReturnBody,
} from '../../../contract/order.ts';
import { authOf } from '../../lib/auth-guard.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { DeliveryService } from '../delivery/service.ts';
import type { AccountDeps } from '../users/deps.ts';
import { createOrderService } from './service.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];

export const orderRoutes =
  (
    deps: AccountDeps & {
      catalog: Pick<CatalogService, 'invalidateCaches'>;
      delivery: Pick<DeliveryService, 'estimate'>;
    },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const orders = createOrderService({
      ...deps,
      onFollowUpError: (err) => app.log.warn({ err }, 'order follow-up failed'),
    });
    // Personal data: never kept by a browser or proxy cache.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/user/order/create',
      {
        // Signed in is checked before the body, so strangers learn nothing from validation answers.
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'Place a checkout as a cash-on-delivery order (again: the same order)',
          description:
            'Prices, coupon, coins and delivery are computed on the server from the catalogue now; ' +
            'deliveryCharge is accepted and ignored. 201 when the order is placed, 200 with the ' +
            'same order when this checkout was placed before.',
          body: orderCreateBody,
          response: {
            200: orderCreatedResponse,
            201: orderCreatedResponse,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { checkoutId, addressId } = request.body;
        const { order, created } = await orders.place(authOf(request).userId, { checkoutId, addressId });
        return reply.status(created ? 201 : 200).send({
          success: true as const,
          message: ORDER_MESSAGES.placed,
          order,
          coinsEarned: order.coinsEarned,
        });
      },
    );

    app.get(
      '/user/order/view',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: "The signed-in shopper's orders, newest first, with their lines",
          querystring: orderListQuery,
          response: { 200: orderListResponse, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await orders.list(authOf(request).userId, request.query)),
      }),
    );

    app.get(
      '/user/order/view/:id',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'One of the signed-in shopper’s orders',
          params: orderIdParams,
          response: { 200: orderResponse, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => ({
        success: true as const,
        order: await orders.detail(authOf(request).userId, request.params.id),
      }),
    );

    const changeErrors = {
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
      409: errorBodySchema,
    };

    app.post(
      '/user/order/cancel/:orderId',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'Cancel one of the signed-in shopper’s orders',
          description:
            'Allowed while the order is Pending, Confirmed or Processing and within 24 hours of placing ' +
            'it (409 otherwise). Stock, coins spent and the coupon use come back; purchase coins are ' +
            'taken back. Of parallel requests exactly one cancels; the others answer 409.',
          params: orderOrderIdParams,
          body: orderCancelBody,
          response: { 200: orderChangedResponse, ...changeErrors },
        },
      },
      async (request) => ({
        success: true as const,
        message: ORDER_CHANGE_MESSAGES.cancelled,
        order: await orders.cancel(authOf(request).userId, request.params.orderId, request.body),
      }),
    );

    app.post(
      '/user/order/return/:orderId',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'Ask to return one of the signed-in shopper’s delivered orders',
          description:
            'Allowed while the order is Delivered and within 1 day of delivery (409 otherwise); the ' +
            'order becomes Return_Requested until the shop accepts (Returned) or declines (Delivered).',
          params: orderOrderIdParams,
          body: orderReturnBody,
          response: { 200: orderChangedResponse, ...changeErrors },
        },
      },
      async (request) => ({
        success: true as const,
        message: ORDER_CHANGE_MESSAGES.returnRequested,
        order: await orders.requestReturn(authOf(request).userId, request.params.orderId, request.body),
      }),
    );
  };
