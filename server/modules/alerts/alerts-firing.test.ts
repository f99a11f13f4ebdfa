import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../../contract/admin-products.ts';
import { STOCK_SHEET_HEADER } from '../../../contract/admin-stock.ts';
import { ALERT_MESSAGES, backInStockText, priceDropText } from '../../../contract/alerts.ts';
import { isStorefrontRoute } from '../../../contract/routes.ts';
import { outboxMessages, productOffers, variantSizes } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  bearer,
  call,
  cancelOrder,
  createKit,
  insertTestProduct,
  placedOrder,
  type ShopKit,
  type Shopper,
  type StaffMember,
  signedInShopper,
  staffMember,
  type TestProduct,
} from '../../test/kit.ts';
import { OFFER_WINDOWS_QUEUE } from '../catalog/index.ts';
import { createAlertMessages, createAlertService } from './index.ts';

// Alerts firing: a console stock change, an order cancelled, a console price change and an offer
// starting each tell the shoppers whose alert now holds, once (in-app with a link to the product, and
// by SMS and email after the commit), and leave the others waiting.

let t: ShopKit;
let manager: StaffMember;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  manager = await staffMember(t, 'manager');
});

afterAll(async () => {
  await t.cleanup();
});

interface Customer {
  who: Shopper;
  phone: string;
  email: string | null;
}

async function customer(fields: { email?: string | null } = {}): Promise<Customer> {
  const { user, token } = await signedInShopper(t, fields);
  return { who: { userId: user.id, token }, phone: user.phone!, email: user.email };
}

const ask = async (c: Customer, body: object) => {
  const res = await call(t, 'POST', '/user/alerts', c.who, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().alert as { _id: string };
};
const waiting = async (c: Customer) =>
  (await call(t, 'GET', '/user/alerts', c.who)).json().alerts as { _id: string }[];

interface Notice {
  title: string;
  message: string;
  link: string | null;
  notificationType: string;
}
const notices = async (c: Customer, title: string) => {
  const res = await call(t, 'GET', '/user/notification/view', c.who);
  return (res.json().notifications as Notice[]).filter((n) => n.title === title);
};

/** What reached the outbox for the customer, after the send queue ran. */
async function sent(c: Customer) {
  await t.app.sendQueue.drain();
  const to = [c.phone, c.email].filter((a): a is string => a !== null);
  return t.database.db
    .select()
    .from(outboxMessages)
    .where(inArray(outboxMessages.to, to))
    .orderBy(asc(outboxMessages.seq));
}

function importStock(rows: (string | number)[][]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/stock/import',
    headers: { 'content-type': 'text/csv', ...bearer(manager.token) },
    payload: [STOCK_SHEET_HEADER, ...rows.map((row) => row.join(','))].join('\n'),
  });
}

