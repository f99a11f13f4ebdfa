import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES, stockLimitMessage } from '../../../contract/cart.ts';
import { COD_MESSAGES } from '../../../contract/delivery.ts';
import { products } from '../../db/schema/index.ts';
import { call, createKit, insertTestProduct, type ShopKit, shopper } from '../../test/kit.ts';

let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
});

afterAll(async () => {
  await t.cleanup();
});

const add = (who: { userId: string; token: string }, fields: Record<string, unknown>) =>
  call(t, 'POST', '/user/cart/add', who, { userId: who.userId, quantity: 1, ...fields });

const viewOf = (who: { userId: string; token: string }) =>
  call(t, 'GET', `/user/cart/view/${who.userId}`, who);

describe('POST /api/user/cart/add', () => {
  it('adds a colour and size priced from the catalogue (offer price while the product has an offer)', async () => {
    const me = await shopper(t);
    const res = await add(me, {
      productId: t.fx.ids.frock,
      color: '#87CEEB',
      colorName: 'Sky Blue',
      size: '2-3Y',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(CART_MESSAGES.added);
    expect(body.cart._id).toEqual(expect.any(String));
    expect(body.cart.items).toEqual([
      {
        _id: expect.any(String),
        productId: {
          _id: t.fx.ids.frock,
          name: 'Floral Print Cotton Frock',
          images: ['p-frock-1.webp'],
          price: 649,
        },
        color: '#87CEEB',
        colorName: 'Sky Blue',
        size: '2-3Y',
        quantity: 1,
        price: 649,
        mrp: 1299,
        lineTotal: 649,
        stock: 12,
        available: true,
        unavailableReason: null,
        codAvailable: true,
      },
    ]);
    expect(body.cart).toMatchObject({ subtotal: 1299, discount: 650, totalPrice: 649, itemCount: 1 });
  });

  it('adding the same product, colour and size again raises its quantity by one', async () => {
    const me = await shopper(t);
    const first = await add(me, { productId: t.fx.ids['tee-blue'], color: '#1F3A93', size: '4-5Y' });
    const again = await add(me, { productId: t.fx.ids['tee-blue'], color: '#1F3A93', size: '4-5Y' });
    expect(again.statusCode).toBe(200);
    const cart = again.json().cart;
    expect(cart._id).toBe(first.json().cart._id);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 2, price: 399, mrp: 599, lineTotal: 798 });
    expect(cart).toMatchObject({ subtotal: 1198, discount: 400, totalPrice: 798, itemCount: 2 });
    // Another size of the same colour is a line of its own.
    const other = await add(me, { productId: t.fx.ids['tee-blue'], color: '#1F3A93', size: '5-6Y' });
    expect(other.json().cart.items).toHaveLength(2);
    expect(other.json().cart.itemCount).toBe(3);
  });

  it('accepts the colour by value or by name in any case', async () => {
    const me = await shopper(t);
    expect((await add(me, { productId: t.fx.ids.frock, color: '#87ceeb', size: '2-3Y' })).statusCode).toBe(
      200,
    );
    expect((await add(me, { productId: t.fx.ids.frock, color: 'sky blue', size: '2-3y' })).statusCode).toBe(
      200,
    );
    const byName = await add(me, {
      productId: t.fx.ids.frock,
      color: 'not-a-value',
      colorName: 'SKY BLUE',
      size: '2-3Y',
    });
    expect(byName.statusCode).toBe(200);
    const [line] = byName.json().cart.items;
    expect(line).toMatchObject({ color: '#87CEEB', colorName: 'Sky Blue', size: '2-3Y', quantity: 3 });
  });

  it('refuses an unknown colour or a size that colour does not have (400)', async () => {
    const me = await shopper(t);
    const colour = await add(me, {
      productId: t.fx.ids.frock,
      color: '#000000',
      colorName: 'Black',
      size: '2-3Y',
    });
    expect(colour.statusCode).toBe(400);
    expect(colour.json()).toEqual({ success: false, message: CART_MESSAGES.colourUnknown });
    const size = await add(me, { productId: t.fx.ids.frock, color: '#87CEEB', size: '9-10Y' });
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toBe(CART_MESSAGES.sizeUnknown);
    // 3-4Y exists, but only in Blush Pink.
    const otherColour = await add(me, { productId: t.fx.ids.frock, color: '#87CEEB', size: '3-4Y' });
    expect(otherColour.json().message).toBe(CART_MESSAGES.sizeUnknown);
    expect((await viewOf(me)).json().cart.items).toEqual([]);
  });

  it('refuses a sold-out size (409)', async () => {
    const me = await shopper(t);
    const res = await add(me, { productId: t.fx.ids.frock, color: '#F4A7B9', size: '2-3Y' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: CART_MESSAGES.outOfStock });
    // Nothing was made: the shopper still has no cart.
    expect((await viewOf(me)).json().cart._id).toBeNull();
  });

  it('never raises a line beyond the stock (409 with the count left)', async () => {
    const me = await shopper(t);
    const line = { productId: t.fx.ids.party, color: '#800000', size: '6-7Y' };
    expect((await add(me, line)).statusCode).toBe(200);
    expect((await add(me, line)).statusCode).toBe(200);
    const third = await add(me, line);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(stockLimitMessage(2));
    expect(third.json().message).toBe('Only 2 left in stock for this size.');
    expect((await viewOf(me)).json().cart.items[0].quantity).toBe(2);
  });

  it('twenty adds at once never pass the stock', async () => {
    const me = await shopper(t);
    const made = await insertTestProduct(t, [
      { color: '#FFFFFF', colorName: 'White', price: 1799, mrp: 2199, sizes: { 'UK 10C': 4 } },
    ]);
    const line = { productId: made.productId, color: '#FFFFFF', size: 'UK 10C' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(me, line)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(16);
    const cart = (await viewOf(me)).json().cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(4);
  });

  it('refuses a product that cannot be paid by cash on delivery, the only way to pay (400)', async () => {
    const me = await shopper(t);
    const res = await add(me, { productId: t.fx.ids.sneakers, color: '#FFFFFF', size: 'UK 10C' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: COD_MESSAGES.itemUnavailable });
    expect((await viewOf(me)).json().cart.items).toHaveLength(0);
  });

  it('refuses unknown and inactive products (404)', async () => {
    const me = await shopper(t);
    const unknown = await add(me, {
      productId: '00000000-0000-4000-8000-000000000000',
      color: '#87CEEB',
      size: '2-3Y',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: CART_MESSAGES.productUnknown });
    await t.database.db
      .update(products)
      .set({ status: 'archived' })
      .where(eq(products.id, t.fx.ids.sweater!));
    try {
      const inactive = await add(me, { productId: t.fx.ids.sweater, color: '#6B8E23', size: '8-9Y' });
      expect(inactive.statusCode).toBe(404);
      expect(inactive.json().message).toBe(CART_MESSAGES.productUnknown);
    } finally {
      await t.database.db.update(products).set({ status: 'live' }).where(eq(products.id, t.fx.ids.sweater!));
    }
  });

  it("refuses another shopper's userId (403) and adds nothing to either cart", async () => {
    const me = await shopper(t);
    const other = await shopper(t);
    const res = await call(t, 'POST', '/user/cart/add', me, {
      userId: other.userId,
      productId: t.fx.ids.frock,
      quantity: 1,
      color: '#87CEEB',
      size: '2-3Y',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: CART_MESSAGES.notYourCart });
    expect((await viewOf(other)).json().cart._id).toBeNull();
    expect((await viewOf(me)).json().cart._id).toBeNull();
  });

  it('refuses a client price, unknown fields, other quantities and missing fields (400)', async () => {
    const me = await shopper(t);
    const base = { productId: t.fx.ids.frock, color: '#87CEEB', size: '2-3Y' };
    const price = await add(me, { ...base, price: 1 });
    expect(price.statusCode).toBe(400);
    expect(price.json().success).toBe(false);
    expect(price.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ msg: expect.any(String) })]),
    );
    expect((await add(me, { ...base, discount: 99 })).statusCode).toBe(400);
    expect((await add(me, { ...base, quantity: 5 })).statusCode).toBe(400);
    expect((await add(me, { productId: t.fx.ids.frock, size: '2-3Y' })).statusCode).toBe(400);
    expect((await add(me, { ...base, productId: 'frock' })).statusCode).toBe(400);
    expect((await viewOf(me)).json().cart._id).toBeNull();
  });

  it('accepts a body without quantity (one is implied)', async () => {
    const me = await shopper(t);
    const res = await call(t, 'POST', '/user/cart/add', me, {
      userId: me.userId,
      productId: t.fx.ids.frock,
      color: '#87CEEB',
      size: '2-3Y',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.items[0].quantity).toBe(1);
  });
});

