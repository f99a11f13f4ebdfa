import type { Address } from '../../../contract/address.ts';
import type { Checkout, CheckoutItem, CouponSummary } from '../../../contract/checkout.ts';
import { jsonResponse, stubFetch } from '../../test/render.tsx';
import { makeAddress } from '../address/test-server.ts';

// A stand-in for the checkout, coupon, coins, order and address-list endpoints in component tests.
// It keeps one checkout like the server does; any answer can be replaced (a failure, one that never
// comes).

type Answer = Response | Promise<Response>;
type Body = Record<string, unknown>;

export const CHECKOUT_ID = 'co-1';
export const viewUrl = (id = CHECKOUT_ID) => `/api/user/checkout/view/${id}`;
export const couponsUrl = (id = CHECKOUT_ID) => `/api/user/checkout/get/${id}/coupons`;
export const APPLY_COUPON_URL = '/api/user/checkout/apply/coupon';
export const REMOVE_COUPON_URL = '/api/user/checkout/remove/coupon';
export const APPLY_COIN_URL = '/api/user/checkout/apply/coin';
export const REMOVE_COIN_URL = '/api/user/checkout/remove/coin';
export const ORDER_URL = '/api/user/order/create';
export const ADDRESS_VIEW_URL = '/api/user/address/view';
export const expectedDateUrl = (pincode: string) => `/api/user/Products/expected_date?pincode=${pincode}`;
export const orderViewUrl = (id: string) => `/api/user/order/view/${id}`;

/** The delivery service's answer for a pincode it serves. */
export function promiseAnswer(pincode: string, deliveryMessage = 'Delivery by Wed, 25 Nov'): Response {
  return jsonResponse({
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
  });
}

