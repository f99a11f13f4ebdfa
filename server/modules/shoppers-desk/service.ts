import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  ADMIN_PEOPLE_MESSAGES,
  type adminShopperDetailSchema,
  type adminShopperListResponse,
  type adminShopperRowSchema,
} from '../../../contract/admin-people.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AddressService } from '../address/index.ts';
import { type CoinService, coinLedgerOf } from '../coins/index.ts';
import { type OrderDesk, orderCountsOf } from '../orders/index.ts';
import type { Actor, AuditService, StaffService } from '../staff/index.ts';
import {
  type DeskShopperRow,
  deskShopperById,
  endSessionsOf,
  listShoppers,
  lockDeskShopper,
  type SessionService,
  setBlocked,
} from '../users/index.ts';

// The console's shoppers desk (docs/decisions/024-the-console.md): finding a shopper by phone, email
// or name; one shopper with their orders, addresses and coins; and what staff may do to an account —
// adjust coins, sign them out everywhere, block and unblock. Every change locks the shopper's row (as
// placing an order does) and is written to the audit log in its own transaction.

type Row = z.input<typeof adminShopperRowSchema>;
type Detail = z.input<typeof adminShopperDetailSchema>;
type List = Omit<z.input<typeof adminShopperListResponse>, 'success'>;

/** How much of a shopper's history the detail shows. */
export const DESK_ORDERS = 20;
export const DESK_LEDGER_ENTRIES = 50;

export interface ShoppersDeskDeps {
  db: Db;
  clock: () => Date;
  coins: Pick<CoinService, 'balance' | 'append' | 'creditFinalOrders'>;
  addresses: Pick<AddressService, 'list'>;
  orderDesk: Pick<OrderDesk, 'ofShopper'>;
  sessions: Pick<SessionService, 'forgetUser'>;
  staff: Pick<StaffService, 'roleOf'>;
  audit: Pick<AuditService, 'record'>;
}

export interface ShoppersDesk {
  list(query: { q?: string | undefined; page: number; limit: number }): Promise<List>;
  detail(userId: string): Promise<Detail>;
  adjustCoins(actor: Actor, userId: string, change: { delta: number; reason: string }): Promise<Detail>;
  signOut(actor: Actor, userId: string): Promise<Detail>;
  block(actor: Actor, userId: string, reason: string): Promise<Detail>;
  unblock(actor: Actor, userId: string): Promise<Detail>;
}

const localPhone = (phone: string | null) => (phone ? phone.replace(/^\+91/, '') : null);

function toRow(row: DeskShopperRow, orderCount: number): Row {
  return {
    _id: row.id,
    name: row.name,
    phone: localPhone(row.phone),
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    orderCount,
    blocked: row.blockedAt != null,
  };
}

