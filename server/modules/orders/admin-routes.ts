import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../contract/api.ts';
import {
  ORDER_CHANGE_MESSAGES,
  orderChangedResponse,
  orderOrderIdParams,
  orderStatusBody,
} from '../../../contract/order.ts';
import { unauthorized } from '../../lib/errors.ts';
import { createOrderLifecycle, type OrderLifecycleDeps } from './lifecycle-service.ts';

// The shop moving orders on, until it has a console: PATCH /api/admin/orders/{orderId}/status.
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
  (deps: Omit<OrderLifecycleDeps, 'onFollowUpError'> & { adminToken: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const lifecycle = createOrderLifecycle({
      ...deps,
      onFollowUpError: (err) => app.log.warn({ err }, 'order follow-up failed'),
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.patch(
      '/admin/orders/:orderId/status',
      {
        preValidation: adminTokenGuard(deps.adminToken),
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          summary: 'The shop moves an order to another status (Authorization: Bearer ADMIN_TOKEN)',
          description:
            'Forward along Pending → Confirmed → Processing → Shipping → Shipped → In-Transit → Delivered ' +
            '(any number of steps), Cancelled before Delivered, Return_Requested → Returned (accept) or → ' +
            'Delivered (decline). Anything else answers 409. See docs/decisions/012-order-lifecycle.md.',
          params: orderOrderIdParams,
          body: orderStatusBody,
          response: {
            200: orderChangedResponse,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: ORDER_CHANGE_MESSAGES.statusChanged,
        order: await lifecycle.setStatus(request.params.orderId, request.body.status, request.body.reason),
      }),
    );
  };
