import { z } from 'zod';
import { idSchema } from './api.ts';

// Checkout: the cart (or Buy Now) priced on the server, with a coupon and coins, on its way to a
// cash-on-delivery order (rules/storefront §2 Cart, Product, §7; rules/accounts §2
// Addresses, Cash on delivery, §3 Checkout, Coupon, §4 Checkout, §5 Coupon, Continue, Place order, §8).
// Prices are rupees, always computed by the server from the catalogue; the client never sends one
// that is believed.

export const CHECKOUT_MESSAGES = {
  // rules/storefront §8 (cart and product page)
  created: 'Checkout successful!',
  insufficientStock: 'Insufficient stock available for one or more items.',
  unexpected: 'An unexpected error occurred. Please try again.',
  buyNowFailed: 'Failed to proceed with purchase',
  // rules/accounts §8 checkout load
  loadFailed: 'Failed to load checkout details. Please try again.',
  loadFailedLater: 'Failed to load checkout details. Please try again later.',
  missingId: 'Missing checkout ID',
  // rules/accounts §5 and §8 coupon and points
  couponEmpty: 'Please enter a coupon code',
  couponApplied: 'Coupon applied successfully!',
  couponFailed: 'Failed to apply coupon',
  couponError: 'Error applying coupon',
  pointsApplied: 'Points applied successfully!',
  pointsFailed: 'Failed to apply points',
  pointsError: 'Error applying points',
  checkoutMissing: 'Checkout information is missing',
  // rules/accounts §5 Continue
  selectAddress: 'Please select an address!',
  invalidAddress: 'Invalid address selection. Please try again.',
  missingCheckout: 'Missing checkout information. Please try again.',
  // Server answers where the spec names none.
  cartEmpty: 'Your cart is empty.',
  cartNotFound: 'Cart not found.',
  notFound: 'Checkout not found.',
  alreadyOrdered: 'This checkout has already been placed as an order.',
  couponUnknown: 'This coupon code is not valid.',
  couponNotStarted: 'This coupon is not active yet.',
  couponExpired: 'This coupon has expired.',
  couponMinOrder: 'Add items worth ₹{min} or more to use this coupon.',
  couponUsedUp: 'This coupon has been fully redeemed.',
  couponUserLimit: 'You have already used this coupon.',
  couponFirstOrder: 'This coupon is for your first order only.',
  couponRemoved: 'Coupon removed.',
  noCoins: 'You have no coins to apply.',
  nothingToPayWithCoins: 'There is nothing left to pay with coins.',
  coinsRemoved: 'Coins removed.',
  productUnknown: 'This product is not available.',
  colourUnknown: 'This colour is not available for this product.',
  sizeUnknown: 'This size is not available in this colour.',
  nothingAvailable: 'None of the items in your cart can be bought right now.',
} as const;

export const couponMinOrderMessage = (minRupees: number) =>
  CHECKOUT_MESSAGES.couponMinOrder.replace('{min}', String(minRupees));

// Declared with the constants (no schema library), so the cart badge in every page's header can read it.
export { DELIVERY_RULE_DEFAULT } from './constants.ts';
/** Purchase coins: one coin for every whole ₹100 of the final payable amount (COINS_PER_100). */
export const PURCHASE_COINS_PER_100_RUPEES = 1;
/** Buy Now quantity bounds (the page sends 1). */
export const BUY_NOW_MAX_QUANTITY = 10;

/** POST /api/user/checkout/create */
export const checkoutCreateBody = z.strictObject({ cartId: idSchema });

/**
 * POST /api/user/checkout/buy-now. `price` is accepted because the page sends it, and ignored: the
 * checkout is priced from the catalogue.
 */
export const buyNowBody = z.strictObject({
  productId: idSchema,
  quantity: z.coerce.number().int().min(1).max(BUY_NOW_MAX_QUANTITY).default(1),
  color: z.string().trim().min(1).max(40),
  size: z.string().trim().min(1).max(20),
  colorName: z.string().trim().max(60).optional(),
  price: z.unknown().optional(),
});

