import type { Address } from '../../../contract/address.ts';
import type { Checkout, CheckoutItem, CouponSummary } from '../../../contract/checkout.ts';
import type { AnswerOf } from '../../../contract/endpoints.ts';
import type { Order } from '../../../contract/order.ts';
import { TOKEN_KEY, USER_ID_KEY } from '../../lib/auth-storage.ts';
import { makeAddress } from '../../test/address-fixtures.ts';
import { answer, type FakeHandlers, fakeApi, refusal } from '../../test/fake-api.ts';
import { makeOrderLine, makeWireOrder, romperOrderLine } from '../../test/order-fixtures.ts';

// Checkouts, coupons and placed orders for the checkout screens' tests, typed by the contract
// (fixtures.test.ts parses them with the contract's answer schemas), and a fake of the endpoints
// those screens call that keeps one checkout like the server does: a coupon or coins change answers
// with the checkout as it now stands, and the next view shows it.

export { makeAddress };

export const SHOPPER_TOKEN = 'token-1';
export const CHECKOUT_ID = 'co-1';

export function signInShopper(): void {
  localStorage.setItem(TOKEN_KEY, SHOPPER_TOKEN);
  localStorage.setItem(USER_ID_KEY, 'user-1');
}

/** The delivery service's answer for a pincode it serves. */
export function promiseAnswer(
  pincode: string,
  deliveryMessage = 'Delivery by Wed, 25 Nov',
): AnswerOf<'expectedDate'> {
  return {
    success: true,
    message: 'Delivery available to Bengaluru Urban, Karnataka',
    deliveryMessage,
    pincode,
    district: 'Bengaluru Urban',
    state: 'Karnataka',
    codAvailable: true,
    codLimit: null,
    estimatedDate: '2026-11-25',
    businessDays: 2,
    zone: 'local',
  };
}

/** The delivery service's answer for a pincode it does not serve (a 200 that says no). */
export const noDeliveryAnswer = (pincode: string): AnswerOf<'expectedDate'> => ({
  success: false,
  message: 'Sorry, we do not deliver to this pincode yet.',
  pincode,
});

export const home = makeAddress();

const PLACED_AT = '2026-11-20T05:00:00.000Z';

/** A placed order as the order answers carry it (place-order and order view), to the `home` address. */
export function makePlacedOrder(overrides: Partial<Order> = {}): Order {
  return makeWireOrder({
    _id: 'order-1',
    orderNumber: 'LL-2026-000001',
    createdAt: PLACED_AT,
    products: [makeOrderLine({ _id: 'ol-1' }), { ...romperOrderLine, _id: 'ol-2' }],
    discountedAmount: 0,
    couponCode: null,
    couponDiscount: 0,
    coinsUsed: 0,
    coinDiscount: 0,
    finalPayableAmount: 1599,
    coinsEarned: 15,
    shippingAddress: {
      name: home.name,
      number: home.number,
      alternatenumber: home.alternatenumber,
      address: home.address,
      landmark: home.landmark,
      pincode: home.pincode,
      city: home.city,
      state: home.state,
      addressType: home.addressType,
    },
    deliveryDetails: { deliveryDate: '2026-12-01' },
    ...overrides,
  });
}

export function makeItem(overrides: Partial<CheckoutItem> = {}): CheckoutItem {
  return {
    _id: 'line-1',
    productId: { _id: 'prod-1', name: 'Little Hearts Smocked Frock', images: ['white-front.webp'] },
    color: '#F5F2EA',
    colorName: 'Off White',
    size: '6-7Y',
    quantity: 1,
    price: 1299,
    mrp: 1879,
    lineTotal: 1299,
    stock: 3,
    available: true,
    codAvailable: true,
    ...overrides,
  };
}

export const romper = makeItem({
  _id: 'line-2',
  productId: { _id: 'prod-2', name: 'Dino Romper', images: [] },
  color: '#9FD3C7',
  colorName: 'Mint',
  size: '2-3Y',
  quantity: 2,
  price: 150,
  mrp: null,
  lineTotal: 300,
  stock: 10,
});