/** Saves the product in the console with each colour changed by `change`. */
async function saveVariants(product: TestProduct, change: (v: AdminProduct['variants'][number]) => object) {
  const open = (await call(t, 'GET', `/admin/products/${product.productId}`, manager)).json()
    .product as AdminProduct;
  const res = await call(t, 'PATCH', `/admin/products/${product.productId}`, manager, {
    version: open.version,
    variants: open.variants.map((v) => ({
      _id: v._id,
      color: v.color,
      colorName: v.colorName,
      price: v.price,
      offerPrice: v.offerPrice,
      wholesalePrice: v.wholesalePrice,
      images: v.images,
      sizes: v.sizes,
      ...change(v),
    })),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('back in stock', () => {
  it('a console stock change tells those waiting for that size or colour, once, in-app, by SMS and email', async () => {
    const shelf = await insertTestProduct(
      t,
      [
        { color: '#F4A7B9', colorName: 'Rose', price: 500, mrp: 900, sizes: { '2-3Y': 0, '3-4Y': 2 } },
        { color: '#1F3A93', colorName: 'Navy', price: 500, mrp: 900, sizes: { '2-3Y': 0 } },
      ],
      { name: 'Garden Party Frock' },
    );
    const forSize = await customer();
    const noEmail = await customer({ email: null });
    const forNavy = await customer();
    const rose = { productId: shelf.productId, kind: 'back-in-stock', color: '#F4A7B9', size: '2-3Y' };
    await ask(forSize, rose);
    await ask(noEmail, rose);
    const navyAlert = await ask(forNavy, {
      productId: shelf.productId,
      kind: 'back-in-stock',
      color: '#1F3A93',
    });

    const res = await importStock([[shelf.productId, '', '#F4A7B9', '', '2-3Y', 4]]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().written).toBe(true);

    const text = backInStockText('Garden Party Frock', 'Rose', '2-3Y');
    for (const c of [forSize, noEmail]) {
      expect(await notices(c, ALERT_MESSAGES.backInStockTitle)).toEqual([
        expect.objectContaining({
          message: text,
          link: `/product/${shelf.productId}`,
          notificationType: 'updation',
        }),
      ]);
      expect(await waiting(c)).toEqual([]);
    }
    // Navy is still sold out: that shopper waits on, untold.
    expect(await notices(forNavy, ALERT_MESSAGES.backInStockTitle)).toEqual([]);
    expect((await waiting(forNavy)).map((a) => a._id)).toEqual([navyAlert._id]);

    const messages = await sent(forSize);
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const sms = messages.find((m) => m.channel === 'sms')!;
    expect(sms.template).toBe('back-in-stock');
    expect(sms.text.length).toBeLessThanOrEqual(160);
    expect(sms.text).toContain('Garden Party Frock in Rose, size 2-3Y is back in stock');
    const link = `${t.config.publicUrl}/product/${shelf.productId}`;
    expect(sms.text.endsWith(link)).toBe(true);
    expect(isStorefrontRoute(new URL(link).pathname)).toBe(true);
    const mail = messages.find((m) => m.channel === 'email')!;
    expect(mail.text).toContain(text);
    expect(mail.text).toContain(`See it: ${link}`);
    // An account without an email gets the SMS alone.
    expect((await sent(noEmail)).map((m) => m.channel)).toEqual(['sms']);

    // Restocked again (sold out and back): nobody is told twice.
    expect((await importStock([[shelf.productId, '', '#F4A7B9', '', '2-3Y', 0]])).statusCode).toBe(200);
    expect((await importStock([[shelf.productId, '', '#F4A7B9', '', '2-3Y', 6]])).statusCode).toBe(200);
    expect(await notices(forSize, ALERT_MESSAGES.backInStockTitle)).toHaveLength(1);
    expect(await sent(forSize)).toHaveLength(2);

    // Navy back: now that shopper is told, of the colour.
    await importStock([[shelf.productId, '', '#1F3A93', '', '2-3Y', 1]]);
    expect((await notices(forNavy, ALERT_MESSAGES.backInStockTitle))[0]?.message).toBe(
      backInStockText('Garden Party Frock', 'Navy', null),
    );
  });

  it('an order cancelled puts the last piece back and tells those waiting for it, once', async () => {
    const lastOne = await insertTestProduct(
      t,
      [{ color: '#7D3C98', colorName: 'Purple', price: 650, mrp: 800, sizes: { '3-4Y': 1 } }],
      { name: 'Plum Party Dress' },
    );
    const buyer = await customer();
    const orderId = await placedOrder(t, buyer.who, {
      lines: [{ product: lastOne, size: '3-4Y', quantity: 1 }],
    });
    const forSize = await customer();
    const forAnything = await customer();
    await ask(forSize, {
      productId: lastOne.productId,
      kind: 'back-in-stock',
      color: '#7D3C98',
      size: '3-4Y',
    });
    await ask(forAnything, { productId: lastOne.productId, kind: 'back-in-stock' });
    expect(await notices(forSize, ALERT_MESSAGES.backInStockTitle)).toEqual([]);

    expect((await cancelOrder(t, buyer.who, orderId)).statusCode).toBe(200);
    expect((await notices(forSize, ALERT_MESSAGES.backInStockTitle)).map((n) => n.message)).toEqual([
      backInStockText('Plum Party Dress', 'Purple', '3-4Y'),
    ]);
    expect((await notices(forAnything, ALERT_MESSAGES.backInStockTitle)).map((n) => n.message)).toEqual([
      backInStockText('Plum Party Dress', null, null),
    ]);
    expect((await sent(forAnything)).filter((m) => m.template === 'back-in-stock')).toHaveLength(1);
    // The buyer never asked and is not told.
    expect(await notices(buyer, ALERT_MESSAGES.backInStockTitle)).toEqual([]);
  });
});

describe('price drop', () => {
  it('a console price change below the price asked at tells the shopper; a rise does not', async () => {
    const priced = await insertTestProduct(
      t,
      [{ color: '#117A65', colorName: 'Green', price: 500, mrp: 800, sizes: { M: 9 } }],
      { name: 'Leafy Kurta Set' },
    );
    const early = await customer();
    await ask(early, { productId: priced.productId, kind: 'price-drop', color: '#117A65' });

    await saveVariants(priced, () => ({ price: 450 }));
    const told = await notices(early, ALERT_MESSAGES.priceDropTitle);
    expect(told).toEqual([
      expect.objectContaining({
        message: priceDropText('Leafy Kurta Set', '450', '500'),
        link: `/product/${priced.productId}`,
        notificationType: 'offerOnProduct',
      }),
    ]);
    expect(told[0]?.message).toBe('Leafy Kurta Set is now ₹450 (was ₹500).');
    const sms = (await sent(early)).find((m) => m.channel === 'sms')!;
    expect(sms.template).toBe('price-drop');
    expect(sms.text).toContain('Leafy Kurta Set is now Rs 450 (was Rs 500)');
    expect(sms.text.length).toBeLessThanOrEqual(160);

    // Asked at ₹450; the price rises to ₹480: nothing, the alert waits.
    const late = await customer();
    await ask(late, { productId: priced.productId, kind: 'price-drop', color: 'Green' });
    await saveVariants(priced, () => ({ price: 480 }));
    expect(await notices(late, ALERT_MESSAGES.priceDropTitle)).toEqual([]);
    expect(await waiting(late)).toHaveLength(1);
    // The first shopper's alert was taken: the later changes told them nothing more.
    expect(await notices(early, ALERT_MESSAGES.priceDropTitle)).toHaveLength(1);
  });

  it('an offer starting (the scheduled sweep) tells the shopper of the offer price', async () => {
    const sale = await insertTestProduct(
      t,
      [{ color: '#E67E22', colorName: 'Orange', price: 400, offerPrice: 300, mrp: 600, sizes: { L: 3 } }],
      { name: 'Sunny Shorts' },
    );
    const me = await customer();
    const alert = await ask(me, { productId: sale.productId, kind: 'price-drop', color: '#E67E22' });
    expect((await waiting(me)).map((a) => a._id)).toEqual([alert._id]);

    // The offer starts now by the database's clock; nobody saved anything, the sweep notices.
    await t.database.db
      .insert(productOffers)
      .values({ productId: sale.productId, title: 'Summer', discountPercent: 25 });
    await t.app.platform.jobs.send(OFFER_WINDOWS_QUEUE, {});
    await t.app.platform.jobs.drain();

    expect((await notices(me, ALERT_MESSAGES.priceDropTitle)).map((n) => n.message)).toEqual([
      priceDropText('Sunny Shorts', '300', '400'),
    ]);
    expect(await waiting(me)).toEqual([]);
    expect((await sent(me)).map((m) => m.channel).sort()).toEqual(['email', 'sms']);
  });
});

describe('a change that rolls back', () => {
  it('tells nobody: no notification, no SMS or email, and the alert still waits', async () => {
    const product = await insertTestProduct(t, [
      { color: '#2E86C1', colorName: 'Blue', price: 300, mrp: 400, sizes: { S: 0 } },
    ]);
    const me = await customer();
    await ask(me, { productId: product.productId, kind: 'back-in-stock' });
    // The shop's own service on the app's database and send queue.
    const db = t.database.db;
    const alerts = createAlertService({
      db,
      clock: () => t.clock.now,
      messages: createAlertMessages({ config: t.config, sendQueue: t.app.sendQueue }),
    });
    const change = inTransaction(db, async (tx) => {
      await tx
        .update(variantSizes)
        .set({ stock: 3 })
        .where(eq(variantSizes.variantId, product.variantIds[0]!));
      expect(await alerts.tellWaitingShoppers(tx, [product.productId], t.clock.now)).toBe(1);
      throw new Error('the change failed after the alert was taken');
    });
    await expect(change).rejects.toThrow('the change failed');
    expect(await sent(me)).toEqual([]);
    expect(await notices(me, ALERT_MESSAGES.backInStockTitle)).toEqual([]);
    expect(await waiting(me)).toHaveLength(1);
  });
});
