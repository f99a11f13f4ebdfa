// The cart module's public surface: the shopper's cart, and the price rule of a cart line that the
// checkout applies to the same lines.
export type { LineRow } from './repo.ts';
export { type CartAdd, type CartLineChange, type CartService, createCartService } from './service.ts';
export { unitPrices } from './view.ts';
export { type CartViewCache, createCartViewCache } from './view-cache.ts';
