import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { type Permission, roleCan, STAFF_MESSAGES, type StaffRole } from '../../../contract/staff.ts';
import { authOf } from '../../lib/auth-guard.ts';
import { forbidden } from '../../lib/errors.ts';
import type { Actor, StaffService } from './service.ts';

// The guard of every console endpoint: the bearer token's account (the shopper guard's checks: no
// token 401, a bad, expired or revoked one 401), then its staff role, read on every call so removing a
// member or changing a role counts at once: not staff 403, a role without the permission 403.

export function staffGuard(
  requireSignedIn: preValidationAsyncHookHandler,
  staff: Pick<StaffService, 'roleOf'>,
): (permission: Permission) => preValidationAsyncHookHandler {
  return (permission) =>
    async function requireStaff(request, reply) {
      await requireSignedIn.call(this, request, reply);
      const role = await staff.roleOf(authOf(request).userId);
      if (!role) throw forbidden(STAFF_MESSAGES.notStaff);
      if (!roleCan(role, permission)) throw forbidden(STAFF_MESSAGES.notAllowed);
      request.staffRole = role;
    };
}

/** The staff member acting in a request that passed the guard. */
export function actorOf(request: FastifyRequest): Actor {
  const { userId } = authOf(request);
  if (!request.staffRole) throw forbidden(STAFF_MESSAGES.notStaff);
  return { userId, role: request.staffRole, via: 'console' };
}

declare module 'fastify' {
  interface FastifyRequest {
    staffRole?: StaffRole;
  }
}
