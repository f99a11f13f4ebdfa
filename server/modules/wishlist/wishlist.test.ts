import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WISHLIST_LIMIT, WISHLIST_MESSAGES } from '../../../contract/wishlist.ts';
import { products } from '../../db/schema/index.ts';
import {
  call,
  createKit,
  insertTestProduct,
  type ShopKit,
  type Shopper,
  shopper,
  signedInShopper,
} from '../../test/kit.ts';

let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
});

afterAll(async () => {
  await t.cleanup();
});

const save = (who: Shopper | null, productId: unknown) =>
  call(t, 'POST', '/user/wishlist/add', who, { productId });
const forget = (who: Shopper | null, productId: unknown) =>
  call(t, 'DELETE', '/user/wishlist/delete', who, { productId });
const list = async (who: Shopper) => {
  const res = await call(t, 'GET', '/user/wishlist/get', who);
  expect(res.statusCode).toBe(200);
  return res.json().wishlist as { _id: string; productId: { _id: string }; createdAt: string }[];
};
const ids = async (who: Shopper) => (await list(who)).map((e) => e.productId._id);

/** Runs the steps a minute apart on the shop clock, so "newest" is well defined. */
const later = () => {
  t.clock.now = new Date(t.clock.now.getTime() + 60_000);
};

describe('POST /api/user/wishlist/add', () => {
  it('saves a product and answers the saved ids; saving again changes nothing', async () => {
    const me = await shopper(t);
    const first = await save(me, t.fx.ids.frock);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({
      success: true,
      message: WISHLIST_MESSAGES.added,
      productIds: [t.fx.ids.frock],
    });
    const entry = (await list(me))[0];
    later();
    const again = await save(me, t.fx.ids.frock);
    expect(again.statusCode).toBe(200);
    expect(again.json().productIds).toEqual([t.fx.ids.frock]);
    // The same entry, with its first time.
    expect(await list(me)).toEqual([entry]);
  });

  it('refuses unknown and inactive products (404)', async () => {
    const me = await shopper(t);
    const unknown = await save(me, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: WISHLIST_MESSAGES.productUnknown });
    const { productId } = await insertTestProduct(t, [
      { color: '#111111', colorName: 'Ink', price: 100, mrp: 200, sizes: { '1-2Y': 1 } },
    ]);
    await t.database.db.update(products).set({ status: 'archived' }).where(eq(products.id, productId));
    expect((await save(me, productId)).statusCode).toBe(404);
    expect(await list(me)).toEqual([]);
  });

  it(`keeps at most ${WISHLIST_LIMIT} products: one more is refused (409), one already saved is fine`, async () => {
    const me = await shopper(t);
    const { productId: model } = await insertTestProduct(t, [
      { color: '#222222', colorName: 'Slate', price: 100, mrp: 200, sizes: { '1-2Y': 1 } },
    ]);
    await t.database.db.execute(
      sql`INSERT INTO wishlist_items (user_id, product_id, created_at)
          SELECT ${me.userId}::uuid, p.id, now() FROM (
            SELECT id FROM products WHERE id <> ${model}::uuid AND is_active LIMIT ${WISHLIST_LIMIT - 1}) p`,
    );
    const room = WISHLIST_LIMIT - (await ids(me)).length;
    // Fill what is left (the fixture may hold fewer products than the limit) with new products.
    for (let i = 1; i < room; i += 1) {
      const { productId } = await insertTestProduct(t, [
        { color: '#333333', colorName: 'Ash', price: 100, mrp: 200, sizes: { '1-2Y': 1 } },
      ]);
      expect((await save(me, productId)).statusCode).toBe(200);
    }
    expect(await ids(me)).toHaveLength(WISHLIST_LIMIT - 1);
    expect((await save(me, model)).statusCode).toBe(200);
    const { productId: extra } = await insertTestProduct(t, [
      { color: '#444444', colorName: 'Smoke', price: 100, mrp: 200, sizes: { '1-2Y': 1 } },
    ]);
    const full = await save(me, extra);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ success: false, message: WISHLIST_MESSAGES.full });
    expect((await save(me, model)).statusCode).toBe(200);
    expect(await ids(me)).toHaveLength(WISHLIST_LIMIT);
  });

  it('refuses malformed ids and unknown fields (400)', async () => {
    const me = await shopper(t);
    expect((await save(me, 'frock')).statusCode).toBe(400);
    const extra = await call(t, 'POST', '/user/wishlist/add', me, {
      productId: t.fx.ids.frock,
      userId: me.userId,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().success).toBe(false);
    expect(await list(me)).toEqual([]);
  });
});

