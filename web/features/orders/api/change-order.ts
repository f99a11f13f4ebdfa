import type { Order } from '../../../../contract/order.ts';
import { ApiRequestError, apiPost, settled } from '../../../lib/api.ts';
import { readOrder } from './read-order.ts';

// POST /api/user/order/cancel/{orderId} and POST /api/user/order/return/{orderId} (bearer)
//   {reason, description} → { success, message, order }; 409 when the order's state no longer allows it.

export type OrderChangeKind = 'cancel' | 'return';

export interface OrderChangeInput {
  reason: string;
  description: string;
}

export interface OrderChanged {
  message: string;
  order: Order | null;
}

export async function changeOrder(
  kind: OrderChangeKind,
  orderId: string,
  input: OrderChangeInput,
): Promise<OrderChanged> {
  const result = settled(
    await apiPost<unknown>(`/user/order/${kind}/${encodeURIComponent(orderId)}`, {
      auth: true,
      body: { reason: input.reason, description: input.description.trim() },
    }),
  );
  if (!result.success) throw new ApiRequestError(result);
  const body = result.data as { message?: unknown; order?: unknown } | null;
  return {
    message: typeof body?.message === 'string' ? body.message : '',
    order: readOrder(body?.order),
  };
}
