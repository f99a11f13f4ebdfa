import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '../../../contract/cart.ts';
import { buildApp } from '../../app.ts';
import { cartItems, productVariants } from '../../db/schema/index.ts';
import {
  bearer,
  call,
  createKit,
  insertTestProduct,
  type ShopKit,
  type Shopper,
  shopper,
  type TestVariant,
} from '../../test/kit.ts';
import { createCartViewCache } from './view-cache.ts';

// Cart views kept in memory: the lines are never older than the last change to them, made by any
// instance or straight in the database; catalogue figures may lag by the cache time, never more, and
// not at all once a catalogue change is announced. A long cache time here, so only the shop clock
// decides when a kept view runs out.

const CACHE_MS = 60_000;
let t: ShopKit;
/** A second instance on the same database, with its own memory, as another server process. */
let other: FastifyInstance;

beforeAll(async () => {
  t = await createKit({ catalogue: true, env: { CART_VIEW_CACHE_MS: String(CACHE_MS) } });
  other = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    clock: () => t.clock.now,
  });
});

afterAll(async () => {
  await other.close();
  await t.cleanup();
});

const PINK: TestVariant = {
  color: '#FFC0CB',
  colorName: 'Candy Pink',
  price: 700,
  mrp: 1000,
  sizes: { '2-3Y': 10 },
};

