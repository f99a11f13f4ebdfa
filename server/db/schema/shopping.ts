import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalog.ts';

// The shopper's wishlist and cart (storefront.md §2 Wishlist, Cart). Times are written by the
// services from their clock, not by the database.

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

/** One cart per shopper, created by the first add; its id is what checkout starts from. */
/**
 * "Tell me when it is back": a shopper waiting for a sold-out product. The row goes when the product
 * comes back and the shopper is told (modules/stock-alerts), or when either is deleted.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: at('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // Stock coming back finds the product's waiting shoppers without a scan.
    index('stock_alerts_product_idx').on(t.productId),
  ],
);

export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique('carts_user_key')
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: at('created_at'),
  updatedAt: at('updated_at'),
  /**
   * Raised by a trigger on every insert, update or delete of the cart's lines (migration 0009), by
   * whatever writes them: a cart view kept in memory is used only while this is unchanged.
   */
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

/**
 * Lines of a cart: one product colour (variant) and size. product_id and variant_id deliberately
 * carry no foreign key: a product that is deactivated, hard-deleted, or loses that colour must leave
 * the line in place (shown as no longer available), never delete it silently. The snapshot columns
 * (name, first image, colour) are what the line shows once the product is gone. No price is kept:
 * prices are always read from the catalogue.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    productName: text('product_name').notNull(),
    image: text('image'),
    color: text('color').notNull(),
    colorName: text('color_name').notNull(),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    // Also the index of "the lines of a cart" (its leading column).
    uniqueIndex('cart_items_cart_variant_size_uq').on(t.cartId, t.variantId, t.size),
    check('cart_items_quantity_min', sql`${t.quantity} >= 1`),
  ],
);
