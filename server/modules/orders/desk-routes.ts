import type { FastifyPluginAsync } from 'fastify';
import {
  adminNewOrdersResponse,
  adminOrderDetailResponse,
  adminOrderListQuery,
  adminOrderListResponse,
  adminOrderParams,
  adminReturnListQuery,
  adminReturnListResponse,
} from '../../../contract/admin-orders.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../staff/index.ts';
import type { OrderDesk } from './desk-service.ts';

// The console's order desk and returns desk, read side: lists, the new-orders badge and one order.

const tags = ['console: orders'];

export const orderDeskRoutes =
  (desk: OrderDesk): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'adminOrders',
      {
        tags,
        summary: 'Orders, newest first, filtered and searched, a page at a time',
        description:
          'Filters: status (a comma list), from/to (India dates the order was placed on), state (any case), ' +
          'pincode, cash (collected, or delivered and outstanding). q is an order number in any form ' +
          "(LL-2026-000123, #000123, 000123, 123), a shopper's phone (10 digits or +91…), else the start of " +
          "a shopper's name (a prefix match, which the name index serves). total is exact.",
        querystring: adminOrderListQuery,
        answer: adminOrderListResponse,
      },
      async (request) => {
        const { rows, ...page } = await desk.list(request.query);
        return { orders: rows, ...page };
      },
    );

    route(
      app,
      'adminNewOrders',
      {
        tags,
        summary: 'How many orders were placed since this staff member last opened the desk (up to 1000)',
        answer: adminNewOrdersResponse,
      },
      async (request) => desk.newOrders(actorOf(request).userId),
    );

    route(
      app,
      'adminOrdersSeen',
      {
        tags,
        summary: 'Mark the desk opened now: the new-orders badge counts from here',
        answer: adminNewOrdersResponse,
      },
      async (request) => desk.markSeen(actorOf(request).userId),
    );

    route(
      app,
      'adminOrder',
      {
        tags,
        summary:
          'One order as the desk shows it: shopper, cash, refund, invoice, allowed moves, staff actions',
        params: adminOrderParams,
        answer: adminOrderDetailResponse,
        errors: [404],
      },
      async (request) => desk.detail(request.params.orderId),
    );

    route(
      app,
      'adminReturns',
      {
        tags: ['console: returns'],
        summary: 'Returns waiting (oldest request first), accepted or declined (newest decision first)',
        querystring: adminReturnListQuery,
        answer: adminReturnListResponse,
      },
      async (request) => {
        const { rows, ...page } = await desk.returns(request.query);
        return { returns: rows, ...page };
      },
    );
  };
