import type { Cart, CartItem } from '../../contract/cart.ts';
import { DELIVERY_RULE_DEFAULT } from '../../contract/constants.ts';
import { endpointPath } from '../../contract/endpoints.ts';
import { TOKEN_KEY, USER_ID_KEY } from '../lib/auth-storage.ts';

// Carts for the tests of every screen that reads one (the cart page, the header's count, the product
// page's Add to Cart), typed by the contract; web/features/cart/fixtures.test.ts parses them with the
// contract's answer schema.

export const SHOPPER_ID = 'user-1';
export const SHOPPER_TOKEN = 'token-1';
/** The URL the signed-in shopper's cart is read from. */
export const cartViewUrl = `/api${endpointPath('cart', { userId: SHOPPER_ID })}`;

export function signInShopper(): void {
  localStorage.setItem(TOKEN_KEY, SHOPPER_TOKEN);
  localStorage.setItem(USER_ID_KEY, SHOPPER_ID);
}

export function makeCartItem(overrides: Partial<CartItem> = {}): CartItem {
  const item: CartItem = {
    _id: 'line-1',
    productId: {
      _id: 'prod-1',
      name: 'Little Hearts Smocked Frock',
      images: ['white-front.webp'],
      price: 1299,
    },
    color: '#F5F2EA',
    colorName: 'Off White',
    size: '6-7Y',
    quantity: 1,
    price: 1299,
    mrp: 1879,
    lineTotal: 1299,
    stock: 3,
    available: true,
    unavailableReason: null,
    codAvailable: true,
    ...overrides,
  };
  return { ...item, lineTotal: item.available ? item.price * item.quantity : 0 };
}

/** A cart whose totals follow the server's rules (unavailable lines count in the item count only). */
export function makeCart(items: CartItem[], overrides: Partial<Cart> = {}): Cart {
  const counted = items.filter((item) => item.available);
  const subtotal = counted.reduce((sum, item) => sum + (item.mrp ?? item.price) * item.quantity, 0);
  const totalPrice = counted.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return {
    _id: items.length > 0 ? 'cart-1' : null,
    items,
    subtotal,
    discount: subtotal - totalPrice,
    totalPrice,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    freeDeliveryFrom: DELIVERY_RULE_DEFAULT.freeFromRupees,
    deliveryFee: DELIVERY_RULE_DEFAULT.chargeRupees,
    ...overrides,
  };
}

/** The cart endpoints' answer. */
export const cartAnswer = (cart: Cart) => ({ success: true as const, cart });
