import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  ORDER_CHANGE_MESSAGES,
  orderChangedResponse,
  orderOrderIdParams,
  orderStatusBody,
} from '../../../contract/order.ts';
import { unauthorized } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import type { OrderLifecycle } from './lifecycle-service.ts';

// The shop moving orders on, until it has a console: the adminOrderStatus endpoint (contract/endpoints.ts).
// Registered only when ADMIN_TOKEN is configured (server/app.ts), so without it the route does not
// exist. The token is compared by its SHA-256 digest in constant time, so neither its content nor its
// length leaks through response times.

const digest = (value: string) => createHash('sha256').update(value).digest();

export function adminTokenGuard(adminToken: string): preHandlerAsyncHookHandler {
  const expected = digest(adminToken);
  return async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) throw unauthorized();
  };
}

export const adminOrderRoutes =
  (lifecycle: OrderLifecycle, adminToken: string): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'adminOrderStatus',
      {
        guard: adminTokenGuard(adminToken),
        tags: ['admin'],
        summary: 'The shop moves an order to another status (Authorization: Bearer ADMIN_TOKEN)',
        description:
          'Forward along Pending → Confirmed → Processing → Shipping → Shipped → In-Transit → Delivered ' +
          '(any number of steps), Cancelled before Delivered, Return_Requested → Returned (accept) or → ' +
          'Delivered (decline). Anything else answers 409. See docs/decisions/012-order-lifecycle.md.',
        params: orderOrderIdParams,
        body: orderStatusBody,
        answer: orderChangedResponse,
        errors: [404, 409],
      },
      async (request) => ({
        message: ORDER_CHANGE_MESSAGES.statusChanged,
        order: await lifecycle.setStatus(request.params.orderId, request.body.status, request.body.reason),
      }),
    );
  };
