import type { Checkout, CheckoutItem, CouponSummary } from '../../../../contract/checkout.ts';

// Checkout answers read field by field (types only from the contract, so the schema library stays
// out of the page): one odd line cannot break the screen, and an answer without a readable
// checkout is treated as a failure.

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

function readItem(value: unknown): CheckoutItem | null {
  if (!isRecord(value) || !isRecord(value.productId)) return null;
  const product = value.productId;
  const id = text(value._id);
  if (!id) return null;
  return {
    _id: id,
    productId: {
      _id: text(product._id),
      name: text(product.name),
      images: Array.isArray(product.images) ? product.images.filter((file) => typeof file === 'string') : [],
    },
    color: text(value.color),
    colorName: text(value.colorName),
    size: text(value.size),
    quantity: Math.max(1, Math.trunc(num(value.quantity, 1))),
    price: num(value.price),
    mrp: typeof value.mrp === 'number' ? value.mrp : null,
    lineTotal: num(value.lineTotal),
    stock: Math.trunc(num(value.stock)),
    available: value.available !== false,
    codAvailable: value.codAvailable !== false,
  };
}

export function readCheckout(value: unknown): Checkout | null {
  if (!isRecord(value) || !text(value._id) || !Array.isArray(value.items)) return null;
  const items = value.items.map(readItem).filter((item): item is CheckoutItem => item !== null);
  const coupon = isRecord(value.coupon) && text(value.coupon.code) ? value.coupon : null;
  return {
    _id: text(value._id),
    items,
    subtotal: num(value.subtotal),
    mrpTotal: num(value.mrpTotal, num(value.subtotal)),
    deliveryCharge: num(value.deliveryCharge),
    ReducedDiscount: num(value.ReducedDiscount),
    coupon: coupon
      ? { code: text(coupon.code), description: text(coupon.description), discount: num(coupon.discount) }
      : null,
    coinsApplied: Math.trunc(num(value.coinsApplied)),
    coinDiscount: num(value.coinDiscount),
    coinValue: num(value.coinValue, 1),
    availableCoins: Math.trunc(num(value.availableCoins)),
    pendingCoins: Math.trunc(num(value.pendingCoins)),
    finalTotal: num(value.finalTotal),
    hasUnavailableItems: value.hasUnavailableItems === true || items.some((item) => !item.available),
    orderId: text(value.orderId) || null,
    freeDeliveryFrom: num(value.freeDeliveryFrom),
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
    if (!isRecord(value) || !text(value.code)) return [];
    return [
      {
        _id: text(value._id) || text(value.code),
        code: text(value.code),
        description: text(value.description),
        endDate: text(value.endDate),
        discount: num(value.discount),
      },
    ];
  });
}
