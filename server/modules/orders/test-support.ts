import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { PAYMENT_METHOD } from '../../../contract/order.ts';
import { formatOrderNumber } from '../../../contract/order-number.ts';
import { queryRows } from '../../db/rows.ts';
import {
  addresses,
  checkoutItems,
  checkouts,
  coupons,
  products,
  variantSizes,
} from '../../db/schema/index.ts';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.ts';
import { mumbaiAddress } from '../address/test-support.ts';
import {
  call,
  insertTestProduct,
  type Shopper,
  type ShopTestApp,
  type TestProduct,
  type TestVariant,
} from '../cart/test-support.ts';
import { appendCoins } from '../coins/repo.ts';
import { createAccountsTestApp } from '../profile/test-support.ts';

// Helpers for the order tests: checkouts written straight into the database (the tests do not
// depend on the checkout routes), products with known prices, coupons, coins and addresses.

/** The shop test app, with configuration overrides (e.g. a larger pool for the races). */
export async function createOrderTestApp(env: Record<string, string> = {}): Promise<ShopTestApp> {
  const t = await createAccountsTestApp(env);
  const fx = await insertCatalogueFixture(t.database.db);
  return { ...t, fx };
}

export interface OrderTestProduct extends TestProduct {
  variants: TestVariant[];
}

/** A product made for one test (insertTestProduct) that remembers its colours, for checkout lines. */
export async function makeProduct(
  t: ShopTestApp,
  variants: TestVariant[],
  options: { offer?: boolean; name?: string; codAvailable?: boolean } = {},
): Promise<OrderTestProduct> {
  const { codAvailable, ...rest } = options;
  const made = await insertTestProduct(t, variants, rest);
  if (codAvailable === false) {
    await t.database.db.update(products).set({ codAvailable: false }).where(eq(products.id, made.productId));
  }
  return { ...made, variants };
}

export interface LineInput {
  product: OrderTestProduct;
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
export async function insertCheckout(t: ShopTestApp, who: Shopper, input: CheckoutInput): Promise<string> {
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
    for (const line of input.lines) await addToCart(t, who, line);
  }
  return checkoutId;
}

