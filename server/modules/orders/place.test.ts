import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../../contract/order.ts';
import { queryRows } from '../../db/rows.ts';
import { coupons } from '../../db/schema/index.ts';
import {
  call,
  createKit,
  giveCoins,
  insertCheckout,
  insertTestProduct,
  placeOrder,
  type ShopKit,
  saveAddress,
  shopper,
  type TestProduct,
} from '../../test/kit.ts';
import { insertCoupon, orderNumberOf, stockOf } from './test-support.ts';

let t: ShopKit;
let romper: TestProduct;
let socks: TestProduct;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  romper = await insertTestProduct(t, [
    {
      color: '#1F3A93',
      colorName: 'Navy Blue',
      price: 600,
      mrp: 1000,
      sizes: { '2-3Y': 10, '3-4Y': 4 },
    },
  ]);
  socks = await insertTestProduct(t, [
    { color: '#FFFFFF', colorName: 'White', price: 250, mrp: 250, sizes: { '4-5Y': 6 } },
  ]);
});

afterAll(async () => {
  await t.cleanup();
});

const productStock = async (productId: string, size: string) => {
  const res = await call(t, 'GET', `/user/Products/view/${productId}`, null);
  const sizes = res.json().product.variants[0].sizes as { size: string; stock: number }[];
  return sizes.find((s) => s.size === size)?.stock;
};

