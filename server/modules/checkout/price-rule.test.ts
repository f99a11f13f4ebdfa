import { describe, expect, it } from 'vitest';
import type { CheckoutLineRow } from './lines-repo.ts';
import {
  type CouponRow,
  coinsCovering,
  couponDiscount,
  couponRefusal,
  priceCheckout,
  priceLine,
  purchaseCoins,
} from './pricing.ts';

// The pure price rule shared by the checkout view and the order transaction. Paise throughout.

function line(overrides: Partial<CheckoutLineRow> = {}): CheckoutLineRow {
  return {
    cartId: 'c1',
    itemId: 'i1',
    productId: 'p1',
    size: '2-3Y',
    quantity: 1,
    snapshotName: 'Romper',
    snapshotImage: null,
    snapshotColor: '#fff',
    snapshotColorName: 'White',
    productName: 'Romper',
    isActive: true,
    defaultPrice: 39_900,
    variantId: 'v1',
    color: '#fff',
    colorName: 'White',
    images: ['a.webp'],
    price: 39_900,
    offerPrice: 29_900,
    wholesalePrice: 59_900,
    stock: 10,
    hasOffers: false,
    codAvailable: true,
    ...overrides,
  };
}

const coupon = (overrides: Partial<CouponRow> = {}): CouponRow => ({
  id: 'k1',
  code: 'LOOM10',
  description: '10% off',
  kind: 'percent',
  value: 10,
  maxDiscount: 15_000,
  minOrder: 29_900,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: new Date('2027-01-01T00:00:00Z'),
  usageLimit: null,
  usedCount: 0,
  perUserLimit: 3,
  firstOrderOnly: false,
  isActive: true,
  ...overrides,
});

const rule = { freeFromPaise: 49_900, chargePaise: 4_900 };
const now = new Date('2026-06-01T00:00:00Z');

describe('priceLine', () => {
  it('uses the offer price only while an offer runs, and the M.R.P above it', () => {
    expect(priceLine(line({ quantity: 2 }))).toMatchObject({
      unitPaise: 39_900,
      mrpPaise: 59_900,
      linePaise: 79_800,
    });
    expect(priceLine(line({ hasOffers: true }))).toMatchObject({ unitPaise: 29_900, available: true });
  });

  it('is unavailable when the product is off, the colour or size is gone, or stock is short', () => {
    expect(priceLine(line({ isActive: false })).available).toBe(false);
    expect(priceLine(line({ productName: null, isActive: null })).available).toBe(false);
    expect(priceLine(line({ variantId: null, price: null })).available).toBe(false);
    expect(priceLine(line({ stock: null })).available).toBe(false);
    expect(priceLine(line({ quantity: 3, stock: 2 })).available).toBe(false);
    expect(priceLine(line({ quantity: 2, stock: 2 })).available).toBe(true);
  });
});