export const checkoutIdParams = z.object({ id: z.uuid({ error: CHECKOUT_MESSAGES.notFound }) });
export const checkoutCouponsParams = z.object({
  checkoutId: z.uuid({ error: CHECKOUT_MESSAGES.notFound }),
});

/** POST /api/user/checkout/apply/coupon */
export const applyCouponBody = z.strictObject({
  checkoutId: idSchema,
  couponCode: z
    .string({ error: CHECKOUT_MESSAGES.couponEmpty })
    .trim()
    .min(1, { error: CHECKOUT_MESSAGES.couponEmpty })
    .max(40, { error: CHECKOUT_MESSAGES.couponUnknown }),
});

/** POST /api/user/checkout/apply/coin, and the two removals. */
export const checkoutRefBody = z.strictObject({ checkoutId: idSchema });

export const checkoutItemSchema = z.object({
  _id: z.string(),
  productId: z.object({ _id: z.string(), name: z.string(), images: z.array(z.string()) }),
  color: z.string(),
  colorName: z.string(),
  size: z.string(),
  quantity: z.number().int().min(1),
  /** Unit price now, and the M.R.P (null when not above the price). */
  price: z.number(),
  mrp: z.number().nullable(),
  lineTotal: z.number(),
  /** Stock left now for this colour and size. */
  stock: z.number().int(),
  /** False when the product, colour or size is gone, cannot cover the quantity, or cannot be paid in cash. */
  available: z.boolean(),
  /** False when the product cannot be paid by cash on delivery, the only way to pay (decision 020). */
  codAvailable: z.boolean(),
});
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

export const appliedCouponSchema = z.object({
  code: z.string(),
  description: z.string(),
  discount: z.number(),
});

export const checkoutSchema = z.object({
  _id: z.string(),
  items: z.array(checkoutItemSchema),
  /** Σ price × quantity: what the goods cost before the coupon and coins. */
  subtotal: z.number(),
  /** Σ M.R.P × quantity (for "you save"). */
  mrpTotal: z.number(),
  deliveryCharge: z.number(),
  /** The coupon's discount in rupees (the spec's field name). */
  ReducedDiscount: z.number(),
  coupon: appliedCouponSchema.nullable(),
  /** Coins to be spent, and what they take off in rupees (coins × coinValue). */
  coinsApplied: z.number().int(),
  coinDiscount: z.number(),
  coinValue: z.number(),
  /** The shopper's coin balance now. */
  availableCoins: z.number().int(),
  /** Coins earned by orders not yet final (delivered and past the return window): not spendable yet. */
  pendingCoins: z.number().int().optional(),
  /** subtotal − ReducedDiscount − coinDiscount + deliveryCharge. */
  finalTotal: z.number(),
  /** Items that cannot be bought as they stand (placing the order is refused until resolved). */
  hasUnavailableItems: z.boolean(),
  /** Set once the checkout became an order. */
  orderId: z.string().nullable(),
  /** The rule: free delivery from this subtotal. */
  freeDeliveryFrom: z.number(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const checkoutResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  checkout: checkoutSchema,
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

export const couponSummarySchema = z.object({
  _id: z.string(),
  code: z.string(),
  description: z.string(),
  /** ISO time the coupon stops working. */
  endDate: z.string(),
  /** What it would take off this checkout now, in rupees. */
  discount: z.number(),
});
export type CouponSummary = z.infer<typeof couponSummarySchema>;

/** GET /api/user/checkout/get/{checkoutId}/coupons: the coupons this shopper can use on this checkout now. */
export const checkoutCouponsResponse = z.object({
  success: z.literal(true),
  coupons: z.array(couponSummarySchema),
});
export type CheckoutCouponsResponse = z.infer<typeof checkoutCouponsResponse>;
