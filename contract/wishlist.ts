import { z } from 'zod';
import { idSchema } from './api.ts';
import { productCardSchema } from './catalog.ts';

// Wishlist shapes (rules/storefront §2 "Wishlist", §3, §4 wishlist toggle, §7, §8).

/** How many products one shopper can keep saved. */
export const WISHLIST_LIMIT = 200;

export const WISHLIST_MESSAGES = {
  full: `Your wishlist is full (${WISHLIST_LIMIT} products). Remove something to save this one.`,
  signInToAdd: 'Please sign in to add items to wishlist',
  adding: 'Adding to wishlist...',
  removing: 'Removing from wishlist...',
  added: 'Added to wishlist',
  removed: 'Item removed from wishlist',
  updateFailed: 'Failed to update wishlist. Please try again.',
  loadFailed: 'Failed to load wishlist',
  signInToView: 'Please sign in to view your wishlist',
  removeFailed: 'Failed to remove from wishlist',
  empty: 'Your wishlist is empty',
  addError: 'Error adding to wishlist',
  removeError: 'Error removing Wishlist',
  fetchError: 'Error fetching wishlist',
  productUnknown: 'This product is not available.',
} as const;

/** POST /api/user/wishlist/add and DELETE /api/user/wishlist/delete */
export const wishlistProductBody = z.strictObject({ productId: idSchema });

/** One saved product; productId is the product's card (null fields never: a removed product is left out). */
export const wishlistEntrySchema = z.object({
  _id: z.string(),
  productId: productCardSchema,
  createdAt: z.string(),
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

/** GET /api/user/wishlist/get — newest first. */
export const wishlistResponse = z.object({
  success: z.literal(true),
  wishlist: z.array(wishlistEntrySchema),
});
export type WishlistResponse = z.infer<typeof wishlistResponse>;

/** Answer of add and delete: the ids now saved, so every heart can follow. */
export const wishlistChangeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  productIds: z.array(z.string()),
});
