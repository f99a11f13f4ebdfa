import { z } from 'zod';
import { idSchema } from './api.ts';
import { parseOrderNumber } from './order-number.ts';

// Orders (rules/accounts §2 Cash on delivery, Order complete, My Orders, Order detail; §3
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

/**
 * Statuses of an order that has left the shop: it has (or is issued on first download) a GST invoice,
 * and the shopper may download it. An order returned to origin is Cancelled and gets none.
 */
export const SHIPPED_STATUSES: readonly OrderStatus[] = [
  'Shipped',
  'In-Transit',
  'Delivered',
  'Return_Requested',
  'Returned',
];

/** A placed cash-on-delivery order starts here: confirmed by the shop, cancellable (rules/accounts §4). */
export const INITIAL_ORDER_STATUS: OrderStatus = 'Processing';

export const ORDER_MESSAGES = {
  // rules/accounts §8 Orders
  placed: 'Order placed successfully!',
  placeFailed: 'Failed to place order',
  fetchFailed: 'Failed to fetch orders. Please try again later.',
  fetchError: 'An error occurred while fetching your orders.',
  detailFailed: 'Failed to fetch order details',
  detailError: 'Error fetching order details',
  // rules/accounts §5 Place order
  selectAddressFirst: 'Please select a delivery address first.',
  // rules/accounts §2 Cash on delivery, Order complete
  codTitle: 'Cash on Delivery',
  codSubtitle: 'Pay when you receive your order',
  completeTitle: 'Order Complete',
  completeText: 'Your purchase has been successfully processed.',
  continueShopping: 'Continue Shopping',
  empty: "You don't have any orders yet.",
  // Server answers where the spec names none.
  notFound: 'Order not found.',
  codUnavailable: 'Cash on Delivery is not available at this pincode.',
  codUnavailableForItem: 'Cash on Delivery is not available for {names}. Remove it to place the order.',
  addressNotFound: 'Address not found.',
  coinsChanged: 'Your coin balance has changed. Please apply your coins again.',
  placedNotificationTitle: 'Order placed',
  placedNotificationMessage: 'Your order #{id} for ₹{total} has been placed. Pay in cash when it arrives.',
} as const;

export const codUnavailableForItems = (names: readonly string[]) =>
  ORDER_MESSAGES.codUnavailableForItem.replace('{names}', names.join(', '));

/** POST /api/user/order/create. deliveryCharge is read by the page from the checkout and ignored here. */
export const orderCreateBody = z.strictObject({
  checkoutId: idSchema,
  addressId: z.uuid({ error: ORDER_MESSAGES.addressNotFound }),
  deliveryCharge: z.unknown().optional(),
  paymentMethod: z.literal(PAYMENT_METHOD, { error: `Payment method must be '${PAYMENT_METHOD}'.` }),
});

const uuid = z.uuid();
/**
 * An order named in a path: its id (a uuid) or the order number shoppers are told (LL-2026-000123,
 * with or without '#', any case). The server resolves a number to the order (orders/reader.ts).
 */
export const orderRefSchema = z
  .string()
  .trim()
  .refine((value) => uuid.safeParse(value).success || parseOrderNumber(value) !== null, {
    error: ORDER_MESSAGES.notFound,
  })
  .describe("The order's _id (uuid) or its order number, e.g. LL-2026-000123");

export const orderIdParams = z.object({ id: orderRefSchema });

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

export const statusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  /** The reason chosen for a cancellation or return, and its description. */
  reason: z.string().nullable(),
  description: z.string().nullable(),
  /** Who made the change: the shopper or the shop. */
  by: z.enum(['shopper', 'shop']),
  at: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

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
  /** The order number the shopper is told everywhere (LL-2026-000123; contract/order-number.ts). */
  orderNumber: z.string(),
  /** What the shopper may do now, decided by the server's rules (docs/decisions/012). */
  canCancel: z.boolean(),
  canReturn: z.boolean(),
  /** Every status the order went through, oldest first (the detail page's timeline). */
  statusHistory: z.array(statusChangeSchema),
  /** The courier and tracking number the shop entered when it shipped the order; null before. */
  shipment: z.object({ courier: z.string(), trackingNumber: z.string(), shippedAt: z.string() }).nullable(),
  /** Whether the order's invoice can be downloaded: once it has shipped. */
  invoiceAvailable: z.boolean(),
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

