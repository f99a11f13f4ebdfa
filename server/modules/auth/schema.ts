import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.ts';

// What sign-up, sign-in and recovery keep: one-time codes, the events their limits count, sign-ups
// waiting for a code, password reset grants, social sign-ins in flight and linked provider accounts,
// and the phones that have had a referral reward.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Accounts at social sign-in providers, linked to a user (provider 'google' or another OIDC issuer). */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/**
 * One-time codes. Only an HMAC of the code is kept. Bound to a purpose and a target (the phone as
 * +91…, or a lower-case email). attempts counts guesses; a code with 5 is dead.
 * The id doubles as the sign-in flow's sessionId.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Sign-in codes: the referral code given when it was asked for, used if the verify creates the account. */
    referralCode: text('referral_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_codes_target_idx').on(t.purpose, t.target, t.createdAt),
    check('otp_codes_purpose_check', sql`${t.purpose} in ('register', 'login', 'reset')`),
    check('otp_codes_attempts_check', sql`${t.attempts} between 0 and 5`),
  ],
);

/**
 * Security events counted for limits: code sends per target (3 per 10 minutes) and failed password
 * sign-ins per account. Rows are facts; old ones can be pruned.
 */
export const authEvents = pgTable(
  'auth_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    purpose: text('purpose'),
    createdAt: createdAt(),
  },
  (t) => [index('auth_events_target_idx').on(t.kind, t.target, t.createdAt)],
);

/** Sign-up details waiting for the phone to be confirmed; the user row is made at verification. */
export const pendingRegistrations = pgTable('pending_registrations', {
  phone: text('phone').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  referralCode: text('referral_code'),
  createdAt: createdAt(),
});

/** The short-lived, single-use permission to set a new password after a verified reset code. */
export const passwordResetGrants = pgTable(
  'password_reset_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_grants_token_key').on(t.tokenHash)],
);

/** A social sign-in in flight: state → PKCE verifier and nonce, single use, minutes long. */
export const oidcLogins = pgTable('oidc_logins', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Phones that have had a referral sign-up reward, kept for ever (deleting the account does not
 * reset it). The phone is kept only as a keyed hash (HMAC-SHA256 with the shop's secret), so a
 * deleted shopper's number is not stored. One row per phone: one sign-up reward and one referrer
 * reward per phone, ever.
 */
export const referralClaims = pgTable(
  'referral_claims',
  {
    phoneKey: text('phone_key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('referral_claims_referrer_idx').on(t.referrerId, t.createdAt)],
);
