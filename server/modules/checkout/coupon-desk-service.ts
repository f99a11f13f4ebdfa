import type { z } from 'zod';
import {
  ADMIN_COUPON_MESSAGES,
  type AdminCoupon,
  type AdminCouponDetailResponse,
  type AdminCouponListResponse,
  type adminCouponBody,
  type adminCouponPatchBody,
  type CouponState,
  type CouponValues,
  couponIssues,
  maskPhone,
} from '../../../contract/admin-coupons.ts';
import { formatOrderNumber } from '../../../contract/order-number.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { toPaise, toRupees } from '../../lib/money.ts';
import type { Actor, AuditService } from '../staff/index.ts';
import * as repo from './coupon-desk-repo.ts';

// The console's coupon desk (docs/decisions/025): the list by state and code, one coupon with its
// usage and redemptions, and the changes staff make — create, edit, pause, resume — each locked
// against orders claiming a use and written to the audit log in its own transaction. Checkout reads
// coupons from the database on every call (no cache), so a change counts at the next apply.

const M = ADMIN_COUPON_MESSAGES;

type CreateBody = z.output<typeof adminCouponBody>;
type PatchBody = z.output<typeof adminCouponPatchBody>;
type List = Omit<AdminCouponListResponse, 'success'>;
type Detail = Omit<AdminCouponDetailResponse, 'success'>;

export interface CouponDeskDeps {
  db: Db;
  clock: () => Date;
  /** The shop's order-number prefix (LL-2026-000123). */
  brandCode: string;
  audit: Pick<AuditService, 'record'>;
}

export interface CouponDesk {
  list(query: {
    q?: string | undefined;
    state?: CouponState | undefined;
    page: number;
    limit: number;
  }): Promise<List>;
  detail(id: string, page: number, limit: number): Promise<Detail>;
  create(actor: Actor, body: CreateBody): Promise<AdminCoupon>;
  update(actor: Actor, id: string, patch: PatchBody): Promise<AdminCoupon>;
  pause(actor: Actor, id: string): Promise<AdminCoupon>;
  resume(actor: Actor, id: string): Promise<AdminCoupon>;
}

/** What a coupon is at `now`: paused, else ended, else used up, else scheduled, else running. */
export function couponStateAt(row: repo.CouponDeskRow, now: Date): CouponState {
  if (!row.isActive) return 'paused';
  if (row.endsAt <= now) return 'ended';
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return 'usedUp';
  if (row.startsAt > now) return 'scheduled';
  return 'running';
}

/** The coupon's fields as the console sends them (rupees), for the audit log and the rules. */
function wireValues(row: repo.CouponDeskRow) {
  return {
    code: row.code,
    description: row.description,
    kind: row.kind === 'flat' ? ('flat' as const) : ('percent' as const),
    value: row.kind === 'flat' ? toRupees(row.value) : row.value,
    maxDiscount: row.maxDiscount === null ? null : toRupees(row.maxDiscount),
    minOrder: toRupees(row.minOrder),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    usageLimit: row.usageLimit,
    perUserLimit: row.perUserLimit,
    firstOrderOnly: row.firstOrderOnly,
  };
}
type WireValues = ReturnType<typeof wireValues>;

