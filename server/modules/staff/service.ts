import { toE164 } from '../../../contract/auth.ts';
import { indiaDayEnd, indiaDayStart } from '../../../contract/india-time.ts';
import {
  type AuditEntry,
  type AuditListResponse,
  permissionsOf,
  STAFF_MESSAGES,
  type StaffMember,
  type StaffRole,
} from '../../../contract/staff.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { UserService } from '../users/index.ts';
import * as repo from './repo.ts';

// Staff and the audit log (docs/decisions/024-the-console.md). Every staff action anywhere in the shop
// is written with `audit.record(tx, actor, entry)` in the action's own transaction, so an action and
// its log entry commit together or not at all.

/** Who is acting: a staff member through the console or the command line. */
export interface Actor {
  userId: string;
  role: StaffRole;
  via: 'console' | 'command';
}

/** What an action did, for the log. */
export interface AuditInput {
  action: string;
  targetType: string;
  targetId: string;
  targetLabel?: string | null;
  before?: unknown;
  after?: unknown;
  note?: string | null;
}

export interface AuditService {
  /** Writes one entry in the caller's transaction. */
  record(tx: Db, actor: Actor | null, entry: AuditInput): Promise<void>;
  list(query: AuditQuery): Promise<Omit<AuditListResponse, 'success'>>;
  /** The newest entries about one target (an order's detail shows them). */
  forTarget(targetType: string, targetId: string, limit?: number): Promise<AuditEntry[]>;
}

export interface AuditQuery {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

const localPhone = (phone: string | null) => (phone ? phone.replace(/^\+91/, '') : null);

function toEntry(row: repo.AuditRow): AuditEntry {
  return {
    _id: String(row.id),
    at: row.at.toISOString(),
    actor: row.actorId
      ? {
          userId: row.actorId,
          name: row.actorName,
          phone: localPhone(row.actorPhone),
          role: row.actorRole ?? '',
        }
      : null,
    via: row.via as AuditEntry['via'],
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    before: row.before ?? null,
    after: row.after ?? null,
    note: row.note,
  };
}

export function createAuditService({ db, clock }: { db: Db; clock: () => Date }): AuditService {
  return {
    record: (tx, actor, entry) =>
      repo.insertAudit(tx, {
        at: clock(),
        actorId: actor?.userId ?? null,
        actorRole: actor?.role ?? null,
        via: actor?.via ?? 'command',
        ...entry,
      }),

    async list(query) {
      const { rows, total } = await repo.listAudit(
        db,
        {
          actor: query.actor,
          action: query.action,
          targetType: query.targetType,
          targetId: query.targetId,
          from: query.from ? indiaDayStart(query.from) : undefined,
          to: query.to ? indiaDayEnd(query.to) : undefined,
        },
        { offset: (query.page - 1) * query.limit, limit: query.limit },
      );
      return { entries: rows.map(toEntry), total, page: query.page, limit: query.limit };
    },

    async forTarget(targetType, targetId, limit = 50) {
      const { rows } = await repo.listAudit(db, { targetType, targetId }, { offset: 0, limit });
      return rows.map(toEntry);
    },
  };
}

export interface StaffDeps {
  db: Db;
  clock: () => Date;
  users: Pick<UserService, 'byPhone' | 'create'>;
  audit: AuditService;
}

export interface StaffService {
  list(): Promise<StaffMember[]>;
  /** The account with this phone (10 digits) becomes staff; the account is made when there is none. */
  add(actor: Actor | null, input: { phone: string; role: StaffRole }): Promise<StaffMember>;
  /** Removes a member; the shop always keeps an owner, and no one removes themselves from the console. */
  remove(actor: Actor | null, staffId: string): Promise<StaffMember>;
  /** The staff member by phone (10 digits), if any. */
  byPhone(phone: string): Promise<StaffMember | undefined>;
  /** The role of a live account, or undefined when it is not staff (the guard's check). */
  roleOf(userId: string): Promise<StaffRole | undefined>;
  me(userId: string): Promise<{
    userId: string;
    name: string | null;
    phone: string | null;
    role: StaffRole;
    permissions: string[];
  } | null>;
  /** Orders placed since the member last opened the desk, and marking it opened now. */
  ordersSeenAt(userId: string): Promise<Date | null>;
  markOrdersSeen(userId: string): Promise<Date>;
}

function toMember(row: repo.StaffRow): StaffMember {
  return {
    _id: row.id,
    userId: row.userId,
    name: row.name,
    phone: localPhone(row.phone),
    role: row.role,
    addedAt: row.createdAt.toISOString(),
    addedBy: row.addedByName ? (localPhone(row.addedByName) ?? row.addedByName) : null,
  };
}

export function createStaffService({ db, clock, users, audit }: StaffDeps): StaffService {
  return {
    list: async () => (await repo.listStaff(db)).map(toMember),

    async add(actor, { phone, role }) {
      return inTransaction(db, async (tx) => {
        const now = clock();
        const e164 = toE164(phone);
        const user =
          (await users.byPhone(e164, tx)) ??
          (await users.create(tx, { phone: e164, now, phoneVerifiedAt: null }));
        const id = await repo.insertStaff(tx, { userId: user.id, role, addedBy: actor?.userId ?? null, now });
        if (!id) throw conflict(STAFF_MESSAGES.alreadyStaff);
        const row = await repo.staffById(tx, id);
        if (!row) throw notFound(STAFF_MESSAGES.notFound);
        const member = toMember(row);
        await audit.record(tx, actor, {
          action: 'staff.add',
          targetType: 'staff',
          targetId: user.id,
          targetLabel: phone,
          after: { role },
        });
        return member;
      });
    },

    async remove(actor, staffId) {
      return inTransaction(db, async (tx) => {
        const owners = await repo.lockOwners(tx);
        const row = await repo.staffById(tx, staffId);
        if (!row) throw notFound(STAFF_MESSAGES.notFound);
        if (actor?.via === 'console' && row.userId === actor.userId)
          throw conflict(STAFF_MESSAGES.notYourself);
        if (row.role === 'owner' && owners <= 1) throw conflict(STAFF_MESSAGES.lastOwner);
        await repo.deleteStaff(tx, staffId);
        const member = toMember(row);
        await audit.record(tx, actor, {
          action: 'staff.remove',
          targetType: 'staff',
          targetId: row.userId,
          targetLabel: member.phone,
          before: { role: row.role },
        });
        return member;
      });
    },

    async byPhone(phone) {
      const user = await users.byPhone(toE164(phone));
      if (!user) return undefined;
      const row = await repo.staffByUser(db, user.id);
      return row ? toMember(row) : undefined;
    },

    roleOf: (userId) => repo.roleOf(db, userId),

    async me(userId) {
      const row = await repo.staffByUser(db, userId);
      if (!row) return null;
      return {
        userId: row.userId,
        name: row.name,
        phone: localPhone(row.phone),
        role: row.role,
        permissions: permissionsOf(row.role),
      };
    },

    async ordersSeenAt(userId) {
      return (await repo.staffByUser(db, userId))?.ordersSeenAt ?? null;
    },

    async markOrdersSeen(userId) {
      const now = clock();
      await repo.setOrdersSeen(db, userId, now);
      return now;
    },
  };
}
