import { and, asc, desc, eq, gte, like, lt, or, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../contract/staff.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { users } from '../../db/schema/index.ts';
import { auditLog, staff } from './schema.ts';

// The staff and audit log tables' SQL.

export interface StaffRow {
  id: string;
  userId: string;
  role: StaffRole;
  name: string | null;
  phone: string | null;
  createdAt: Date;
  /** The name (or phone) of who added them. */
  addedByName: string | null;
  ordersSeenAt: Date | null;
}

const addedBy = sql<
  string | null
>`(SELECT coalesce(a.name, a.phone) FROM users a WHERE a.id = ${staff.addedBy})`;

const staffColumns = {
  id: staff.id,
  userId: staff.userId,
  role: sql<StaffRole>`${staff.role}`,
  name: users.name,
  phone: users.phone,
  createdAt: staff.createdAt,
  addedByName: addedBy,
  ordersSeenAt: staff.ordersSeenAt,
};

export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db
    .select(staffColumns)
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .orderBy(sql`array_position(array['owner','manager','support'], ${staff.role})`, asc(staff.createdAt));
}

export async function staffById(db: Db, id: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(eq(staff.id, id));
  return row;
}

export async function staffByUser(db: Db, userId: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(and(eq(staff.userId, userId), sql`${users.deletedAt} is null`));
  return row;
}

/** The role of a live account's staff row, or undefined (the guard's one read per call). */
export async function roleOf(db: Db, userId: string): Promise<StaffRole | undefined> {
  const [row] = await db
    .select({ role: staff.role })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(and(eq(staff.userId, userId), sql`${users.deletedAt} is null`));
  return row?.role as StaffRole | undefined;
}

/** Adds the account as staff; undefined when it already is (the unique key decides). */
export async function insertStaff(
  db: Db,
  input: { userId: string; role: StaffRole; addedBy: string | null; now: Date },
): Promise<string | undefined> {
  const [row] = await db
    .insert(staff)
    .values({ userId: input.userId, role: input.role, addedBy: input.addedBy, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  return row?.id;
}

export async function deleteStaff(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(staff).where(eq(staff.id, id)).returning({ id: staff.id });
  return rows.length > 0;
}

/** Locks the owners' rows (so two removals cannot leave the shop with none) and counts them. */
export async function lockOwners(db: Db): Promise<number> {
  const rows = await queryRows<{ id: string }>(db, sql`SELECT id FROM staff WHERE role = 'owner' FOR UPDATE`);
  return rows.length;
}

export async function setOrdersSeen(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(staff).set({ ordersSeenAt: at }).where(eq(staff.userId, userId));
}

// ---- Audit log ----

export interface NewAuditEntry {
  at: Date;
  actorId: string | null;
  actorRole: string | null;
  via: 'console' | 'command';
  action: string;
  targetType: string;
  targetId: string;
  targetLabel?: string | null;
  before?: unknown;
  after?: unknown;
  note?: string | null;
}

export async function insertAudit(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    actorId: entry.actorId,
    actorRole: entry.actorRole,
    via: entry.via,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? null,
  });
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Instants: from inclusive, to exclusive. */
  from?: Date;
  to?: Date;
}

export interface AuditRow {
  id: number;
  at: Date;
  actorId: string | null;
  actorRole: string | null;
  actorName: string | null;
  actorPhone: string | null;
  via: string;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string | null;
  before: unknown;
  after: unknown;
  note: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function auditWhere(filter: AuditFilter) {
  return and(
    filter.actor ? eq(auditLog.actorId, filter.actor) : undefined,
    filter.action ? like(auditLog.action, `${escapeLike(filter.action)}%`) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    // The console's one box takes a target's id or its label (an order number, a phone).
    filter.targetId
      ? or(eq(auditLog.targetId, filter.targetId), eq(auditLog.targetLabel, filter.targetId))
      : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lt(auditLog.at, filter.to) : undefined,
  );
}

export async function listAudit(
  db: Db,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = auditWhere(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actorId: auditLog.actorId,
        actorRole: auditLog.actorRole,
        actorName: users.name,
        actorPhone: users.phone,
        via: auditLog.via,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        targetLabel: auditLog.targetLabel,
        before: auditLog.before,
        after: auditLog.after,
        note: auditLog.note,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
