import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../../../contract/cart.ts';
import { DELIVERY_RULE_DEFAULT } from '../../../contract/checkout.ts';
import { products } from '../../db/schema/index.ts';
import {
  call,
  createKit,
  insertTestProduct,
  type ShopKit,
  type Shopper,
  shopper,
  type TestVariant,
} from '../../test/kit.ts';

// What the cart tells before the checkout does: which lines cannot be paid by cash on delivery (the
// only payment; an order holding one is refused), and the delivery rule the checkout will apply.
// Catalogue changes are made straight in the database, so views are not kept (CART_VIEW_CACHE_MS=0).

let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ catalogue: true, env: { CART_VIEW_CACHE_MS: '0' } });
});

afterAll(async () => {
  await t.cleanup();
});

const BLUE: TestVariant = { color: '#4A90D9', colorName: 'Blue', price: 450, mrp: 600, sizes: { '2-3Y': 5 } };

const view = async (who: Shopper) => {
  const res = await call(t, 'GET', `/user/cart/view/${who.userId}`, who);
  expect(res.statusCode).toBe(200);
  return res.json().cart;
};

const add = async (who: Shopper, productId: string) => {
  const res = await call(t, 'POST', '/user/cart/add', who, {
    userId: who.userId,
    productId,
    color: BLUE.color,
    size: '2-3Y',
  });
  expect(res.statusCode).toBe(200);
  return res.json().cart;
};

/** Cash on delivery switched off or on for a product, as the shop does after shoppers added it. */
const setCod = (productId: string, codAvailable: boolean) =>
  t.database.db.update(products).set({ codAvailable }).where(eq(products.id, productId));

describe('cash on delivery per line', () => {
  it('marks the lines of products that can no longer be paid by cash on delivery', async () => {
    const me = await shopper(t);
    const payable = await insertTestProduct(t, [BLUE]);
    const notPayable = await insertTestProduct(t, [BLUE]);
    await add(me, payable.productId);
    await add(me, notPayable.productId);
    await setCod(notPayable.productId, false);
    const cart = await view(me);
    const codOf = (id: string) => cart.items.find((i: CartItem) => i.productId._id === id)?.codAvailable;
    expect(codOf(payable.productId)).toBe(true);
    expect(codOf(notPayable.productId)).toBe(false);
    // Still priced and counted: the shopper decides (remove it, move it, or wait for the shop).
    expect(cart).toMatchObject({ totalPrice: 900, itemCount: 2 });
  });

  it('follows the catalogue when the shop switches cash on delivery back on', async () => {
    const me = await shopper(t);
    const product = await insertTestProduct(t, [BLUE]);
    await add(me, product.productId);
    await setCod(product.productId, false);
    expect((await view(me)).items[0]).toMatchObject({ available: true, codAvailable: false });
    await setCod(product.productId, true);
    expect((await view(me)).items[0]).toMatchObject({ codAvailable: true });
  });

  it('says nothing against cash on delivery for a line whose product is gone (it is unavailable)', async () => {
    const me = await shopper(t);
    const product = await insertTestProduct(t, [BLUE]);
    await add(me, product.productId);
    await t.database.db.delete(products).where(eq(products.id, product.productId));
    expect((await view(me)).items[0]).toMatchObject({ available: false, codAvailable: true });
  });
});

describe('the delivery rule', () => {
  it("comes with every cart, the shop's defaults unless configured", async () => {
    const me = await shopper(t);
    const rule = {
      freeDeliveryFrom: DELIVERY_RULE_DEFAULT.freeFromRupees,
      deliveryFee: DELIVERY_RULE_DEFAULT.chargeRupees,
    };
    // No cart yet, then a cart.
    expect(await view(me)).toMatchObject({ _id: null, ...rule });
    expect(await add(me, (await insertTestProduct(t, [BLUE])).productId)).toMatchObject(rule);
  });

  it('is the configured one (FREE_DELIVERY_FROM, DELIVERY_CHARGE), as the checkout applies it', async () => {
    const other = await createKit({
      catalogue: true,
      env: { FREE_DELIVERY_FROM: '999.5', DELIVERY_CHARGE: '60' },
    });
    try {
      const me = await shopper(other);
      const res = await call(other, 'GET', `/user/cart/view/${me.userId}`, me);
      expect(res.json().cart).toMatchObject({ freeDeliveryFrom: 999.5, deliveryFee: 60 });
    } finally {
      await other.cleanup();
    }
  });
});
