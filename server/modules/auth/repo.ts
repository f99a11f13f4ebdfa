import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { OtpPurpose } from '../../../contract/auth.ts';
import { OTP_MAX_ATTEMPTS } from '../../../contract/auth.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { authEvents, otpCodes, passwordResetGrants, pendingRegistrations } from './schema.ts';

// SQL of the sign-up, sign-in and recovery flows. Every time comes from the caller's clock.

/**
 * Serialises everything done for one key until the transaction ends (works on PGlite and
 * PostgreSQL), so a check of past events and the recording of a new one cannot interleave.
 */
export async function lockKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

// ---- auth_events ----

/**
 * 'otp_sent': a code (or an "already registered" notice) sent to a target, purpose = the code's.
 * 'login_failed': a password sign-in try, target = the account key (reserved before the check and
 * removed on success).
 */
export type AuthEventKind = 'otp_sent' | 'login_failed';

export async function recordEvent(
  db: Db,
  event: { kind: AuthEventKind; target: string; purpose?: string | null; createdAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(authEvents)
    .values({ ...event, purpose: event.purpose ?? null })
    .returning({ id: authEvents.id });
  if (!row) throw new Error('auth event insert returned nothing');
  return row.id;
}

export async function deleteEvent(db: Db, id: number): Promise<void> {
  await db.delete(authEvents).where(eq(authEvents.id, id));
}

/** Times of the events of a kind for a target after `since`, oldest first. */
export async function eventTimesSince(
  db: Db,
  kind: AuthEventKind,
  target: string,
  since: Date,
  /** Only events of this purpose (sign-up, sign-in and reset codes are counted apart). */
  purpose?: string,
): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: authEvents.createdAt })
    .from(authEvents)
    .where(
      and(
        eq(authEvents.kind, kind),
        eq(authEvents.target, target),
        gt(authEvents.createdAt, since),
        purpose === undefined ? undefined : eq(authEvents.purpose, purpose),
      ),
    )
    .orderBy(asc(authEvents.createdAt));
  return rows.map((r) => r.createdAt);
}

/** The newest event of a kind and purpose for a target after `since`. */
export async function latestEvent(
  db: Db,
  kind: AuthEventKind,
  target: string,
  purpose: string | null,
  since: Date,
): Promise<{ createdAt: Date; purpose: string | null } | undefined> {
  const conditions = [
    eq(authEvents.kind, kind),
    eq(authEvents.target, target),
    gt(authEvents.createdAt, since),
  ];
  if (purpose !== null) conditions.push(eq(authEvents.purpose, purpose));
  const [row] = await db
    .select({ createdAt: authEvents.createdAt, purpose: authEvents.purpose })
    .from(authEvents)
    .where(and(...conditions))
    .orderBy(desc(authEvents.createdAt), desc(authEvents.id))
    .limit(1);
  return row;
}

// ---- otp_codes ----

function liveCondition(purpose: OtpPurpose, target: string, now: Date) {
  return and(
    eq(otpCodes.purpose, purpose),
    eq(otpCodes.target, target),
    isNull(otpCodes.consumedAt),
    gt(otpCodes.expiresAt, now),
    lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
  );
}

/** The newest code of the purpose and target that can still be guessed. */
export async function liveCodeId(
  db: Db,
  purpose: OtpPurpose,
  target: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(liveCondition(purpose, target, now))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row?.id;
}

/** Keeps the referral code given with a sign-in code request on the code's row. */
export async function setCodeReferral(db: Db, id: string, referralCode: string): Promise<void> {
  await db.update(otpCodes).set({ referralCode }).where(eq(otpCodes.id, id));
}

/** The referral code kept on a code's row (after a successful check), if any. */
export async function codeReferral(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ referralCode: otpCodes.referralCode })
    .from(otpCodes)
    .where(eq(otpCodes.id, id))
    .limit(1);
  return row?.referralCode ?? null;
}

export async function insertCode(
  db: Db,
  code: { purpose: OtpPurpose; target: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(otpCodes).values(code).returning({ id: otpCodes.id });
  if (!row) throw new Error('code insert returned nothing');
  return row.id;
}

/** A resend: the same row gets a new code, a fresh expiry and its tries back. */
export async function replaceCode(db: Db, id: string, codeHash: string, expiresAt: Date): Promise<void> {
  await db.update(otpCodes).set({ codeHash, expiresAt, attempts: 0 }).where(eq(otpCodes.id, id));
}

/**
 * Takes one try at a live code in a single conditional UPDATE, so parallel guesses can never take
 * more than OTP_MAX_ATTEMPTS between them. With `id` the code must be that row (the sign-in
 * sessionId); without it, the newest live code of the purpose and target.
 */
export async function reserveAttempt(
  db: Db,
  input: { purpose: OtpPurpose; target: string; id?: string; now: Date },
): Promise<{ id: string; codeHash: string } | undefined> {
  const live = liveCondition(input.purpose, input.target, input.now);
  const which = input.id
    ? eq(otpCodes.id, input.id)
    : inArray(
        otpCodes.id,
        db.select({ id: otpCodes.id }).from(otpCodes).where(live).orderBy(desc(otpCodes.createdAt)).limit(1),
      );
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(which, live))
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash });
  return row;
}

/** Uses up a code whose guess matched; false when another request used it first (or it was replaced). */
export async function consumeCode(db: Db, id: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, id), eq(otpCodes.codeHash, codeHash), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

// ---- pending_registrations ----

export type PendingRegistration = typeof pendingRegistrations.$inferSelect;

export async function upsertPending(db: Db, row: PendingRegistration): Promise<void> {
  await db
    .insert(pendingRegistrations)
    .values(row)
    .onConflictDoUpdate({
      target: pendingRegistrations.phone,
      set: { name: row.name, email: row.email, referralCode: row.referralCode, createdAt: row.createdAt },
    });
}

export async function pendingByPhone(db: Db, phone: string): Promise<PendingRegistration | undefined> {
  const [row] = await db
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.phone, phone))
    .limit(1);
  return row;
}

export async function deletePending(db: Db, phone: string): Promise<void> {
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.phone, phone));
}

// ---- users (the auth flows' own updates) ----

export async function markPhoneVerified(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ phoneVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.phoneVerifiedAt)));
}

export async function setPasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Ends every live session of the user (inside the reset's transaction, so both happen or neither). */
export async function revokeSessionsOf(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

// ---- password_reset_grants ----

export async function insertGrant(
  db: Db,
  grant: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(passwordResetGrants).values(grant);
}

/** A cheap look before the costly password hash; the consuming UPDATE below still decides. */
export async function grantIsLive(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: passwordResetGrants.id })
    .from(passwordResetGrants)
    .where(
      and(
        eq(passwordResetGrants.tokenHash, tokenHash),
        isNull(passwordResetGrants.usedAt),
        gt(passwordResetGrants.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

/** Uses a grant in one conditional UPDATE: only one request can ever get its user back. */
export async function consumeGrant(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetGrants)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetGrants.tokenHash, tokenHash),
        isNull(passwordResetGrants.usedAt),
        gt(passwordResetGrants.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetGrants.userId });
  return row?.userId;
}

/** Ends the user's other outstanding grants once a password has been set. */
export async function endGrantsOf(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetGrants)
    .set({ usedAt: now })
    .where(and(eq(passwordResetGrants.userId, userId), isNull(passwordResetGrants.usedAt)));
}