describe('coupons', () => {
  it('takes a percent of the subtotal up to its cap, or a flat amount, never more than the subtotal', () => {
    expect(couponDiscount(coupon(), 100_000)).toBe(10_000);
    expect(couponDiscount(coupon(), 300_000)).toBe(15_000);
    expect(couponDiscount(coupon({ maxDiscount: null }), 300_000)).toBe(30_000);
    expect(couponDiscount(coupon({ kind: 'flat', value: 10_000, maxDiscount: null }), 59_900)).toBe(10_000);
    expect(couponDiscount(coupon({ kind: 'flat', value: 10_000, maxDiscount: null }), 5_000)).toBe(5_000);
  });

  it('takes whole rupees only: a percent to the nearest rupee, never past the cap or the subtotal', () => {
    const ten = coupon({ maxDiscount: null });
    expect(couponDiscount(ten, 49_900)).toBe(5_000); // 10% of ₹499 is ₹49.90 → ₹50
    expect(couponDiscount(ten, 79_800)).toBe(8_000); // ₹79.80 → ₹80
    expect(couponDiscount(ten, 49_400)).toBe(4_900); // ₹49.40 → ₹49
    expect(couponDiscount(ten, 49_500)).toBe(5_000); // ₹49.50 → ₹50 (half up)
    expect(couponDiscount(coupon({ value: 7, maxDiscount: null }), 39_900)).toBe(2_800); // ₹27.93 → ₹28
    // A cap or flat amount stored with paise is a limit: taken down to the rupee.
    expect(couponDiscount(coupon({ maxDiscount: 4_950 }), 49_900)).toBe(4_900);
    expect(couponDiscount(coupon({ kind: 'flat', value: 9_950, maxDiscount: null }), 59_900)).toBe(9_900);
    // A subtotal with paise (an old price) is never passed either.
    expect(couponDiscount(coupon({ kind: 'flat', value: 10_000, maxDiscount: null }), 5_050)).toBe(5_000);
    for (let subtotal = 0; subtotal <= 300_000; subtotal += 1_100) {
      const discount = couponDiscount(coupon(), subtotal);
      expect(discount % 100).toBe(0);
      expect(discount).toBeLessThanOrEqual(Math.min(15_000, subtotal));
    }
  });

  it('is refused outside its window, when used up, past the shopper limit, after a first order, or below the minimum', () => {
    const use = { now, subtotal: 50_000, userUses: 0, userOrders: 0 };
    expect(couponRefusal(coupon(), use)).toBeNull();
    expect(couponRefusal(coupon({ isActive: false }), use)).toBe('This coupon code is not valid.');
    expect(couponRefusal(coupon({ startsAt: new Date('2026-07-01T00:00:00Z') }), use)).toBe(
      'This coupon is not active yet.',
    );
    expect(couponRefusal(coupon({ endsAt: now }), use)).toBe('This coupon has expired.');
    expect(couponRefusal(coupon({ usageLimit: 3, usedCount: 3 }), use)).toBe(
      'This coupon has been fully redeemed.',
    );
    expect(couponRefusal(coupon(), { ...use, userUses: 3 })).toBe('You have already used this coupon.');
    expect(couponRefusal(coupon({ firstOrderOnly: true }), { ...use, userOrders: 1 })).toBe(
      'This coupon is for your first order only.',
    );
    expect(couponRefusal(coupon(), { ...use, subtotal: 29_899 })).toBe(
      'Add items worth ₹299 or more to use this coupon.',
    );
  });
});

describe('priceCheckout', () => {
  const base = { coupon: null, coinsApplied: 0, coinBalance: 0, coinValue: 1, delivery: rule };

  it('charges delivery below the free-delivery amount and none from it', () => {
    const small = priceCheckout({ ...base, rows: [line()] });
    expect(small).toMatchObject({ subtotal: 39_900, mrpTotal: 59_900, delivery: 4_900, final: 44_800 });
    const big = priceCheckout({ ...base, rows: [line({ quantity: 2 })] });
    expect(big).toMatchObject({ subtotal: 79_800, delivery: 0, final: 79_800 });
  });

  it('leaves unavailable lines out of every total and says so', () => {
    const totals = priceCheckout({
      ...base,
      rows: [line({ quantity: 2 }), line({ itemId: 'i2', stock: 0 })],
    });
    expect(totals).toMatchObject({ subtotal: 79_800, hasUnavailable: true });
  });

  it('spends coins up to the balance and never beyond the goods left after the coupon', () => {
    const rows = [line({ quantity: 2 })]; // ₹798
    const withCoupon = { ...base, rows, coupon: coupon() }; // 10% → ₹79.80, taken as ₹80 off
    expect(priceCheckout({ ...withCoupon, coinsApplied: 40, coinBalance: 40 })).toMatchObject({
      couponDiscount: 8_000,
      coinsUsed: 40,
      coinDiscount: 4_000,
      delivery: 0,
      final: 67_800,
    });
    // The balance fell since the coins were applied: only what is there is spent.
    expect(priceCheckout({ ...withCoupon, coinsApplied: 40, coinBalance: 25 }).coinsUsed).toBe(25);
    // A balance bigger than the goods: whole coins up to the ₹718 left at ₹1 each.
    expect(priceCheckout({ ...withCoupon, coinsApplied: 5_000, coinBalance: 5_000 })).toMatchObject({
      coinsUsed: 718,
      coinDiscount: 71_800,
      final: 0,
    });
  });

  it('prices coins at the configured coin value', () => {
    const totals = priceCheckout({
      ...base,
      rows: [line()],
      coinsApplied: 100,
      coinBalance: 100,
      coinValue: 0.5,
    });
    expect(totals).toMatchObject({ coinsUsed: 100, coinDiscount: 5_000, final: 39_900 - 5_000 + 4_900 });
    expect(coinsCovering(39_950, 0.5)).toBe(799);
  });
});

describe('purchaseCoins', () => {
  it('earns the rate for every whole ₹100 payable', () => {
    expect(purchaseCoins(9_999, 1)).toBe(0);
    expect(purchaseCoins(44_800, 1)).toBe(4);
    expect(purchaseCoins(120_000, 2)).toBe(24);
  });
});
