import type { FastifyPluginAsync } from 'fastify';
import {
  auditListQuery,
  auditListResponse,
  STAFF_MESSAGES,
  staffAddBody,
  staffAddedResponse,
  staffIdParams,
  staffListResponse,
  staffMeResponse,
  staffRemovedResponse,
} from '../../../contract/staff.ts';
import { authOf } from '../../lib/auth-guard.ts';
import { forbidden } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from './guard.ts';
import type { AuditService, StaffService } from './service.ts';

const tags = ['console: staff'];

export const staffRoutes =
  (staff: StaffService, audit: AuditService): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'adminMe',
      {
        tags,
        summary: 'The signed-in staff member, their role and permissions',
        answer: staffMeResponse,
      },
      async (request) => {
        const me = await staff.me(authOf(request).userId);
        if (!me) throw forbidden(STAFF_MESSAGES.notStaff);
        return { staff: me };
      },
    );

    route(
      app,
      'adminStaffList',
      {
        tags,
        summary: 'Every staff member and their role (owners)',
        answer: staffListResponse,
      },
      async () => ({ staff: await staff.list() }),
    );

    route(
      app,
      'adminStaffAdd',
      {
        tags,
        summary: 'Make the account with this phone staff, with a role (owners)',
        description: 'An account is made for a phone that has none; its owner signs in with the phone code.',
        body: staffAddBody,
        answer: staffAddedResponse,
        status: 201,
        errors: [409],
      },
      async (request) => ({
        message: STAFF_MESSAGES.staffAdded,
        member: await staff.add(actorOf(request), request.body),
      }),
    );

    route(
      app,
      'adminStaffRemove',
      {
        tags,
        summary: 'Remove a staff member (owners; the shop keeps at least one owner)',
        params: staffIdParams,
        answer: staffRemovedResponse,
        errors: [404, 409],
      },
      async (request) => {
        await staff.remove(actorOf(request), request.params.id);
        return { message: STAFF_MESSAGES.staffRemoved };
      },
    );

    route(
      app,
      'adminAudit',
      {
        tags,
        summary: 'The audit log, newest first, filtered by actor, action, target and India dates (owners)',
        querystring: auditListQuery,
        answer: auditListResponse,
      },
      async (request) => audit.list(request.query),
    );
  };
