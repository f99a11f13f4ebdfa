import { describe, expect, it } from 'vitest';
import { makeOrder, ORDER_ID } from '../test-fixtures.ts';
import { readOrder, readOrderPage } from './read-order.ts';

describe('reading order answers', () => {
  it('keeps a full order as it is', () => {
    const order = makeOrder();
    expect(readOrder(JSON.parse(JSON.stringify(order)))).toEqual(order);
  });

  it('fills what an older answer lacks: status, number, actions by status, history', () => {
    const {
      orderNumber: _n,
      canCancel: _c,
      canReturn: _r,
      statusHistory: _h,
      status: _s,
      ...old
    } = makeOrder();
    expect(readOrder(old)).toMatchObject({
      status: 'Processing',
      orderNumber: ORDER_ID,
      canCancel: true,
      canReturn: false,
      statusHistory: [],
    });
    expect(readOrder({ ...old, status: 'Delivered' })).toMatchObject({ canCancel: false, canReturn: true });
  });

  it('refuses an answer without an id, and a list without orders', () => {
    expect(readOrder({ status: 'Processing' })).toBeNull();
    expect(readOrderPage({ success: true }, { page: 1, limit: 10 })).toBeNull();
    expect(readOrderPage({ success: true, orders: [] }, { page: 2, limit: 10 })).toEqual({
      orders: [],
      page: 2,
      limit: 10,
      total: 0,
      totalPages: 1,
    });
  });
});
