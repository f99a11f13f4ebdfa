import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutItems, checkouts } from '../../db/schema/index.ts';
import { call, createKit, type ShopKit, shopper } from '../../test/kit.ts';
import { teeCheckout } from './test-support.ts';

let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
});

afterAll(async () => {
  await t.cleanup();
});

describe('deleting the account', () => {
  it("deletes the shopper's checkouts and their lines, and leaves other shoppers' alone", async () => {
    const me = await shopper(t);
    const other = await shopper(t);
    const mine = [await teeCheckout(t, me), await teeCheckout(t, me, 2)];
    const theirs = await teeCheckout(t, other);
    expect((await call(t, 'DELETE', '/user/profile/delete', me)).statusCode).toBe(200);

    const db = t.database.db;
    expect(await db.select().from(checkouts).where(eq(checkouts.userId, me.userId))).toEqual([]);
    const ids = mine.map((c) => c._id);
    expect(await db.select().from(checkoutItems).where(inArray(checkoutItems.checkoutId, ids))).toEqual([]);
    expect(await db.select().from(checkouts).where(eq(checkouts.userId, other.userId))).toHaveLength(1);
    expect(
      await db.select().from(checkoutItems).where(eq(checkoutItems.checkoutId, theirs._id)),
    ).toHaveLength(1);
  });
});
