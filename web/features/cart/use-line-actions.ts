import { useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '../../../contract/cart.ts';
import { unwrap } from '../../lib/api.ts';
import { readCartAnswer, useChangeQuantity, useRemoveCartItem } from '../../lib/cart.ts';
import { useAddToCart } from '../../lib/cart-add.ts';
import { useAccountAction } from '../../lib/use-account-action.ts';
import { addToWishlist, wishlistQueryKey } from '../../lib/wishlist.ts';
import { cartNotices } from './use-cart-notices.ts';

const sameChoice = (line: CartItem, item: CartItem) =>
  line.productId._id === item.productId._id && line.color === item.color && line.size === item.size;

/**
 * Undo of a Remove: the same product, colour and size added again (one, as every add is), then
 * stepped up to the quantity it had, through the cart's own calls, so the server prices it as it is
 * now. A refused step (stock fell meanwhile) stops there and says why.
 */
export function useRestoreLine(): (item: CartItem) => void {
  const add = useAddToCart();
  const quantity = useChangeQuantity({ onFailure: cartNotices.quantityFailed });
  const restore = useAccountAction({
    mutationFn: async (item: CartItem) => {
      const added = await unwrap(
        add({
          productId: item.productId._id,
          color: item.color,
          colorName: item.colorName,
          size: item.size,
        }),
      );
      let line = readCartAnswer(added)?.items.find((candidate) => sameChoice(candidate, item));
      while (line && line.quantity < item.quantity) {
        const step = line;
        // The step's own failure handler has said why; stop stepping.
        const cart = await quantity.mutateAsync({ item: step, action: 'increment' }).catch(() => null);
        line = cart?.items.find((candidate) => sameChoice(candidate, item));
      }
    },
    onError: cartNotices.restoreFailed,
  });
  return (item: CartItem) => restore.mutate(item);
}

/** Remove with Undo; the line waits on its own, without holding the others. */
export function useRemoveLine(item: CartItem, restore: (item: CartItem) => void) {
  const remove = useRemoveCartItem({ onFailure: cartNotices.removeFailed });
  return {
    removing: remove.isPending,
    remove() {
      if (remove.isPending) return;
      remove.mutate(item, { onSuccess: () => cartNotices.removed(() => restore(item)) });
    },
  };
}

/**
 * Move to wishlist: saved first (the shared wishlist call), then taken out of the cart. A refused save
 * leaves the line where it is; every heart follows the new list.
 */
export function useMoveToWishlist(item: CartItem) {
  const client = useQueryClient();
  const remove = useRemoveCartItem({ onFailure: cartNotices.removeFailed });
  const save = useAccountAction({
    mutationFn: () => unwrap(addToWishlist(item.productId._id)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: wishlistQueryKey, exact: true });
      remove.mutate(item, { onSuccess: cartNotices.moved });
    },
    onError: cartNotices.moveFailed,
  });
  const moving = save.isPending || remove.isPending;
  return {
    moving,
    move: () => {
      if (!moving) save.mutate();
    },
  };
}
