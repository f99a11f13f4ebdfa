import { and, desc, eq, notLike } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ENCRYPTED_PREFIX } from '../../lib/data-keys.ts';
import { sellerApplications } from './schema.ts';

// SQL of seller applications. Every read names the owner, so nobody reads another shopper's.

export type SellerApplicationRow = typeof sellerApplications.$inferSelect;
export type NewSellerApplication = typeof sellerApplications.$inferInsert;

/** The partial unique index that keeps one application under review per shopper. */
export const ONE_PENDING_INDEX = 'seller_applications_one_pending_key';

export async function insertApplication(db: Db, values: NewSellerApplication): Promise<SellerApplicationRow> {
  const [row] = await db.insert(sellerApplications).values(values).returning();
  if (!row) throw new Error('seller application insert returned nothing');
  return row;
}

/** The shopper's newest application, or undefined. */
export async function latestApplicationOf(db: Db, userId: string): Promise<SellerApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(sellerApplications)
    .where(eq(sellerApplications.userId, userId))
    .orderBy(desc(sellerApplications.createdAt), desc(sellerApplications.id))
    .limit(1);
  return row;
}

export async function hasPendingApplication(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: sellerApplications.id })
    .from(sellerApplications)
    .where(and(eq(sellerApplications.userId, userId), eq(sellerApplications.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}

/** Applications whose account number is still stored as typed (written before encryption). */
export async function plainAccountNumbers(db: Db): Promise<{ id: string; accountNumber: string }[]> {
  return db
    .select({ id: sellerApplications.id, accountNumber: sellerApplications.accountNumber })
    .from(sellerApplications)
    .where(notLike(sellerApplications.accountNumber, `${ENCRYPTED_PREFIX}%`));
}

/** Replaces a plain account number by its encrypted form, only if it is still the plain one. */
export async function setAccountNumber(
  db: Db,
  id: string,
  plain: string,
  encrypted: string,
  last4: string,
): Promise<boolean> {
  const rows = await db
    .update(sellerApplications)
    .set({ accountNumber: encrypted, accountNumberLast4: last4 })
    .where(and(eq(sellerApplications.id, id), eq(sellerApplications.accountNumber, plain)))
    .returning({ id: sellerApplications.id });
  return rows.length > 0;
}

/** Deletes every application of the shopper (account deletion); answers their ids, for the files. */
export async function deleteApplicationsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .delete(sellerApplications)
    .where(eq(sellerApplications.userId, userId))
    .returning({ id: sellerApplications.id });
  return rows.map((row) => row.id);
}
