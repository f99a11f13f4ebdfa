import { useSyncExternalStore } from 'react';
import { AUTH_CHANGE_EVENT, getStoredToken } from './auth-storage.ts';

// Signed in = a stored access token (rules/accounts §6). Sign-in, logout and expiry in this tab fire
// AUTH_CHANGE_EVENT; another tab's changes arrive as 'storage' events.
/** Calls onChange whenever the stored sign-in may have changed; returns the unsubscribe. */
export function subscribeToSignIn(onChange: () => void): () => void {
  window.addEventListener(AUTH_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(AUTH_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored access token, kept current as the shopper signs in or out (here or in another tab). */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribeToSignIn, getStoredToken, () => null);
}
