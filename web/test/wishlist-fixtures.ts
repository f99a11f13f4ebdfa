import type { ProductCard } from '../../contract/catalog.ts';
import { WISHLIST_MESSAGES, type WishlistEntry } from '../../contract/wishlist.ts';
import type { FakeHandlers } from './fake-api.ts';

// The wishlist endpoints for the tests of every screen with a heart (product cards, the product page,
// the wishlist page, the cart's Move to wishlist). They keep the saved ids like the server does: an
// add puts the product first, a removal takes it out, and each answer lists the ids now saved.

/** A saved product as the wishlist lists it (newest first: the first entry was saved last). */
export function savedEntry(card: ProductCard, index = 0): WishlistEntry {
  return {
    _id: `w-${card._id}`,
    productId: card,
    createdAt: new Date(Date.UTC(2026, 0, 31 - index)).toISOString(),
  };
}

/**
 * The wishlist, add and delete endpoints over `saved` (newest first). `products` are the other cards
 * a test may add; the list shows every saved id whose card is known, as the server leaves out a
 * product it no longer has.
 */
export function wishlistHandlers(saved: ProductCard[] = [], products: ProductCard[] = []) {
  const cards = new Map([...products, ...saved].map((card) => [card._id, card]));
  let ids = saved.map((card) => card._id);
  return {
    wishlist: () => ({
      wishlist: ids.flatMap((id) => {
        const card = cards.get(id);
        return card ? [savedEntry(card, ids.indexOf(id))] : [];
      }),
    }),
    wishlistAdd: ({ body }) => {
      if (!ids.includes(body.productId)) ids = [body.productId, ...ids];
      return { message: WISHLIST_MESSAGES.added, productIds: ids };
    },
    wishlistRemove: ({ body }) => {
      ids = ids.filter((id) => id !== body.productId);
      return { message: WISHLIST_MESSAGES.removed, productIds: ids };
    },
  } satisfies FakeHandlers;
}
