import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CartItem } from '../../../contract/cart.ts';
import { readCartAnswer, useChangeQuantity, useRemoveCartItem } from '../../lib/cart.ts';
import { useAddToCart } from '../../lib/cart-add.ts';
import { addToWishlist, wishlistQueryKey } from '../../lib/wishlist.ts';
import { useCartNotices } from './use-cart-notices.ts';

const sameChoice = (line: CartItem, item: CartItem) =>
  line.productId._id === item.productId._id && line.color === item.color && line.size === item.size;

/**
 * Undo of a Remove: the same product, colour and size added again (one, as every add is), then
 * stepped up to the quantity it had, through the cart's own calls, so the server prices it as it is
 * now. A refused step (stock fell meanwhile) stops there and says why.
 */
export function useRestoreLine() {
  const notices = useCartNotices();
  const add = useAddToCart();
  const quantity = useChangeQuantity({ onFailure: notices.quantityFailed });

  return async (item: CartItem) => {
    const added = await add({
      productId: item.productId._id,
      color: item.color,
      colorName: item.colorName,
      size: item.size,
    });
    if (!added.success) {
      notices.restoreFailed(added);
      return;
    }
    let line = readCartAnswer(added.data)?.items.find((candidate) => sameChoice(candidate, item));
    while (line && line.quantity < item.quantity) {
      const step = line;
      // The step's own failure handler has said why; stop stepping.
      const cart = await quantity.mutateAsync({ item: step, action: 'increment' }).catch(() => null);
      line = cart?.items.find((candidate) => sameChoice(candidate, item));
    }
  };
}

/** Remove with Undo; the line waits on its own, without holding the others. */
export function useRemoveLine(item: CartItem, restore: (item: CartItem) => Promise<void>) {
  const notices = useCartNotices();
  const remove = useRemoveCartItem({ onFailure: notices.removeFailed });
  return {
    removing: remove.isPending,
    remove() {
      if (remove.isPending) return;
      remove.mutate(item, { onSuccess: () => notices.removed(() => void restore(item)) });
    },
  };
}

/**
 * Move to wishlist: saved first (the shared wishlist call), then taken out of the cart. A refused save
 * leaves the line where it is; every heart follows the new list.
 */
export function useMoveToWishlist(item: CartItem) {
  const notices = useCartNotices();
  const client = useQueryClient();
  const remove = useRemoveCartItem({ onFailure: notices.removeFailed });
  const [saving, setSaving] = useState(false);

  async function move() {
    if (saving || remove.isPending) return;
    setSaving(true);
    const saved = await addToWishlist(item.productId._id);
    setSaving(false);
    if (!saved.success) {
      notices.moveFailed(saved);
      return;
    }
    void client.invalidateQueries({ queryKey: wishlistQueryKey, exact: true });
    remove.mutate(item, { onSuccess: notices.moved });
  }

  return { moving: saving || remove.isPending, move: () => void move() };
}