/** A checkout whose totals follow the server's rule (free delivery from ₹499, else ₹49). */
export function makeCheckout(overrides: Partial<Checkout> = {}): Checkout {
  const items = overrides.items ?? [makeItem(), romper];
  const subtotal = items.filter((item) => item.available).reduce((sum, item) => sum + item.lineTotal, 0);
  const mrpTotal = items
    .filter((item) => item.available)
    .reduce((sum, item) => sum + (item.mrp ?? item.price) * item.quantity, 0);
  const base: Checkout = {
    _id: CHECKOUT_ID,
    items,
    subtotal,
    mrpTotal,
    deliveryCharge: subtotal >= 499 ? 0 : 49,
    ReducedDiscount: 0,
    coupon: null,
    coinsApplied: 0,
    coinDiscount: 0,
    coinValue: 1,
    availableCoins: 40,
    finalTotal: 0,
    hasUnavailableItems: items.some((item) => !item.available),
    orderId: null,
    freeDeliveryFrom: 499,
    ...overrides,
  };
  const finalTotal =
    overrides.finalTotal ?? base.subtotal - base.ReducedDiscount - base.coinDiscount + base.deliveryCharge;
  return { ...base, finalTotal };
}

export const WELCOME: CouponSummary = {
  _id: 'cp-1',
  code: 'WELCOME100',
  description: 'Flat ₹100 off your first order',
  endDate: '2026-12-31T18:29:59.000Z',
  discount: 100,
};
export const LOOM10: CouponSummary = {
  _id: 'cp-2',
  code: 'LOOM10',
  description: '10% off, up to ₹150',
  endDate: '2026-06-30T18:29:59.000Z',
  discount: 150,
};

export interface CheckoutData {
  checkout?: Checkout;
  /** The saved addresses (by default the one at `home`). */
  addresses?: Address[];
  /** The coupons this checkout can use (by default WELCOME100 and LOOM10). */
  coupons?: CouponSummary[];
}

/**
 * The endpoints of the checkout screens over one checkout, with any handler replaced by `overrides`.
 * Every pincode is served by Wed, 25 Nov, and every order viewed is makePlacedOrder with that id.
 */
export function fakeCheckoutApi(data: CheckoutData = {}, overrides: FakeHandlers = {}) {
  let checkout = data.checkout ?? makeCheckout();
  const coupons = data.coupons ?? [WELCOME, LOOM10];
  const changed = (next: Checkout, message: string) => {
    checkout = next;
    return { message, checkout };
  };
  const unknownCheckout = () => refusal(404, 'Checkout not found.');
  return fakeApi({
    addresses: () => ({ data: data.addresses ?? [home] }),
    expectedDate: ({ query }) => promiseAnswer(query.get('pincode') ?? ''),
    order: ({ params }) => ({ order: makePlacedOrder({ _id: params.id }) }),
    checkout: ({ params }) => (params.id === checkout._id ? { checkout } : unknownCheckout()),
    checkoutCoupons: ({ params }) => (params.checkoutId === checkout._id ? { coupons } : unknownCheckout()),
    applyCoupon: ({ body }) => {
      const coupon = coupons.find((c) => c.code === body.couponCode.toUpperCase());
      if (!coupon) return refusal(400, 'This coupon code is not valid.');
      return changed(
        makeCheckout({
          ...checkout,
          finalTotal: undefined,
          coupon: { code: coupon.code, description: coupon.description, discount: coupon.discount },
          ReducedDiscount: coupon.discount,
        }),
        'Coupon applied successfully!',
      );
    },
    removeCoupon: () =>
      changed(
        makeCheckout({ ...checkout, finalTotal: undefined, coupon: null, ReducedDiscount: 0 }),
        'Coupon removed.',
      ),
    applyCoins: () => {
      const coins = checkout.availableCoins;
      return changed(
        makeCheckout({ ...checkout, finalTotal: undefined, coinsApplied: coins, coinDiscount: coins }),
        'Points applied successfully!',
      );
    },
    removeCoins: () =>
      changed(
        makeCheckout({ ...checkout, finalTotal: undefined, coinsApplied: 0, coinDiscount: 0 }),
        'Coins removed.',
      ),
    orderCreate: () => {
      checkout = { ...checkout, orderId: 'order-1' };
      const placed = { message: 'Order placed successfully!', order: makePlacedOrder(), coinsEarned: 15 };
      return answer({ success: true, ...placed }, 201);
    },
    ...overrides,
  });
}
