import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  addresses,
  cartItems,
  carts,
  checkouts,
  childProfiles,
  passwordResetGrants,
  productAlerts,
  sessions,
  userIdentities,
  users,
  wishlistItems,
} from '../../db/schema/index.ts';
import type { UserRow } from '../users/index.ts';

/** Columns a shopper may change from the profile editor (stored forms: phone +91…, email lower case). */
export interface ProfileChanges {
  name?: string;
  email?: string;
  phone?: string;
  gender?: string;
  image?: string;
  language?: string;
}

/** The live user row, locked until the transaction ends so two edits cannot interleave. */
export async function lockLiveUser(tx: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update')
    .limit(1);
  return row;
}

/**
 * Writes the changes. A new email or phone has not been confirmed, so its verification stamp is
 * cleared. A clash with another live account surfaces as the unique index's violation.
 */
export async function updateProfile(
  tx: Db,
  userId: string,
  changes: ProfileChanges,
  now: Date,
): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({
      ...changes,
      ...(changes.email !== undefined ? { emailVerifiedAt: null } : {}),
      ...(changes.phone !== undefined ? { phoneVerifiedAt: null } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error('profile update returned nothing');
  return row;
}

/**
 * Deletes an account the way the shop's records allow: every session and pending password reset ends,
 * social links go, and the personal fields are cleared; the row itself stays (with deleted_at) because
 * orders and the append-only coin ledger point at it. The phone and email become free for a new account.
 */
export async function anonymiseUser(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await tx
    .update(passwordResetGrants)
    .set({ usedAt: now })
    .where(and(eq(passwordResetGrants.userId, userId), isNull(passwordResetGrants.usedAt)));
  await tx.delete(userIdentities).where(eq(userIdentities.userId, userId));
  // Saved products and the cart are personal and have no use once the account is gone.
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
  await tx.delete(productAlerts).where(eq(productAlerts.userId, userId));
  await tx
    .delete(cartItems)
    .where(
      inArray(cartItems.cartId, tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId))),
    );
  await tx.delete(carts).where(eq(carts.userId, userId));
  // Checkouts (and their lines, by cascade) likewise; placed orders keep their own copy of everything.
  await tx.delete(checkouts).where(eq(checkouts.userId, userId));
  // Saved addresses are personal; orders keep their own copy of the address they shipped to.
  await tx.delete(addresses).where(eq(addresses.userId, userId));
  // Children's names and birth months likewise (the kept user row means no cascade removes them).
  await tx.delete(childProfiles).where(eq(childProfiles.userId, userId));
  await tx
    .update(users)
    .set({
      name: null,
      email: null,
      phone: null,
      gender: null,
      image: null,
      passwordHash: null,
      phoneVerifiedAt: null,
      emailVerifiedAt: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
