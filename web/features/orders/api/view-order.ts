import type { Order } from '../../../../contract/order.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';
import { recordOr } from '../../../lib/read.ts';
import { readOrder } from './read-order.ts';

// One of the shopper's orders. Another shopper's order, or an id that is no order at all, answers 404
// (400 for an id of the wrong shape): null, "not found".
export async function fetchOrder(id: string, signal?: AbortSignal): Promise<Order | null> {
  const result = await call('order', { params: { id }, signal });
  if (!result.success) {
    if (result.status === 404 || result.status === 400) return null;
    throw new ApiRequestError(result);
  }
  const order = readOrder(recordOr(result.data).order);
  if (!order) throw new Error('Unreadable order');
  return order;
}
