import { useEffect, useRef, useState } from 'react';
import type { ProductDetail } from '../../../../contract/catalog.ts';
import { getStoredUserId } from '../../../lib/auth-storage.ts';
import {
  type PendingPurchase,
  peekPendingPurchase,
  rememberPurchase,
  takePendingPurchase,
} from './pending-purchase.ts';
import type { PurchaseKind, Selection } from './product-rules.ts';

// Sign-in keeps what the shopper was doing. A signed-out press of Add to Cart or Buy Now is noted
// (pending-purchase.ts) before the page sends the shopper to /signin; when the sign-in brings them
// back here, the page starts with the colour and size they had chosen and finishes the press once.
// The server still decides: prices and stock are its own, and a refusal (sold out meanwhile) is shown
// exactly as for an ordinary press.

/** Notes a press that is about to wait for a sign-in (only a complete choice can be finished later). */
export function notePressForSignIn(
  action: PurchaseKind,
  selection: { productId: string; color: string | null; size: string | null },
): void {
  const { productId, color, size } = selection;
  if (color && size) rememberPurchase({ productId, color, size, action });
}

/**
 * The choice a note stands for on this product as loaded now: its colour (matched as the cart does,
 * ignoring case) and a size that colour has. Stock is not judged here: a size sold out since is still
 * chosen, and the server's answer to the press says so.
 */
export function noteSelection(
  product: Pick<ProductDetail, 'variants'>,
  note: Pick<PendingPurchase, 'color' | 'size'>,
): Selection | null {
  const variantIndex = product.variants.findIndex(
    (variant) => variant.color.toLowerCase() === note.color.toLowerCase(),
  );
  const variant = product.variants[variantIndex];
  const entry = variant?.sizes.find((sizeStock) => sizeStock.size === note.size);
  if (!variant || !entry) return null;
  return { variantIndex, color: variant.color, colorName: variant.colorName, size: entry.size };
}

export interface ResumedPurchase {
  /** The colour and size to start the page with, when a press is being resumed. */
  selection: Selection | null;
  /** The press to finish; set once the note is taken (after the first render), then never again. */
  action: PurchaseKind | null;
}

/**
 * For the product view (mounted once the product has loaded): a signed-in shopper's note for this
 * product gives the starting choice, and is then taken, so it acts once. A shopper still signed out
 * (back from /signin without signing in) keeps the note for when they do.
 */
export function useResumePurchase(product: Pick<ProductDetail, '_id' | 'variants'>): ResumedPurchase {
  const productId = product._id;
  // Read at mount only: what the shopper picks from here on is theirs.
  const [selection] = useState(() => {
    if (!getStoredUserId()) return null;
    const note = peekPendingPurchase(productId);
    return note ? noteSelection(product, note) : null;
  });
  const [action, setAction] = useState<PurchaseKind | null>(null);

  useEffect(() => {
    if (!getStoredUserId()) return;
    // Taken even when it no longer fits (a colour withdrawn meanwhile): it can never be acted on.
    const note = takePendingPurchase(productId);
    const fits =
      note !== null &&
      note.size === selection?.size &&
      note.color.toLowerCase() === selection.color?.toLowerCase();
    if (fits) setAction(note.action);
  }, [productId, selection]);

  return { selection, action };
}

/** For the purchase buttons: performs the resumed press once, exactly as the shopper's own press. */
export function useResumedPress(
  action: PurchaseKind | null | undefined,
  press: Record<PurchaseKind, () => unknown>,
): void {
  const pressed = useRef(false);
  useEffect(() => {
    if (!action || pressed.current) return;
    pressed.current = true;
    void press[action]();
  }, [action, press]);
}
