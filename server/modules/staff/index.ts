// The staff module's public surface: staff members and their roles, the console's guard, and the audit
// log every staff action is written to.
export { actorOf, staffGuard } from './guard.ts';
export { staffRoutes } from './routes.ts';
export {
  type Actor,
  type AuditInput,
  type AuditService,
  createAuditService,
  createStaffService,
  type StaffService,
} from './service.ts';
