import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES, ALERTS_MAX } from '../../../contract/alerts.ts';
import { queryRows } from '../../db/rows.ts';
import {
  call,
  createKit,
  insertTestProduct,
  type ShopKit,
  type Shopper,
  shopper,
  type TestProduct,
} from '../../test/kit.ts';

// Asking for an alert: back in stock for a sold-out product, colour or size (never for what can be
// ordered now), a price drop for a colour at the price the product page shows, the shopper's own list,
// removing only their own, a limit per shopper, and account deletion taking the alerts along.

let t: ShopKit;
/** Rose has 1-2Y in stock and 2-3Y sold out; Navy is sold out in every size. */
let mixed: TestProduct;
let soldOut: TestProduct;
/** ₹450 with an offer price of ₹399 while an offer runs. */
let onOffer: TestProduct;
/** ₹450 with an offer price of ₹399, but no offer runs. */
let noOffer: TestProduct;

const ROSE = '#F4A7B9';
const NAVY = '#1F3A93';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  mixed = await insertTestProduct(
    t,
    [
      { color: ROSE, colorName: 'Rose', price: 500, mrp: 900, sizes: { '1-2Y': 3, '2-3Y': 0 } },
      { color: NAVY, colorName: 'Navy', price: 550, mrp: 900, sizes: { '2-3Y': 0, '3-4Y': 0 } },
    ],
    { name: 'Rose Garden Frock' },
  );
  soldOut = await insertTestProduct(t, [
    { color: '#7D3C98', colorName: 'Purple', price: 650, mrp: 800, sizes: { '3-4Y': 0 } },
  ]);
  const sale = {
    color: '#117A65',
    colorName: 'Green',
    price: 450,
    offerPrice: 399,
    mrp: 600,
    sizes: { M: 5 },
  };
  onOffer = await insertTestProduct(t, [sale], { offer: true });
  noOffer = await insertTestProduct(t, [sale]);
});

afterAll(async () => {
  await t.cleanup();
});

const ask = (who: Shopper | null, body: object) => call(t, 'POST', '/user/alerts', who, body);
const list = async (who: Shopper) => {
  const res = await call(t, 'GET', '/user/alerts', who);
  expect(res.statusCode).toBe(200);
  return res.json().alerts as { _id: string; size: string | null; kind: string }[];
};
const backInStock = (product: TestProduct, extra: object = {}) => ({
  productId: product.productId,
  kind: 'back-in-stock',
  ...extra,
});

