import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Shoppers. A row is never deleted: deleting an account anonymises it (personal fields set to
 * null, deleted_at set) so orders and the coin ledger keep a valid owner for the shop's records.
 * Phone is stored as +91XXXXXXXXXX; email in lower case.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    gender: text('gender'),
    /** File name under /uploads (profiles/<uuid>.webp), made by the server. */
    image: text('image'),
    /** scrypt hash (server/lib/passwords.ts); null until set by the reset flow. */
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('user'),
    referralCode: text('referral_code').notNull(),
    referredBy: uuid('referred_by').references((): AnyPgColumn => users.id),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    uniqueIndex('users_phone_live_key').on(t.phone).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_email_live_key').on(t.email).where(sql`${t.deletedAt} is null`),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female', 'other')`),
    check('users_role_check', sql`${t.role} in ('user', 'seller', 'admin')`),
  ],
);

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

/** Sign-in sessions. An access token (JWT) names one row; revoking the row ends the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    method: text('method').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
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

/** Messages kept by the default delivery (the outbox), read at GET /api/dev/outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: breaks ties between messages stored in the same instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    to: text('to').notNull(),
    channel: text('channel').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_to_idx').on(t.to, t.createdAt),
    check('outbox_messages_channel_check', sql`${t.channel} in ('sms', 'email')`),
  ],
);

/**
 * The coin ledger: append-only (a trigger refuses UPDATE and DELETE); a balance is the sum of delta.
 * (user_id, reason, ref) is unique so one event can never pay twice (e.g. one referral bonus per
 * new shopper: reason 'referral_joined', ref the referrer's id).
 */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    ref: text('ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coin_ledger_event_key').on(t.userId, t.reason, t.ref),
    uniqueIndex('coin_ledger_one_referral_bonus_key')
      .on(t.userId)
      .where(sql`${t.reason} = 'referral_joined'`),
    check('coin_ledger_delta_check', sql`${t.delta} <> 0`),
  ],
);

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
