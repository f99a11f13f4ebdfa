import type { FastifyPluginAsync } from 'fastify';
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
import { route } from '../../lib/route.ts';
import type { OrderService } from './service.ts';

const tags = ['orders'];

export const orderRoutes =
  (orders: OrderService): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'orderCreate',
      {
        tags,
        summary: 'Place a checkout as a cash-on-delivery order (again: the same order)',
        description:
          'Prices, coupon, coins and delivery are computed on the server from the catalogue now; ' +
          'deliveryCharge is accepted and ignored. 201 when the order is placed, 200 with the ' +
          'same order when this checkout was placed before. 403 when the shop has blocked the account.',
        body: orderCreateBody,
        answer: orderCreatedResponse,
        status: 201,
        alsoAnswers: [200],
        errors: [403, 404],
      },
      async (request, reply) => {
        const { checkoutId, addressId } = request.body;
        const { order, created } = await orders.place(authOf(request).userId, { checkoutId, addressId });
        if (!created) reply.code(200);
        return { message: ORDER_MESSAGES.placed, order, coinsEarned: order.coinsEarned };
      },
    );

    route(
      app,
      'orderList',
      {
        tags,
        summary: "The signed-in shopper's orders, newest first, with their lines",
        querystring: orderListQuery,
        answer: orderListResponse,
      },
      async (request) => orders.list(authOf(request).userId, request.query),
    );

    route(
      app,
      'order',
      {
        tags,
        summary: 'One of the signed-in shopper’s orders',
        params: orderIdParams,
        answer: orderResponse,
        errors: [404],
      },
      async (request) => ({ order: await orders.detail(authOf(request).userId, request.params.id) }),
    );

    // 404: not one of this shopper's orders; 409: its status or its age allows no such change.
    const changeErrors = [404, 409];

    route(
      app,
      'orderCancel',
      {
        tags,
        summary: 'Cancel one of the signed-in shopper’s orders',
        description:
          'Allowed while the order is Pending, Confirmed or Processing and within 24 hours of placing ' +
          'it (409 otherwise). Stock, coins spent and the coupon use come back; purchase coins are ' +
          'taken back. Of parallel requests exactly one cancels; the others answer 409.',
        params: orderOrderIdParams,
        body: orderCancelBody,
        answer: orderChangedResponse,
        errors: changeErrors,
      },
      async (request) => ({
        message: ORDER_CHANGE_MESSAGES.cancelled,
        order: await orders.cancel(authOf(request).userId, request.params.orderId, request.body),
      }),
    );

    route(
      app,
      'orderReturn',
      {
        tags,
        summary: 'Ask to return one of the signed-in shopper’s delivered orders',
        description:
          'Allowed while the order is Delivered and within 1 day of delivery (409 otherwise); the ' +
          'order becomes Return_Requested until the shop accepts (Returned) or declines (Delivered).',
        params: orderOrderIdParams,
        body: orderReturnBody,
        answer: orderChangedResponse,
        errors: changeErrors,
      },
      async (request) => ({
        message: ORDER_CHANGE_MESSAGES.returnRequested,
        order: await orders.requestReturn(authOf(request).userId, request.params.orderId, request.body),
      }),
    );
  };
