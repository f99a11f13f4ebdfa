import type { Checkout, CheckoutItem, CouponSummary } from '../../../../contract/checkout.ts';
import { isRecord, listOr, numberOr, numberOrNull, textOr } from '../../../lib/read.ts';

// Checkout answers read field by field (types only from the contract, so the schema library stays
// out of the page): one odd line cannot break the screen, and an answer without a readable
// checkout is treated as a failure.

function readItem(value: unknown): CheckoutItem | null {
  if (!isRecord(value) || !isRecord(value.productId)) return null;
  const product = value.productId;
  const id = textOr(value._id);
  if (!id) return null;
  return {
    _id: id,
    productId: {
      _id: textOr(product._id),
      name: textOr(product.name),
      images: listOr(product.images).filter((file): file is string => typeof file === 'string'),
    },
    color: textOr(value.color),
    colorName: textOr(value.colorName),
    size: textOr(value.size),
    quantity: Math.max(1, Math.trunc(numberOr(value.quantity, 1))),
    price: numberOr(value.price),
    mrp: numberOrNull(value.mrp),
    lineTotal: numberOr(value.lineTotal),
    stock: Math.trunc(numberOr(value.stock)),
    available: value.available !== false,
    codAvailable: value.codAvailable !== false,
  };
}

export function readCheckout(value: unknown): Checkout | null {
  if (!isRecord(value) || !textOr(value._id) || !Array.isArray(value.items)) return null;
  const items = value.items.map(readItem).filter((item): item is CheckoutItem => item !== null);
  const coupon = isRecord(value.coupon) && textOr(value.coupon.code) ? value.coupon : null;
  return {
    _id: textOr(value._id),
    items,
    subtotal: numberOr(value.subtotal),
    mrpTotal: numberOr(value.mrpTotal, numberOr(value.subtotal)),
    deliveryCharge: numberOr(value.deliveryCharge),
    ReducedDiscount: numberOr(value.ReducedDiscount),
    coupon: coupon
      ? {
          code: textOr(coupon.code),
          description: textOr(coupon.description),
          discount: numberOr(coupon.discount),
        }
      : null,
    coinsApplied: Math.trunc(numberOr(value.coinsApplied)),
    coinDiscount: numberOr(value.coinDiscount),
    coinValue: numberOr(value.coinValue, 1),
    availableCoins: Math.trunc(numberOr(value.availableCoins)),
    pendingCoins: Math.trunc(numberOr(value.pendingCoins)),
    finalTotal: numberOr(value.finalTotal),
    hasUnavailableItems: value.hasUnavailableItems === true || items.some((item) => !item.available),
    orderId: textOr(value.orderId) || null,
    freeDeliveryFrom: numberOr(value.freeDeliveryFrom),
  };
}

/** The checkout of an answer ({ checkout } or { data: { checkout } }), or null. */
export function answeredCheckout(body: unknown): Checkout | null {
  if (!isRecord(body)) return null;
  if (isRecord(body.checkout)) return readCheckout(body.checkout);
  if (isRecord(body.data)) return readCheckout(isRecord(body.data.checkout) ? body.data.checkout : body.data);
  return null;
}

export function readCoupons(body: unknown): CouponSummary[] {
  if (!isRecord(body) || !Array.isArray(body.coupons)) return [];
  return body.coupons.flatMap((value): CouponSummary[] => {
    if (!isRecord(value) || !textOr(value.code)) return [];
    return [
      {
        _id: textOr(value._id) || textOr(value.code),
        code: textOr(value.code),
        description: textOr(value.description),
        endDate: textOr(value.endDate),
        discount: numberOr(value.discount),
      },
    ];
  });
}
