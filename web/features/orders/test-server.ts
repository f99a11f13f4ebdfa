import type { Order, OrderLine } from '../../../contract/order.ts';
import { TOKEN_KEY, USER_ID_KEY } from '../../lib/auth-storage.ts';
import { jsonResponse, stubFetch } from '../../test/render.tsx';

// A stand-in for the order endpoints in component tests. It keeps the shopper's orders like the
// server does (a cancel or return changes the order it answers with next); any answer can be replaced.

type Answer = Response | Promise<Response>;
type Body = Record<string, unknown>;

export const SHOPPER_TOKEN = 'token-1';
export const ORDER_ID = '0b7f3c1e-5a2d-4c8e-9f10-a1b2c3d4e5f6';
export const ORDER_NUMBER = 'LL-2026-000123';
export const listUrl = (page = 1, limit = 10) => `/api/user/order/view?page=${page}&limit=${limit}`;
export const viewUrl = (id = ORDER_ID) => `/api/user/order/view/${id}`;
export const cancelUrl = (id = ORDER_ID) => `/api/user/order/cancel/${id}`;
export const returnUrl = (id = ORDER_ID) => `/api/user/order/return/${id}`;

export function signInShopper(): void {
  localStorage.setItem(TOKEN_KEY, SHOPPER_TOKEN);
  localStorage.setItem(USER_ID_KEY, 'user-1');
}

export function makeLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    _id: 'line-1',
    productId: { _id: 'prod-1', name: 'Little Hearts Smocked Frock', images: ['white-front.webp'] },
    color: '#F5F2EA',
    colorName: 'Off White',
    size: '6-7Y',
    quantity: 1,
    price: 1299,
    mrp: 1879,
    itemTotal: 1299,
    ...overrides,
  };
}

export const romperLine = makeLine({
  _id: 'line-2',
  productId: { _id: 'prod-2', name: 'Dino Romper', images: [] },
  color: '#9FD3C7',
  colorName: 'Mint',
  size: '2-3Y',
  quantity: 2,
  price: 150,
  mrp: 150,
  itemTotal: 300,
});

const PLACED_AT = '2026-11-20T05:30:00.000Z';

/** The fixture's order number: ORDER_NUMBER for ORDER_ID, else LL-2026- and the id's last 6 digits. */
export const numberForId = (id: string) =>
  id === ORDER_ID ? ORDER_NUMBER : `LL-2026-${id.replace(/-/g, '').slice(-6)}`;

export function makeOrder(overrides: Partial<Order> = {}): Order {
  const id = overrides._id ?? ORDER_ID;
  return {
    _id: id,
    status: 'Processing',
    createdAt: PLACED_AT,
    updatedAt: PLACED_AT,
    deliveredAt: null,
    paymentMethod: 'Cash on Delivery',
    products: [makeLine(), romperLine],
    totalPrice: 1599,
    mrpTotal: 2179,
    discountedAmount: 140,
    couponCode: 'LOOM10',
    couponDiscount: 100,
    coinsUsed: 40,
    coinDiscount: 40,
    deliveryCharge: 0,
    finalPayableAmount: 1459,
    coinsEarned: 14,
    cancellationOrReturnReason: null,
    shippingAddress: {
      name: 'Asha Rao',
      number: '+919876543210',
      alternatenumber: null,
      address: '12 Lake View Road, Indiranagar',
      landmark: 'Opposite the park',
      pincode: '560001',
      city: 'Bengaluru Urban',
      state: 'Karnataka',
      addressType: 'home',
    },
    deliveryDetails: { deliveryDate: '2026-11-25' },
    orderNumber: numberForId(id),
    canCancel: true,
    canReturn: false,
    statusHistory: [{ status: 'Processing', reason: null, description: null, by: 'shopper', at: PLACED_AT }],
    ...overrides,
  };
}

export interface OrdersApiOptions {
  orders?: Order[];
  onList?: (page: number, limit: number) => Answer;
  onView?: (id: string) => Answer;
  onCancel?: (id: string, body: Body) => Answer;
  onReturn?: (id: string, body: Body) => Answer;
}

export function stubOrdersApi(options: OrdersApiOptions = {}) {
  let orders = [...(options.orders ?? [makeOrder()])];
  const change = (id: string, next: Partial<Order>) => {
    orders = orders.map((order) => (order._id === id ? { ...order, ...next } : order));
    return orders.find((order) => order._id === id);
  };
  const spy = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body: Body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Body) : {};
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    if (pathname === '/api/user/order/view' && method === 'GET') {
      const page = Number(searchParams.get('page'));
      const limit = Number(searchParams.get('limit'));
      if (options.onList) return options.onList(page, limit);
      return jsonResponse({
        success: true,
        orders: orders.slice((page - 1) * limit, page * limit),
        page,
        limit,
        total: orders.length,
        totalPages: Math.ceil(orders.length / limit),
      });
    }
    const viewed = /^\/api\/user\/order\/view\/(.+)$/.exec(pathname)?.[1];
    if (viewed !== undefined && method === 'GET') {
      if (options.onView) return options.onView(viewed);
      const order = orders.find((o) => o._id === viewed);
      return order
        ? jsonResponse({ success: true, order })
        : jsonResponse({ success: false, message: 'Order not found.' }, 404);
    }
    const cancelled = /^\/api\/user\/order\/cancel\/(.+)$/.exec(pathname)?.[1];
    if (cancelled !== undefined && method === 'POST') {
      if (options.onCancel) return options.onCancel(cancelled, body);
      const order = change(cancelled, {
        status: 'Cancelled',
        canCancel: false,
        cancellationOrReturnReason: String(body.reason),
      });
      return jsonResponse({ success: true, message: 'Your order has been cancelled.', order });
    }
    const returned = /^\/api\/user\/order\/return\/(.+)$/.exec(pathname)?.[1];
    if (returned !== undefined && method === 'POST') {
      if (options.onReturn) return options.onReturn(returned, body);
      const order = change(returned, {
        status: 'Return_Requested',
        canReturn: false,
        cancellationOrReturnReason: String(body.reason),
      });
      return jsonResponse({ success: true, message: 'Your return request has been received.', order });
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
  /** Replaces what the server holds (e.g. the order as a change leaves it). */
  function setOrders(next: Order[]) {
    orders = [...next];
  }
  return { spy, calls, setOrders };
}

/** A response that arrives only when the test says so. */
export function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