describe('asking to be told when it is back', () => {
  it('takes a sold-out size of a colour that has other sizes, once however often it is asked', async () => {
    const me = await shopper(t);
    const res = await ask(me, backInStock(mixed, { color: ROSE, size: '2-3y' }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: ALERT_MESSAGES.backInStockAdded,
      alert: {
        _id: expect.any(String),
        productId: mixed.productId,
        productName: 'Rose Garden Frock',
        image: expect.stringMatching(/\.webp$/),
        color: ROSE,
        colorName: 'Rose',
        // The size as the shop names it, whatever case was sent.
        size: '2-3Y',
        kind: 'back-in-stock',
        priceAt: null,
        createdAt: t.clock.now.toISOString(),
      },
    });
    // Asked again, by the colour's name this time: the same alert.
    const again = await ask(me, backInStock(mixed, { color: 'rose', size: '2-3Y' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().alert._id).toBe(body.alert._id);
    expect(await list(me)).toEqual([body.alert]);
  });

  it('takes a colour sold out in every size, and a whole product sold out everywhere', async () => {
    const me = await shopper(t);
    expect((await ask(me, backInStock(mixed, { color: NAVY }))).statusCode).toBe(200);
    const whole = await ask(me, backInStock(soldOut));
    expect(whole.statusCode).toBe(200);
    expect(whole.json().alert).toMatchObject({ color: null, colorName: null, size: null });
    expect((await list(me)).map((a) => a.kind)).toEqual(['back-in-stock', 'back-in-stock']);
  });

  it('refuses what can be ordered now: 409 with the reason', async () => {
    const me = await shopper(t);
    const cases: [object, string][] = [
      [backInStock(mixed, { color: ROSE, size: '1-2Y' }), ALERT_MESSAGES.sizeInStock],
      [backInStock(mixed, { color: ROSE }), ALERT_MESSAGES.colourInStock],
      [backInStock(mixed), ALERT_MESSAGES.productInStock],
    ];
    for (const [body, message] of cases) {
      const res = await ask(me, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect(await list(me)).toEqual([]);
  });

  it('refuses a colour or size the product does not have, and unknown products', async () => {
    const me = await shopper(t);
    const colour = await ask(me, backInStock(mixed, { color: '#000000', size: '2-3Y' }));
    expect(colour.statusCode).toBe(400);
    expect(colour.json().message).toBe(ALERT_MESSAGES.colourUnknown);
    const size = await ask(me, backInStock(mixed, { color: NAVY, size: '9-10Y' }));
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toBe(ALERT_MESSAGES.sizeUnknown);
    const unknown = await ask(me, { productId: UNKNOWN_ID, kind: 'back-in-stock' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ALERT_MESSAGES.productUnknown);
  });

  it.each([
    ['a size without a colour', { productId: UNKNOWN_ID, kind: 'back-in-stock', size: '2-3Y' }],
    ['a price drop without a colour', { productId: UNKNOWN_ID, kind: 'price-drop' }],
    ['a price drop for a size', { productId: UNKNOWN_ID, kind: 'price-drop', color: ROSE, size: 'M' }],
    ['another kind', { productId: UNKNOWN_ID, kind: 'restock' }],
    ['a malformed product id', { productId: 'not-an-id', kind: 'back-in-stock' }],
    ['a field it does not know', { productId: UNKNOWN_ID, kind: 'back-in-stock', userId: UNKNOWN_ID }],
  ])('answers 400 to %s', async (_, body) => {
    const res = await ask(await shopper(t), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('needs a signed-in shopper', async () => {
    expect((await ask(null, backInStock(soldOut))).statusCode).toBe(401);
    expect((await call(t, 'GET', '/user/alerts', null)).statusCode).toBe(401);
  });
});

describe('asking to be told when the price drops', () => {
  it('keeps the price the product page shows: the offer price while an offer runs, else the price', async () => {
    const me = await shopper(t);
    const running = await ask(me, { productId: onOffer.productId, color: '#117a65', kind: 'price-drop' });
    expect(running.statusCode, running.body).toBe(200);
    expect(running.json()).toMatchObject({
      message: ALERT_MESSAGES.priceDropAdded,
      alert: { kind: 'price-drop', color: '#117A65', colorName: 'Green', size: null, priceAt: 399 },
    });
    // In stock is no reason to refuse a price drop.
    const plain = await ask(me, { productId: noOffer.productId, color: 'Green', kind: 'price-drop' });
    expect(plain.json().alert.priceAt).toBe(450);
    // A back-in-stock alert and a price drop on one colour are two alerts.
    await ask(me, backInStock(mixed, { color: NAVY }));
    await ask(me, { productId: mixed.productId, color: NAVY, kind: 'price-drop' });
    expect(await list(me)).toHaveLength(4);
  });
});

describe('the shopper’s alerts', () => {
  it('removes only the shopper’s own alert: 404 for another’s, for one gone and for an unknown id', async () => {
    const me = await shopper(t);
    const other = await shopper(t);
    const { alert } = (await ask(me, backInStock(soldOut))).json();
    const theirs = await call(t, 'DELETE', `/user/alerts/${alert._id}`, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ success: false, message: ALERT_MESSAGES.notFound });
    expect(await list(me)).toHaveLength(1);

    const mine = await call(t, 'DELETE', `/user/alerts/${alert._id}`, me);
    expect(mine.json()).toEqual({ success: true, message: ALERT_MESSAGES.removed });
    expect(await list(me)).toEqual([]);
    expect((await call(t, 'DELETE', `/user/alerts/${alert._id}`, me)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', '/user/alerts/not-an-id', me)).statusCode).toBe(400);
  });

  it(`keeps at most ${ALERTS_MAX} alerts waiting per shopper, an alert asked again still answered`, async () => {
    const me = await shopper(t);
    const { alert } = (await ask(me, backInStock(soldOut))).json();
    // The rest straight into the table (sizes of a colour the shop may add one day).
    await t.database.db.execute(sql`
      INSERT INTO product_alerts (user_id, product_id, kind, color, size)
      SELECT ${me.userId}::uuid, ${soldOut.productId}::uuid, 'back-in-stock', '#7D3C98', 'S' || n
      FROM generate_series(1, ${ALERTS_MAX - 1}) AS n`);
    const full = await ask(me, backInStock(mixed, { color: NAVY }));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(ALERT_MESSAGES.tooMany);
    const again = await ask(me, backInStock(soldOut));
    expect(again.statusCode).toBe(200);
    expect(again.json().alert._id).toBe(alert._id);
    // One removed makes room for one more.
    await call(t, 'DELETE', `/user/alerts/${alert._id}`, me);
    expect((await ask(me, backInStock(mixed, { color: NAVY }))).statusCode).toBe(200);
  });

  it('go with the account when it is deleted', async () => {
    const me = await shopper(t);
    await ask(me, backInStock(soldOut));
    await ask(me, { productId: noOffer.productId, color: 'Green', kind: 'price-drop' });
    expect((await call(t, 'DELETE', '/user/profile/delete', me)).statusCode).toBe(200);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM product_alerts WHERE user_id = ${me.userId}::uuid`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
