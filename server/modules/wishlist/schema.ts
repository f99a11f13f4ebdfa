import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products, users } from '../../db/schema/index.ts';

// The shopper's wishlist (rules/storefront §2 Wishlist). Times are written by the service from its clock.

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * Saved products. A product that is hard-deleted leaves every wishlist with it (nothing is left to
 * show); one that is only deactivated keeps its rows and is hidden until it returns.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Exposed as the entry's _id; entries are addressed by (user, product), so it is never looked up. */
    id: uuid('id').notNull().defaultRandom(),
    createdAt: at('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // GET /user/wishlist/get reads a shopper's entries newest first.
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt.desc()),
    // Deleting a product finds its wishlist rows without a scan.
    index('wishlist_items_product_idx').on(t.productId),
  ],
);
