// Browser storage of the signed-in shopper (rules/storefront §3, rules/accounts §3):
// accessuserToken, userId, username, email, role. Signed in = a stored access token.
export const TOKEN_KEY = 'accessuserToken';
export const USER_ID_KEY = 'userId';
export const USERNAME_KEY = 'username';
export const EMAIL_KEY = 'email';
export const ROLE_KEY = 'role';
/**
 * The address chosen for checkout (rules/accounts §3): the signed-in shopper's, so it goes with the sign-in.
 */
export const SELECTED_ADDRESS_KEY = 'selectedAddressId';
const SIGN_IN_KEYS = [
  TOKEN_KEY,
  USER_ID_KEY,
  USERNAME_KEY,
  EMAIL_KEY,
  ROLE_KEY,
  SELECTED_ADDRESS_KEY,
] as const;

/** Fired on window whenever the stored sign-in changes in this tab (storage events cover other tabs). */
export const AUTH_CHANGE_EVENT = 'll:auth-change';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be blocked (private modes, sandboxed frames): behave as signed out.
    return null;
  }
}

function notify(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));
}

export function getStoredToken(): string | null {
  const value = storage()?.getItem(TOKEN_KEY);
  return value ? value : null;
}

export function getStoredUserId(): string | null {
  const value = storage()?.getItem(USER_ID_KEY);
  return value ? value : null;
}

export interface StoredUser {
  userId: string | null;
  username: string | null;
  email: string | null;
  role: string | null;
}

export function getStoredUser(): StoredUser {
  const s = storage();
  const read = (key: string) => s?.getItem(key) || null;
  return {
    userId: read(USER_ID_KEY),
    username: read(USERNAME_KEY),
    email: read(EMAIL_KEY),
    role: read(ROLE_KEY),
  };
}

/** Keeps the login data of a sign-in answer (user + accessToken). */
export function storeSignIn(
  user: {
    _id: string;
    name?: string | null;
    email?: string | null;
    phone?: string | null;
    role?: string | null;
  },
  accessToken: string,
): void {
  const s = storage();
  if (!s) return;
  s.setItem(TOKEN_KEY, accessToken);
  s.setItem(USER_ID_KEY, user._id);
  s.setItem(USERNAME_KEY, user.name ?? '');
  s.setItem(EMAIL_KEY, user.email ?? '');
  s.setItem(ROLE_KEY, user.role ?? 'user');
  notify();
}

/** Keeps the stored name and email in step after a profile change. */
export function updateStoredUser(user: { name?: string | null; email?: string | null }): void {
  const s = storage();
  if (!s) return;
  if (user.name !== undefined) s.setItem(USERNAME_KEY, user.name ?? '');
  if (user.email !== undefined) s.setItem(EMAIL_KEY, user.email ?? '');
  notify();
}

/** Forgets the signed-in shopper (logout, deletion, any 401). */
export function clearSignIn(): void {
  const s = storage();
  if (!s) return;
  for (const key of SIGN_IN_KEYS) s.removeItem(key);
  notify();
}
