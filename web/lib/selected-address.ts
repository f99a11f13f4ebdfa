import { useSyncExternalStore } from 'react';

// The address chosen on /addressdetails (rules/accounts §3: browser storage holds the chosen address id).
// The checkout that will sit beside the list reads it here, or from storage under this key.

import { SELECTED_ADDRESS_KEY } from './auth-storage.ts';

export { SELECTED_ADDRESS_KEY };

/** Fired on window when the choice changes in this tab (other tabs send 'storage' events). */
const SELECTION_EVENT = 'll:selected-address';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Blocked storage (private modes, sandboxed frames): the choice lives for this page only.
    return null;
  }
}

export function getSelectedAddressId(): string | null {
  return storage()?.getItem(SELECTED_ADDRESS_KEY) || null;
}

export function storeSelectedAddressId(id: string): void {
  storage()?.setItem(SELECTED_ADDRESS_KEY, id);
  window.dispatchEvent(new Event(SELECTION_EVENT));
}

export function clearSelectedAddressId(): void {
  storage()?.removeItem(SELECTED_ADDRESS_KEY);
  window.dispatchEvent(new Event(SELECTION_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SELECTION_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SELECTION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored choice, kept current as it changes here or in another tab. */
export function useSelectedAddressId(): string | null {
  return useSyncExternalStore(subscribe, getSelectedAddressId, () => null);
}
