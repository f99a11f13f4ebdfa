import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES, stockLimitMessage } from '../../../contract/cart.ts';
import { call, createKit, insertTestProduct, type ShopKit, type Shopper, shopper } from '../../test/kit.ts';

let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
});

afterAll(async () => {
  await t.cleanup();
});

interface Line {
  _id: string;
  quantity: number;
  productId: { _id: string };
}

/** A shopper with one line of a product whose only size has `stock` left. */
async function cartWith(stock: number, quantity = 1) {
  const me = await shopper(t);
  const { productId } = await insertTestProduct(t, [
    { color: '#336699', colorName: 'Denim', price: 500, mrp: 800, sizes: { '3-4Y': stock } },
  ]);
  let lines: Line[] = [];
  for (let i = 0; i < quantity; i++) {
    const res = await call(t, 'POST', '/user/cart/add', me, {
      userId: me.userId,
      productId,
      quantity: 1,
      color: '#336699',
      size: '3-4Y',
    });
    expect(res.statusCode).toBe(200);
    lines = res.json().cart.items;
  }
  return { me, productId, itemId: lines[0]!._id };
}

const change = (who: Shopper, fields: Record<string, unknown>) =>
  call(t, 'PATCH', '/user/cart/update/quantity', who, { userId: who.userId, ...fields });

const remove = (who: Shopper, fields: Record<string, unknown>) =>
  call(t, 'DELETE', '/user/cart/remove/product', who, { userId: who.userId, ...fields });

const quantityOf = async (who: Shopper, itemId: string) => {
  const cart = (await call(t, 'GET', `/user/cart/view/${who.userId}`, who)).json().cart;
  return cart.items.find((i: Line) => i._id === itemId)?.quantity as number | undefined;
};

describe('PATCH /api/user/cart/update/quantity', () => {
  it('increments and decrements, answering the whole cart with new totals', async () => {
    const { me, productId, itemId } = await cartWith(10);
    const up = await change(me, { productId, itemId, action: 'increment' });
    expect(up.statusCode).toBe(200);
    expect(up.json().success).toBe(true);
    expect(up.json().cart.items[0]).toMatchObject({ quantity: 2, lineTotal: 1000 });
    expect(up.json().cart).toMatchObject({ subtotal: 1600, discount: 600, totalPrice: 1000, itemCount: 2 });
    const down = await change(me, { productId, itemId, action: 'decrement' });
    expect(down.statusCode).toBe(200);
    expect(down.json().cart.items[0].quantity).toBe(1);
    expect(down.json().cart.totalPrice).toBe(500);
  });

  it('never goes below 1 (400)', async () => {
    const { me, productId, itemId } = await cartWith(10);
    const res = await change(me, { productId, itemId, action: 'decrement' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: CART_MESSAGES.minimumQuantity });
    expect(await quantityOf(me, itemId)).toBe(1);
  });

  it('never goes above the stock (409 with the count left)', async () => {
    const { me, productId, itemId } = await cartWith(2, 2);
    const res = await change(me, { productId, itemId, action: 'increment' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: stockLimitMessage(2) });
    expect(await quantityOf(me, itemId)).toBe(2);
  });

  it('twenty increments at once never pass the stock', async () => {
    const { me, productId, itemId } = await cartWith(5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => change(me, { productId, itemId, action: 'increment' })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(4);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(16);
    for (const r of refused) expect(r.json().message).toBe(stockLimitMessage(5));
    expect(await quantityOf(me, itemId)).toBe(5);
  });

  it("answers 404 for another shopper's item and leaves it alone", async () => {
    const { me, productId, itemId } = await cartWith(10);
    const stranger = await shopper(t);
    for (const action of ['increment', 'decrement'] as const) {
      const res = await change(stranger, { productId, itemId, action });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: CART_MESSAGES.itemUnknown });
    }
    expect(await quantityOf(me, itemId)).toBe(1);
  });

  it('answers 404 when the product id does not match the item, or the item does not exist', async () => {
    const { me, itemId } = await cartWith(10);
    const wrongProduct = await change(me, { productId: t.fx.ids.frock, itemId, action: 'increment' });
    expect(wrongProduct.statusCode).toBe(404);
    const unknown = await change(me, {
      productId: t.fx.ids.frock,
      itemId: '00000000-0000-4000-8000-000000000000',
      action: 'decrement',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CART_MESSAGES.itemUnknown);
  });

  it("refuses a userId that is not the token's (403)", async () => {
    const { me, productId, itemId } = await cartWith(10);
    const res = await call(t, 'PATCH', '/user/cart/update/quantity', me, {
      userId: (await shopper(t)).userId,
      productId,
      itemId,
      action: 'increment',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CART_MESSAGES.notYourCart);
    expect(await quantityOf(me, itemId)).toBe(1);
  });

  it('refuses unknown actions and unknown fields (400)', async () => {
    const { me, productId, itemId } = await cartWith(10);
    expect((await change(me, { productId, itemId, action: 'double' })).statusCode).toBe(400);
    expect((await change(me, { productId, itemId, action: 'increment', quantity: 9 })).statusCode).toBe(400);
    expect((await change(me, { productId, itemId, action: 'increment', price: 1 })).statusCode).toBe(400);
    expect(await quantityOf(me, itemId)).toBe(1);
  });
});

describe('DELETE /api/user/cart/remove/product', () => {
  it('removes the line and answers the cart with the removed message', async () => {
    const { me, itemId } = await cartWith(10, 3);
    const res = await remove(me, { itemId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: CART_MESSAGES.removed,
      cart: expect.objectContaining({ items: [], subtotal: 0, discount: 0, totalPrice: 0, itemCount: 0 }),
    });
    // The cart itself stays (its id is still the shopper's).
    expect(res.json().cart._id).toEqual(expect.any(String));
    const again = await remove(me, { itemId });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(CART_MESSAGES.itemUnknown);
  });

  it("answers 404 for another shopper's item and 403 for another shopper's userId", async () => {
    const { me, itemId } = await cartWith(10);
    const stranger = await shopper(t);
    const notTheirs = await remove(stranger, { itemId });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe(CART_MESSAGES.itemUnknown);
    const claimed = await call(t, 'DELETE', '/user/cart/remove/product', stranger, {
      userId: me.userId,
      itemId,
    });
    expect(claimed.statusCode).toBe(403);
    expect(await quantityOf(me, itemId)).toBe(1);
  });

  it('refuses unknown fields (400)', async () => {
    const { me, itemId } = await cartWith(10);
    expect((await remove(me, { itemId, productId: t.fx.ids.frock })).statusCode).toBe(400);
    expect(await quantityOf(me, itemId)).toBe(1);
  });
});