export function createShoppersDesk(deps: ShoppersDeskDeps): ShoppersDesk {
  const { db, clock, coins, audit } = deps;

  async function detail(userId: string): Promise<Detail> {
    const row = await deskShopperById(db, userId);
    if (!row) throw notFound(ADMIN_PEOPLE_MESSAGES.shopperNotFound);
    const [counts, orders, addresses, balance, ledger] = await Promise.all([
      orderCountsOf(db, [row.id]),
      deps.orderDesk.ofShopper(row.id, DESK_ORDERS),
      deps.addresses.list(row.id),
      coins.balance(row.id),
      coinLedgerOf(db, row.id, DESK_LEDGER_ENTRIES),
    ]);
    return {
      shopper: {
        ...toRow(row, counts.get(row.id) ?? 0),
        role: row.role,
        blockedReason: row.blockedReason,
        blockedAt: row.blockedAt?.toISOString() ?? null,
        referralCode: row.referralCode,
      },
      orders,
      addresses: addresses.map((a) => ({
        _id: a._id,
        name: a.name,
        number: a.number,
        address: a.address,
        city: a.city,
        state: a.state,
        pincode: a.pincode,
      })),
      coins: {
        balance,
        ledger: ledger.map((entry) => ({
          _id: entry.id,
          delta: entry.delta,
          reason: entry.reason,
          ref: entry.ref,
          at: entry.createdAt.toISOString(),
        })),
      },
    };
  }

  /** Runs a change on the locked shopper (404 when there is no such live account), then answers the detail. */
  async function change(
    userId: string,
    work: (tx: Db, shopper: DeskShopperRow, now: Date) => Promise<void>,
  ): Promise<Detail> {
    await inTransaction(db, async (tx) => {
      const shopper = await lockDeskShopper(tx, userId);
      if (!shopper) throw notFound(ADMIN_PEOPLE_MESSAGES.shopperNotFound);
      await work(tx, shopper, clock());
    });
    return detail(userId);
  }

  const label = (shopper: DeskShopperRow) => localPhone(shopper.phone) ?? shopper.email ?? shopper.name;

  return {
    async list({ q, page, limit }) {
      const { rows, total } = await listShoppers(db, q, { offset: (page - 1) * limit, limit });
      const counts = await orderCountsOf(
        db,
        rows.map((row) => row.id),
      );
      return { shoppers: rows.map((row) => toRow(row, counts.get(row.id) ?? 0)), total, page, limit };
    },

    detail,

    adjustCoins: (actor, userId, { delta, reason }) =>
      change(userId, async (tx, shopper, now) => {
        // What final orders earned counts first, as it does before an order spends coins.
        await coins.creditFinalOrders(tx, now, shopper.id);
        const before = await coins.balance(shopper.id, tx);
        const after = before + delta;
        if (after < 0) throw conflict(ADMIN_PEOPLE_MESSAGES.coinsWouldGoNegative);
        await coins.append(tx, [
          { userId: shopper.id, delta, reason: 'staff_adjustment', ref: randomUUID(), createdAt: now },
        ]);
        await audit.record(tx, actor, {
          action: 'shopper.coins',
          targetType: 'shopper',
          targetId: shopper.id,
          targetLabel: label(shopper),
          before: { balance: before },
          after: { balance: after, delta },
          note: reason,
        });
      }),

    async signOut(actor, userId) {
      const answer = await change(userId, async (tx, shopper, now) => {
        const ended = await endSessionsOf(tx, shopper.id, now);
        await audit.record(tx, actor, {
          action: 'shopper.signout',
          targetType: 'shopper',
          targetId: shopper.id,
          targetLabel: label(shopper),
          after: { sessionsEnded: ended },
        });
      });
      deps.sessions.forgetUser(userId);
      return answer;
    },

    async block(actor, userId, reason) {
      // Asked before the shopper's row is locked: the staff table is read on its own connection.
      const staffRole = await deps.staff.roleOf(userId);
      const answer = await change(userId, async (tx, shopper, now) => {
        if (staffRole) throw conflict(ADMIN_PEOPLE_MESSAGES.cannotBlockStaff);
        if (shopper.blockedAt) throw conflict(ADMIN_PEOPLE_MESSAGES.alreadyBlocked);
        await setBlocked(tx, shopper.id, { at: now, reason });
        // Blocked means signed out everywhere too: no session outlives the block.
        const ended = await endSessionsOf(tx, shopper.id, now);
        await audit.record(tx, actor, {
          action: 'shopper.block',
          targetType: 'shopper',
          targetId: shopper.id,
          targetLabel: label(shopper),
          before: { blocked: false },
          after: { blocked: true, sessionsEnded: ended },
          note: reason,
        });
      });
      deps.sessions.forgetUser(userId);
      return answer;
    },

    unblock: (actor, userId) =>
      change(userId, async (tx, shopper) => {
        if (!shopper.blockedAt) throw conflict(ADMIN_PEOPLE_MESSAGES.notBlocked);
        await setBlocked(tx, shopper.id, null);
        await audit.record(tx, actor, {
          action: 'shopper.unblock',
          targetType: 'shopper',
          targetId: shopper.id,
          targetLabel: label(shopper),
          before: { blocked: true, reason: shopper.blockedReason },
          after: { blocked: false },
        });
      }),
  };
}
