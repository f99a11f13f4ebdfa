import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponse } from '../../../contract/order.ts';
import {
  call,
  createKit,
  insertTestProduct,
  placedOrder,
  requestReturn,
  type ShopKit,
  setStatus,
  shopper,
} from '../../test/kit.ts';

// The return window is the shop's setting (RETURN_WINDOW_DAYS, the spec's 1 day by default): the
// return request, the order views' canReturn and the crediting of earned coins all follow it.

let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ catalogue: true, env: { RETURN_WINDOW_DAYS: '3' } });
});

afterAll(async () => {
  await t.cleanup();
});

const at = (iso: string) => {
  t.clock.now = new Date(iso);
};

describe('RETURN_WINDOW_DAYS=3', () => {
  it('lets a shopper ask for a return two days after delivery, and credits the coins only after three', async () => {
    const me = await shopper(t);
    const product = await insertTestProduct(t, [
      { color: '#2E8B57', colorName: 'Sea Green', price: 1200, mrp: 1500, sizes: { '4-5Y': 5 } },
    ]);
    at('2026-03-02T10:00:00.000Z');
    const kept = await placedOrder(t, me, { lines: [{ product, size: '4-5Y', quantity: 1 }] });
    const returned = await placedOrder(t, me, { lines: [{ product, size: '4-5Y', quantity: 1 }] });
    at('2026-03-04T10:00:00.000Z');
    expect((await setStatus(t, kept, 'Delivered')).statusCode).toBe(200);
    expect((await setStatus(t, returned, 'Delivered')).statusCode).toBe(200);

    // Two days later: past the spec's 1 day, inside this shop's 3.
    at('2026-03-06T10:00:00.000Z');
    const view = orderResponse.parse((await call(t, 'GET', `/user/order/view/${returned}`, me)).json()).order;
    expect(view.canReturn).toBe(true);
    expect((await requestReturn(t, me, returned)).statusCode).toBe(200);
    // The kept order's coins wait for its window to close.
    expect((await call(t, 'GET', '/user/profile/view', me)).statusCode).toBe(200);
    expect(await t.coins.balance(me.userId)).toBe(0);

    at('2026-03-07T10:00:01.000Z');
    expect((await call(t, 'GET', '/user/profile/view', me)).statusCode).toBe(200);
    expect(await t.coins.balance(me.userId)).toBe(12);
    const late = orderResponse.parse((await call(t, 'GET', `/user/order/view/${kept}`, me)).json()).order;
    expect(late.canReturn).toBe(false);
    expect((await requestReturn(t, me, kept)).statusCode).toBe(409);
  });
});
