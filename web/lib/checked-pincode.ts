import { useSyncExternalStore } from 'react';

// The last pincode the shop answered a delivery promise for (the product page's Check Delivery), so
// the cart can promise a date for it too. Shared here because features do not import each other: the
// product page writes it, the cart reads it. Only a pincode that the check accepted is kept.

export const CHECKED_PINCODE_KEY = 'checkedPincode';

/** Fired on window when the pincode changes in this tab (other tabs send 'storage' events). */
const CHANGE_EVENT = 'll:checked-pincode';

const SIX_DIGITS = /^[1-9]\d{5}$/;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Blocked storage (private modes, sandboxed frames): nothing is remembered.
    return null;
  }
}

export function getCheckedPincode(): string | null {
  const value = storage()?.getItem(CHECKED_PINCODE_KEY) ?? null;
  return value && SIX_DIGITS.test(value) ? value : null;
}

export function rememberCheckedPincode(pincode: string): void {
  if (!SIX_DIGITS.test(pincode)) return;
  storage()?.setItem(CHECKED_PINCODE_KEY, pincode);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The remembered pincode, kept current as it changes here or in another tab. */
export function useCheckedPincode(): string | null {
  return useSyncExternalStore(subscribe, getCheckedPincode, () => null);
}