// ---- Cancel and return (rules/accounts §2 My Orders, §4 Order statuses, §5 Cancel/Return, §8 Orders, §9) ----

export const CANCEL_REASONS = [
  'Changed my mind',
  'Found better price elsewhere',
  'Ordered by mistake',
  'Shipping time too long',
  'Other',
] as const;

export const RETURN_REASONS = [
  'Item damaged',
  'Wrong item received',
  'Item defective',
  'Item not as described',
  'Changed my mind',
  'Other',
] as const;

/** Cancellation is allowed within 24 hours of placing, before the order ships (the return policy). */
export const CANCEL_WINDOW_HOURS = 24;
/** A return may be requested within 1 day of delivery, in the original packaging (the return policy). */
export { RETURN_WINDOW_DAYS_DEFAULT } from './constants.ts';

export const dayWord = (days: number) => (days === 1 ? '1 day' : `${days} days`);
/**
 * The return promise every screen states (product page, checkout, home, policy) for the shop's
 * window: the policy's own words, so no copy promises more than the order lifecycle allows.
 */
export const returnPromise = (days: number) =>
  ({
    short: `Returns within ${dayWord(days)} of delivery`,
    detail: `Unused, in its packaging: ask from My Orders within ${dayWord(days)} of delivery. No exchanges.`,
  }) as const;
export const ORDER_DESCRIPTION_MAX = 500;

export const ORDER_CHANGE_MESSAGES = {
  cancelReasonRequired: 'Please provide a reason for cancellation',
  returnReasonRequired: 'Please select a reason for return',
  cancelFailed: 'Failed to cancel order. Please try again.',
  cancelError: 'An error occurred while cancelling your order.',
  returnError: 'An error occurred while requesting a return.',
  returnRequestedLabel: 'Return Requested',
  // Server answers where the spec names none.
  cancelled: 'Your order has been cancelled.',
  returnRequested: 'Your return request has been received.',
  cannotCancel: 'This order can no longer be cancelled.',
  cancelWindowOver: 'Orders can be cancelled within 24 hours of placing them.',
  cannotReturn: 'A return can only be requested for a delivered order.',
  returnWindowOver: 'The return window for this order has closed.',
  statusNotAllowed: 'This order cannot move to that status.',
  statusChanged: 'The order status has been updated.',
} as const;

/** POST /api/user/order/cancel/{orderId} */
export const orderCancelBody = z.strictObject({
  reason: z.enum(CANCEL_REASONS, { error: ORDER_CHANGE_MESSAGES.cancelReasonRequired }),
  description: z.string().trim().max(ORDER_DESCRIPTION_MAX).default(''),
});

/** POST /api/user/order/return/{orderId} */
export const orderReturnBody = z.strictObject({
  reason: z.enum(RETURN_REASONS, { error: ORDER_CHANGE_MESSAGES.returnReasonRequired }),
  description: z.string().trim().max(ORDER_DESCRIPTION_MAX).default(''),
});

export const orderOrderIdParams = z.object({ orderId: orderRefSchema });

export const orderChangedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
});
export type OrderChangedResponse = z.infer<typeof orderChangedResponse>;

/** The badge colour of a status (rules/accounts §4). */
export type StatusTone = 'success' | 'danger' | 'primary' | 'info' | 'warning' | 'neutral';
export function statusTone(status: string | null | undefined): StatusTone {
  switch (status ?? 'Processing') {
    case 'Delivered':
      return 'success';
    case 'Cancelled':
    case 'Returned':
      return 'danger';
    case 'Processing':
      return 'primary';
    case 'Shipping':
    case 'In-Transit':
      return 'info';
    case 'Pending':
      return 'warning';
    default:
      return 'neutral';
  }
}

/** How a status reads: a missing one as Processing, Return_Requested as 'Return Requested'. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Processing';
  return status === 'Return_Requested' ? ORDER_CHANGE_MESSAGES.returnRequestedLabel : status;
}
