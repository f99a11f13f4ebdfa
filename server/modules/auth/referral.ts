import { createHash, createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { CoinService } from '../coins/index.ts';
import { lockKey } from './repo.ts';

// Referral rewards that cannot be farmed. A phone number earns the sign-up reward once ever —
// deleting the account and signing up again pays nobody — and a referrer is paid once per distinct
// new phone, at most `monthlyCap` times a calendar month (India time). The phone is kept only as a
// keyed hash in referral_claims, so a deleted shopper's number is not stored in the clear.

const IST_OFFSET_MS = 5.5 * 3_600_000;

/** The first instant of `now`'s calendar month in India time. */
export function monthStartInIndia(now: Date): Date {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - IST_OFFSET_MS);
}

/** The phone's claim key: HMAC-SHA256 of the +91 number under a key derived from the shop's secret. */
export function referralPhoneKey(secret: string, phone: string): string {
  const key = createHash('sha256').update(`referral-phone:${secret}`).digest();
  return createHmac('sha256', key).update(phone).digest('hex');
}

export interface ReferralOutcome {
  /** The new shopper got the sign-up bonus (first time this phone joined with a code). */
  newShopperPaid: boolean;
  /** The referrer got the reward (first time for this phone, and under the monthly cap). */
  referrerPaid: boolean;
}

/**
 * Records the phone's claim and pays what the rules allow, inside the sign-up's transaction. The
 * claim's primary key decides between racing sign-ups of one phone; the referrer's advisory lock
 * makes the monthly count exact between racing sign-ups with one code.
 */
export async function payReferral(
  tx: Db,
  coins: Pick<CoinService, 'referralRewardsSince' | 'payReferral'>,
  input: { phoneKey: string; userId: string; referrerId: string; now: Date; monthlyCap: number },
): Promise<ReferralOutcome> {
  const { phoneKey, userId, referrerId, now } = input;
  const claimed = await queryRows<{ phone_key: string }>(
    tx,
    sql`INSERT INTO referral_claims (phone_key, user_id, referrer_id, created_at)
        VALUES (${phoneKey}, ${userId}::uuid, ${referrerId}::uuid, ${now.toISOString()}::timestamptz)
        ON CONFLICT (phone_key) DO NOTHING
        RETURNING phone_key`,
  );
  if (claimed.length === 0) return { newShopperPaid: false, referrerPaid: false };

  await lockKey(tx, `referrer:${referrerId}`);
  const paidThisMonth = await coins.referralRewardsSince(referrerId, monthStartInIndia(now), tx);
  // Over the cap the new shopper still gets their own bonus: they did nothing wrong, and the cap is
  // there to stop one code being farmed, not to punish the friend who used it.
  const referrerPaid = paidThisMonth < input.monthlyCap;
  await coins.payReferral(tx, { userId, referrerId, phoneKey, payReferrer: referrerPaid, now });
  return { newShopperPaid: true, referrerPaid };
}
