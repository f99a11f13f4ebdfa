import { AUTH_CHANGE_EVENT, getStoredToken } from '../../../lib/auth-storage.ts';
import type { PurchaseKind } from './product-rules.ts';

// A press of Add to Cart or Buy Now that had to wait for a sign-in (rules/storefront §5 sends a
// signed-out shopper to /signin). The sign-in screens already bring the shopper back to this page
// (the return path); this note lets the page finish what was pressed, with the colour and size that
// were chosen. It is kept for this tab only (sessionStorage survives the social provider's round trip)
// and only briefly: an old intention is not acted on by surprise.

export const PENDING_PURCHASE_KEY = 'pendingPurchase';
/** A note older than this is forgotten rather than acted on. */
export const PENDING_PURCHASE_TTL_MS = 10 * 60_000;

export interface PendingPurchase {
  productId: string;
  /** The variant's colour value (what the cart and Buy Now calls send). */
  color: string;
  size: string;
  action: PurchaseKind;
  /** When it was noted (ms since the epoch). */
  at: number;
}

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Blocked storage (private modes, sandboxed frames): nothing is kept, the page behaves as before.
    return null;
  }
}

function read(): PendingPurchase | null {
  const raw = tabStorage()?.getItem(PENDING_PURCHASE_KEY);
  if (!raw) return null;
  try {
    const note = JSON.parse(raw) as Partial<PendingPurchase> | null;
    if (
      typeof note?.productId === 'string' &&
      typeof note.color === 'string' &&
      typeof note.size === 'string' &&
      (note.action === 'cart' || note.action === 'buy') &&
      typeof note.at === 'number'
    ) {
      return {
        productId: note.productId,
        color: note.color,
        size: note.size,
        action: note.action,
        at: note.at,
      };
    }
  } catch {
    // Not ours, or damaged: treated as no note.
  }
  return null;
}

export function forgetPendingPurchase(): void {
  tabStorage()?.removeItem(PENDING_PURCHASE_KEY);
}

/** Whether a sign-in was seen since the note was written; its sign-out makes the note stale. */
let signInSeen = false;
let following = false;

/**
 * A sign-out (in this tab, or another tab's, seen through the storage event) forgets the note: the
 * next shopper to sign in on this device did not press anything.
 */
function followSignOut(): void {
  if (following || typeof window === 'undefined') return;
  following = true;
  const check = () => {
    if (getStoredToken()) signInSeen = true;
    else if (signInSeen) {
      signInSeen = false;
      forgetPendingPurchase();
    }
  };
  window.addEventListener(AUTH_CHANGE_EVENT, check);
  window.addEventListener('storage', check);
}

/** Notes the press that is waiting for a sign-in (replacing any earlier one). */
export function rememberPurchase(purchase: Omit<PendingPurchase, 'at'>, now = Date.now()): void {
  const store = tabStorage();
  if (!store) return;
  const note: PendingPurchase = { ...purchase, at: now };
  try {
    store.setItem(PENDING_PURCHASE_KEY, JSON.stringify(note));
  } catch {
    // A full storage only loses the convenience.
    return;
  }
  signInSeen = getStoredToken() !== null;
  followSignOut();
}

/**
 * The note for this product, if it is fresh (it is left in place; see takePendingPurchase). A note for
 * another product is left alone: the shopper may still go back to that one. An expired note is dropped.
 */
export function peekPendingPurchase(productId: string, now = Date.now()): PendingPurchase | null {
  const note = read();
  if (!note) return null;
  const age = now - note.at;
  if (age < 0 || age > PENDING_PURCHASE_TTL_MS) {
    forgetPendingPurchase();
    return null;
  }
  return note.productId === productId ? note : null;
}

/** Takes this product's fresh note out of storage: only the first caller gets it, so it acts once. */
export function takePendingPurchase(productId: string, now = Date.now()): PendingPurchase | null {
  const note = peekPendingPurchase(productId, now);
  if (note) forgetPendingPurchase();
  return note;
}
