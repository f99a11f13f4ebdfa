import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ChildGender } from '../../../contract/child-profile.ts';
import type { Db } from '../../db/client.ts';
import { childProfiles } from './schema.ts';

// SQL of a shopper's children. Every statement names the owner, so another shopper's id behaves exactly
// like an unknown one.

export type ChildRow = typeof childProfiles.$inferSelect;

/** The fields a shopper writes; birthMonth is the first of the month (YYYY-MM-01). */
export interface ChildFields {
  name: string;
  birthMonth: string;
  gender: ChildGender;
  heightCm: number | null;
}

/**
 * Holds the shopper's children lock until the transaction ends, so two adds at once cannot both count
 * one under the limit and both insert.
 */
export async function lockChildrenOf(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`children:${userId}`}))`);
}

export async function countChildren(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(childProfiles).where(eq(childProfiles.userId, userId));
  return row?.n ?? 0;
}

export async function insertChild(db: Db, userId: string, fields: ChildFields, now: Date): Promise<ChildRow> {
  const [row] = await db
    .insert(childProfiles)
    .values({ ...fields, userId, createdAt: now })
    .returning();
  if (!row) throw new Error('child insert returned nothing');
  return row;
}

/** The shopper's children in the order they were added (the id breaks ties so the order never wobbles). */
export function childrenOf(db: Db, userId: string): Promise<ChildRow[]> {
  return db
    .select()
    .from(childProfiles)
    .where(eq(childProfiles.userId, userId))
    .orderBy(asc(childProfiles.createdAt), asc(childProfiles.id));
}

export async function childOf(db: Db, userId: string, id: string): Promise<ChildRow | undefined> {
  const [row] = await db
    .select()
    .from(childProfiles)
    .where(and(eq(childProfiles.id, id), eq(childProfiles.userId, userId)));
  return row;
}

/** Changes the given fields of the owner's child; undefined when the shopper has no such child. */
export async function updateChild(
  db: Db,
  userId: string,
  id: string,
  changes: Partial<ChildFields>,
): Promise<ChildRow | undefined> {
  if (Object.keys(changes).length === 0) return childOf(db, userId, id);
  const [row] = await db
    .update(childProfiles)
    .set(changes)
    .where(and(eq(childProfiles.id, id), eq(childProfiles.userId, userId)))
    .returning();
  return row;
}

/** Deletes the owner's child; false when the shopper has no such child. */
export async function deleteChild(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(childProfiles)
    .where(and(eq(childProfiles.id, id), eq(childProfiles.userId, userId)))
    .returning({ id: childProfiles.id });
  return rows.length > 0;
}
