import { ApiRequestError, apiGet, settled } from '../../../lib/api.ts';
import { type OrderPage, readOrderPage } from './read-order.ts';

// GET /api/user/order/view?page&limit (bearer) → { success, orders, page, limit, total, totalPages },
// newest first.
export async function fetchOrders(page: number, limit: number, signal?: AbortSignal): Promise<OrderPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  const result = settled(await apiGet<unknown>(`/user/order/view?${query}`, { auth: true, signal }));
  if (!result.success) throw new ApiRequestError(result);
  const list = readOrderPage(result.data, { page, limit });
  if (!list) throw new Error('Unreadable order list');
  return list;
}
