// Browser storage keys of the signed-in shopper (storefront.md §3, accounts-and-fulfilment.md §3).
export const TOKEN_KEY = 'accessuserToken';
export const USER_ID_KEY = 'userId';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be blocked (private modes, sandboxed frames): behave as signed out.
    return null;
  }
}

export function getStoredToken(): string | null {
  const value = storage()?.getItem(TOKEN_KEY);
  return value ? value : null;
}

export function getStoredUserId(): string | null {
  const value = storage()?.getItem(USER_ID_KEY);
  return value ? value : null;
}