/** A placed order as the order answers carry it (place-order and order view). */
export function makePlacedOrder(overrides: Record<string, unknown> = {}) {
  return {
    _id: 'order-1',
    orderNumber: 'LL-2026-000001',
    status: 'Processing',
    createdAt: '2026-11-20T05:00:00.000Z',
    paymentMethod: 'Cash on Delivery',
    products: [
      {
        _id: 'ol-1',
        productId: { _id: 'prod-1', name: 'Little Hearts Smocked Frock', images: ['white-front.webp'] },
        color: '#F5F2EA',
        colorName: 'Off White',
        size: '6-7Y',
        quantity: 1,
        price: 1299,
        mrp: 1879,
        itemTotal: 1299,
      },
      {
        _id: 'ol-2',
        productId: { _id: 'prod-2', name: 'Dino Romper', images: [] },
        color: '#9FD3C7',
        colorName: 'Mint',
        size: '2-3Y',
        quantity: 2,
        price: 150,
        mrp: 150,
        itemTotal: 300,
      },
    ],
    totalPrice: 1599,
    finalPayableAmount: 1599,
    deliveryDetails: { deliveryDate: '2026-12-01' },
    coinsEarned: 15,
    ...overrides,
  };
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

export const home = makeAddress();

export interface CheckoutApiOptions {
  checkout?: Checkout;
  addresses?: Address[];
  coupons?: CouponSummary[];
  onView?: (id: string) => Answer;
  onCoupons?: () => Answer;
  onApplyCoupon?: (body: Body, checkout: Checkout) => Answer;
  onRemoveCoupon?: (checkout: Checkout) => Answer;
  onApplyCoin?: (checkout: Checkout) => Answer;
  onRemoveCoin?: (checkout: Checkout) => Answer;
  onOrder?: (body: Body) => Answer;
  onAddresses?: () => Answer;
  /** The delivery estimate for a pincode; by default every pincode is served by Wed, 25 Nov. */
  onExpectedDate?: (pincode: string) => Answer;
  /** GET /api/user/order/view/{id}; by default the placed order of makePlacedOrder with that id. */
  onOrderView?: (id: string) => Answer;
}

export function stubCheckoutApi(options: CheckoutApiOptions = {}) {
  let checkout = options.checkout ?? makeCheckout();
  const coupons = options.coupons ?? [WELCOME, LOOM10];
  const answer = (next: Checkout, message: string) => {
    checkout = next;
    return jsonResponse({ success: true, message, checkout });
  };
  const spy = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body: Body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Body) : {};
    if (url === ADDRESS_VIEW_URL && method === 'GET') {
      if (options.onAddresses) return options.onAddresses();
      return jsonResponse({ success: true, data: options.addresses ?? [home] });
    }
    const estimated = /^\/api\/user\/Products\/expected_date\?pincode=(.*)$/.exec(url)?.[1];
    if (estimated !== undefined && method === 'GET') {
      if (options.onExpectedDate) return options.onExpectedDate(estimated);
      return promiseAnswer(estimated);
    }
    const orderViewed = /^\/api\/user\/order\/view\/(.+)$/.exec(url)?.[1];
    if (orderViewed !== undefined && method === 'GET') {
      if (options.onOrderView) return options.onOrderView(orderViewed);
      return jsonResponse({ success: true, order: makePlacedOrder({ _id: orderViewed }) });
    }
    const viewed = /^\/api\/user\/checkout\/view\/(.+)$/.exec(url)?.[1];
    if (viewed !== undefined && method === 'GET') {
      if (options.onView) return options.onView(viewed);
      return viewed === checkout._id
        ? jsonResponse({ success: true, checkout })
        : jsonResponse({ success: false, message: 'Checkout not found.' }, 404);
    }
    if (url === couponsUrl(checkout._id) && method === 'GET') {
      if (options.onCoupons) return options.onCoupons();
      return jsonResponse({ success: true, coupons });
    }
    if (url === APPLY_COUPON_URL && method === 'POST') {
      if (options.onApplyCoupon) return options.onApplyCoupon(body, checkout);
      const coupon = coupons.find((c) => c.code === String(body.couponCode).toUpperCase());
      if (!coupon) return jsonResponse({ success: false, message: 'This coupon code is not valid.' }, 400);
      return answer(
        makeCheckout({
          ...checkout,
          finalTotal: undefined,
          coupon: { code: coupon.code, description: coupon.description, discount: coupon.discount },
          ReducedDiscount: coupon.discount,
        }),
        'Coupon applied successfully!',
      );
    }
    if (url === REMOVE_COUPON_URL && method === 'POST') {
      if (options.onRemoveCoupon) return options.onRemoveCoupon(checkout);
      return answer(
        makeCheckout({ ...checkout, finalTotal: undefined, coupon: null, ReducedDiscount: 0 }),
        'Coupon removed.',
      );
    }
    if (url === APPLY_COIN_URL && method === 'POST') {
      if (options.onApplyCoin) return options.onApplyCoin(checkout);
      const coins = checkout.availableCoins;
      return answer(
        makeCheckout({ ...checkout, finalTotal: undefined, coinsApplied: coins, coinDiscount: coins }),
        'Points applied successfully!',
      );
    }
    if (url === REMOVE_COIN_URL && method === 'POST') {
      if (options.onRemoveCoin) return options.onRemoveCoin(checkout);
      return answer(
        makeCheckout({ ...checkout, finalTotal: undefined, coinsApplied: 0, coinDiscount: 0 }),
        'Coins removed.',
      );
    }
    if (url === ORDER_URL && method === 'POST') {
      if (options.onOrder) return options.onOrder(body);
      checkout = { ...checkout, orderId: 'order-1' };
      return jsonResponse(
        {
          success: true,
          message: 'Order placed successfully!',
          order: makePlacedOrder(),
          coinsEarned: 15,
        },
        201,
      );
    }
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });

  /** The calls made to one method and URL, with their parsed JSON bodies and headers. */
  function calls(method: string, url: string) {
    return spy.mock.calls
      .filter(([called, init]) => called === url && (init?.method ?? 'GET') === method)
      .map(([, init]) => ({
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Body) : undefined,
        headers: new Headers(init?.headers),
      }));
  }
  return { spy, calls };
}

/** A response that arrives only when the test says so. */
export { deferred, makeAddress, SHOPPER_TOKEN, signInShopper } from '../address/test-server.ts';
