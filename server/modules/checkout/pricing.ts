import { deliveryChargeFor } from '../../../contract/cart.ts';
import { CHECKOUT_MESSAGES, couponMinOrderMessage } from '../../../contract/checkout.ts';
import { toRupees } from '../../lib/money.ts';
import { unitPrices } from '../cart/index.ts';
import type { CheckoutLineRow } from './lines-repo.ts';

// The one price rule of a checkout and of the order made from it (docs/decisions/011). Pure: the
// checkout view and the order transaction both call it with rows they read, so what the shopper saw
// is what the order charges, recomputed from the catalogue at that moment. All amounts are paise.
//
//   subtotal       Σ unit price × quantity (the catalogue's card price rule, offers included)
//   coupon         percent of the subtotal (capped by max_discount) or flat, never above the subtotal,
//                  in whole rupees
//   coins          at most the balance, at most what is left of the subtotal after the coupon,
//                  each worth coinValue rupees (delivery is always paid in cash)
//   delivery       free when the subtotal reaches the free-delivery amount, else the flat charge
//   final          subtotal − coupon − coins + delivery

export interface CouponRow {
  id: string;
  code: string;
  description: string;
  kind: 'percent' | 'flat';
  value: number;
  maxDiscount: number | null;
  minOrder: number;
  startsAt: Date;
  endsAt: Date;
  usageLimit: number | null;
  usedCount: number;
  perUserLimit: number;
  firstOrderOnly: boolean;
  isActive: boolean;
}

export interface DeliveryRule {
  freeFromPaise: number;
  chargePaise: number;
}

export interface PricedLine {
  row: CheckoutLineRow;
  unitPaise: number;
  mrpPaise: number;
  linePaise: number;
  /** The line can be sold as it stands: product live, colour and size there, stock ≥ quantity. */
  available: boolean;
}

export interface CheckoutTotals {
  lines: PricedLine[];
  subtotal: number;
  mrpTotal: number;
  couponDiscount: number;
  coinsUsed: number;
  coinDiscount: number;
  delivery: number;
  final: number;
  hasUnavailable: boolean;
}

export function priceLine(row: CheckoutLineRow): PricedLine {
  const prices = unitPrices(row);
  const live = row.productName !== null && row.isActive === true && row.variantId !== null;
  // A line that cannot be paid in cash (the only way to pay) cannot be sold either.
  const available =
    live && prices !== null && row.stock !== null && row.stock >= row.quantity && row.codAvailable !== false;
  const unitPaise = prices?.price ?? 0;
  const mrpPaise = prices?.mrp ?? unitPaise;
  return { row, unitPaise, mrpPaise, linePaise: unitPaise * row.quantity, available };
}

/** Paise rounded down to whole rupees. */
const wholeRupeesDown = (paise: number) => Math.floor(paise / 100) * 100;

/**
 * What a coupon takes off a subtotal (paise), whatever its conditions: always whole rupees, because
 * every price the shopper sees is ("Save ₹49.90" on a ₹499 order read as a mistake). A percent is
 * rounded to the nearest rupee (half up: 10% of ₹495 is ₹50); the cap, a flat amount and the subtotal
 * are limits, so each is taken in whole rupees rounded down and the discount never passes any of them.
 */
export function couponDiscount(coupon: CouponRow, subtotal: number): number {
  // subtotal × percent is an integer (paise × 100): round to the nearest 10,000 of it, i.e. one rupee.
  const raw =
    coupon.kind === 'percent'
      ? Math.floor((subtotal * coupon.value + 5_000) / 10_000) * 100
      : wholeRupeesDown(coupon.value);
  const capped = coupon.maxDiscount === null ? raw : Math.min(raw, wholeRupeesDown(coupon.maxDiscount));
  return Math.max(0, Math.min(capped, wholeRupeesDown(subtotal)));
}

export interface CouponUse {
  now: Date;
  subtotal: number;
  /** Orders this shopper has placed with this coupon. */
  userUses: number;
  /** Orders this shopper has placed at all. */
  userOrders: number;
}

/** Why this coupon cannot be used now (a message for the shopper), or null when it can. */
export function couponRefusal(coupon: CouponRow, use: CouponUse): string | null {
  if (!coupon.isActive) return CHECKOUT_MESSAGES.couponUnknown;
  if (use.now < coupon.startsAt) return CHECKOUT_MESSAGES.couponNotStarted;
  if (use.now >= coupon.endsAt) return CHECKOUT_MESSAGES.couponExpired;
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
    return CHECKOUT_MESSAGES.couponUsedUp;
  if (use.userUses >= coupon.perUserLimit) return CHECKOUT_MESSAGES.couponUserLimit;
  if (coupon.firstOrderOnly && use.userOrders > 0) return CHECKOUT_MESSAGES.couponFirstOrder;
  if (use.subtotal < coupon.minOrder) return couponMinOrderMessage(toRupees(coupon.minOrder));
  return null;
}

export interface PriceInput {
  rows: readonly CheckoutLineRow[];
  /** The applied coupon when it is still usable (the caller checks couponRefusal), else null. */
  coupon: CouponRow | null;
  /** Coins the shopper chose to apply, and the balance now. */
  coinsApplied: number;
  coinBalance: number;
  /** Rupees per coin. */
  coinValue: number;
  delivery: DeliveryRule;
}

/** Paise one coin is worth (coinValue is rupees, e.g. 0.5). */
export const coinPaise = (coinValue: number) => Math.round(coinValue * 100);

/** The most coins that can pay for `payable` paise. */
export function coinsCovering(payable: number, coinValue: number): number {
  const each = coinPaise(coinValue);
  return each > 0 ? Math.floor(payable / each) : 0;
}

export function priceCheckout(input: PriceInput): CheckoutTotals {
  const lines = input.rows.map(priceLine);
  const sold = lines.filter((l) => l.available);
  const subtotal = sold.reduce((sum, l) => sum + l.linePaise, 0);
  const mrpTotal = sold.reduce((sum, l) => sum + l.mrpPaise * l.row.quantity, 0);
  const coupon = input.coupon ? couponDiscount(input.coupon, subtotal) : 0;
  const coinsUsed = Math.max(
    0,
    Math.min(input.coinsApplied, input.coinBalance, coinsCovering(subtotal - coupon, input.coinValue)),
  );
  const coinDiscount = coinsUsed * coinPaise(input.coinValue);
  const delivery = deliveryChargeFor(subtotal, {
    freeFrom: input.delivery.freeFromPaise,
    fee: input.delivery.chargePaise,
  });
  return {
    lines,
    subtotal,
    mrpTotal,
    couponDiscount: coupon,
    coinsUsed,
    coinDiscount,
    delivery,
    final: subtotal - coupon - coinDiscount + delivery,
    hasUnavailable: lines.some((l) => !l.available),
  };
}

/** Coins earned by an order: `per100` for every whole ₹100 of the payable amount. */
export function purchaseCoins(finalPaise: number, per100: number): number {
  return Math.floor(finalPaise / 10_000) * per100;
}
