import type { LightMyRequestResponse } from 'fastify';
import type { Checkout } from '../../../contract/checkout.ts';
import { couponRedemptions, orders } from '../../db/schema/index.ts';
import { call, type ShopKit, type Shopper } from '../../test/kit.ts';

// What only the checkout tests need on top of the kit (server/test/kit.ts): checkouts made through the
// API, and a stand-in for a placed order (the order module's tables, minimal rows).

export function buyNow(t: ShopKit, who: Shopper, fields: Record<string, unknown>) {
  return call(t, 'POST', '/user/checkout/buy-now', who, fields);
}

/** A Buy Now checkout of the fixture's Navy Blue dino tee (₹399, M.R.P ₹599), `quantity` of them. */
export async function teeCheckout(t: ShopKit, who: Shopper, quantity = 1): Promise<Checkout> {
  return made(
    await buyNow(t, who, { productId: t.fx.ids['tee-blue'], color: '#1F3A93', size: '4-5Y', quantity }),
  );
}

/** A Buy Now checkout of the fixture's Maroon party dress (₹2,499). */
export async function partyCheckout(t: ShopKit, who: Shopper): Promise<Checkout> {
  return made(await buyNow(t, who, { productId: t.fx.ids.party, color: '#800000', size: '5-6Y' }));
}

export function made(res: LightMyRequestResponse): Checkout {
  if (res.statusCode !== 201) throw new Error(`checkout answered ${res.statusCode}: ${res.body}`);
  return res.json().checkout as Checkout;
}

/**
 * Adds one of a colour and size to the shopper's cart, `times` times; returns the cart id. The test
 * clock moves on a second after each add, so lines keep the order they were added in.
 */
export async function addToCart(
  t: ShopKit,
  who: Shopper,
  line: { productId: string | undefined; color: string; size: string },
  times = 1,
): Promise<string> {
  let cartId = '';
  for (let i = 0; i < times; i++) {
    const res = await call(t, 'POST', '/user/cart/add', who, { userId: who.userId, quantity: 1, ...line });
    if (res.statusCode !== 200) throw new Error(`cart add answered ${res.statusCode}: ${res.body}`);
    cartId = res.json().cart._id;
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
  }
  return cartId;
}

export function viewCheckout(t: ShopKit, who: Shopper, checkoutId: string) {
  return call(t, 'GET', `/user/checkout/view/${checkoutId}`, who);
}

export function applyCoupon(t: ShopKit, who: Shopper, checkoutId: string, couponCode: string) {
  return call(t, 'POST', '/user/checkout/apply/coupon', who, { checkoutId, couponCode });
}

export function applyCoins(t: ShopKit, who: Shopper, checkoutId: string) {
  return call(t, 'POST', '/user/checkout/apply/coin', who, { checkoutId });
}

/**
 * A placed order of the shopper, as the order module would leave it (only the columns these tests
 * read), optionally made from a checkout and redeeming a coupon.
 */
export async function insertPlacedOrder(
  t: ShopKit,
  userId: string,
  options: { checkoutId?: string; couponId?: string; couponCode?: string } = {},
): Promise<string> {
  const db = t.database.db;
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      checkoutId: options.checkoutId ?? crypto.randomUUID(),
      status: 'Processing',
      paymentMethod: 'Cash on Delivery',
      itemsTotal: 39_900,
      mrpTotal: 59_900,
      couponId: options.couponId ?? null,
      couponCode: options.couponCode ?? null,
      couponDiscount: options.couponId ? 3_990 : 0,
      coinsUsed: 10,
      coinDiscount: 1_000,
      deliveryCharge: 4_900,
      finalPayable: 39_900 - (options.couponId ? 3_990 : 0) - 1_000 + 4_900,
      shippingAddress: { name: 'Asha Rao', city: 'Mumbai' },
      createdAt: t.clock.now,
      updatedAt: t.clock.now,
    })
    .returning({ id: orders.id });
  if (options.couponId) {
    await db
      .insert(couponRedemptions)
      .values({ couponId: options.couponId, userId, orderId: order!.id, createdAt: t.clock.now });
  }
  return order!.id;
}
