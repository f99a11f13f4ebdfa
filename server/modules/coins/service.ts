import { REFERRAL_BONUS } from '../../../contract/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

// The coin rules other modules call (docs/decisions/016-coins-pending-until-final.md). Reads take an
// optional Db (a transaction that must see its own writes); every write takes the Db it writes in, so
// coins moved for an order or a sign-up commit or roll back with it.

export type { CoinEntry, CoinReason } from './repo.ts';

export interface CoinDeps {
  db: Db;
  /** An order's earned coins are credited once its return window has closed. */
  config: Pick<Config, 'returnWindowDays'>;
}

export interface CoinService {
  /** The shopper's spendable balance: the sum of their ledger. */
  balance(userId: string, db?: Db): Promise<number>;
  /** Coins the shopper's standing orders will earn once final (not cancelled, not returned, not credited). */
  pending(userId: string, db?: Db): Promise<number>;
  /**
   * Credits what final orders earned (delivered, and the return window closed since): for one shopper
   * before their balance is read or spent, or for every shopper (housekeeping). Each once, however
   * often it runs. Returns the entries made.
   */
  creditFinalOrders(db: Db, now: Date, userId?: string): Promise<number>;
  /** The coins an order pays with leave the balance. */
  spendOnOrder(tx: Db, order: { id: string; userId: string; coins: number }): Promise<void>;
  /**
   * An order is cancelled or returned: the coins it spent come back and what it earned, if it was ever
   * credited, is taken back exactly — even below zero, so no sequence of orders and undos raises a
   * balance. A retry changes nothing.
   */
  undoOrder(tx: Db, order: { id: string; userId: string; coinsUsed: number }): Promise<void>;
  /** Referral rewards paid to the referrer since `since` (the monthly cap counts them). */
  referralRewardsSince(referrerId: string, since: Date, db?: Db): Promise<number>;
  /**
   * Pays a referral sign-up: the new shopper's bonus (once per shopper) and, when the referral rules
   * allow it, the referrer's reward for this phone (`phoneKey`).
   */
  payReferral(
    tx: Db,
    referral: { userId: string; referrerId: string; phoneKey: string; payReferrer: boolean; now: Date },
  ): Promise<void>;
  /** Appends ledger entries; one already there (same user, reason, ref) is skipped. Returns how many were new. */
  append(tx: Db, entries: repo.CoinEntry[]): Promise<number>;
}

export function createCoinService({ db, config }: CoinDeps): CoinService {
  return {
    balance: (userId, on = db) => repo.coinBalance(on, userId),
    pending: (userId, on = db) => repo.pendingCoins(on, userId),
    creditFinalOrders: (on, now, userId) => repo.creditFinalOrders(on, now, config.returnWindowDays, userId),

    async spendOnOrder(tx, order) {
      if (order.coins <= 0) return;
      await repo.appendCoins(tx, [
        { userId: order.userId, delta: -order.coins, reason: 'order_redeem', ref: order.id },
      ]);
    },

    undoOrder: (tx, order) => repo.undoOrderCoins(tx, order),
    referralRewardsSince: (referrerId, since, on = db) => repo.referralRewardsSince(on, referrerId, since),

    async payReferral(tx, { userId, referrerId, phoneKey, payReferrer, now }) {
      const entries: repo.CoinEntry[] = [
        { userId, delta: REFERRAL_BONUS.newShopper, reason: 'referral_joined', ref: referrerId },
      ];
      if (payReferrer)
        entries.push({
          userId: referrerId,
          delta: REFERRAL_BONUS.referrer,
          reason: 'referral_reward',
          ref: phoneKey,
          createdAt: now,
        });
      await repo.appendCoins(tx, entries);
    },

    append: (tx, entries) => repo.appendCoins(tx, entries),
  };
}
