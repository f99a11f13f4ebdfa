import { z } from 'zod';
import { idSchema } from './api.ts';

// Orders (accounts-and-fulfilment.md §2 Cash on delivery, Order complete, My Orders, Order detail; §3
// Order; §4 Order statuses; §7; §8 Orders; §9). Money is rupees on the wire.

export const PAYMENT_METHOD = 'Cash on Delivery';

export const ORDER_STATUSES = [
  'Pending',
  'Confirmed',
  'Processing',
  'Shipping',
  'Shipped',
  'In-Transit',
  'Delivered',
  'Cancelled',
  'Returned',
  'Return_Requested',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A placed cash-on-delivery order starts here: confirmed by the shop, cancellable (§4). */
export const INITIAL_ORDER_STATUS: OrderStatus = 'Processing';

export const ORDER_MESSAGES = {
  // §8 Orders
  placed: 'Order placed successfully!',
  placeFailed: 'Failed to place order',
  fetchFailed: 'Failed to fetch orders. Please try again later.',
  fetchError: 'An error occurred while fetching your orders.',
  detailFailed: 'Failed to fetch order details',
  detailError: 'Error fetching order details',
  // §5 Place order
  selectAddressFirst: 'Please select a delivery address first.',
  // §2 Cash on delivery, Order complete
  codTitle: 'Cash on Delivery',
  codSubtitle: 'Pay when you receive your order',
  completeTitle: 'Order Complete',
  completeText: 'Your purchase has been successfully processed.',
  continueShopping: 'Continue Shopping',
  empty: "You don't have any orders yet.",
  // Server answers where the spec names none.
  notFound: 'Order not found.',
  codUnavailable: 'Cash on Delivery is not available at this pincode.',
  codUnavailableForItem: 'Cash on Delivery is not available for one or more items.',
  addressNotFound: 'Address not found.',
  coinsChanged: 'Your coin balance has changed. Please apply your coins again.',
  placedNotificationTitle: 'Order placed',
  placedNotificationMessage: 'Your order #{id} for ₹{total} has been placed. Pay in cash when it arrives.',
} as const;

/** The short order number shoppers see (cards, notifications): the id's last 8 characters, upper case. */
export const orderNumber = (id: string): string => id.replace(/-/g, '').slice(-8).toUpperCase();

/** POST /api/user/order/create. deliveryCharge is read by the page from the checkout and ignored here. */
export const orderCreateBody = z.strictObject({
  checkoutId: idSchema,
  addressId: z.uuid({ error: ORDER_MESSAGES.addressNotFound }),
  deliveryCharge: z.unknown().optional(),
  paymentMethod: z.literal(PAYMENT_METHOD, { error: `Payment method must be '${PAYMENT_METHOD}'.` }),
});

export const orderIdParams = z.object({ id: z.uuid({ error: ORDER_MESSAGES.notFound }) });

export const ORDERS_PAGE_DEFAULT = 10;
export const ORDERS_PAGE_MAX = 50;
export const orderListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(ORDERS_PAGE_MAX).default(ORDERS_PAGE_DEFAULT),
});

export const orderLineSchema = z.object({
  _id: z.string(),
  productId: z.object({ _id: z.string(), name: z.string(), images: z.array(z.string()) }),
  color: z.string(),
  colorName: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** Unit price paid, and price × quantity. */
  price: z.number(),
  mrp: z.number(),
  itemTotal: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const shippingAddressSchema = z.object({
  name: z.string(),
  number: z.string(),
  alternatenumber: z.string().nullable(),
  address: z.string(),
  landmark: z.string(),
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  addressType: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  deliveredAt: z.string().nullable(),
  paymentMethod: z.string(),
  products: z.array(orderLineSchema),
  /** Σ price × quantity (the spec's totalPrice, the subtotal). */
  totalPrice: z.number(),
  mrpTotal: z.number(),
  /** couponDiscount + coinDiscount. */
  discountedAmount: z.number(),
  couponCode: z.string().nullable(),
  couponDiscount: z.number(),
  coinsUsed: z.number().int(),
  coinDiscount: z.number(),
  deliveryCharge: z.number(),
  finalPayableAmount: z.number(),
  coinsEarned: z.number().int(),
  cancellationOrReturnReason: z.string().nullable(),
  shippingAddress: shippingAddressSchema,
  /** deliveryDate: the promised day (YYYY-MM-DD), null when none was promised. */
  deliveryDetails: z.object({ deliveryDate: z.string().nullable() }),
});
export type Order = z.infer<typeof orderSchema>;

export const orderCreatedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
  coinsEarned: z.number().int(),
});
export type OrderCreatedResponse = z.infer<typeof orderCreatedResponse>;

export const orderListResponse = z.object({
  success: z.literal(true),
  orders: z.array(orderSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type OrderListResponse = z.infer<typeof orderListResponse>;

export const orderResponse = z.object({ success: z.literal(true), order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponse>;
