import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES, type CartItem, stockLimitMessage } from '../../../contract/cart.ts';
import { productOffers, products, productVariants, variantSizes } from '../../db/schema/index.ts';
import {
  call,
  createKit,
  insertTestProduct,
  type ShopKit,
  type Shopper,
  shopper,
  type TestVariant,
} from '../../test/kit.ts';

// The cart after the catalogue changed under it: prices follow, and lines whose product, colour or
// size went away stay visible as unavailable, cost nothing and are never sold. The changes here are
// made straight in the database, as another instance or a script would, so views are not kept
// (CART_VIEW_CACHE_MS=0); view-cache.test.ts covers how long a kept view may lag the catalogue.

let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ catalogue: true, env: { CART_VIEW_CACHE_MS: '0' } });
});

afterAll(async () => {
  await t.cleanup();
});

const PINK: TestVariant = {
  color: '#FFC0CB',
  colorName: 'Candy Pink',
  price: 700,
  offerPrice: 560,
  mrp: 1000,
  sizes: { '2-3Y': 10, '3-4Y': 6 },
};
const MINT: TestVariant = { color: '#98FF98', colorName: 'Mint', price: 300, mrp: 300, sizes: { '1-2Y': 4 } };

const view = async (who: Shopper) => {
  const res = await call(t, 'GET', `/user/cart/view/${who.userId}`, who);
  expect(res.statusCode).toBe(200);
  return res.json().cart;
};

async function addLine(who: Shopper, productId: string, color: string, size: string, times = 1) {
  for (let i = 0; i < times; i++) {
    const res = await call(t, 'POST', '/user/cart/add', who, { userId: who.userId, productId, color, size });
    expect(res.statusCode).toBe(200);
  }
}

/** A shopper holding 2 × Candy Pink 2-3Y of a fresh product, and 1 × a fixture tee as a control line. */
async function setUp(options: { offer?: boolean } = {}) {
  const me = await shopper(t);
  const product = await insertTestProduct(t, [PINK, MINT], options);
  await addLine(me, product.productId, PINK.color, '2-3Y', 2);
  await addLine(me, t.fx.ids['tee-blue']!, '#1F3A93', '5-6Y');
  const lineOf = (cart: { items: CartItem[] }) =>
    cart.items.find((i) => i.productId._id === product.productId)!;
  return { me, product, lineOf };
}

const TEE = { price: 399, mrp: 599 };

describe('prices follow the catalogue', () => {
  it('a changed variant price shows at once', async () => {
    const { me, product, lineOf } = await setUp();
    expect(lineOf(await view(me))).toMatchObject({ price: 700, mrp: 1000, lineTotal: 1400 });
    await t.database.db
      .update(productVariants)
      .set({ price: 65_050, wholesalePrice: 90_000 })
      .where(eq(productVariants.id, product.variantIds[0]!));
    const cart = await view(me);
    expect(lineOf(cart)).toMatchObject({
      price: 650.5,
      mrp: 900,
      lineTotal: 1301,
      productId: { price: 650.5 },
    });
    expect(cart).toMatchObject({
      subtotal: 1800 + TEE.mrp,
      totalPrice: 1301 + TEE.price,
      discount: 1800 + TEE.mrp - (1301 + TEE.price),
    });
  });

  it('the offer price applies only while an offer runs at the shop clock', async () => {
    const { me, product, lineOf } = await setUp({ offer: true });
    expect(lineOf(await view(me))).toMatchObject({ price: 560, mrp: 1000, lineTotal: 1120 });
    const endsAt = new Date(t.clock.now.getTime() + 3_600_000);
    await t.database.db.update(productOffers).set({ endsAt }).where(eq(productOffers.id, product.offerId!));
    const before = t.clock.now;
    t.clock.now = new Date(endsAt.getTime() + 1000);
    try {
      expect(lineOf(await view(me))).toMatchObject({ price: 700, mrp: 1000, lineTotal: 1400 });
    } finally {
      t.clock.now = before;
    }
    expect(lineOf(await view(me))).toMatchObject({ price: 560 });
  });
});

