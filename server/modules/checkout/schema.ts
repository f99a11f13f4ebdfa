import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.ts';

// Coupons and checkouts (rules/accounts §3, §4; docs/decisions/011-checkout-and-orders.md).
// Money is paise. Times are written by the services from their clock, not by the database.

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * Coupons. `kind` 'percent' takes `value` percent off the items total, at most `max_discount`;
 * 'flat' takes `value` paise off. `used_count` counts placed orders and is raised by a conditional
 * UPDATE inside the order's transaction, so `usage_limit` can never be passed.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper case; shoppers may type any case. */
    code: text('code').notNull(),
    description: text('description').notNull(),
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    maxDiscount: integer('max_discount'),
    minOrder: integer('min_order').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Orders in all that may use it; null: no limit. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    /** Orders one shopper may place with it. */
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** Only for a shopper's first order. */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'flat')`),
    check('coupons_value_check', sql`${t.value} > 0 AND (${t.kind} <> 'percent' OR ${t.value} <= 100)`),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check('coupons_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'coupons_usage_check',
      sql`${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit})`,
    ),
  ],
);

/**
 * What a shopper is about to buy: from the cart (the cart's lines at the time) or from Buy Now (one
 * line). No price is stored: every view and the order price the lines from the catalogue as it is
 * then. The coupon and the coins are the shopper's choices, checked again when the order is placed.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id),
    /** Coins the shopper chose to spend (debited only when the order is placed). */
    coinsApplied: integer('coins_applied').notNull().default(0),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    index('checkouts_user_idx').on(t.userId, t.createdAt.desc()),
    check('checkouts_source_check', sql`${t.source} in ('cart', 'buy_now')`),
    check('checkouts_coins_check', sql`${t.coinsApplied} >= 0`),
  ],
);

/** Lines of a checkout: a product colour and size and how many (ids without foreign keys, as in carts). */
export const checkoutItems = pgTable(
  'checkout_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    productName: text('product_name').notNull(),
    image: text('image'),
    color: text('color').notNull(),
    colorName: text('color_name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('checkout_items_line_uq').on(t.checkoutId, t.variantId, t.size),
    check('checkout_items_quantity_min', sql`${t.quantity} >= 1`),
  ],
);
