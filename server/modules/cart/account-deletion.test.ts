import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, cartItems, carts, wishlistItems } from '../../db/schema/index.ts';
import { call, createKit, type ShopKit, shopper } from '../../test/kit.ts';

let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
});

afterAll(async () => {
  await t.cleanup();
});

describe('deleting the account', () => {
  it("empties the shopper's wishlist, cart and addresses, and leaves other shoppers' alone", async () => {
    const me = await shopper(t);
    const other = await shopper(t);
    for (const who of [me, other]) {
      expect(
        (await call(t, 'POST', '/user/wishlist/add', who, { productId: t.fx.ids.frock })).statusCode,
      ).toBe(200);
      const added = await call(t, 'POST', '/user/cart/add', who, {
        userId: who.userId,
        productId: t.fx.ids.frock,
        quantity: 1,
        color: '#87CEEB',
        size: '2-3Y',
      });
      expect(added.statusCode).toBe(200);
      const address = await call(t, 'POST', '/user/address/add', who, {
        name: 'Asha Rao',
        number: '9876543210',
        address: '14 Jyoti Nivas College Road',
        landmark: 'Near the park',
        pincode: '560095',
        city: 'Bengaluru',
        state: 'Karnataka',
        addressType: 'home',
      });
      expect(address.statusCode).toBe(201);
    }
    expect((await call(t, 'DELETE', '/user/profile/delete', me)).statusCode).toBe(200);

    const db = t.database.db;
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, me.userId))).toEqual([]);
    expect(await db.select().from(carts).where(eq(carts.userId, me.userId))).toEqual([]);
    const [otherCart] = await db.select().from(carts).where(eq(carts.userId, other.userId));
    expect(otherCart).toBeDefined();
    expect(
      await db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, otherCart?.id ?? '')),
    ).toHaveLength(1);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, other.userId))).toHaveLength(
      1,
    );
    expect(await db.select().from(addresses).where(eq(addresses.userId, me.userId))).toEqual([]);
    expect(await db.select().from(addresses).where(eq(addresses.userId, other.userId))).toHaveLength(1);
  });
});