describe('lines whose product went away stay, unavailable and out of the totals', () => {
  const gone = (reason: string) => ({
    available: false,
    unavailableReason: reason,
    lineTotal: 0,
    stock: 0,
    quantity: 2,
  });
  const onlyTheTee = {
    subtotal: TEE.mrp,
    totalPrice: TEE.price,
    discount: TEE.mrp - TEE.price,
    itemCount: 3,
  };

  it('a deactivated product', async () => {
    const { me, product, lineOf } = await setUp();
    await t.database.db
      .update(products)
      .set({ status: 'archived' })
      .where(eq(products.id, product.productId));
    const cart = await view(me);
    expect(lineOf(cart)).toMatchObject({ ...gone(CART_MESSAGES.unavailable), colorName: 'Candy Pink' });
    expect(cart).toMatchObject(onlyTheTee);
    // It cannot be raised; it can be lowered or removed.
    const itemId = lineOf(cart)._id;
    const up = await call(t, 'PATCH', '/user/cart/update/quantity', me, {
      userId: me.userId,
      productId: product.productId,
      itemId,
      action: 'increment',
    });
    expect(up.statusCode).toBe(409);
    expect(up.json().message).toBe(CART_MESSAGES.unavailable);
    // Back in the catalogue: back in the cart, as it was.
    await t.database.db.update(products).set({ status: 'live' }).where(eq(products.id, product.productId));
    expect(lineOf(await view(me))).toMatchObject({ available: true, quantity: 2, lineTotal: 1400 });
  });

  it('a hard-deleted product keeps its name, picture and colour from the snapshot', async () => {
    const { me, product, lineOf } = await setUp();
    const { name } = lineOf(await view(me)).productId;
    expect(name).toMatch(/^Test Romper/);
    await t.database.db.execute(sql`DELETE FROM products WHERE id = ${product.productId}::uuid`);
    const cart = await view(me);
    expect(cart.items).toHaveLength(2);
    expect(lineOf(cart)).toMatchObject({
      ...gone(CART_MESSAGES.unavailable),
      productId: { _id: product.productId, name, images: [expect.stringMatching(/\.webp$/)], price: 0 },
      color: PINK.color,
      colorName: PINK.colorName,
      size: '2-3Y',
      price: 0,
      mrp: null,
    });
    expect(cart).toMatchObject(onlyTheTee);
    // It can still be removed.
    const res = await call(t, 'DELETE', '/user/cart/remove/product', me, {
      userId: me.userId,
      itemId: lineOf(cart)._id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.items).toHaveLength(1);
  });

  it('a colour removed from the product', async () => {
    const { me, product, lineOf } = await setUp();
    await t.database.db.delete(productVariants).where(eq(productVariants.id, product.variantIds[0]!));
    const cart = await view(me);
    expect(lineOf(cart)).toMatchObject({ ...gone(CART_MESSAGES.unavailable), colorName: PINK.colorName });
    expect(cart).toMatchObject(onlyTheTee);
  });

  it('a size removed from the colour', async () => {
    const { me, product, lineOf } = await setUp();
    await t.database.db
      .delete(variantSizes)
      .where(
        sql`${variantSizes.variantId} = ${product.variantIds[0]!}::uuid AND ${variantSizes.size} = '2-3Y'`,
      );
    expect(lineOf(await view(me))).toMatchObject(gone(CART_MESSAGES.unavailable));
  });

  it('a size that sold out', async () => {
    const { me, product, lineOf } = await setUp();
    await t.database.db
      .update(variantSizes)
      .set({ stock: 0 })
      .where(
        sql`${variantSizes.variantId} = ${product.variantIds[0]!}::uuid AND ${variantSizes.size} = '2-3Y'`,
      );
    const cart = await view(me);
    expect(lineOf(cart)).toMatchObject({ ...gone(CART_MESSAGES.outOfStock), price: 700 });
    expect(cart).toMatchObject(onlyTheTee);
  });
});

describe('stock that fell below the quantity', () => {
  it('keeps the line and its quantity, shows the stock left, and refuses to raise it', async () => {
    const { me, product, lineOf } = await setUp();
    await addLine(me, product.productId, PINK.color, '2-3Y', 1);
    await t.database.db
      .update(variantSizes)
      .set({ stock: 2 })
      .where(
        sql`${variantSizes.variantId} = ${product.variantIds[0]!}::uuid AND ${variantSizes.size} = '2-3Y'`,
      );
    const cart = await view(me);
    expect(lineOf(cart)).toMatchObject({ available: true, quantity: 3, stock: 2, lineTotal: 2100 });
    const itemId = lineOf(cart)._id;
    const body = { userId: me.userId, productId: product.productId, itemId };
    const up = await call(t, 'PATCH', '/user/cart/update/quantity', me, { ...body, action: 'increment' });
    expect(up.statusCode).toBe(409);
    expect(up.json().message).toBe(stockLimitMessage(2));
    const again = await call(t, 'POST', '/user/cart/add', me, {
      userId: me.userId,
      productId: product.productId,
      color: PINK.color,
      size: '2-3Y',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(stockLimitMessage(2));
    const down = await call(t, 'PATCH', '/user/cart/update/quantity', me, { ...body, action: 'decrement' });
    expect(down.statusCode).toBe(200);
    expect(lineOf(down.json().cart)).toMatchObject({ quantity: 2, stock: 2 });
  });
});
