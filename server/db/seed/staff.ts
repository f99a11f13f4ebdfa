// The demo shop's owner: an account with the phone 9000000001 that is the console's owner, so a newcomer
// opens /admin by signing in with that phone and the code the demo outbox shows. Made only by the first
// seed of an empty database (docs/decisions/024-the-console.md); a real shop makes its owner with
// `npm run staff -- add --phone <10 digits> --role owner`.
import type { Db } from '../client.ts';
import { staff, users } from '../schema/index.ts';

/** The demo owner's phone, as the README tells it. */
export const DEMO_OWNER_PHONE = '9000000001';

export async function seedDemoOwner(db: Db, now: Date): Promise<void> {
  const [owner] = await db
    .insert(users)
    .values({
      name: 'Demo Owner',
      phone: `+91${DEMO_OWNER_PHONE}`,
      // Not a shopper's code (those start with the brand code): the owner refers no one.
      referralCode: 'OWNER0001',
      phoneVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (owner) await db.insert(staff).values({ userId: owner.id, role: 'owner', createdAt: now });
}
