import { describe, expect, it } from 'vitest';
import { orderChangedResponse, orderListResponse, orderResponse } from '../../../contract/order.ts';
import { makeLine, makeOrder, romperLine } from './test-fixtures.ts';

// The orders these tests fake are the orders the server answers with: each builder's output passes
// the contract's answer schema whole (nothing missing, nothing the schema would drop).

describe('order test data', () => {
  const delivered = makeOrder({
    _id: 'b0000000-0000-4000-8000-000000000001',
    status: 'Delivered',
    canCancel: false,
    canReturn: true,
    deliveredAt: '2026-11-24T09:00:00.000Z',
  });

  it('is an order view answer', () => {
    for (const order of [makeOrder(), delivered]) {
      const answer = { success: true, order };
      expect(orderResponse.parse(answer)).toEqual(answer);
    }
  });

  it('is an order list answer', () => {
    const answer = {
      success: true,
      orders: [makeOrder(), delivered],
      page: 1,
      limit: 10,
      total: 2,
      totalPages: 1,
    };
    expect(orderListResponse.parse(answer)).toEqual(answer);
  });

  it('is a cancel answer, with lines of any shape the builders make', () => {
    const order = makeOrder({
      status: 'Cancelled',
      canCancel: false,
      cancellationOrReturnReason: 'Changed my mind',
      products: [makeLine({ quantity: 3, itemTotal: 3897 }), romperLine],
    });
    const answer = { success: true, message: 'Your order has been cancelled.', order };
    expect(orderChangedResponse.parse(answer)).toEqual(answer);
  });
});
