import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { coinLedger } from './schema.ts';

// SQL of the coin ledger (docs/decisions/016-coins-pending-until-final.md); service.ts names the rules
// other modules call. A balance is the sum of the ledger; coins an order earns enter it only once the
// order is final (delivered and its return window closed), so they can never be spent and then taken
// back by a cancellation.

/**
 * Why coins moved. 'referral_joined' is the new shopper's bonus (one per shopper, enforced by index).
 * 'order_reward' is what a final order earned; 'order_refund' gives back the coins spent on a cancelled
 * or returned order; 'order_reward_reversal' (negative) takes back exactly what an order had earned
 * (orders placed before rewards waited for delivery were credited at placement). 'staff_adjustment' is a
 * staff member's correction, either way.
 */
export type CoinReason =
  | 'referral_joined'
  | 'referral_reward'
  | 'order_reward'
  | 'order_redeem'
  | 'order_refund'
  | 'order_reward_reversal'
  /** Added or taken away by a staff member on the console's shoppers desk (ref: a new uuid). */
  | 'staff_adjustment'
  /** A return's refund paid in coins by the returns desk (ref: the order's id; once per order). */
  | 'return_refund';

export interface CoinEntry {
  userId: string;
  delta: number;
  reason: CoinReason;
  /** What the movement is about (a user id, an order id); (userId, reason, ref) is unique. */
  ref: string;
  /** The service's clock (defaults to the database's now). */
  createdAt?: Date;
}

const DAY_MS = 86_400_000;

/** Appends entries; an entry already there (same user, reason, ref) is skipped, so retries never pay twice. */
export async function appendCoins(db: Db, entries: CoinEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const inserted = await db
    .insert(coinLedger)
    .values(entries)
    .onConflictDoNothing()
    .returning({ id: coinLedger.id });
  return inserted.length;
}

export async function coinBalance(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${coinLedger.delta}), 0)` })
    .from(coinLedger)
    .where(eq(coinLedger.userId, userId));
  return Number(row?.balance ?? 0);
}

/** The balance of `user` (a uuid value or column) as a scalar sub-select, for reads that fetch more. */
export const coinBalanceOf = (user: SQL) =>
  sql<string>`(SELECT coalesce(sum(cl.delta), 0) FROM coin_ledger cl WHERE cl.user_id = ${user})`;

/** When an order delivered at or before this moment is past its return window at `now`. */
export const finalBefore = (now: Date, windowDays: number) => new Date(now.getTime() - windowDays * DAY_MS);

/**
 * Credits what final orders earned: delivered, and delivered at least the return window ago (a return
 * request moves the order out of Delivered, so it waits too). One INSERT … SELECT; the ledger's unique
 * (user, reason, order) makes each credit once however often this runs. For one shopper (before their
 * balance is read or spent) or for every shopper (the hourly housekeeping). Returns the entries made.
 */
export async function creditFinalOrders(
  db: Db,
  now: Date,
  windowDays: number,
  userId?: string,
): Promise<number> {
  const who = userId ? sql`AND o.user_id = ${userId}::uuid` : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO coin_ledger (user_id, delta, reason, ref, created_at)
        SELECT o.user_id, o.coins_earned, 'order_reward', o.id::text, ${now.toISOString()}::timestamptz
        FROM orders o
        WHERE o.status = 'Delivered' AND o.delivered_at <= ${finalBefore(now, windowDays).toISOString()}::timestamptz
          AND o.coins_earned > 0 ${who}
        ON CONFLICT DO NOTHING
        RETURNING id`,
  );
  return rows.length;
}

/**
 * Coins a shopper's standing orders will earn once final (not cancelled, not returned, not credited),
 * as a scalar sub-select for `user` (a uuid value or column). One rule for every reader: this module's
 * `pendingCoins` and the users module's prepared statement of the signed-in shopper.
 */
export const pendingCoinsOf = (user: SQL) =>
  sql<string>`(SELECT coalesce(sum(o.coins_earned), 0) FROM orders o
        WHERE o.user_id = ${user} AND o.coins_earned > 0
          AND o.status NOT IN ('Cancelled', 'Returned')
          AND NOT EXISTS (SELECT 1 FROM coin_ledger l
                          WHERE l.user_id = o.user_id AND l.reason = 'order_reward' AND l.ref = o.id::text))`;

/** Coins the shopper's standing orders will earn once final (not cancelled, not returned, not credited). */
export async function pendingCoins(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows<{ pending: string | number }>(
    db,
    sql`SELECT ${pendingCoinsOf(sql`${userId}::uuid`)} AS pending`,
  );
  return Number(row?.pending ?? 0);
}

/**
 * An order is cancelled or returned: the coins it spent come back and what it earned, if it was ever
 * credited, is taken back exactly — even below zero, so no sequence of orders and undos raises a
 * balance. Each entry once (the ledger's unique key), so a retry changes nothing.
 */
export async function undoOrderCoins(
  db: Db,
  order: { id: string; userId: string; coinsUsed: number },
): Promise<void> {
  const entries: CoinEntry[] = [];
  if (order.coinsUsed > 0)
    entries.push({ userId: order.userId, delta: order.coinsUsed, reason: 'order_refund', ref: order.id });
  const [credited] = await queryRows<{ delta: number }>(
    db,
    sql`SELECT delta FROM coin_ledger
        WHERE user_id = ${order.userId}::uuid AND reason = 'order_reward' AND ref = ${order.id}`,
  );
  if (credited && credited.delta > 0)
    entries.push({
      userId: order.userId,
      delta: -credited.delta,
      reason: 'order_reward_reversal',
      ref: order.id,
    });
  await appendCoins(db, entries);
}

/** How many referral rewards the referrer has been paid since `since`. */
export async function referralRewardsSince(db: Db, referrerId: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM coin_ledger
        WHERE user_id = ${referrerId}::uuid AND reason = 'referral_reward'
          AND created_at >= ${since.toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}
