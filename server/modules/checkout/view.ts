import type { Checkout, CheckoutItem } from '../../../contract/checkout.ts';
import { toRupees } from '../../lib/money.ts';
import type { PlacedLineRow, PlacedOrderRow } from './placed-repo.ts';
import type { CheckoutTotals, CouponRow, PricedLine } from './pricing.ts';

// Priced checkout (paise) → the wire checkout (rupees).

export interface CheckoutContext {
  checkoutId: string;
  orderId: string | null;
  /** The shopper's coin balance now. */
  coinBalance: number;
  /** Coins the shopper's standing orders earn once final (not spendable yet). */
  pendingCoins: number;
  /** Rupees per coin. */
  coinValue: number;
  freeDeliveryFromPaise: number;
}

const imagesOf = (live: string[] | null, snapshot: string | null): string[] =>
  live && live.length > 0 ? live : snapshot ? [snapshot] : [];

function toItem({ row, unitPaise, mrpPaise, linePaise, available }: PricedLine): CheckoutItem {
  const live = row.productName !== null && row.isActive === true && row.variantId !== null;
  return {
    _id: row.itemId,
    productId: {
      _id: row.productId,
      name: row.productName ?? row.snapshotName,
      images: imagesOf(row.images, row.snapshotImage),
    },
    color: row.color ?? row.snapshotColor,
    colorName: row.colorName ?? row.snapshotColorName,
    size: row.size,
    quantity: row.quantity,
    price: toRupees(unitPaise),
    mrp: mrpPaise > unitPaise ? toRupees(mrpPaise) : null,
    // Lines that cannot be sold cost nothing and are left out of the totals.
    lineTotal: available ? toRupees(linePaise) : 0,
    stock: live ? (row.stock ?? 0) : 0,
    available,
    codAvailable: row.codAvailable !== false,
  };
}

/** The checkout as it stands: `coupon` is the applied coupon when it is still usable, else null. */
export function toCheckout(totals: CheckoutTotals, coupon: CouponRow | null, ctx: CheckoutContext): Checkout {
  return {
    _id: ctx.checkoutId,
    items: totals.lines.map(toItem),
    subtotal: toRupees(totals.subtotal),
    mrpTotal: toRupees(totals.mrpTotal),
    deliveryCharge: toRupees(totals.delivery),
    ReducedDiscount: toRupees(totals.couponDiscount),
    coupon: coupon
      ? { code: coupon.code, description: coupon.description, discount: toRupees(totals.couponDiscount) }
      : null,
    coinsApplied: totals.coinsUsed,
    coinDiscount: toRupees(totals.coinDiscount),
    coinValue: ctx.coinValue,
    availableCoins: ctx.coinBalance,
    pendingCoins: ctx.pendingCoins,
    finalTotal: toRupees(totals.final),
    hasUnavailableItems: totals.hasUnavailable,
    orderId: ctx.orderId,
    freeDeliveryFrom: toRupees(ctx.freeDeliveryFromPaise),
  };
}

/** A checkout that became an order, with the lines and amounts the order charged. */
export function placedCheckout(
  order: PlacedOrderRow,
  lines: readonly PlacedLineRow[],
  ctx: CheckoutContext,
): Checkout {
  return {
    _id: ctx.checkoutId,
    items: lines.map((l) => ({
      _id: l.id,
      productId: { _id: l.productId, name: l.productName, images: imagesOf(l.liveImages, l.image) },
      color: l.color,
      colorName: l.colorName,
      size: l.size,
      quantity: l.quantity,
      price: toRupees(l.unitPrice),
      mrp: l.mrp > l.unitPrice ? toRupees(l.mrp) : null,
      lineTotal: toRupees(l.unitPrice * l.quantity),
      stock: l.stock ?? 0,
      available: true,
      codAvailable: true,
    })),
    subtotal: toRupees(order.itemsTotal),
    mrpTotal: toRupees(order.mrpTotal),
    deliveryCharge: toRupees(order.deliveryCharge),
    ReducedDiscount: toRupees(order.couponDiscount),
    coupon:
      order.couponCode === null
        ? null
        : {
            code: order.couponCode,
            description: order.couponDescription ?? '',
            discount: toRupees(order.couponDiscount),
          },
    coinsApplied: order.coinsUsed,
    coinDiscount: toRupees(order.coinDiscount),
    coinValue: ctx.coinValue,
    availableCoins: ctx.coinBalance,
    pendingCoins: ctx.pendingCoins,
    finalTotal: toRupees(order.finalPayable),
    hasUnavailableItems: false,
    orderId: ctx.orderId,
    freeDeliveryFrom: toRupees(ctx.freeDeliveryFromPaise),
  };
}
