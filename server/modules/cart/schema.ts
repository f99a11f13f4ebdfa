import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.ts';

// The shopper's cart (rules/storefront §2 Cart). Times are written by the service from its clock, not
// by the database.

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** One cart per shopper, created by the first add; its id is what checkout starts from. */
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
