import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout.ts';
import { checkoutItems, checkouts, products, productVariants, variantSizes } from '../../db/schema/index.ts';
import { call, createKit, insertTestProduct, type ShopKit, type Shopper, shopper } from '../../test/kit.ts';
import { addToCart, made, viewCheckout } from './test-support.ts';

let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
});

afterAll(async () => {
  await t.cleanup();
});

const create = (who: Shopper, cartId: string) => call(t, 'POST', '/user/checkout/create', who, { cartId });

const checkoutsOf = (userId: string) =>
  t.database.db.select().from(checkouts).where(eq(checkouts.userId, userId));

async function setStock(variantId: string, size: string, stock: number) {
  await t.database.db
    .update(variantSizes)
    .set({ stock })
    .where(and(eq(variantSizes.variantId, variantId), eq(variantSizes.size, size)));
}

describe('POST /api/user/checkout/create', () => {
  it("copies the cart's lines and prices them from the catalogue (201, 'Checkout successful!')", async () => {
    const me = await shopper(t);
    await addToCart(t, me, { productId: t.fx.ids.frock, color: '#87CEEB', size: '2-3Y' });
    const cartId = await addToCart(
      t,
      me,
      { productId: t.fx.ids['tee-blue'], color: '#1F3A93', size: '4-5Y' },
      2,
    );

    const res = await create(me, cartId);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(CHECKOUT_MESSAGES.created);
    expect(body.message).toBe('Checkout successful!');
    const checkout = body.checkout;
    expect(checkout.items).toEqual([
      {
        _id: expect.any(String),
        productId: { _id: t.fx.ids.frock, name: 'Floral Print Cotton Frock', images: ['p-frock-1.webp'] },
        color: '#87CEEB',
        colorName: 'Sky Blue',
        size: '2-3Y',
        quantity: 1,
        price: 649,
        mrp: 1299,
        lineTotal: 649,
        stock: 12,
        available: true,
        codAvailable: true,
      },
      expect.objectContaining({
        productId: expect.objectContaining({ _id: t.fx.ids['tee-blue'] }),
        colorName: 'Navy Blue',
        size: '4-5Y',
        quantity: 2,
        price: 399,
        mrp: 599,
        lineTotal: 798,
        stock: 20,
        available: true,
        codAvailable: true,
      }),
    ]);
    expect(checkout).toMatchObject({
      subtotal: 1447,
      mrpTotal: 2497,
      deliveryCharge: 0,
      ReducedDiscount: 0,
      coupon: null,
      coinsApplied: 0,
      coinDiscount: 0,
      coinValue: 1,
      availableCoins: 0,
      finalTotal: 1447,
      hasUnavailableItems: false,
      orderId: null,
      freeDeliveryFrom: 499,
    });
    // The cart stays as it is until the order is placed.
    const cart = (await call(t, 'GET', `/user/cart/view/${me.userId}`, me)).json().cart;
    expect(cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([1, 2]);
  });

  it('charges ₹49 delivery below ₹499 and none from ₹499', async () => {
    const me = await shopper(t);
    const cartId = await addToCart(t, me, {
      productId: t.fx.ids['tee-blue'],
      color: '#1F3A93',
      size: '5-6Y',
    });
    const small = made(await create(me, cartId));
    expect(small).toMatchObject({ subtotal: 399, deliveryCharge: 49, finalTotal: 448 });

    const other = await shopper(t);
    // Exactly ₹499 (no M.R.P above the price): free delivery.
    const exact = made(
      await create(
        other,
        await addToCart(t, other, { productId: t.fx.ids['tee-red'], color: '#C0392B', size: '6-7Y' }),
      ),
    );
    expect(exact).toMatchObject({ subtotal: 499, mrpTotal: 499, deliveryCharge: 0, finalTotal: 499 });
    expect(exact.items[0]?.mrp).toBeNull();
  });

  it('makes a new checkout each time', async () => {
    const me = await shopper(t);
    const cartId = await addToCart(t, me, { productId: t.fx.ids.party, color: '#800000', size: '5-6Y' });
    const first = made(await create(me, cartId));
    const second = made(await create(me, cartId));
    expect(second._id).not.toBe(first._id);
    expect(await checkoutsOf(me.userId)).toHaveLength(2);
  });

  it("answers 404 for another shopper's cart or an unknown cart, and makes nothing", async () => {
    const me = await shopper(t);
    const other = await shopper(t);
    const theirs = await addToCart(t, other, { productId: t.fx.ids.party, color: '#800000', size: '5-6Y' });
    const res = await create(me, theirs);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: CHECKOUT_MESSAGES.cartNotFound });
    const unknown = await create(me, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(await checkoutsOf(me.userId)).toEqual([]);
    expect(await checkoutsOf(other.userId)).toEqual([]);
  });

  it('refuses an empty cart (400)', async () => {
    const me = await shopper(t);
    const cartId = await addToCart(t, me, { productId: t.fx.ids.party, color: '#800000', size: '5-6Y' });
    const [line] = (await call(t, 'GET', `/user/cart/view/${me.userId}`, me)).json().cart.items;
    await call(t, 'DELETE', '/user/cart/remove/product', me, { userId: me.userId, itemId: line._id });
    const res = await create(me, cartId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: CHECKOUT_MESSAGES.cartEmpty });
  });

  it('leaves out lines the cart shows as unavailable, and refuses when none is left', async () => {
    const me = await shopper(t);
    const keep = await insertTestProduct(t, [
      { color: '#112233', colorName: 'Ink', price: 300, mrp: 400, sizes: { '3-4Y': 5 } },
    ]);
    const soldOut = await insertTestProduct(t, [
      { color: '#445566', colorName: 'Slate', price: 500, mrp: 600, sizes: { '3-4Y': 5 } },
    ]);
    const switchedOff = await insertTestProduct(t, [
      { color: '#778899', colorName: 'Fog', price: 700, mrp: 800, sizes: { '3-4Y': 5 } },
    ]);
    await addToCart(t, me, { productId: keep.productId, color: '#112233', size: '3-4Y' });
    await addToCart(t, me, { productId: soldOut.productId, color: '#445566', size: '3-4Y' });
    const cartId = await addToCart(t, me, {
      productId: switchedOff.productId,
      color: '#778899',
      size: '3-4Y',
    });
    await setStock(soldOut.variantIds[0]!, '3-4Y', 0);
    await t.database.db
      .update(products)
      .set({ status: 'archived' })
      .where(eq(products.id, switchedOff.productId));

    const checkout = made(await create(me, cartId));
    expect(checkout.items.map((i) => i.productId._id)).toEqual([keep.productId]);
    expect(checkout).toMatchObject({ subtotal: 300, deliveryCharge: 49, finalTotal: 349 });

    await setStock(keep.variantIds[0]!, '3-4Y', 0);
    const none = await create(me, cartId);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(CHECKOUT_MESSAGES.nothingAvailable);
  });

  it("refuses with 'Insufficient stock…' when a line asks for more than is left, and makes nothing", async () => {
    const me = await shopper(t);
    const product = await insertTestProduct(t, [
      { color: '#224466', colorName: 'Denim', price: 450, mrp: 500, sizes: { '5-6Y': 3 } },
    ]);
    await addToCart(t, me, { productId: t.fx.ids.party, color: '#800000', size: '5-6Y' });
    const cartId = await addToCart(
      t,
      me,
      { productId: product.productId, color: '#224466', size: '5-6Y' },
      3,
    );
    await setStock(product.variantIds[0]!, '5-6Y', 2);
    const res = await create(me, cartId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Insufficient stock available for one or more items.',
    });
    expect(await checkoutsOf(me.userId)).toEqual([]);
    expect(await t.database.db.select().from(checkoutItems)).not.toContainEqual(
      expect.objectContaining({ productId: product.productId }),
    );
  });
});

