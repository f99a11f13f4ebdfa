import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { PAYMENT_METHOD } from '../../contract/order.ts';
import { addresses, checkoutItems, checkouts, coinLedger, coupons } from '../db/schema/index.ts';
import { mumbaiAddress } from './forms.ts';
import type { Kit, ShopKit } from './kit.ts';
import type { TestProduct } from './products.ts';
import { call, type Shopper } from './shoppers.ts';
import { kitOwner } from './staff.ts';

// Placed orders and what they spend. Checkouts, addresses, coupons and coins are written straight into
// the database (a test of placing an order does not depend on the checkout routes); placing, cancelling,
// returning and the shop's status changes (as the kit's owner) go through the API.

const DAY = 86_400_000;

/** Saves an address for the shopper directly (Mumbai unless overridden); its id. */
export async function saveAddress(
  t: Kit,
  who: Shopper,
  overrides: Record<string, string> = {},
): Promise<string> {
  const a = { ...mumbaiAddress(), ...overrides } as Record<string, string>;
  const [row] = await t.database.db
    .insert(addresses)
    .values({
      userId: who.userId,
      name: a.name!,
      number: a.number!,
      alternateNumber: a.alternatenumber ?? null,
      address: a.address!,
      landmark: a.landmark!,
      pincode: a.pincode!,
      city: a.city!,
      state: a.state!,
      addressType: a.addressType!,
      createdAt: t.clock.now,
      updatedAt: t.clock.now,
    })
    .returning({ id: addresses.id });
  return row!.id;
}

export type CouponFields = Partial<typeof coupons.$inferInsert> & { code: string };

/**
 * A coupon, valid from 30 days before the kit's time to 30 days after it unless told otherwise.
 * Amounts are paise, as stored.
 */
export async function insertCoupon(t: Kit, fields: CouponFields): Promise<string> {
  const now = t.clock.now.getTime();
  const [row] = await t.database.db
    .insert(coupons)
    .values({
      description: `${fields.code} test coupon`,
      kind: 'percent',
      value: 10,
      startsAt: new Date(now - 30 * DAY),
      endsAt: new Date(now + 30 * DAY),
      ...fields,
    })
    .returning({ id: coupons.id });
  return row!.id;
}

let grants = 0;

/**
 * Credits the shopper `coins` as a referral reward. Each grant has its own ref unless one is given; as in
 * the ledger, a second entry with the same user, reason and ref is skipped.
 */
export async function giveCoins(
  t: Kit,
  userId: string,
  coins: number,
  ref = `test-${++grants}`,
): Promise<void> {
  await t.database.db
    .insert(coinLedger)
    .values({ userId, delta: coins, reason: 'referral_reward', ref })
    .onConflictDoNothing();
}

export interface LineInput {
  product: TestProduct;
  /** Index of the colour in the product's variants (default 0). */
  variant?: number;
  size: string;
  quantity: number;
}

export interface CheckoutInput {
  lines: LineInput[];
  couponId?: string;
  coinsApplied?: number;
  source?: 'cart' | 'buy_now';
  /** Also put the same lines in the shopper's cart through the cart API (quantity adds of one). */
  inCart?: boolean;
}

/** A checkout of the shopper's, inserted directly with its lines; its id. */
export async function insertCheckout(t: ShopKit, who: Shopper, input: CheckoutInput): Promise<string> {
  const db = t.database.db;
  const now = t.clock.now;
  const [row] = await db
    .insert(checkouts)
    .values({
      userId: who.userId,
      source: input.source ?? 'cart',
      couponId: input.couponId ?? null,
      coinsApplied: input.coinsApplied ?? 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: checkouts.id });
  const checkoutId = row!.id;
  if (input.lines.length === 0) return checkoutId;
  await db.insert(checkoutItems).values(
    input.lines.map((line, position) => {
      const index = line.variant ?? 0;
      const variant = line.product.variants[index]!;
      return {
        checkoutId,
        productId: line.product.productId,
        variantId: line.product.variantIds[index]!,
        size: line.size,
        quantity: line.quantity,
        productName: 'Snapshot name',
        image: null,
        color: variant.color,
        colorName: variant.colorName,
        position,
      };
    }),
  );
  if (input.inCart) {
    for (const line of input.lines) await addLineToCart(t, who, line);
  }
  return checkoutId;
}