describe('GET /api/user/cart/view/{userId}', () => {
  it('answers an empty cart with no id to a shopper who never added anything', async () => {
    const me = await shopper(t);
    const res = await viewOf(me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      cart: {
        _id: null,
        items: [],
        subtotal: 0,
        discount: 0,
        totalPrice: 0,
        itemCount: 0,
        freeDeliveryFrom: 499,
        deliveryFee: 49,
      },
    });
  });

  it('sums several lines in paise: M.R.P subtotal, discount and total', async () => {
    const me = await shopper(t);
    await add(me, { productId: t.fx.ids.frock, color: '#F4A7B9', size: '3-4Y' }); // 649 (M.R.P 1299)
    await add(me, { productId: t.fx.ids['tee-red'], color: '#C0392B', size: '6-7Y' }); // 499, no M.R.P above
    await add(me, { productId: t.fx.ids['tee-red'], color: '#C0392B', size: '6-7Y' });
    const cart = (await viewOf(me)).json().cart;
    const tee = cart.items.find(
      (i: { productId: { _id: string } }) => i.productId._id === t.fx.ids['tee-red'],
    );
    expect(tee).toMatchObject({ price: 499, mrp: null, quantity: 2, lineTotal: 998 });
    expect(cart).toMatchObject({ subtotal: 1299 + 998, totalPrice: 649 + 998, discount: 650, itemCount: 3 });
  });

  it("refuses another shopper's cart (403) and a malformed id (400)", async () => {
    const me = await shopper(t);
    const other = await shopper(t);
    const res = await call(t, 'GET', `/user/cart/view/${other.userId}`, me);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CART_MESSAGES.notYourCart);
    expect((await call(t, 'GET', '/user/cart/view/not-a-uuid', me)).statusCode).toBe(400);
  });
});

describe('sign-in', () => {
  it.each([
    ['POST', '/user/cart/add'],
    ['GET', '/user/cart/view/00000000-0000-4000-8000-000000000000'],
    ['PATCH', '/user/cart/update/quantity'],
    ['DELETE', '/user/cart/remove/product'],
  ] as const)('%s %s without a token answers 401 No token provided', async (method, url) => {
    const res = await call(t, method, url, null, method === 'GET' ? undefined : { userId: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'No token provided' });
  });

  it('a bad token answers 401 Login Required.', async () => {
    const res = await call(t, 'GET', '/user/cart/view/00000000-0000-4000-8000-000000000000', {
      userId: 'x',
      token: 'not.a.token',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Login Required.');
  });
});
