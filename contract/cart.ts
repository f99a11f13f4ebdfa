import { z } from 'zod';
import { idSchema } from './api.ts';

// Cart shapes (rules/storefront §2 "Cart", §3, §4 cart quantity, §5, §7, §8). Prices are rupees, read
// from the catalogue at the time of the answer; the client never sends a price.

export const CART_MESSAGES = {
  addSignIn: 'Please log in to add items to your cart',
  buySignIn: 'Please log in to proceed with purchase',
  selectForCart: 'Please select a color and size before adding to cart.',
  selectForBuy: 'Please select a color and size before buying.',
  added: 'Product added to cart successfully!',
  addFailed: 'Failed to add product to cart',
  addError: 'Error adding to cart',
  fetchError: 'Error fetching cart details',
  loadFailed: 'Failed to load cart',
  loadDataFailed: 'Failed to load cart data',
  removeFailed: 'Failed to remove item',
  removed: 'Item removed from cart',
  empty: 'Your Cart is Empty',
  cartIdMissing: 'Cart ID is missing. Please add items to your cart first.',
  signIn: 'Please sign in.',
  // Server answers where the spec names none.
  productUnknown: 'This product is not available.',
  colourUnknown: 'This colour is not available for this product.',
  sizeUnknown: 'This size is not available in this colour.',
  outOfStock: 'This size is out of stock.',
  stockLimit: 'Only {n} left in stock for this size.',
  itemUnknown: 'This item is not in your cart.',
  notYourCart: 'You can only change your own cart.',
  minimumQuantity: 'The quantity cannot go below 1.',
  unavailable: 'This item is no longer available.',
} as const;

export const stockLimitMessage = (n: number) => CART_MESSAGES.stockLimit.replace('{n}', String(n));

/**
 * Delivery for goods worth `itemsTotal` at selling prices: nothing when there is nothing to deliver or
 * the total reaches `freeFrom`, else the flat `fee`: the one rule of the checkout's pricing
 * (server/modules/checkout/pricing.ts) and the cart's summary. Any one unit for all three: paise on the
 * server, rupees on the web.
 */
export function deliveryChargeFor(itemsTotal: number, rule: { freeFrom: number; fee: number }): number {
  return itemsTotal <= 0 || itemsTotal >= rule.freeFrom ? 0 : rule.fee;
}

/** POST /api/user/cart/add — quantity is 1 per the spec; colour is the variant's colour value. */
export const cartAddBody = z.strictObject({
  userId: idSchema,
  productId: idSchema,
  quantity: z.literal(1).default(1),
  color: z.string().trim().min(1).max(40),
  colorName: z.string().trim().max(60).optional(),
  size: z.string().trim().min(1).max(20),
});

export const cartViewParams = z.object({ userId: idSchema });

/** PATCH /api/user/cart/update/quantity */
export const cartQuantityBody = z.strictObject({
  userId: idSchema,
  productId: idSchema,
  itemId: idSchema,
  action: z.enum(['increment', 'decrement']),
});

/** DELETE /api/user/cart/remove/product */
export const cartRemoveBody = z.strictObject({ userId: idSchema, itemId: idSchema });

export const cartItemSchema = z.object({
  _id: z.string(),
  productId: z.object({
    _id: z.string(),
    name: z.string(),
    images: z.array(z.string()),
    /** The unit price now (the catalogue's price rule for this colour). */
    price: z.number(),
  }),
  color: z.string(),
  colorName: z.string(),
  size: z.string(),
  quantity: z.number().int().min(1),
  /** Unit price now, and the struck-through M.R.P (null when not above the price). */
  price: z.number(),
  mrp: z.number().nullable(),
  /** price × quantity (0 when unavailable). */
  lineTotal: z.number(),
  /** Stock left for this colour and size now. */
  stock: z.number().int(),
  /** False when the product was removed, or its colour or size is gone or sold out. */
  available: z.boolean(),
  unavailableReason: z.string().nullable(),
  /**
   * Whether the product may be paid by cash on delivery, the shop's only payment: an order holding a
   * line without it is refused (ORDER_MESSAGES.codUnavailableForItem), so the cart says so first.
   */
  codAvailable: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  /** Null until the shopper has a cart (the checkout rule 'Cart ID is missing…'). */
  _id: z.string().nullable(),
  items: z.array(cartItemSchema),
  /** Σ M.R.P × quantity of available items (the price when there is no higher M.R.P). */
  subtotal: z.number(),
  /** subtotal − totalPrice. */
  discount: z.number(),
  /** Σ price × quantity of available items. */
  totalPrice: z.number(),
  /** Σ quantity of all items (the header badge). */
  itemCount: z.number().int(),
  /**
   * The delivery rule the checkout will apply (the server's settings, DELIVERY_RULE_DEFAULT unless
   * configured): free once totalPrice reaches freeDeliveryFrom, else deliveryFee. Sent as the rule, not
   * as today's charge, so a quantity step shown before the server answers can price delivery too.
   */
  freeDeliveryFrom: z.number(),
  deliveryFee: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  cart: cartSchema,
});
export type CartResponse = z.infer<typeof cartResponse>;
