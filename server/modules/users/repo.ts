import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../contract/auth.ts';
import { isLanguage } from '../../../contract/language.ts';
import type { Db } from '../../db/client.ts';
import { coinBalanceOf, pendingCoinsOf } from '../coins/index.ts';
import { users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;

const live = isNull(users.deletedAt);

export async function userById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live))
    .limit(1);
  return row;
}

/** By phone in stored form (+91XXXXXXXXXX). */
export async function userByPhone(db: Db, phoneE164: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phoneE164), live))
    .limit(1);
  return row;
}

/** By lower-case email. */
export async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), live))
    .limit(1);
  return row;
}

export async function userByReferralCode(db: Db, code: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.referralCode, code), live))
    .limit(1);
  return row;
}

// No 0/O or 1/I/L: codes are read aloud and typed from screenshots.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newReferralCode(brandCode: string): string {
  let code = brandCode;
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export interface NewUser {
  name?: string | null;
  email?: string | null;
  /** +91XXXXXXXXXX */
  phone?: string | null;
  referredBy?: string | null;
  phoneVerifiedAt?: Date | null;
  emailVerifiedAt?: Date | null;
  now: Date;
}

/**
 * Inserts a user with a fresh referral code (retrying the rare code collision). A clash on phone or
 * email is left to the caller: it surfaces as the database's unique violation (code 23505).
 */
export async function insertUser(db: Db, brandCode: string, input: NewUser): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    const referralCode = newReferralCode(brandCode);
    const [row] = await db
      .insert(users)
      .values({
        name: input.name ?? null,
        email: input.email ?? null,
        phone: input.phone ?? null,
        referredBy: input.referredBy ?? null,
        phoneVerifiedAt: input.phoneVerifiedAt ?? null,
        emailVerifiedAt: input.emailVerifiedAt ?? null,
        referralCode,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing({ target: users.referralCode })
      .returning();
    if (row) return row;
    if (attempt >= 5) throw new Error('could not allocate a referral code');
  }
}

type PublicColumns = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'phone' | 'gender' | 'image' | 'referralCode' | 'role' | 'language'
>;

/** The user as the API shows it (contract/auth.ts publicUserSchema), with the coins given. */
export function publicUser(user: PublicColumns, coins: number, pendingCoins: number): PublicUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ? user.phone.replace(/^\+91/, '') : null,
    gender: (user.gender as PublicUser['gender']) ?? null,
    image: user.image,
    coins,
    pendingCoins,
    referralCode: user.referralCode,
    role: user.role,
    language: isLanguage(user.language) ? user.language : null,
  };
}

/**
 * A live user as the API shows it, coin balance included, in one read (null: no such live user). Every
 * signed-in page asks for it, so it is a named prepared statement with only the columns it shows.
 */
export function preparePublicUserById(db: Db) {
  const query = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      gender: users.gender,
      image: users.image,
      referralCode: users.referralCode,
      role: users.role,
      language: users.language,
      // Qualified by hand: in a one-table select the query builder names columns without their table,
      // and a bare "id" here would be the ledger's own.
      coins: coinBalanceOf(sql`"users"."id"`),
      // What standing orders earn once final (the coins module holds the rule).
      pending: pendingCoinsOf(sql`"users"."id"`),
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), live))
    .prepare('public_user_by_id');
  return async (userId: string): Promise<PublicUser | null> => {
    const [row] = await query.execute({ userId });
    return row ? publicUser(row, Number(row.coins), Number(row.pending)) : null;
  };
}