describe('POST /api/user/order/create', () => {
  it('places the checkout: stock, order, lines, coins, coupon, cart, notification, product page', async () => {
    const me = await shopper(t);
    const addressId = await saveAddress(t, me);
    await giveCoins(t, me.userId, 120, 'test-grant');
    const couponId = await insertCoupon(t, { code: 'SAVE10', value: 10, maxDiscountPaise: 10_000 });
    // A cart line that is not in the checkout stays in the cart.
    const checkoutId = await insertCheckout(t, me, {
      lines: [
        { product: romper, size: '2-3Y', quantity: 2 },
        { product: socks, size: '4-5Y', quantity: 1 },
      ],
      couponId,
      coinsApplied: 50,
      inCart: true,
    });
    await call(t, 'POST', '/user/cart/add', me, {
      userId: me.userId,
      productId: romper.productId,
      quantity: 1,
      color: '#1F3A93',
      size: '3-4Y',
    });
    // The product page is read (and cached) before the order.
    expect(await productStock(romper.productId, '2-3Y')).toBe(10);

    const res = await placeOrder(t, me, checkoutId, addressId);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    const orderId: string = body.order._id;
    // 2 × ₹600 + ₹250 = ₹1,450; 10% capped at ₹100; 50 coins of ₹1; free delivery from ₹499.
    expect(body).toEqual({
      success: true,
      message: 'Order placed successfully!',
      coinsEarned: 13,
      order: {
        _id: expect.any(String),
        status: 'Processing',
        createdAt: '2026-03-02T10:00:00.000Z',
        updatedAt: '2026-03-02T10:00:00.000Z',
        deliveredAt: null,
        paymentMethod: 'Cash on Delivery',
        products: [
          {
            _id: expect.any(String),
            productId: {
              _id: romper.productId,
              name: expect.stringMatching(/^Test Romper \d+$/),
              images: [expect.stringMatching(/^t-\d+-0\.webp$/)],
            },
            color: '#1F3A93',
            colorName: 'Navy Blue',
            size: '2-3Y',
            quantity: 2,
            price: 600,
            mrp: 1000,
            itemTotal: 1200,
          },
          {
            _id: expect.any(String),
            productId: {
              _id: socks.productId,
              name: expect.stringMatching(/^Test Romper \d+$/),
              images: [expect.stringMatching(/^t-\d+-0\.webp$/)],
            },
            color: '#FFFFFF',
            colorName: 'White',
            size: '4-5Y',
            quantity: 1,
            price: 250,
            mrp: 250,
            itemTotal: 250,
          },
        ],
        totalPrice: 1450,
        mrpTotal: 2250,
        discountedAmount: 150,
        couponCode: 'SAVE10',
        couponDiscount: 100,
        coinsUsed: 50,
        coinDiscount: 50,
        deliveryCharge: 0,
        finalPayableAmount: 1300,
        coinsEarned: 13,
        cancellationOrReturnReason: null,
        shippingAddress: {
          name: 'Asha Rao',
          number: '9876543210',
          alternatenumber: '9123456780',
          address: '12 Marine Drive, Flat 4B',
          landmark: 'Near the Oval Maidan',
          pincode: '400001',
          city: 'Mumbai',
          state: 'Maharashtra',
          addressType: 'home',
        },
        // Bengaluru → Mumbai is 4 business days; 3:30 pm India time leaves on Tuesday 3 March.
        deliveryDetails: { deliveryDate: '2026-03-07' },
        // Numbered by the shop's sequence: brand code, year in India time, 6 digits.
        orderNumber: expect.stringMatching(/^LL-2026-\d{6}$/),
        canCancel: true,
        canReturn: false,
        statusHistory: [
          {
            status: 'Processing',
            reason: null,
            description: null,
            by: 'shop',
            at: '2026-03-02T10:00:00.000Z',
          },
        ],
        shipment: null,
        invoiceAvailable: false,
      },
    });
    const number = await orderNumberOf(t, orderId);
    expect(body.order.orderNumber).toBe(number);

    // Stock taken, and the product page shows it at once (the catalogue caches were dropped).
    expect(await stockOf(t, romper, '2-3Y')).toBe(8);
    expect(await stockOf(t, romper, '3-4Y')).toBe(4);
    expect(await stockOf(t, socks, '4-5Y')).toBe(5);
    expect(await productStock(romper.productId, '2-3Y')).toBe(8);

    // The order row in paise, and its lines.
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT user_id, checkout_id, status, payment_method, items_total, mrp_total, coupon_id, coupon_code,
                 coupon_discount, coins_used, coin_discount, delivery_charge, final_payable, coins_earned,
                 expected_delivery::text AS expected_delivery
          FROM orders WHERE id = ${orderId}::uuid`,
    );
    expect(row).toEqual({
      user_id: me.userId,
      checkout_id: checkoutId,
      status: 'Processing',
      payment_method: 'Cash on Delivery',
      items_total: 145_000,
      mrp_total: 225_000,
      coupon_id: couponId,
      coupon_code: 'SAVE10',
      coupon_discount: 10_000,
      coins_used: 50,
      coin_discount: 5_000,
      delivery_charge: 0,
      final_payable: 130_000,
      coins_earned: 13,
      expected_delivery: '2026-03-07',
    });
    const items = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT variant_id, size, quantity, unit_price, mrp, position FROM order_items
          WHERE order_id = ${orderId}::uuid ORDER BY position`,
    );
    expect(items).toEqual([
      {
        variant_id: romper.variantIds[0],
        size: '2-3Y',
        quantity: 2,
        unit_price: 60_000,
        mrp: 100_000,
        position: 0,
      },
      {
        variant_id: socks.variantIds[0],
        size: '4-5Y',
        quantity: 1,
        unit_price: 25_000,
        mrp: 25_000,
        position: 1,
      },
    ]);

    // Coins: 120 given, 50 spent; 13 earned (one per whole ₹100 of ₹1,300) wait for the order to be final.
    const ledger = await queryRows<{ delta: number; reason: string; ref: string }>(
      t.database.db,
      sql`SELECT delta, reason, ref FROM coin_ledger WHERE user_id = ${me.userId}::uuid ORDER BY delta`,
    );
    expect(ledger).toEqual([
      { delta: -50, reason: 'order_redeem', ref: orderId },
      { delta: 120, reason: 'referral_reward', ref: 'test-grant' },
    ]);
    expect(await t.coins.balance(me.userId)).toBe(70);
    expect(await t.coins.pending(me.userId)).toBe(13);

    // The coupon is counted once and the redemption recorded.
    const [coupon] = await t.database.db
      .select({ usedCount: coupons.usedCount })
      .from(coupons)
      .where(eq(coupons.id, couponId));
    expect(coupon?.usedCount).toBe(1);
    const redemptions = await queryRows<{ order_id: string; user_id: string }>(
      t.database.db,
      sql`SELECT order_id, user_id FROM coupon_redemptions WHERE coupon_id = ${couponId}::uuid`,
    );
    expect(redemptions).toEqual([{ order_id: orderId, user_id: me.userId }]);

    // Only the ordered lines left the cart.
    const cart = (await call(t, 'GET', `/user/cart/view/${me.userId}`, me)).json().cart;
    expect(cart.items.map((i: { size: string; quantity: number }) => [i.size, i.quantity])).toEqual([
      ['3-4Y', 1],
    ]);

    // The shopper is told.
    const notes = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT title, message, notification_type, ref, is_read FROM notifications
          WHERE user_id = ${me.userId}::uuid`,
    );
    expect(notes).toEqual([
      {
        title: 'Order placed',
        message: `Your order #${number} for ₹1,300 has been placed. Pay in cash when it arrives.`,
        notification_type: 'order',
        ref: `order-placed:${orderId}`,
        is_read: false,
      },
    ]);

    // Placing it again answers the same order and changes nothing.
    const again = await placeOrder(t, me, checkoutId, addressId);
    expect(again.statusCode).toBe(200);
    expect(again.json().order._id).toBe(orderId);
    expect(again.json().message).toBe(ORDER_MESSAGES.placed);
    expect(again.json().coinsEarned).toBe(13);
    expect(await stockOf(t, romper, '2-3Y')).toBe(8);
    expect(await t.coins.balance(me.userId)).toBe(70);
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE checkout_id = ${checkoutId}::uuid`,
    );
    expect(count?.n).toBe(1);
  });

  it('charges delivery under ₹499 whatever deliveryCharge the page sends, and keeps a Buy Now cart', async () => {
    const me = await shopper(t);
    const addressId = await saveAddress(t, me);
    const checkoutId = await insertCheckout(t, me, {
      lines: [{ product: socks, size: '4-5Y', quantity: 1 }],
      source: 'buy_now',
    });
    // The same line sits in the cart, but a Buy Now order leaves the cart alone.
    await call(t, 'POST', '/user/cart/add', me, {
      userId: me.userId,
      productId: socks.productId,
      quantity: 1,
      color: '#FFFFFF',
      size: '4-5Y',
    });
    const res = await placeOrder(t, me, checkoutId, addressId, { deliveryCharge: 0 });
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      totalPrice: 250,
      discountedAmount: 0,
      couponCode: null,
      coinsUsed: 0,
      deliveryCharge: 49,
      finalPayableAmount: 299,
      coinsEarned: 2,
    });
    expect(res.json().coinsEarned).toBe(2);
    const cart = (await call(t, 'GET', `/user/cart/view/${me.userId}`, me)).json().cart;
    expect(cart.items).toHaveLength(1);
  });

  it('spends only the coins the balance holds when it fell after the checkout was made', async () => {
    const me = await shopper(t);
    const addressId = await saveAddress(t, me);
    await giveCoins(t, me.userId, 30);
    const checkoutId = await insertCheckout(t, me, {
      lines: [{ product: romper, size: '3-4Y', quantity: 1 }],
      coinsApplied: 80,
    });
    const res = await placeOrder(t, me, checkoutId, addressId);
    expect(res.statusCode).toBe(201);
    // ₹600 − 30 coins = ₹570; delivery free; the 5 coins it earns are pending.
    expect(res.json().order).toMatchObject({ coinsUsed: 30, coinDiscount: 30, finalPayableAmount: 570 });
    expect(await t.coins.balance(me.userId)).toBe(0);
    expect(await t.coins.pending(me.userId)).toBe(5);
  });
});

describe('the catalogue caches after an order', () => {
  const pagePrice = async (productId: string) =>
    (await call(t, 'GET', `/user/Products/view/${productId}`, null)).json().product.variants[0]
      .price as number;

  it("drops only the ordered products' pages while no size sells out, and everything when one does", async () => {
    const tee = await insertTestProduct(t, [
      { color: '#FF8C42', colorName: 'Mango', price: 400, mrp: 400, sizes: { '5-6Y': 2, '6-7Y': 5 } },
    ]);
    const other = await insertTestProduct(t, [
      { color: '#2E8B57', colorName: 'Leaf', price: 250, mrp: 250, sizes: { '4-5Y': 6 } },
    ]);
    const me = await shopper(t);
    const addressId = await saveAddress(t, me);
    // Both pages are read (and kept) before the orders.
    expect(await productStock(tee.productId, '6-7Y')).toBe(5);
    expect(await pagePrice(other.productId)).toBe(250);
    // A contrast: the other product's price changed behind the shop's back (no message).
    await t.database.db.execute(
      sql`UPDATE product_variants SET price = 30000 WHERE product_id = ${other.productId}::uuid`,
    );

    // One of five: the tee's page shows it at once; what the shop worked out for the rest is kept.
    const one = await insertCheckout(t, me, { lines: [{ product: tee, size: '6-7Y', quantity: 1 }] });
    expect((await placeOrder(t, me, one, addressId)).statusCode).toBe(201);
    expect(await productStock(tee.productId, '6-7Y')).toBe(4);
    expect(await pagePrice(other.productId)).toBe(250);

    // The last two of 5-6Y: the size leaves the listings' filters, so every kept answer goes.
    const last = await insertCheckout(t, me, { lines: [{ product: tee, size: '5-6Y', quantity: 2 }] });
    expect((await placeOrder(t, me, last, addressId)).statusCode).toBe(201);
    expect(await productStock(tee.productId, '5-6Y')).toBe(0);
    expect(await pagePrice(other.productId)).toBe(300);
  });
});