function toCoupon(row: repo.CouponDeskRow, now: Date): AdminCoupon {
  return {
    _id: row.id,
    ...wireValues(row),
    usedCount: row.usedCount,
    paused: !row.isActive,
    state: couponStateAt(row, now),
    codeLocked: row.usedCount > 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The table's columns (paise) for the console's fields (rupees). */
function toColumns(v: WireValues): Omit<repo.NewCouponRow, 'id' | 'createdAt'> {
  return {
    code: v.code,
    description: v.description,
    kind: v.kind,
    value: v.kind === 'flat' ? toPaise(v.value) : v.value,
    maxDiscount: v.maxDiscount === null ? null : toPaise(v.maxDiscount),
    minOrder: toPaise(v.minOrder),
    startsAt: new Date(v.startsAt),
    endsAt: new Date(v.endsAt),
    usageLimit: v.usageLimit,
    perUserLimit: v.perUserLimit,
    firstOrderOnly: v.firstOrderOnly,
  };
}

/** Which fields each rule between fields is about: an edit is checked only on the rules it touches. */
const RULE_FIELDS: Record<keyof CouponValues, readonly (keyof WireValues)[]> = {
  kind: ['kind'],
  value: ['kind', 'value'],
  maxDiscount: ['kind', 'maxDiscount'],
  startsAt: ['startsAt'],
  endsAt: ['startsAt', 'endsAt'],
  usageLimit: ['usageLimit'],
};

function refuseIssues(issues: { path: string; message: string }[]): void {
  const [first] = issues;
  if (first)
    throw badRequest(
      first.message,
      issues.map((i) => ({ field: i.path, msg: i.message })),
    );
}

/** Only the fields whose value differs, before and after (for the audit log). */
function changedFields(before: WireValues, after: WireValues) {
  const keys = (Object.keys(after) as (keyof WireValues)[]).filter((key) => before[key] !== after[key]);
  return {
    keys,
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

export function createCouponDesk(deps: CouponDeskDeps): CouponDesk {
  const { db, clock, audit } = deps;

  /** Writes, turning a code another coupon took meanwhile into the same 409 as the check before. */
  async function write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(db, work);
    } catch (error) {
      if (isUniqueViolation(error, 'coupons_code_key')) throw conflict(M.codeTaken);
      throw error;
    }
  }

  async function locked(tx: Db, id: string): Promise<repo.CouponDeskRow> {
    const row = await repo.lockCouponRow(tx, id);
    if (!row) throw notFound(M.notFound);
    return row;
  }

  async function setPaused(actor: Actor, id: string, paused: boolean): Promise<AdminCoupon> {
    return write(async (tx) => {
      const row = await locked(tx, id);
      if (!row.isActive === paused) throw conflict(paused ? M.alreadyPaused : M.notPaused);
      const now = clock();
      const saved = await repo.updateCoupon(tx, id, { isActive: !paused });
      await audit.record(tx, actor, {
        action: paused ? 'coupon.pause' : 'coupon.resume',
        targetType: 'coupon',
        targetId: id,
        targetLabel: row.code,
        before: { paused: !paused },
        after: { paused },
      });
      return toCoupon(saved, now);
    });
  }

  return {
    async list(query) {
      const code = query.q?.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
      const now = clock();
      const { rows, total } = await repo.listCoupons(db, {
        code: code || undefined,
        state: query.state,
        now,
        page: query.page,
        limit: query.limit,
      });
      return { coupons: rows.map((row) => toCoupon(row, now)), total, page: query.page, limit: query.limit };
    },

    async detail(id, page, limit) {
      const row = await repo.couponRow(db, id);
      if (!row) throw notFound(M.notFound);
      const [usage, redemptions] = await Promise.all([
        repo.couponUsage(db, id),
        repo.redemptionsOf(db, id, page, limit),
      ]);
      return {
        coupon: toCoupon(row, clock()),
        usage: {
          orders: usage.orders,
          shoppers: usage.shoppers,
          discountGiven: toRupees(usage.discount),
          remaining: row.usageLimit === null ? null : Math.max(0, row.usageLimit - row.usedCount),
        },
        redemptions: redemptions.map((r) => ({
          orderId: r.orderId,
          orderNumber: formatOrderNumber(deps.brandCode, r.number, r.placedAt),
          phone: maskPhone(r.phone),
          discount: toRupees(r.discount),
          at: r.at.toISOString(),
        })),
        total: usage.orders,
        page,
        limit,
      };
    },

    async create(actor, body) {
      refuseIssues(couponIssues(body));
      return write(async (tx) => {
        if (await repo.codeTaken(tx, body.code)) throw conflict(M.codeTaken);
        const now = clock();
        const row = await repo.insertCoupon(tx, { ...toColumns(body), isActive: true, createdAt: now });
        const coupon = toCoupon(row, now);
        await audit.record(tx, actor, {
          action: 'coupon.create',
          targetType: 'coupon',
          targetId: row.id,
          targetLabel: row.code,
          after: wireValues(row),
        });
        return coupon;
      });
    },

    async update(actor, id, patch) {
      const touched = (Object.keys(patch) as (keyof PatchBody)[]).filter((key) => patch[key] !== undefined);
      if (touched.length === 0) throw badRequest(M.nothingToSave);
      return write(async (tx) => {
        const row = await locked(tx, id);
        const before = wireValues(row);
        const after: WireValues = { ...before, ...(patch as Partial<WireValues>) };
        if (after.code !== before.code) {
          if (row.usedCount > 0) throw conflict(M.codeLocked);
          if (await repo.codeTaken(tx, after.code, id)) throw conflict(M.codeTaken);
        }
        // A flat coupon has no cap: switching to flat without naming the cap drops it.
        if (after.kind === 'flat' && patch.kind === 'flat' && patch.maxDiscount === undefined)
          after.maxDiscount = null;
        refuseIssues(
          couponIssues(after, row.usedCount).filter((issue) =>
            RULE_FIELDS[issue.path].some((field) => touched.includes(field)),
          ),
        );
        const now = clock();
        const change = changedFields(before, after);
        if (change.keys.length === 0) return toCoupon(row, now);
        const saved = await repo.updateCoupon(tx, id, toColumns(after));
        await audit.record(tx, actor, {
          action: 'coupon.update',
          targetType: 'coupon',
          targetId: id,
          targetLabel: saved.code,
          before: change.before,
          after: change.after,
        });
        return toCoupon(saved, now);
      });
    },

    pause: (actor, id) => setPaused(actor, id, true),
    resume: (actor, id) => setPaused(actor, id, false),
  };
}
