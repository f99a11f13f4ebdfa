import { sql } from 'drizzle-orm';
import type { StaffRole } from '../../contract/staff.ts';
import type { Kit } from './kit.ts';
import { type Shopper, signedInShopper } from './shoppers.ts';

// Staff members with open sessions, as the console's tests use them.

export interface StaffMember extends Shopper {
  role: StaffRole;
  /** The 10 digits of their phone. */
  phone: string;
}

let staffCounter = 0;

/** A new account with an open session that is staff with this role (added by the command line). */
export async function staffMember(t: Kit, role: StaffRole, name = `Staff ${role}`): Promise<StaffMember> {
  staffCounter += 1;
  const phone = `90000${String(10000 + staffCounter).slice(-5)}`;
  const { user, token } = await signedInShopper(t, { name, phone: `+91${phone}`, email: null });
  await t.database.db.execute(sql`INSERT INTO staff (user_id, role) VALUES (${user.id}::uuid, ${role})`);
  return { userId: user.id, token, role, phone };
}

const owners = new WeakMap<Kit, Promise<StaffMember>>();

/** The kit's one owner, made on first use (the shop's side of order tests). */
export function kitOwner(t: Kit): Promise<StaffMember> {
  let owner = owners.get(t);
  if (!owner) {
    owner = staffMember(t, 'owner', 'Kit Owner');
    owners.set(t, owner);
  }
  return owner;
}
