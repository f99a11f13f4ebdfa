import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// Checkout, coupons, orders and notifications (accounts-and-fulfilment.md §2 Addresses, Cash on
// delivery, Order complete, §3, §4; docs/decisions/011-checkout-and-orders.md). Money is paise.
// Times are written by the services from their clock, not by the database.

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

/** Human order numbers (LL-2026-000123): one sequence for the shop, so two orders never share one. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

/**
 * Placed orders. Everything shown later is a copy made at placement (lines, prices, address), so
 * catalogue and address changes never rewrite an order. One checkout makes at most one order
 * (checkout_id is unique). The owner is never deleted (accounts are anonymised), so orders stay.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The shop's order number (shown as BRAND-YYYY-NNNNNN, see contract/order-number.ts). */
    number: bigint('number', { mode: 'number' }).notNull().default(sql`nextval('order_number_seq')`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    checkoutId: uuid('checkout_id').notNull(),
    status: text('status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** Σ unit price × quantity (the order's totalPrice). */
    itemsTotal: integer('items_total').notNull(),
    /** Σ M.R.P × quantity, for "you saved". */
    mrpTotal: integer('mrp_total').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    coinsUsed: integer('coins_used').notNull().default(0),
    coinDiscount: integer('coin_discount').notNull().default(0),
    deliveryCharge: integer('delivery_charge').notNull(),
    finalPayable: integer('final_payable').notNull(),
    coinsEarned: integer('coins_earned').notNull().default(0),
    /** The address as it was when the order was placed. */
    shippingAddress: jsonb('shipping_address').$type<Record<string, string | null>>().notNull(),
    expectedDelivery: date('expected_delivery', { mode: 'string' }),
    cancellationOrReturnReason: text('cancellation_or_return_reason'),
    reasonDescription: text('reason_description'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    uniqueIndex('orders_checkout_key').on(t.checkoutId),
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    // Coins an order earned become the shopper's once it is delivered and its return window closed.
    index('orders_delivered_idx').on(t.deliveredAt).where(sql`${t.status} = 'Delivered'`),
    check(
      'orders_status_check',
      sql`${t.status} in ('Pending', 'Confirmed', 'Processing', 'Shipping', 'Shipped', 'In-Transit',
        'Delivered', 'Cancelled', 'Returned', 'Return_Requested')`,
    ),
    check(
      'orders_money_check',
      sql`${t.itemsTotal} >= 0 AND ${t.couponDiscount} >= 0 AND ${t.coinDiscount} >= 0
        AND ${t.deliveryCharge} >= 0 AND ${t.finalPayable} >= 0 AND ${t.coinsUsed} >= 0`,
    ),
  ],
);

/** The lines of an order as sold: unit price and M.R.P in paise at placement. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    mrp: integer('mrp').notNull(),
    productName: text('product_name').notNull(),
    image: text('image'),
    color: text('color').notNull(),
    colorName: text('color_name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    check('order_items_quantity_min', sql`${t.quantity} >= 1`),
  ],
);

/**
 * Every status an order has had, oldest first: placement writes the first row, each change one more
 * in the change's transaction (docs/decisions/012-order-lifecycle.md). `reason` and `description` are
 * the shopper's cancellation or return reason, or the shop's note. The id is a sequence, so changes
 * made in the same instant still read in the order they happened.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    reason: text('reason'),
    description: text('description'),
    /** Who made the change: 'shopper' or 'shop'. */
    actor: text('actor').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.createdAt),
    check('order_status_history_actor_check', sql`${t.actor} in ('shopper', 'shop')`),
    check(
      'order_status_history_status_check',
      sql`${t.status} in ('Pending', 'Confirmed', 'Processing', 'Shipping', 'Shipped', 'In-Transit',
        'Delivered', 'Cancelled', 'Returned', 'Return_Requested')`,
    ),
  ],
);

/** One row per order that used a coupon; the per-shopper limit counts these. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
  ],
);

/** The shopper's notifications (accounts §3); 'order placed' is written with the order. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    notificationType: text('notification_type').notNull(),
    /** What it is about (an order id), so the same event is never written twice. */
    ref: text('ref'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: at('created_at'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('notifications_event_key').on(t.userId, t.notificationType, t.ref),
    check(
      'notifications_type_check',
      sql`${t.notificationType} in ('order', 'offerOnProduct', 'offerOnCategory', 'updation', 'other')`,
    ),
  ],
);
