import { createContext, useContext } from 'react';
import type { ConsoleArea, Permission, StaffMeResponse } from '../../../contract/staff.ts';

// Who the console is signed in as (GET /api/admin/me), for every page under the shell: the shell reads
// it once and pages ask `can()` before showing a link, a button or calling the API.

export type SignedInStaff = StaffMeResponse['staff'];

export interface ConsoleSession {
  staff: SignedInStaff;
  /** Whether the signed-in role holds a permission (the server checks every call again). */
  can: (permission: Permission) => boolean;
}

export const ConsoleSessionContext = createContext<ConsoleSession | null>(null);

export function consoleSession(staff: SignedInStaff): ConsoleSession {
  const held = new Set(staff.permissions);
  return { staff, can: (permission) => held.has(permission) };
}

/** The signed-in staff member; only inside the console's shell. */
export function useConsoleSession(): ConsoleSession {
  const session = useContext(ConsoleSessionContext);
  if (!session) throw new Error('useConsoleSession is used outside the console');
  return session;
}

/** Whether the role may read an area. */
export function useCanRead(area: ConsoleArea): boolean {
  return useConsoleSession().can(`${area}:read`);
}

/** Whether the role may change an area. */
export function useCanWrite(area: ConsoleArea): boolean {
  return useConsoleSession().can(`${area}:write`);
}