describe('GET /api/user/wishlist/get', () => {
  it('lists product cards newest first', async () => {
    const me = await shopper(t);
    for (const key of ['party', 'frock', 'sneakers']) {
      later();
      await save(me, t.fx.ids[key]);
    }
    later();
    // Saving an already saved product does not move it.
    const resave = await save(me, t.fx.ids.party);
    expect(resave.json().productIds).toEqual([t.fx.ids.sneakers, t.fx.ids.frock, t.fx.ids.party]);
    const wishlist = await list(me);
    expect(wishlist.map((e) => e.productId._id)).toEqual([t.fx.ids.sneakers, t.fx.ids.frock, t.fx.ids.party]);
    const dates = wishlist.map((e) => Date.parse(e.createdAt));
    expect(dates[0]! > dates[1]! && dates[1]! > dates[2]!).toBe(true);
    expect(new Set(wishlist.map((e) => e._id)).size).toBe(3);
    // The card is the catalogue's: the same fields and price rule as the listing's.
    expect(wishlist[1]).toEqual({
      _id: expect.any(String),
      createdAt: expect.any(String),
      productId: expect.objectContaining({
        _id: t.fx.ids.frock,
        name: 'Floral Print Cotton Frock',
        brand: 'Tiny Threads',
        brandName: 'Tiny Threads',
        images: ['p-frock-0.webp'],
        offers: [expect.objectContaining({ title: 'Summer sale' })],
        defaultPrice: 649,
        discountPercentage: 50,
        variants: [
          expect.objectContaining({ color: '#F4A7B9', offerPrice: 649, wholesalePrice: 1299 }),
          expect.objectContaining({ color: '#87CEEB', sizes: [{ size: '2-3Y', stock: 12 }] }),
        ],
      }),
    });
  });

  it("shows only the shopper's own list", async () => {
    const me = await shopper(t);
    const other = await shopper(t);
    await save(other, t.fx.ids.sweater);
    expect(await list(me)).toEqual([]);
    expect(await ids(other)).toEqual([t.fx.ids.sweater]);
  });

  it('leaves out a product deactivated after it was saved, and shows it again when it returns', async () => {
    const me = await shopper(t);
    const { productId } = await insertTestProduct(t, [
      { color: '#222222', colorName: 'Charcoal', price: 100, mrp: 200, sizes: { '1-2Y': 1 } },
    ]);
    await save(me, t.fx.ids.frock);
    later();
    await save(me, productId);
    await t.database.db.update(products).set({ status: 'archived' }).where(eq(products.id, productId));
    expect(await ids(me)).toEqual([t.fx.ids.frock]);
    // The hearts follow too.
    expect((await save(me, t.fx.ids.frock)).json().productIds).toEqual([t.fx.ids.frock]);
    await t.database.db.update(products).set({ status: 'live' }).where(eq(products.id, productId));
    expect(await ids(me)).toEqual([productId, t.fx.ids.frock]);
  });

  it('forgets a product that was hard-deleted', async () => {
    const me = await shopper(t);
    const { productId } = await insertTestProduct(t, [
      { color: '#333333', colorName: 'Slate', price: 100, mrp: 200, sizes: { '1-2Y': 1 } },
    ]);
    await save(me, productId);
    await t.database.db.execute(sql`DELETE FROM products WHERE id = ${productId}::uuid`);
    expect(await list(me)).toEqual([]);
  });
});

describe('DELETE /api/user/wishlist/delete', () => {
  it('removes a product and answers the ids left; removing again (or never saved) changes nothing', async () => {
    const me = await shopper(t);
    await save(me, t.fx.ids.frock);
    later();
    await save(me, t.fx.ids.party);
    const res = await forget(me, t.fx.ids.frock);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: WISHLIST_MESSAGES.removed,
      productIds: [t.fx.ids.party],
    });
    const again = await forget(me, t.fx.ids.frock);
    expect(again.statusCode).toBe(200);
    expect(again.json().productIds).toEqual([t.fx.ids.party]);
    const unknown = await forget(me, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(200);
    expect(await ids(me)).toEqual([t.fx.ids.party]);
  });

  it("does not touch another shopper's list", async () => {
    const me = await shopper(t);
    const other = await shopper(t);
    await save(other, t.fx.ids.frock);
    await forget(me, t.fx.ids.frock);
    expect(await ids(other)).toEqual([t.fx.ids.frock]);
  });
});

describe('sign-in', () => {
  it.each([
    ['POST', '/user/wishlist/add'],
    ['DELETE', '/user/wishlist/delete'],
    ['GET', '/user/wishlist/get'],
  ] as const)('%s %s without a token answers 401 No token provided', async (method, url) => {
    const res = await call(
      t,
      method,
      url,
      null,
      method === 'GET' ? undefined : { productId: t.fx.ids.frock },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'No token provided' });
  });

  it('a revoked session answers 401 Login Required.', async () => {
    const { user, token, sessionId } = await signedInShopper(t);
    await t.sessions.revoke(sessionId);
    const res = await call(t, 'GET', '/user/wishlist/get', { userId: user.id, token });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Login Required.');
  });
});
