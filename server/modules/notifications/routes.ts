import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../contract/api.ts';
import {
  notificationIdParams,
  notificationListQuery,
  notificationListResponse,
  notificationReadResponse,
} from '../../../contract/notification.ts';
import { authOf } from '../../lib/auth-guard.ts';
import type { AccountDeps } from '../users/deps.ts';
import { createNotificationService } from './service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

export const notificationRoutes =
  (deps: AccountDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const notifications = createNotificationService(deps);
    // Personal data: never kept by a browser or proxy cache.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/user/notification/view',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: "The signed-in shopper's notifications, newest first",
          querystring: notificationListQuery,
          response: { 200: notificationListResponse, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await notifications.list(authOf(request).userId, request.query.limit)),
      }),
    );

    app.patch(
      '/user/notification/read/:id',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'Mark one of the shopper’s notifications read',
          params: notificationIdParams,
          response: { 200: notificationReadResponse, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => ({
        success: true as const,
        notification: await notifications.markRead(authOf(request).userId, request.params.id),
      }),
    );

    app.patch(
      '/user/notification/read-all',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'Mark every notification of the shopper read',
          response: {
            200: z.object({ success: z.literal(true), updated: z.number().int() }),
            401: errorBodySchema,
          },
        },
      },
      async (request) => ({
        success: true as const,
        updated: await notifications.markAllRead(authOf(request).userId),
      }),
    );
  };
