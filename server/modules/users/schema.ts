import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The shop's accounts and their sign-in sessions. Other modules' tables point at users.id; they import
// it from the schema barrel (server/db/schema/index.ts).

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
    /** Blocked by the shop: cannot sign in or order (the console's shoppers desk). */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    /** The language the shopper chose (contract/language.ts); null until they choose. */
    language: text('language'),
  },
  (t) => [
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    uniqueIndex('users_phone_live_key').on(t.phone).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_email_live_key').on(t.email).where(sql`${t.deletedAt} is null`),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female', 'other')`),
    // The shoppers desk looks shoppers up by name.
    index('users_name_lower_idx').on(sql`lower(${t.name})`),
    check('users_role_check', sql`${t.role} in ('user', 'seller', 'admin')`),
    check('users_language_check', sql`${t.language} is null or ${t.language} in ('en', 'hi')`),
  ],
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
