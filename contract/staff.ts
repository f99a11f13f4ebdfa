import { z } from 'zod';
import { phoneSchema } from './auth.ts';

// The shop's staff and what each role may do (docs/decisions/024-the-console.md). Staff are accounts
// with a role; every /api/admin/* endpoint names the permission it needs (contract/admin-endpoints.ts)
// and the server checks it on every call. The console reads the same table to show only what the
// signed-in role may use.

export const STAFF_ROLES = ['owner', 'manager', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  support: 'Support',
};

/** The parts of the shop a permission is about. */
export const CONSOLE_AREAS = [
  'dashboard',
  'orders',
  'returns',
  'shoppers',
  'sellers',
  'catalogue',
  'coupons',
  'content',
  'reviews',
  'staff',
  'audit',
] as const;
export type ConsoleArea = (typeof CONSOLE_AREAS)[number];

export type Permission = `${ConsoleArea}:${'read' | 'write'}`;

/**
 * What each role may change (write) and look at (read). Owners do everything; managers run the
 * catalogue, orders (returns included), coupons, content and sellers and read shoppers; support runs
 * orders, returns and shoppers and reads the rest. Every role moderates shoppers' reviews. Staff and the
 * audit log are the owner's alone.
 */
export const ROLE_GRANTS: Record<StaffRole, { write: readonly ConsoleArea[]; read: readonly ConsoleArea[] }> =
  {
    owner: { write: CONSOLE_AREAS, read: CONSOLE_AREAS },
    manager: {
      write: ['orders', 'returns', 'sellers', 'catalogue', 'coupons', 'content', 'reviews'],
      read: [
        'dashboard',
        'orders',
        'returns',
        'shoppers',
        'sellers',
        'catalogue',
        'coupons',
        'content',
        'reviews',
      ],
    },
    support: {
      write: ['orders', 'returns', 'shoppers', 'reviews'],
      read: [
        'dashboard',
        'orders',
        'returns',
        'shoppers',
        'sellers',
        'catalogue',
        'coupons',
        'content',
        'reviews',
      ],
    },
  };

/** Whether a role holds a permission. */
export function roleCan(role: StaffRole, permission: Permission): boolean {
  const [area, level] = permission.split(':') as [ConsoleArea, 'read' | 'write'];
  return (level === 'write' ? ROLE_GRANTS[role].write : ROLE_GRANTS[role].read).includes(area);
}

/** Every permission a role holds (the console shows what these allow). */
export function permissionsOf(role: StaffRole): Permission[] {
  const grants = ROLE_GRANTS[role];
  return [
    ...grants.read.map((area) => `${area}:read` as const),
    ...grants.write.map((area) => `${area}:write` as const),
  ];
}

export const STAFF_MESSAGES = {
  /** 403 to a signed-in account that is not staff. */
  notStaff: 'This page is for the shop’s staff. Sign in with a staff account.',
  /** 403 to a role without the permission. */
  notAllowed: 'Your role cannot do this. Ask the shop’s owner.',
  staffAdded: 'Staff member added.',
  staffRemoved: 'Staff member removed.',
  alreadyStaff: 'This phone already belongs to a staff member.',
  notFound: 'Staff member not found.',
  lastOwner: 'The shop needs at least one owner: add another owner first.',
  notYourself: 'You cannot remove yourself.',
  roleRequired: 'Choose a role.',
} as const;

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleRequired });

/** A staff member as the console lists them. */
export const staffMemberSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string().nullable(),
  /** 10 digits. */
  phone: z.string().nullable(),
  role: staffRoleSchema,
  addedAt: z.string(),
  /** The name (or phone) of who added them; null when the command line did. */
  addedBy: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /api/admin/me: who the console is signed in as, and what they may do. */
export const staffMeResponse = z.object({
  success: z.literal(true),
  staff: z.object({
    userId: z.string(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    role: staffRoleSchema,
    permissions: z.array(z.string()),
  }),
});
export type StaffMeResponse = z.infer<typeof staffMeResponse>;

export const staffListResponse = z.object({ success: z.literal(true), staff: z.array(staffMemberSchema) });

/** POST /api/admin/staff: the account with this phone becomes staff (made if it does not exist). */
export const staffAddBody = z.strictObject({ phone: phoneSchema, role: staffRoleSchema });
export const staffAddedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  member: staffMemberSchema,
});
export const staffIdParams = z.object({ id: z.uuid({ error: STAFF_MESSAGES.notFound }) });
export const staffRemovedResponse = z.object({ success: z.literal(true), message: z.string() });

// ---- The audit log: every staff action, who, when, what, before and after ----

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  /** Who acted: null for the shop itself (a scheduled job). */
  actor: z
    .object({
      userId: z.string(),
      name: z.string().nullable(),
      phone: z.string().nullable(),
      role: z.string(),
    })
    .nullable(),
  /** Where the action came from: the console (an /api/admin call) or the command line. */
  via: z.enum(['console', 'command']),
  /** e.g. order.status, order.cash, staff.add, shopper.block. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** A readable name of the target (an order number, a phone). */
  targetLabel: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  note: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_MAX = 100;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-11-26' });
export const auditListQuery = z.object({
  /** The acting staff member's user id. */
  actor: z.uuid({ error: 'Invalid id' }).optional(),
  /** An action, or its prefix (order, order.status). */
  action: z.string().trim().max(60).optional(),
  targetType: z.string().trim().max(40).optional(),
  /** A target's id, or its label (an order number, a phone). */
  targetId: z.string().trim().max(80).optional(),
  /** India dates, both ends included. */
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
});
export const auditListResponse = z.object({
  success: z.literal(true),
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AuditListResponse = z.infer<typeof auditListResponse>;
