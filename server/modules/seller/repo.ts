import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerApplications } from '../../db/schema/index.ts';

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

/** Deletes every application of the shopper (account deletion); answers their ids, for the files. */
export async function deleteApplicationsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .delete(sellerApplications)
    .where(eq(sellerApplications.userId, userId))
    .returning({ id: sellerApplications.id });
  return rows.map((row) => row.id);
}
