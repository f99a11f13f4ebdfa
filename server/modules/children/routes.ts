import type { FastifyPluginAsync } from 'fastify';
import {
  CHILD_MESSAGES,
  childIdParams,
  childListResponse,
  childProfileBody,
  childProfileUpdateBody,
  childRemovedResponse,
  childResponse,
} from '../../../contract/child-profile.ts';
import { authOf } from '../../lib/auth-guard.ts';
import { route } from '../../lib/route.ts';
import type { ChildrenService } from './service.ts';

const tags = ['children'];
const BIRTH_MONTH_RULE =
  'birthMonth is YYYY-MM: not after the current month (India time) and at most 16 years before it.';

export const childrenRoutes =
  (children: ChildrenService): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'children',
      {
        tags,
        summary: "The signed-in shopper's children, in the order they were added (empty list when none)",
        answer: childListResponse,
      },
      async (request) => ({ children: await children.list(authOf(request).userId) }),
    );

    route(
      app,
      'childAdd',
      {
        tags,
        summary: 'Add a child (at most 8 per shopper): name, birth month, gender and, optionally, height',
        description: `${BIRTH_MONTH_RULE} heightCm is 30–200 or null.`,
        body: childProfileBody,
        answer: childResponse,
        status: 201,
        errors: [409],
      },
      async (request) => ({
        message: CHILD_MESSAGES.added,
        child: await children.add(authOf(request).userId, request.body),
      }),
    );

    route(
      app,
      'childUpdate',
      {
        tags,
        summary: "Change a child's details (only the fields sent; heightCm null clears the height)",
        description: BIRTH_MONTH_RULE,
        params: childIdParams,
        body: childProfileUpdateBody,
        answer: childResponse,
        errors: [404],
      },
      async (request) => ({
        message: CHILD_MESSAGES.updated,
        child: await children.update(authOf(request).userId, request.params.id, request.body),
      }),
    );

    route(
      app,
      'childRemove',
      {
        tags,
        summary: 'Remove a child',
        params: childIdParams,
        answer: childRemovedResponse,
        errors: [404],
      },
      async (request) => {
        await children.remove(authOf(request).userId, request.params.id);
        return { message: CHILD_MESSAGES.removed };
      },
    );
  };
