import type { FastifyPluginAsync } from 'fastify';
import {
  adminBulkStatusBody,
  adminBulkStatusResponse,
  adminCashBody,
  adminOrderChangedResponse,
  adminOrderParams,
  adminOrderStatusBody,
  adminRefundBody,
  adminReturnAcceptBody,
  adminReturnDeclineBody,
  adminRtoBody,
} from '../../../contract/admin-orders.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../staff/index.ts';
import type { DeskChanges } from './desk-changes.ts';

// The console's order-changing routes (docs/decisions/024-the-console.md): the order desk's moves, cash
// and returned to origin, and the returns desk's decisions and refunds. The staff guard comes from each
// endpoint's permission (contract/admin-endpoints.ts); every change is in the audit log.

const tags = ['console: orders'];

export const deskChangeRoutes =
  (desk: DeskChanges): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'adminOrderStatus',
      {
        tags,
        summary: 'Move an order to another status',
        description:
          'Forward along Pending → Confirmed → Processing → Shipping → Shipped → In-Transit → Delivered ' +
          '(any number of steps), Cancelled before Delivered (with a reason), Return_Requested → Returned ' +
          'or → Delivered. Shipped needs the courier and the tracking number. With `from`, an order that ' +
          'is no longer in that status is refused (409) instead of moved twice.',
        params: adminOrderParams,
        body: adminOrderStatusBody,
        answer: adminOrderChangedResponse,
        errors: [404, 409],
      },
      async (request) => desk.setStatus(actorOf(request), request.params.orderId, request.body),
    );

    route(
      app,
      'adminOrdersBulkStatus',
      {
        tags,
        summary: 'Move many orders to one status; each is moved or refused on its own',
        description: 'Not for Shipped (each shipment has its own tracking number). At most 200 orders.',
        body: adminBulkStatusBody,
        answer: adminBulkStatusResponse,
      },
      async (request) => desk.bulkStatus(actorOf(request), request.body),
    );

    route(
      app,
      'adminOrderCash',
      {
        tags,
        summary: 'Record the cash collected for a delivered order (once)',
        params: adminOrderParams,
        body: adminCashBody,
        answer: adminOrderChangedResponse,
        errors: [404, 409],
      },
      async (request) => desk.recordCash(actorOf(request), request.params.orderId, request.body),
    );

    route(
      app,
      'adminOrderRto',
      {
        tags,
        summary: 'Mark an order returned to origin: cancelled, its stock, coins and coupon back',
        params: adminOrderParams,
        body: adminRtoBody,
        answer: adminOrderChangedResponse,
        errors: [404, 409],
      },
      async (request) => desk.returnedToOrigin(actorOf(request), request.params.orderId, request.body),
    );

    route(
      app,
      'adminReturnAccept',
      {
        tags,
        summary: 'Accept a return: the order becomes Returned; its stock comes back when restockable',
        params: adminOrderParams,
        body: adminReturnAcceptBody,
        answer: adminOrderChangedResponse,
        errors: [404, 409],
      },
      async (request) => desk.acceptReturn(actorOf(request), request.params.orderId, request.body),
    );

    route(
      app,
      'adminReturnDecline',
      {
        tags,
        summary: 'Decline a return: back to Delivered, with the reason the shopper sees',
        params: adminOrderParams,
        body: adminReturnDeclineBody,
        answer: adminOrderChangedResponse,
        errors: [404, 409],
      },
      async (request) => desk.declineReturn(actorOf(request), request.params.orderId, request.body),
    );

    route(
      app,
      'adminReturnRefund',
      {
        tags,
        summary: 'Record the refund of an accepted return (once): bank transfer, UPI, or coins credited',
        description:
          'At most what the shopper paid. Coins credit the refunded rupees’ worth at the coin value ' +
          '(rounded up to a whole coin) through the coin ledger.',
        params: adminOrderParams,
        body: adminRefundBody,
        answer: adminOrderChangedResponse,
        errors: [404, 409],
      },
      async (request) => desk.refund(actorOf(request), request.params.orderId, request.body),
    );
  };
