import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.ts';

// The shop's staff and the audit log of what they did (docs/decisions/024-the-console.md).

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** An account that works for the shop, with its role. Removing a member deletes the row; the log keeps the rest. */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    /** Who added them; null when the command line (or the demo seed) did. */
    addedBy: uuid('added_by').references(() => users.id),
    createdAt: at('created_at'),
    /** When they last opened the order desk: orders placed after it are "new" to them. */
    ordersSeenAt: timestamp('orders_seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_user_key').on(t.userId),
    check('staff_role_check', sql`${t.role} in ('owner', 'manager', 'support')`),
  ],
);

/**
 * Every staff action: who, when, through what, what (action and target), the target before and
 * after, and the note given. Append-only: a trigger refuses UPDATE and DELETE (migration 0012).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at'),
    /** The staff member's account; null for the shop itself. */
    actorId: uuid('actor_id').references(() => users.id),
    /** Their role when they acted. */
    actorRole: text('actor_role'),
    via: text('via').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    note: text('note'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc()),
    check('audit_log_via_check', sql`${t.via} in ('console', 'command')`),
  ],
);
