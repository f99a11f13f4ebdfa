// The wishlist module's public surface: the shopper's saved products.
export { createWishlistService, type WishlistDeps, type WishlistService } from './service.ts';
