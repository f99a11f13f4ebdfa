import { unwrap } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';
import { type OrderPage, readOrderPage } from './read-order.ts';

// The shopper's orders, newest first, one page at a time.
export async function fetchOrders(page: number, limit: number, signal?: AbortSignal): Promise<OrderPage> {
  const list = readOrderPage(await unwrap(call('orderList', { query: { page, limit }, signal })), {
    page,
    limit,
  });
  if (!list) throw new Error('Unreadable order list');
  return list;
}