/** Adds a line to the shopper's cart through the cart API, one at a time as the page does. */
async function addLineToCart(t: Kit, who: Shopper, line: LineInput): Promise<void> {
  const variant = line.product.variants[line.variant ?? 0]!;
  for (let i = 0; i < line.quantity; i++) {
    const res = await call(t, 'POST', '/user/cart/add', who, {
      userId: who.userId,
      productId: line.product.productId,
      quantity: 1,
      color: variant.color,
      size: line.size,
    });
    if (res.statusCode !== 200) throw new Error(`cart add answered ${res.statusCode}: ${res.body}`);
  }
}

/** POST /api/user/order/create as the shopper, paying cash on delivery unless the body says otherwise. */
export function placeOrder(
  t: Kit,
  who: Shopper,
  checkoutId: string,
  addressId: string,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', '/user/order/create', who, {
    checkoutId,
    addressId,
    deliveryCharge: 49,
    paymentMethod: PAYMENT_METHOD,
    ...extra,
  });
}

/** Places an order for the shopper through the API at the kit's time, to a new Mumbai address; its id. */
export async function placedOrder(t: ShopKit, who: Shopper, input: CheckoutInput): Promise<string> {
  const addressId = await saveAddress(t, who);
  const checkoutId = await insertCheckout(t, who, input);
  const res = await placeOrder(t, who, checkoutId, addressId);
  if (res.statusCode !== 201) throw new Error(`order answered ${res.statusCode}: ${res.body}`);
  return res.json().order._id;
}

// ---- The order's life after placement: cancel, return and the shop's status changes ----

export function cancelOrder(
  t: Kit,
  who: Shopper | null,
  orderId: string,
  body: object = { reason: 'Changed my mind', description: '' },
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', `/user/order/cancel/${orderId}`, who, body);
}

export function requestReturn(
  t: Kit,
  who: Shopper | null,
  orderId: string,
  body: object = { reason: 'Item damaged', description: '' },
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', `/user/order/return/${orderId}`, who, body);
}

export interface SetStatusOptions {
  /** The note kept in the timeline and told to the shopper (a cancellation's reason). */
  note?: string;
  /** The old name of `note`. */
  reason?: string;
  /** The status the staff member saw (409 when the order has moved since). */
  from?: string;
  /** Shipped: the courier and tracking number (a test courier unless given). */
  courier?: string;
  trackingNumber?: string;
  /** The bearer token sent: the kit's owner's unless given; null sends none. */
  token?: string | null;
}

/** A test shipment, sent when a test marks an order Shipped without naming one. */
export const TEST_SHIPMENT = { courier: 'BlueDart', trackingNumber: 'BD100200300IN' } as const;
/** The note sent when a test cancels an order as the shop without naming a reason. */
export const TEST_CANCEL_NOTE = 'Cancelled by the shop';

/**
 * PATCH /api/admin/orders/{id}/status as staff: the kit's owner unless a token is given. Shipped gets a
 * test courier and tracking number and Cancelled a note unless the test names them (both are required).
 */
export async function setStatus(
  t: Kit,
  orderId: string,
  status: string,
  options: SetStatusOptions = {},
): Promise<LightMyRequestResponse> {
  const token = options.token === undefined ? (await kitOwner(t)).token : options.token;
  const note = options.note ?? options.reason ?? (status === 'Cancelled' ? TEST_CANCEL_NOTE : undefined);
  const shipment =
    status === 'Shipped'
      ? {
          courier: options.courier ?? TEST_SHIPMENT.courier,
          trackingNumber: options.trackingNumber ?? TEST_SHIPMENT.trackingNumber,
        }
      : {};
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}/status`,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    payload: {
      status,
      ...shipment,
      ...(note ? { note } : {}),
      ...(options.from ? { from: options.from } : {}),
    },
  });
}

/** Puts an order straight into a status, bypassing the rules (e.g. Pending, which nothing moves to). */
export async function forceStatus(
  t: Kit,
  orderId: string,
  status: string,
  deliveredAt: Date | null = null,
): Promise<void> {
  await t.database.db.execute(
    sql`UPDATE orders SET status = ${status}, delivered_at = ${deliveredAt?.toISOString() ?? null}::timestamptz
        WHERE id = ${orderId}::uuid`,
  );
}
