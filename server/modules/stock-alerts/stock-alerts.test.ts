import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backInStockMessage, STOCK_ALERT_MESSAGES } from '../../../contract/stock-alert.ts';
import {
  call,
  cancelOrder,
  createKit,
  insertTestProduct,
  placedOrder,
  type ShopKit,
  type Shopper,
  shopper,
  type TestProduct,
} from '../../test/kit.ts';

// "Tell me when it's back": waiting for a sold-out product, and one notification when a cancelled order
// puts it back on the shelf.

let t: ShopKit;
let lastOne: TestProduct;
let plenty: TestProduct;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  lastOne = await insertTestProduct(
    t,
    [{ color: '#7D3C98', colorName: 'Purple', price: 650, mrp: 800, sizes: { '3-4Y': 1 } }],
    { name: 'Plum Party Dress' },
  );
  plenty = await insertTestProduct(t, [
    { color: '#117A65', colorName: 'Green', price: 450, mrp: 500, sizes: { '3-4Y': 9 } },
  ]);
});

afterAll(async () => {
  await t.cleanup();
});

const path = (product: TestProduct) => `/user/product/notify/${product.productId}`;
const backNotices = async (who: Shopper) => {
  const res = await call(t, 'GET', '/user/notification/view', who);
  return (res.json().notifications as { title: string; message: string }[]).filter(
    (n) => n.title === STOCK_ALERT_MESSAGES.notificationTitle,
  );
};

describe('tell me when it is back', () => {
  it('lets a shopper wait for a sold-out product, tells them once when a cancellation restocks it', async () => {
    const buyer = await shopper(t);
    const waiting = await shopper(t);
    const orderId = await placedOrder(t, buyer, { lines: [{ product: lastOne, size: '3-4Y', quantity: 1 }] });

    expect((await call(t, 'GET', path(lastOne), waiting)).json()).toMatchObject({ subscribed: false });
    const asked = await call(t, 'POST', path(lastOne), waiting);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      success: true,
      productId: lastOne.productId,
      subscribed: true,
      message: STOCK_ALERT_MESSAGES.subscribed,
    });
    // Asking twice changes nothing.
    expect((await call(t, 'POST', path(lastOne), waiting)).statusCode).toBe(200);
    expect((await call(t, 'GET', path(lastOne), waiting)).json()).toMatchObject({ subscribed: true });
    expect(await backNotices(waiting)).toEqual([]);

    expect((await cancelOrder(t, buyer, orderId)).statusCode).toBe(200);
    const notices = await backNotices(waiting);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toBe(backInStockMessage('Plum Party Dress'));
    // The wait is over, and the buyer (who never asked) is not told.
    expect((await call(t, 'GET', path(lastOne), waiting)).json()).toMatchObject({ subscribed: false });
    expect(await backNotices(buyer)).toEqual([]);
  });

  it('refuses to wait for a product in stock (it can be ordered now) and an unknown one', async () => {
    const me = await shopper(t);
    const inStock = await call(t, 'POST', path(plenty), me);
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json()).toMatchObject({ success: false, message: STOCK_ALERT_MESSAGES.notSoldOut });
    const unknown = await call(t, 'POST', '/user/product/notify/00000000-0000-4000-8000-000000000000', me);
    expect(unknown.statusCode).toBe(404);
    const malformed = await call(t, 'POST', '/user/product/notify/not-an-id', me);
    expect(malformed.statusCode).toBe(400);
  });

  it('needs a signed-in shopper, and stopping the wait is the shopper’s own', async () => {
    expect((await call(t, 'POST', path(lastOne), null)).statusCode).toBe(401);
    const me = await shopper(t);
    const res = await call(t, 'DELETE', path(plenty), me);
    expect(res.json()).toMatchObject({ success: true, subscribed: false });
  });
});
