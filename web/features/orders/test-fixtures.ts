import type { Order } from '../../../contract/order.ts';
import { TOKEN_KEY, USER_ID_KEY } from '../../lib/auth-storage.ts';
import { type FakeHandlers, fakeApi, refusal } from '../../test/fake-api.ts';
import { makeOrderLine, makeWireOrder, romperOrderLine } from '../../test/order-fixtures.ts';

// Orders for the order screens' tests, typed by the contract (fixtures.test.ts parses them with the
// contract's answer schemas), and a fake of the order endpoints that keeps the shopper's orders like
// the server does: a cancel or return changes the order it answers with next.

export const SHOPPER_TOKEN = 'token-1';
export const ORDER_ID = '0b7f3c1e-5a2d-4c8e-9f10-a1b2c3d4e5f6';
export const ORDER_NUMBER = 'LL-2026-000123';

export function signInShopper(): void {
  localStorage.setItem(TOKEN_KEY, SHOPPER_TOKEN);
  localStorage.setItem(USER_ID_KEY, 'user-1');
}

export { makeOrderLine as makeLine, romperOrderLine as romperLine };

/** The fixture's order number: ORDER_NUMBER for ORDER_ID, else LL-2026- and the id's last 6 digits. */
export const numberForId = (id: string) =>
  id === ORDER_ID ? ORDER_NUMBER : `LL-2026-${id.replace(/-/g, '').slice(-6)}`;

/** The shopper's order: the shared wire order under this feature's id and number. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const id = overrides._id ?? ORDER_ID;
  return makeWireOrder({ _id: id, orderNumber: numberForId(id), ...overrides });
}

/**
 * The order endpoints over `orders` (newest first), with any handler replaced by `overrides`;
 * `setOrders` replaces what the server holds (e.g. the order as a change leaves it).
 */
export function fakeOrdersApi(initial: Order[] = [makeOrder()], overrides: FakeHandlers = {}) {
  let orders = [...initial];
  const change = (id: string, next: Partial<Order>) => {
    orders = orders.map((order) => (order._id === id ? { ...order, ...next } : order));
    return orders.find((order) => order._id === id);
  };
  const api = fakeApi({
    orderList: ({ query }) => {
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      return {
        orders: orders.slice((page - 1) * limit, page * limit),
        page,
        limit,
        total: orders.length,
        totalPages: Math.ceil(orders.length / limit),
      };
    },
    order: ({ params }) => {
      const order = orders.find((o) => o._id === params.id);
      return order ? { order } : refusal(404, 'Order not found.');
    },
    orderCancel: ({ params, body }) => {
      const order = change(params.orderId, {
        status: 'Cancelled',
        canCancel: false,
        cancellationOrReturnReason: body.reason,
      });
      return order ? { message: 'Your order has been cancelled.', order } : refusal(404, 'Order not found.');
    },
    orderReturn: ({ params, body }) => {
      const order = change(params.orderId, {
        status: 'Return_Requested',
        canReturn: false,
        cancellationOrReturnReason: body.reason,
      });
      return order
        ? { message: 'Your return request has been received.', order }
        : refusal(404, 'Order not found.');
    },
    // A delivered order's lines, none reviewed yet (web/features/orders/review).
    reviewable: ({ query }) => {
      const order = orders.find((o) => o._id === query.get('orderId'));
      if (!order) return refusal(404, 'Order not found.');
      return {
        orderId: order._id,
        canReview: order.status === 'Delivered',
        lines: order.products.map((line) => ({
          orderItemId: line._id,
          productId: line.productId._id,
          size: line.size,
          colorName: line.colorName,
          review: null,
        })),
      };
    },
    ...overrides,
  });
  return {
    ...api,
    setOrders(next: Order[]) {
      orders = [...next];
    },
  };
}
