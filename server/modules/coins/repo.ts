import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coinLedger } from '../../db/schema/index.ts';

/**
 * Why coins moved. 'referral_joined' is the new shopper's bonus (one per shopper, enforced by index).
 * 'order_refund' gives back the coins spent on a cancelled or returned order; 'order_reward_reversal'
 * (negative) takes back what it earned, at most down to a zero balance (docs/decisions/012).
 */
export type CoinReason =
  | 'referral_joined'
  | 'referral_reward'
  | 'order_reward'
  | 'order_redeem'
  | 'order_refund'
  | 'order_reward_reversal';

export interface CoinEntry {
  userId: string;
  delta: number;
  reason: CoinReason;
  /** What the movement is about (a user id, an order id); (userId, reason, ref) is unique. */
  ref: string;
}

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
