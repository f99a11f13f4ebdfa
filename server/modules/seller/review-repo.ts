import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SellerApplicationRow } from './repo.ts';
import { sellerApplications } from './schema.ts';

// SQL of the console's sellers desk: applications by status, one application, and its decision.

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

/** A page of applications in one status: waiting ones oldest first, decided ones newest decision first. */
export async function applicationsByStatus(
  db: Db,
  status: ApplicationStatus,
  page: { offset: number; limit: number },
): Promise<{ rows: SellerApplicationRow[]; total: number }> {
  const where = eq(sellerApplications.status, status);
  const order =
    status === 'pending'
      ? [asc(sellerApplications.createdAt), asc(sellerApplications.id)]
      : [
          desc(sql`coalesce(${sellerApplications.decidedAt}, ${sellerApplications.updatedAt})`),
          desc(sellerApplications.id),
        ];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(sellerApplications)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(sellerApplications).where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

export async function applicationById(db: Db, id: string): Promise<SellerApplicationRow | undefined> {
  const [row] = await db.select().from(sellerApplications).where(eq(sellerApplications.id, id)).limit(1);
  return row;
}

/**
 * Decides a waiting application: only while it is still pending, so two staff members deciding at
 * once cannot both succeed. Answers the decided row, or undefined when it was not pending.
 */
export async function decideApplication(
  tx: Db,
  id: string,
  decision: { status: 'approved' | 'rejected'; by: string; at: Date; rejectReason: string | null },
): Promise<SellerApplicationRow | undefined> {
  const [row] = await tx
    .update(sellerApplications)
    .set({
      status: decision.status,
      decidedAt: decision.at,
      decidedBy: decision.by,
      rejectReason: decision.rejectReason,
      updatedAt: decision.at,
    })
    .where(and(eq(sellerApplications.id, id), eq(sellerApplications.status, 'pending')))
    .returning();
  return row;
}
