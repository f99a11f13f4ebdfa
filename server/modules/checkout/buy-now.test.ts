import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout.ts';
import { COD_MESSAGES } from '../../../contract/delivery.ts';
import { checkoutItems, checkouts, products } from '../../db/schema/index.ts';
import { createKit, insertTestProduct, type ShopKit, shopper } from '../../test/kit.ts';
import { buyNow, made, viewCheckout } from './test-support.ts';

let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
});

afterAll(async () => {
  await t.cleanup();
});

describe('POST /api/user/checkout/buy-now', () => {
  it('makes a one-line checkout priced from the catalogue; the body price is ignored', async () => {
    const me = await shopper(t);
    const res = await buyNow(t, me, {
      productId: t.fx.ids.frock,
      quantity: 1,
      color: '#87CEEB',
      size: '2-3Y',
      colorName: 'Sky Blue',
      price: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(CHECKOUT_MESSAGES.created);
    const checkout = res.json().checkout;
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
    ]);
    expect(checkout).toMatchObject({ subtotal: 649, mrpTotal: 1299, deliveryCharge: 0, finalTotal: 649 });
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, checkout._id));
    expect(row).toMatchObject({ userId: me.userId, source: 'buy_now', couponId: null, coinsApplied: 0 });
    const lines = await t.database.db
      .select()
      .from(checkoutItems)
      .where(eq(checkoutItems.checkoutId, checkout._id));
    expect(lines).toEqual([
      expect.objectContaining({
        productId: t.fx.ids.frock,
        size: '2-3Y',
        quantity: 1,
        productName: 'Floral Print Cotton Frock',
        image: 'p-frock-1.webp',
        color: '#87CEEB',
        colorName: 'Sky Blue',
        position: 0,
      }),
    ]);
    // The view answers the same checkout.
    expect((await viewCheckout(t, me, checkout._id)).json().checkout).toEqual(checkout);
  });

  it('takes 1 when no quantity is sent, up to 10, and prices every one', async () => {
    const me = await shopper(t);
    const one = made(
      await buyNow(t, me, { productId: t.fx.ids['tee-blue'], color: '#1F3A93', size: '4-5Y' }),
    );
    expect(one).toMatchObject({ subtotal: 399, mrpTotal: 599, deliveryCharge: 49, finalTotal: 448 });
    const three = made(
      await buyNow(t, me, { productId: t.fx.ids['tee-blue'], color: '#1F3A93', size: '4-5Y', quantity: 3 }),
    );
    expect(three.items[0]).toMatchObject({ quantity: 3, lineTotal: 1197 });
    expect(three).toMatchObject({ subtotal: 1197, deliveryCharge: 0, finalTotal: 1197 });
    for (const quantity of [0, 11, 1.5]) {
      const res = await buyNow(t, me, {
        productId: t.fx.ids['tee-blue'],
        color: '#1F3A93',
        size: '4-5Y',
        quantity,
      });
      expect(res.statusCode, String(quantity)).toBe(400);
    }
  });

  it('finds the colour by value or name in any case, and the size in any case', async () => {
    const me = await shopper(t);
    const byName = made(await buyNow(t, me, { productId: t.fx.ids.frock, color: 'sky blue', size: '2-3y' }));
    expect(byName.items[0]).toMatchObject({ color: '#87CEEB', colorName: 'Sky Blue', size: '2-3Y' });
    const byColorName = made(
      await buyNow(t, me, { productId: t.fx.ids.frock, color: 'x', colorName: 'SKY BLUE', size: '2-3Y' }),
    );
    expect(byColorName.items[0]?.color).toBe('#87CEEB');
  });

  it('refuses unknown or switched-off products (404), colours and sizes (400)', async () => {
    const me = await shopper(t);
    const unknown = await buyNow(t, me, {
      productId: '00000000-0000-4000-8000-000000000000',
      color: '#87CEEB',
      size: '2-3Y',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CHECKOUT_MESSAGES.productUnknown);
    const off = await insertTestProduct(t, [
      { color: '#123456', colorName: 'Teal', price: 300, mrp: 300, sizes: { '1-2Y': 5 } },
    ]);
    await t.database.db.update(products).set({ status: 'archived' }).where(eq(products.id, off.productId));
    expect(
      (await buyNow(t, me, { productId: off.productId, color: '#123456', size: '1-2Y' })).statusCode,
    ).toBe(404);
    const colour = await buyNow(t, me, { productId: t.fx.ids.frock, color: '#000000', size: '2-3Y' });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().message).toBe(CHECKOUT_MESSAGES.colourUnknown);
    const size = await buyNow(t, me, { productId: t.fx.ids.frock, color: '#87CEEB', size: '3-4Y' });
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toBe(CHECKOUT_MESSAGES.sizeUnknown);
    expect(await t.database.db.select().from(checkouts).where(eq(checkouts.userId, me.userId))).toEqual([]);
  });

  it('refuses a product that cannot be paid by cash on delivery, the only way to pay (400)', async () => {
    const me = await shopper(t);
    const res = await buyNow(t, me, { productId: t.fx.ids.sneakers, color: '#FFFFFF', size: 'UK 10C' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: COD_MESSAGES.itemUnavailable });
    expect(await t.database.db.select().from(checkouts).where(eq(checkouts.userId, me.userId))).toEqual([]);
  });

  it("refuses more than the stock with 'Insufficient stock…' (400), a sold-out size too", async () => {
    const me = await shopper(t);
    const shoes = await insertTestProduct(t, [
      { color: '#FFFFFF', colorName: 'White', price: 1799, mrp: 2199, sizes: { 'UK 10C': 4 } },
    ]);
    const over = await buyNow(t, me, {
      productId: shoes.productId,
      color: '#FFFFFF',
      size: 'UK 10C',
      quantity: 5,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ success: false, message: CHECKOUT_MESSAGES.insufficientStock });
    const soldOut = await buyNow(t, me, { productId: t.fx.ids.frock, color: '#F4A7B9', size: '2-3Y' });
    expect(soldOut.statusCode).toBe(400);
    expect(soldOut.json().message).toBe(CHECKOUT_MESSAGES.insufficientStock);
    const all = made(
      await buyNow(t, me, { productId: shoes.productId, color: '#FFFFFF', size: 'UK 10C', quantity: 4 }),
    );
    expect(all).toMatchObject({ subtotal: 7196, finalTotal: 7196 });
  });
});
