import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { PAYMENT_METHOD } from '../../../contract/order.ts';
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