async function view(who: Shopper, app: FastifyInstance = t.app): Promise<Cart> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/user/cart/view/${who.userId}`,
    headers: bearer(who.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().cart;
}

/** A shopper with 2 × Candy Pink 2-3Y of a fresh product, viewed once (so the view is kept). */
async function keptCart() {
  const me = await shopper(t);
  const product = await insertTestProduct(t, [PINK]);
  for (let i = 0; i < 2; i++) {
    const res = await call(t, 'POST', '/user/cart/add', me, {
      userId: me.userId,
      productId: product.productId,
      color: PINK.color,
      size: '2-3Y',
    });
    expect(res.statusCode).toBe(200);
  }
  const cart = await view(me);
  expect(cart.items).toHaveLength(1);
  const line = cart.items[0] as CartItem;
  expect(line).toMatchObject({ quantity: 2, price: 700, lineTotal: 1400 });
  return { me, product, line };
}

async function setPrice(variantId: string, rupees: number) {
  await t.database.db
    .update(productVariants)
    .set({ price: rupees * 100 })
    .where(eq(productVariants.id, variantId));
}

describe('the lines are never older than their last change', () => {
  it('a change made straight in the database shows on the next view', async () => {
    const { me, line } = await keptCart();
    await t.database.db.update(cartItems).set({ quantity: 5 }).where(eq(cartItems.id, line._id));
    expect((await view(me)).items[0]).toMatchObject({ quantity: 5, lineTotal: 3500 });
    await t.database.db.delete(cartItems).where(eq(cartItems.id, line._id));
    expect(await view(me)).toMatchObject({ items: [], totalPrice: 0, itemCount: 0 });
  });

  it('a change made through another instance shows at once on this one, and back', async () => {
    const { me, product, line } = await keptCart();
    expect((await view(me, other)).items[0]).toMatchObject({ quantity: 2 });
    const add = await other.inject({
      method: 'POST',
      url: '/api/user/cart/add',
      headers: bearer(me.token),
      payload: { userId: me.userId, productId: product.productId, color: PINK.color, size: '2-3Y' },
    });
    expect(add.statusCode).toBe(200);
    expect((await view(me)).items[0]).toMatchObject({ quantity: 3, lineTotal: 2100 });
    const remove = await call(t, 'DELETE', '/user/cart/remove/product', me, {
      userId: me.userId,
      itemId: line._id,
    });
    expect(remove.statusCode).toBe(200);
    expect((await view(me, other)).items).toEqual([]);
  });

  it('every insert, update and delete of a line raises its cart revision once', async () => {
    const { me, line } = await keptCart();
    const revision = async () => {
      const rows = await t.database.db.execute(
        sql`SELECT revision FROM carts WHERE user_id = ${me.userId}::uuid`,
      );
      return Number((rows as unknown as { rows: { revision: string | number }[] }).rows[0]?.revision);
    };
    // Two adds made the line (insert, then update).
    expect(await revision()).toBe(2);
    await t.database.db.update(cartItems).set({ quantity: 4 }).where(eq(cartItems.id, line._id));
    expect(await revision()).toBe(3);
    await t.database.db.delete(cartItems).where(eq(cartItems.id, line._id));
    expect(await revision()).toBe(4);
  });
});

describe('catalogue figures lag by the cache time at most', () => {
  it('a price changed behind the shop shows once the kept view is as old as the cache time', async () => {
    const { me, product } = await keptCart();
    const start = t.clock.now;
    try {
      await setPrice(product.variantIds[0]!, 650);
      expect((await view(me)).items[0]).toMatchObject({ price: 700 });
      t.clock.now = new Date(start.getTime() + CACHE_MS - 1);
      expect((await view(me)).items[0]).toMatchObject({ price: 700 });
      t.clock.now = new Date(start.getTime() + CACHE_MS);
      expect((await view(me)).items[0]).toMatchObject({ price: 650, lineTotal: 1300 });
    } finally {
      t.clock.now = start;
    }
  });

  it('a view is not used when the shop clock went back', async () => {
    const { me, product } = await keptCart();
    const start = t.clock.now;
    try {
      await setPrice(product.variantIds[0]!, 640);
      t.clock.now = new Date(start.getTime() - 1);
      expect((await view(me)).items[0]).toMatchObject({ price: 640 });
    } finally {
      t.clock.now = start;
    }
  });

  it('an announced catalogue change counts at once', async () => {
    const { me, product } = await keptCart();
    await setPrice(product.variantIds[0]!, 610);
    expect((await view(me)).items[0]).toMatchObject({ price: 700 });
    t.app.catalog.invalidateCaches();
    expect((await view(me)).items[0]).toMatchObject({ price: 610, lineTotal: 1220 });
  });
});

describe('createCartViewCache', () => {
  const cart = (id: string): Cart => ({
    _id: id,
    items: [],
    subtotal: 0,
    discount: 0,
    totalPrice: 0,
    itemCount: 0,
    freeDeliveryFrom: 499,
    deliveryFee: 49,
  });
  const clock = { now: new Date('2026-03-02T10:00:00Z') };

  it('answers only for the same cart at the same revision', () => {
    const views = createCartViewCache({ ttlMs: 1000, clock: () => clock.now });
    views.put('u1', { cartId: 'c1', revision: 3 }, cart('c1'), views.epoch());
    expect(views.get('u1', { cartId: 'c1', revision: 4 })).toBeUndefined();
    // A miss forgets the view: it is not used again even at its own revision.
    expect(views.get('u1', { cartId: 'c1', revision: 3 })).toBeUndefined();
    views.put('u1', { cartId: 'c1', revision: 3 }, cart('c1'), views.epoch());
    expect(views.get('u1', { cartId: 'c2', revision: 3 })).toBeUndefined();
    views.put('u1', { cartId: 'c1', revision: 3 }, cart('c1'), views.epoch());
    expect(views.get('u2', { cartId: 'c1', revision: 3 })).toBeUndefined();
    expect(views.get('u1', { cartId: 'c1', revision: 3 })).toEqual(cart('c1'));
  });

  it('keeps nothing with a cache time of 0, and drops everything on clear', () => {
    const off = createCartViewCache({ ttlMs: 0, clock: () => clock.now });
    off.put('u1', { cartId: 'c1', revision: 1 }, cart('c1'), off.epoch());
    expect(off.get('u1', { cartId: 'c1', revision: 1 })).toBeUndefined();
    const on = createCartViewCache({ ttlMs: 1000, clock: () => clock.now });
    on.put('u1', { cartId: 'c1', revision: 1 }, cart('c1'), on.epoch());
    on.clear();
    expect(on.get('u1', { cartId: 'c1', revision: 1 })).toBeUndefined();
  });

  it('does not keep a view whose reads began before a catalogue change', () => {
    const views = createCartViewCache({ ttlMs: 1000, clock: () => clock.now });
    const before = views.epoch();
    // The catalogue changes while the view is being read.
    views.clear();
    views.put('u1', { cartId: 'c1', revision: 1 }, cart('c1'), before);
    expect(views.get('u1', { cartId: 'c1', revision: 1 })).toBeUndefined();
    views.put('u1', { cartId: 'c1', revision: 1 }, cart('c1'), views.epoch());
    expect(views.get('u1', { cartId: 'c1', revision: 1 })).toEqual(cart('c1'));
  });

  it('drops the oldest shoppers beyond its size', () => {
    const views = createCartViewCache({ ttlMs: 1000, clock: () => clock.now, maxViews: 2 });
    views.put('u1', { cartId: 'c1', revision: 1 }, cart('c1'), views.epoch());
    views.put('u2', { cartId: 'c2', revision: 1 }, cart('c2'), views.epoch());
    views.put('u3', { cartId: 'c3', revision: 1 }, cart('c3'), views.epoch());
    expect(views.get('u1', { cartId: 'c1', revision: 1 })).toBeUndefined();
    expect(views.get('u2', { cartId: 'c2', revision: 1 })).toEqual(cart('c2'));
    expect(views.get('u3', { cartId: 'c3', revision: 1 })).toEqual(cart('c3'));
  });
});