describe('GET /api/user/checkout/view/{id}', () => {
  it('prices the lines from the catalogue at every view', async () => {
    const me = await shopper(t);
    const product = await insertTestProduct(t, [
      { color: '#AA3355', colorName: 'Berry', price: 600, mrp: 900, sizes: { '2-3Y': 4 } },
    ]);
    const cartId = await addToCart(
      t,
      me,
      { productId: product.productId, color: '#AA3355', size: '2-3Y' },
      2,
    );
    const checkout = made(await create(me, cartId));
    expect(checkout).toMatchObject({ subtotal: 1200, mrpTotal: 1800, finalTotal: 1200 });

    await t.database.db
      .update(productVariants)
      .set({ price: 20_000 })
      .where(eq(productVariants.id, product.variantIds[0]!));
    const res = await viewCheckout(t, me, checkout._id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().success).toBe(true);
    expect(res.json().checkout).toMatchObject({
      _id: checkout._id,
      subtotal: 400,
      deliveryCharge: 49,
      finalTotal: 449,
    });
    expect(res.json().checkout.items[0]).toMatchObject({ price: 200, mrp: 900, lineTotal: 400 });
  });

  it('marks a line that lost its stock unavailable and leaves it out of the totals', async () => {
    const me = await shopper(t);
    const a = await insertTestProduct(t, [
      { color: '#102030', colorName: 'Night', price: 350, mrp: 350, sizes: { '4-5Y': 6 } },
    ]);
    await addToCart(t, me, { productId: a.productId, color: '#102030', size: '4-5Y' }, 2);
    const cartId = await addToCart(t, me, {
      productId: t.fx.ids['tee-blue'],
      color: '#1F3A93',
      size: '4-5Y',
    });
    const checkout = made(await create(me, cartId));
    expect(checkout).toMatchObject({ subtotal: 1099, hasUnavailableItems: false });

    await setStock(a.variantIds[0]!, '4-5Y', 1);
    const view = (await viewCheckout(t, me, checkout._id)).json().checkout;
    expect(view.items[0]).toMatchObject({
      available: false,
      stock: 1,
      quantity: 2,
      price: 350,
      lineTotal: 0,
    });
    expect(view.items[1]).toMatchObject({ available: true, lineTotal: 399 });
    expect(view).toMatchObject({
      subtotal: 399,
      deliveryCharge: 49,
      finalTotal: 448,
      hasUnavailableItems: true,
    });
  });

  it("answers 404 for another shopper's checkout and an unknown id, 400 for a malformed id", async () => {
    const me = await shopper(t);
    const other = await shopper(t);
    const cartId = await addToCart(t, other, { productId: t.fx.ids.party, color: '#800000', size: '5-6Y' });
    const theirs = made(await create(other, cartId));
    const res = await viewCheckout(t, me, theirs._id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: CHECKOUT_MESSAGES.notFound });
    expect((await viewCheckout(t, me, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await viewCheckout(t, me, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CHECKOUT_MESSAGES.notFound);
  });
});
