import { describe, expect, it } from 'vitest';
import { addressListResponse } from '../../../contract/address.ts';
import { checkoutCouponsResponse, checkoutResponse } from '../../../contract/checkout.ts';
import { deliveryEstimateResponse } from '../../../contract/delivery.ts';
import { orderCreatedResponse, orderResponse } from '../../../contract/order.ts';
import {
  home,
  LOOM10,
  makeCheckout,
  makeItem,
  makePlacedOrder,
  noDeliveryAnswer,
  promiseAnswer,
  romper,
  WELCOME,
} from './test-fixtures.ts';

// What these tests fake is what the server answers with: the contract's answer schemas take the
// builders' output whole (nothing missing, nothing the schema would drop).

const same = (schema: { parse: (value: unknown) => unknown }, answer: unknown) =>
  expect(schema.parse(answer)).toEqual(answer);

describe('checkout test data', () => {
  it('is a checkout answer: plain, with a coupon and coins, with unavailable lines, placed', () => {
    const checkouts = [
      makeCheckout(),
      makeCheckout({
        coupon: { code: WELCOME.code, description: WELCOME.description, discount: WELCOME.discount },
        ReducedDiscount: WELCOME.discount,
        coinsApplied: 40,
        coinDiscount: 40,
        pendingCoins: 28,
      }),
      makeCheckout({ items: [makeItem({ available: false, codAvailable: false, stock: 0 }), romper] }),
      makeCheckout({ orderId: 'order-1' }),
    ];
    for (const checkout of checkouts) same(checkoutResponse, { success: true, message: 'ok', checkout });
  });

  it('keeps the totals the server would work out', () => {
    const checkout = makeCheckout();
    expect(checkout.subtotal).toBe(1599);
    expect(checkout.deliveryCharge).toBe(0);
    expect(checkout.finalTotal).toBe(1599);
    const small = makeCheckout({ items: [makeItem({ price: 399, lineTotal: 399, mrp: null })] });
    expect(small.finalTotal).toBe(448);
  });

  it('is a coupon list answer', () => {
    same(checkoutCouponsResponse, { success: true, coupons: [WELCOME, LOOM10] });
  });

  it('is an order answer, placed and viewed', () => {
    same(orderCreatedResponse, {
      success: true,
      message: 'Order placed successfully!',
      order: makePlacedOrder(),
      coinsEarned: 15,
    });
    same(orderResponse, { success: true, order: makePlacedOrder({ _id: 'order-9' }) });
  });

  it('is a delivery estimate answer, served or not', () => {
    same(deliveryEstimateResponse, promiseAnswer('560001'));
    same(deliveryEstimateResponse, noDeliveryAnswer('737101'));
  });

  it('is an address list answer', () => {
    same(addressListResponse, { success: true, data: [home] });
  });
});
