import type { AdminCoupon, AdminCouponDetailResponse } from '../../../../contract/admin-coupons.ts';

// Coupons as the console's coupon endpoints answer them (CouponsPage.test.tsx parses each with the
// contract's schema).

export const COUPON_ID = '00000000-0000-4000-8000-0000000000c1';
export const ORDER_ID = '00000000-0000-4000-8000-0000000000d1';

export function couponRow(overrides: Partial<AdminCoupon> = {}): AdminCoupon {
  return {
    _id: COUPON_ID,
    code: 'LOOM10',
    description: '10% off up to ₹150 on orders of ₹299 or more',
    kind: 'percent',
    value: 10,
    maxDiscount: 150,
    minOrder: 299,
    // 1 Nov 2026, 10:00 am to 31 Dec 2026, 11:30 pm, India time.
    startsAt: '2026-11-01T04:30:00.000Z',
    endsAt: '2026-12-31T18:00:00.000Z',
    usageLimit: 100,
    usedCount: 0,
    perUserLimit: 2,
    firstOrderOnly: false,
    paused: false,
    state: 'running',
    codeLocked: false,
    createdAt: '2026-10-30T05:00:00.000Z',
    ...overrides,
  };
}

export const couponList = (coupons: AdminCoupon[] = [couponRow()], total = coupons.length, page = 1) => ({
  coupons,
  total,
  page,
  limit: 25,
});

export function couponDetail(
  coupon: AdminCoupon = couponRow({ usedCount: 3, codeLocked: true }),
  page = 1,
): Omit<AdminCouponDetailResponse, 'success'> {
  return {
    coupon,
    usage: { orders: 3, shoppers: 2, discountGiven: 320, remaining: 97 },
    redemptions: [
      {
        orderId: ORDER_ID,
        orderNumber: 'LL-2026-000123',
        phone: 'XXXXXX3210',
        discount: 150,
        at: '2026-11-20T05:30:00.000Z',
      },
    ],
    total: 23,
    page,
    limit: 20,
  };
}
