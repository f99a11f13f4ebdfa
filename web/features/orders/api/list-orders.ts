import { ApiRequestError } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';
import { type OrderPage, readOrderPage } from './read-order.ts';

// The shopper's orders, newest first, one page at a time.
export async function fetchOrders(page: number, limit: number, signal?: AbortSignal): Promise<OrderPage> {
  const result = await call('orderList', { query: { page, limit }, signal });
  if (!result.success) throw new ApiRequestError(result);
  const list = readOrderPage(result.data, { page, limit });
  if (!list) throw new Error('Unreadable order list');
  return list;
}
