import type { FastifyPluginAsync } from 'fastify';
import {
  notificationIdParams,
  notificationListQuery,
  notificationListResponse,
  notificationReadAllResponse,
  notificationReadResponse,
} from '../../../contract/notification.ts';
import { authOf } from '../../lib/auth-guard.ts';
import { route } from '../../lib/route.ts';
import type { NotificationService } from './service.ts';

const tags = ['notifications'];

export const notificationRoutes =
  (notifications: NotificationService): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'notifications',
      {
        tags,
        summary: "The signed-in shopper's notifications, newest first",
        querystring: notificationListQuery,
        answer: notificationListResponse,
      },
      async (request) => notifications.list(authOf(request).userId, request.query.limit, request.language),
    );

    route(
      app,
      'notificationRead',
      {
        tags,
        summary: 'Mark one of the shopper’s notifications read',
        params: notificationIdParams,
        answer: notificationReadResponse,
        errors: [404],
      },
      async (request) => ({
        notification: await notifications.markRead(
          authOf(request).userId,
          request.params.id,
          request.language,
        ),
      }),
    );

    route(
      app,
      'notificationReadAll',
      { tags, summary: 'Mark every notification of the shopper read', answer: notificationReadAllResponse },
      async (request) => ({ updated: await notifications.markAllRead(authOf(request).userId) }),
    );
  };
