import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AddressType } from '../../../contract/address.ts';
import type { Db } from '../../db/client.ts';
import { addresses } from './schema.ts';

// SQL of saved addresses. Every statement names the owner, so another shopper's id behaves exactly
// like an unknown one.

export type AddressRow = typeof addresses.$inferSelect;

/** The fields a shopper writes; the same for a new address and a full replace. */
export interface AddressFields {
  name: string;
  number: string;
  alternateNumber: string | null;
  address: string;
  landmark: string;
  pincode: string;
  city: string;
  state: string;
  addressType: AddressType;
}

/**
 * Holds the shopper's address lock until the transaction ends, so two adds at once cannot both
 * count 19 and both insert (works on PGlite and PostgreSQL).
 */
export async function lockAddressesOf(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
}

export async function countAddresses(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(
  db: Db,
  userId: string,
  fields: AddressFields,
  now: Date,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...fields, userId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('address insert returned nothing');
  return row;
}

/** The shopper's addresses, newest first (the id breaks ties so the order never wobbles). */
export function addressesOf(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id));
}

/** Replaces every written field of the owner's address; undefined when the shopper has no such address. */
export async function replaceAddress(
  db: Db,
  userId: string,
  id: string,
  fields: AddressFields,
  now: Date,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** Deletes the owner's address; false when the shopper has no such address. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}
