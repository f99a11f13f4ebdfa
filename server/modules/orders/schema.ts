import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
import { coupons, users } from '../../db/schema/index.ts';

// Orders, their lines and status history, and the coupon uses they made
// (rules/accounts §2 Cash on delivery, Order complete, §4; docs/decisions/011-checkout-and-orders.md).
// Money is paise. Times are written by the services from their clock, not by the database.

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

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
    /** Shipped: the courier and tracking number the shopper sees, and when. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** Refused at the door and back at the shop (the order is Cancelled, its stock back). */
    returnedToOriginAt: timestamp('returned_to_origin_at', { withTimezone: true }),
    /** Cash on delivery as collected: paise, the India date, who recorded it and when. */
    cashAmount: integer('cash_amount'),
    cashCollectedOn: date('cash_collected_on', { mode: 'string' }),
    cashRecordedBy: uuid('cash_recorded_by').references(() => users.id),
    cashRecordedAt: timestamp('cash_recorded_at', { withTimezone: true }),
    /** A return request: when asked, when the shop decided, how ('accepted' or 'declined') and why not. */
    returnRequestedAt: timestamp('return_requested_at', { withTimezone: true }),
    returnDecidedAt: timestamp('return_decided_at', { withTimezone: true }),
    returnOutcome: text('return_outcome'),
    returnDeclineReason: text('return_decline_reason'),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    uniqueIndex('orders_checkout_key').on(t.checkoutId),
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The order desk (docs/decisions/024): newest first, by status, by state and pincode, cash outstanding.
    index('orders_created_idx').on(t.createdAt.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    index('orders_pincode_created_idx').on(sql`(${t.shippingAddress} ->> 'pincode')`, t.createdAt.desc()),
    index('orders_state_created_idx').on(sql`lower(${t.shippingAddress} ->> 'state')`, t.createdAt.desc()),
    index('orders_cash_outstanding_idx')
      .on(t.deliveredAt)
      .where(sql`${t.status} = 'Delivered' AND ${t.cashCollectedOn} IS NULL`),
    index('orders_return_decided_idx').on(t.returnOutcome, t.returnDecidedAt.desc()),
    // Coins an order earned become the shopper's once it is delivered and its return window closed.
    index('orders_delivered_idx').on(t.deliveredAt).where(sql`${t.status} = 'Delivered'`),
    check(
      'orders_status_check',
      sql`${t.status} in ('Pending', 'Confirmed', 'Processing', 'Shipping', 'Shipped', 'In-Transit',
        'Delivered', 'Cancelled', 'Returned', 'Return_Requested')`,
    ),
    check(
      'orders_return_outcome_check',
      sql`${t.returnOutcome} is null or ${t.returnOutcome} in ('accepted', 'declined')`,
    ),
    check('orders_cash_check', sql`${t.cashAmount} is null or ${t.cashAmount} > 0`),
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

/** The refund paid on an accepted return (paise): bank transfer, UPI, or coins credited through the ledger. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amount: integer('amount').notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    refundedOn: date('refunded_on', { mode: 'string' }).notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('refunds_order_key').on(t.orderId),
    check('refunds_method_check', sql`${t.method} in ('bank', 'upi', 'coins')`),
    check('refunds_amount_check', sql`${t.amount} > 0`),
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
