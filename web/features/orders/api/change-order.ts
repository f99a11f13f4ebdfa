import type { BodyOf } from '../../../../contract/endpoints.ts';
import type { Order } from '../../../../contract/order.ts';
import { unwrap } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';
import { recordOr, textOr } from '../../../lib/read.ts';
import { readOrder } from './read-order.ts';

// Cancelling an order or asking to return it, with a reason and a description; 409 when the order's
// state no longer allows it.

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
  // The dialog offers only this kind's reasons; the server checks the reason all the same.
  const sent = { reason: input.reason, description: input.description.trim() };
  const params = { orderId };
  const answer = await unwrap<unknown>(
    kind === 'cancel'
      ? call('orderCancel', { params, body: sent as BodyOf<'orderCancel'> })
      : call('orderReturn', { params, body: sent as BodyOf<'orderReturn'> }),
  );
  const body = recordOr(answer);
  return { message: textOr(body.message), order: readOrder(body.order) };
}
