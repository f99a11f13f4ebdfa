import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

// Housekeeping: rows that only ever served a short-lived purpose are deleted once they cannot matter
// any more, so these tables stay small however long the shop runs. Nothing a shopper or the shop's
// records need is touched: orders, the coin ledger, notifications, addresses and live sessions stay.

const DAY_MS = 86_400_000;

/** How long each kind of row is kept after it stopped mattering. */
export const RETENTION_DAYS = {
  /** Sign-in and reset codes, after they expired (the send limits look back 10 minutes). */
  otpCodes: 1,
  /** Password-reset grants and social sign-in attempts, after they expired. */
  shortGrants: 1,
  /** Unverified sign-ups. */
  pendingRegistrations: 1,
  /** Sign-in attempts (the throttles look back 15 minutes; kept longer for support questions). */
  authEvents: 30,
  /** Messages kept in the development outbox. */
  outbox: 7,
  /** Sessions after they expired or were ended. */
  sessions: 30,
  /** Checkouts that never became an order. */
  openCheckouts: 30,
  /** Background jobs that failed every try (long enough to notice and resend by hand). */
  failedJobs: 90,
} as const;

const before = (now: Date, days: number) =>
  sql`${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;

async function count(db: Db, statement: ReturnType<typeof sql>): Promise<number> {
  return (await queryRows<{ id: unknown }>(db, statement)).length;
}

/** Deletes what has outlived its purpose at `now`; returns how many rows each table lost. */
export async function pruneExpired(db: Db, now: Date): Promise<Record<string, number>> {
  const r = RETENTION_DAYS;
  return {
    otpCodes: await count(
      db,
      sql`DELETE FROM otp_codes WHERE expires_at < ${before(now, r.otpCodes)} RETURNING id`,
    ),
    passwordResetGrants: await count(
      db,
      sql`DELETE FROM password_reset_grants WHERE expires_at < ${before(now, r.shortGrants)} RETURNING id`,
    ),
    oidcLogins: await count(
      db,
      sql`DELETE FROM oidc_logins WHERE expires_at < ${before(now, r.shortGrants)} RETURNING 1 AS id`,
    ),
    pendingRegistrations: await count(
      db,
      sql`DELETE FROM pending_registrations WHERE created_at < ${before(now, r.pendingRegistrations)} RETURNING 1 AS id`,
    ),
    authEvents: await count(
      db,
      sql`DELETE FROM auth_events WHERE created_at < ${before(now, r.authEvents)} RETURNING 1 AS id`,
    ),
    outbox: await count(
      db,
      sql`DELETE FROM outbox_messages WHERE created_at < ${before(now, r.outbox)} RETURNING 1 AS id`,
    ),
    sessions: await count(
      db,
      sql`DELETE FROM sessions
          WHERE expires_at < ${before(now, r.sessions)} OR revoked_at < ${before(now, r.sessions)}
          RETURNING id`,
    ),
    openCheckouts: await count(
      db,
      sql`DELETE FROM checkouts c
          WHERE c.created_at < ${before(now, r.openCheckouts)}
            AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.checkout_id = c.id)
          RETURNING c.id`,
    ),
    failedJobs: await count(
      db,
      sql`DELETE FROM failed_jobs WHERE failed_at < ${before(now, r.failedJobs)} RETURNING id`,
    ),
  };
}