/** Adds a line to the shopper's cart through the cart API, one at a time as the page does. */
export async function addToCart(t: ShopTestApp, who: Shopper, line: LineInput): Promise<void> {
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

/** Saves an address for the shopper directly (Mumbai unless overridden); its id. */
export async function saveAddress(
  t: ShopTestApp,
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

/** Gives the shopper coins (a referral reward with its own ref). */
export async function giveCoins(t: ShopTestApp, who: Shopper, coins: number, ref = 'test-grant') {
  await appendCoins(t.database.db, [{ userId: who.userId, delta: coins, reason: 'referral_reward', ref }]);
}

export interface CouponInput {
  code: string;
  kind?: 'percent' | 'flat';
  /** Percent, or paise for a flat coupon. */
  value: number;
  maxDiscountPaise?: number;
  minOrderPaise?: number;
  usageLimit?: number;
  perUserLimit?: number;
}

export async function insertCoupon(t: ShopTestApp, input: CouponInput): Promise<string> {
  const [row] = await t.database.db
    .insert(coupons)
    .values({
      code: input.code,
      description: `${input.code} for tests`,
      kind: input.kind ?? 'percent',
      value: input.value,
      maxDiscount: input.maxDiscountPaise ?? null,
      minOrder: input.minOrderPaise ?? 0,
      startsAt: new Date('2026-01-01T00:00:00Z'),
      endsAt: new Date('2027-01-01T00:00:00Z'),
      usageLimit: input.usageLimit ?? null,
      perUserLimit: input.perUserLimit ?? 1,
    })
    .returning({ id: coupons.id });
  return row!.id;
}

/** POST /api/user/order/create as the shopper, paying cash on delivery unless the body says otherwise. */
export function placeOrder(
  t: ShopTestApp,
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

export async function stockOf(t: ShopTestApp, product: OrderTestProduct, size: string, variant = 0) {
  const [row] = await t.database.db
    .select({ stock: variantSizes.stock })
    .from(variantSizes)
    .where(and(eq(variantSizes.variantId, product.variantIds[variant]!), eq(variantSizes.size, size)));
  return row?.stock ?? null;
}

/** Row counts that an order writes, for "nothing changed" checks. */
export async function orderFootprint(t: ShopTestApp, userId: string) {
  const [row] = await queryRows<{
    orders: number;
    items: number;
    coins: number;
    redemptions: number;
    notifications: number;
  }>(
    t.database.db,
    sql`SELECT (SELECT count(*)::int FROM orders WHERE user_id = ${userId}::uuid) AS orders,
               (SELECT count(*)::int FROM order_items i JOIN orders o ON o.id = i.order_id
                 WHERE o.user_id = ${userId}::uuid) AS items,
               (SELECT count(*)::int FROM coin_ledger WHERE user_id = ${userId}::uuid
                 AND reason IN ('order_redeem', 'order_reward')) AS coins,
               (SELECT count(*)::int FROM coupon_redemptions WHERE user_id = ${userId}::uuid) AS redemptions,
               (SELECT count(*)::int FROM notifications WHERE user_id = ${userId}::uuid) AS notifications`,
  );
  return row!;
}

// ---- The order's life after placement: cancel, return and the shop's status changes ----

/** The shop's token in tests that switch the admin order API on (createOrderTestApp({ ADMIN_TOKEN })). */
export const TEST_ADMIN_TOKEN = 'order-tests-admin-token-0123456789';

/** Places an order for the shopper through the API at the test clock's time; its id. */
export async function placedOrder(t: ShopTestApp, who: Shopper, input: CheckoutInput): Promise<string> {
  const addressId = await saveAddress(t, who);
  const checkoutId = await insertCheckout(t, who, input);
  const res = await placeOrder(t, who, checkoutId, addressId);
  if (res.statusCode !== 201) throw new Error(`order answered ${res.statusCode}: ${res.body}`);
  return res.json().order._id;
}

export function cancelOrder(
  t: ShopTestApp,
  who: Shopper | null,
  orderId: string,
  body: object = { reason: 'Changed my mind', description: '' },
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', `/user/order/cancel/${orderId}`, who, body);
}

export function requestReturn(
  t: ShopTestApp,
  who: Shopper | null,
  orderId: string,
  body: object = { reason: 'Item damaged', description: '' },
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', `/user/order/return/${orderId}`, who, body);
}

/** PATCH /api/admin/orders/{id}/status as the shop (token null: no Authorization header). */
export function setStatus(
  t: ShopTestApp,
  orderId: string,
  status: string,
  options: { reason?: string; token?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const token = options.token === undefined ? TEST_ADMIN_TOKEN : options.token;
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}/status`,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    payload: { status, ...(options.reason ? { reason: options.reason } : {}) },
  });
}

/** Puts an order straight into a status, bypassing the rules (e.g. Pending, which nothing moves to). */
export async function forceStatus(
  t: ShopTestApp,
  orderId: string,
  status: string,
  deliveredAt: Date | null = null,
): Promise<void> {
  await t.database.db.execute(
    sql`UPDATE orders SET status = ${status}, delivered_at = ${deliveredAt?.toISOString() ?? null}::timestamptz
        WHERE id = ${orderId}::uuid`,
  );
}

export async function orderStatusOf(t: ShopTestApp, orderId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ status: string }>(
    t.database.db,
    sql`SELECT status FROM orders WHERE id = ${orderId}::uuid`,
  );
  return row?.status;
}

/** The order's history rows, oldest first. */
export function historyRows(t: ShopTestApp, orderId: string) {
  return queryRows<{ status: string; reason: string | null; description: string | null; actor: string }>(
    t.database.db,
    sql`SELECT status, reason, description, actor FROM order_status_history
        WHERE order_id = ${orderId}::uuid ORDER BY created_at, id`,
  );
}

/** The shopper's status-change notifications, in the order the changes happened. */
export function statusNotices(t: ShopTestApp, userId: string) {
  return queryRows<{ title: string; message: string; notificationType: string }>(
    t.database.db,
    sql`SELECT n.title, n.message, n.notification_type AS "notificationType"
        FROM notifications n
        JOIN order_status_history h ON n.ref = 'order-status:' || h.id
        WHERE n.user_id = ${userId}::uuid ORDER BY h.id`,
  );
}

/** Coin movements about one order: reason → delta. */
export async function coinsOfOrder(t: ShopTestApp, userId: string, orderId: string) {
  const rows = await queryRows<{ reason: string; delta: number }>(
    t.database.db,
    sql`SELECT reason, delta FROM coin_ledger
        WHERE user_id = ${userId}::uuid AND ref = ${orderId} ORDER BY reason`,
  );
  return Object.fromEntries(rows.map((r) => [r.reason, r.delta]));
}

/** The coupon's count of uses and its redemption rows. */
export async function couponUse(t: ShopTestApp, couponId: string) {
  const [row] = await queryRows<{ usedCount: number; redemptions: number }>(
    t.database.db,
    sql`SELECT used_count AS "usedCount",
               (SELECT count(*)::int FROM coupon_redemptions WHERE coupon_id = ${couponId}::uuid) AS redemptions
        FROM coupons WHERE id = ${couponId}::uuid`,
  );
  return row!;
}

/** The order number the shopper is told, from the order's row: BRAND-YYYY-NNNNNN (contract/order-number.ts). */
export async function orderNumberOf(t: ShopTestApp, orderId: string): Promise<string> {
  const [row] = await queryRows<{ number: string | number; createdAt: Date | string }>(
    t.database.db,
    sql`SELECT number, created_at AS "createdAt" FROM orders WHERE id = ${orderId}::uuid`,
  );
  if (!row) throw new Error(`no order ${orderId}`);
  return formatOrderNumber(t.config.brandCode, Number(row.number), new Date(row.createdAt));
}
