import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from '../users/index.ts';
import type { PendingLogin } from './oidc-client.ts';
import { oidcLogins, userIdentities } from './schema.ts';

export async function savePendingLogin(
  db: Db,
  pending: PendingLogin,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.insert(oidcLogins).values({ ...pending, expiresAt, createdAt: now });
}

/** Sign-ins never finished; the table only ever holds the last few minutes of them. */
export async function pruneExpiredLogins(db: Db, now: Date): Promise<void> {
  await db.delete(oidcLogins).where(lte(oidcLogins.expiresAt, now));
}

/**
 * Takes a pending sign-in by its state, once: the row is deleted as it is read, so a replayed or
 * concurrent callback with the same state finds nothing.
 */
export async function takePendingLogin(db: Db, state: string, now: Date): Promise<PendingLogin | undefined> {
  const [row] = await db
    .delete(oidcLogins)
    .where(and(eq(oidcLogins.state, state), gt(oidcLogins.expiresAt, now)))
    .returning({ state: oidcLogins.state, codeVerifier: oidcLogins.codeVerifier, nonce: oidcLogins.nonce });
  return row;
}

/** The live user a provider account is linked to. */
export async function userByIdentity(
  db: Db,
  provider: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(
        eq(userIdentities.provider, provider),
        eq(userIdentities.subject, subject),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row?.user;
}

/** Links a provider account to a user; false when that provider account is already linked (a lost race). */
export async function linkIdentity(
  db: Db,
  link: { provider: string; subject: string; userId: string; email: string | null; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(userIdentities)
    .values({
      provider: link.provider,
      subject: link.subject,
      userId: link.userId,
      email: link.email,
      createdAt: link.now,
    })
    .onConflictDoNothing()
    .returning({ subject: userIdentities.subject });
  return inserted.length > 0;
}
