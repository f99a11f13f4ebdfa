import { and, desc, eq, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from './schema.ts';

// SQL of the console's shoppers desk (and the sellers desk's change of role): finding shoppers by
// phone, email or name, one shopper, blocking, and ending every session in the caller's transaction.

export interface DeskShopperRow {
  id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  role: string;
  referralCode: string;
  createdAt: Date;
  blockedAt: Date | null;
  blockedReason: string | null;
}

const columns = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  email: users.email,
  role: users.role,
  referralCode: users.referralCode,
  createdAt: users.createdAt,
  blockedAt: users.blockedAt,
  blockedReason: users.blockedReason,
};

const live = isNull(users.deletedAt);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a desk search means: digits are a phone (the whole number exactly, or its start), text with an
 * '@' the start of an email, anything else the start of a name (users_name_lower_idx).
 */
export function shopperSearch(q: string | undefined): SQL | undefined {
  const text = q?.trim() ?? '';
  if (!text) return undefined;
  const digits = text.replace(/[\s-]/g, '').replace(/^\+?91(?=\d{10}$)/, '');
  if (/^\d+$/.test(digits)) {
    return digits.length === 10
      ? eq(users.phone, `+91${digits}`)
      : like(users.phone, `+91${escapeLike(digits)}%`);
  }
  if (text.includes('@')) return like(users.email, `${escapeLike(text.toLowerCase())}%`);
  return sql`lower(${users.name}) like ${`${escapeLike(text.toLowerCase())}%`}`;
}

/** Live shoppers matching the search, newest first, and how many match. */
export async function listShoppers(
  db: Db,
  q: string | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: DeskShopperRow[]; total: number }> {
  const where = and(live, shopperSearch(q));
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** A live shopper, or undefined. */
export async function deskShopperById(db: Db, userId: string): Promise<DeskShopperRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, userId), live))
    .limit(1);
  return row;
}

/**
 * Locks a live shopper's row until the transaction ends (as placing an order does, so a coin change or
 * a block and an order never interleave) and reads it.
 */
export async function lockDeskShopper(tx: Db, userId: string): Promise<DeskShopperRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(users)
    .where(and(eq(users.id, userId), live))
    .for('no key update');
  return row;
}

export async function setBlocked(
  tx: Db,
  userId: string,
  block: { at: Date; reason: string } | null,
): Promise<void> {
  await tx
    .update(users)
    .set({ blockedAt: block?.at ?? null, blockedReason: block?.reason ?? null })
    .where(eq(users.id, userId));
}

/** Whether a live account is blocked (false for one that does not exist). */
export async function isBlocked(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ blocked: sql<boolean>`${users.blockedAt} is not null` })
    .from(users)
    .where(and(eq(users.id, userId), live))
    .limit(1);
  return row?.blocked === true;
}

/** An approved applicant becomes a seller (an account with a higher role keeps it). */
export async function makeSeller(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ role: 'seller', updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.role, 'user')));
}

/** Ends every live session of the user in the caller's transaction; answers how many. */
export async function endSessionsOf(tx: Db, userId: string, now: Date): Promise<number> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}
