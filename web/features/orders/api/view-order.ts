import type { Order } from '../../../../contract/order.ts';
import { ApiRequestError, apiGet, settled } from '../../../lib/api.ts';
import { readOrder } from './read-order.ts';

// GET /api/user/order/view/{id} (bearer) → { success, order }. Another shopper's order, or an id
// that is no order at all, answers 404 (400 for an id of the wrong shape): null, "not found".
export async function fetchOrder(id: string, signal?: AbortSignal): Promise<Order | null> {
  const result = settled(
    await apiGet<unknown>(`/user/order/view/${encodeURIComponent(id)}`, { auth: true, signal }),
  );
  if (!result.success) {
    if (result.status === 404 || result.status === 400) return null;
    throw new ApiRequestError(result);
  }
  const body = result.data as { order?: unknown } | null;
  const order = readOrder(body?.order);
  if (!order) throw new Error('Unreadable order');
  return order;
}
