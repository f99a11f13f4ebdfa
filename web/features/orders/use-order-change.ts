import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { TOAST_MS_ACCOUNT } from '../../../contract/constants.ts';
import { ORDER_CHANGE_MESSAGES, type Order } from '../../../contract/order.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { useSessionExpiry } from '../../lib/session-expiry.ts';
import { changeOrder, type OrderChangeInput, type OrderChangeKind } from './api/change-order.ts';
import { ordersQueryKey } from './use-orders.ts';

// Cancel and return (accounts §4, §5, §8): send the reason and description; on success say what the
// server said, and read the list and the open order again; on failure say why (the server's words,
// else the spec's texts) and keep the dialog open to try again.

const FALLBACK: Record<OrderChangeKind, { done: string; refused: string; noAnswer: string }> = {
  cancel: {
    done: ORDER_CHANGE_MESSAGES.cancelled,
    refused: ORDER_CHANGE_MESSAGES.cancelFailed,
    noAnswer: ORDER_CHANGE_MESSAGES.cancelError,
  },
  return: {
    done: ORDER_CHANGE_MESSAGES.returnRequested,
    refused: ORDER_CHANGE_MESSAGES.returnError,
    noAnswer: ORDER_CHANGE_MESSAGES.returnError,
  },
};

/** Our server's own words when it refused; `refused` for an answer without them; `noAnswer` otherwise. */
export function changeFailureMessage(error: unknown, kind: OrderChangeKind): string {
  const texts = FALLBACK[kind];
  if (!(error instanceof ApiRequestError)) return texts.noAnswer;
  if (error.body.success === false && error.body.message.trim()) return error.body.message.trim();
  return error.status === 500 ? texts.noAnswer : texts.refused;
}

export function useOrderChange(kind: OrderChangeKind) {
  const client = useQueryClient();
  const expire = useSessionExpiry();
  const [busy, setBusy] = useState(false);

  /** Resolves to true when the server made the change. */
  async function submit(order: Order, input: OrderChangeInput): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    try {
      const changed = await changeOrder(kind, order._id, input);
      toast.success(changed.message || FALLBACK[kind].done, { duration: TOAST_MS_ACCOUNT.success });
      void client.invalidateQueries({ queryKey: ordersQueryKey });
      return true;
    } catch (error) {
      if (error instanceof ApiRequestError && expire({ status: error.status, error: error.body }))
        return false;
      toast.error(changeFailureMessage(error, kind), { duration: TOAST_MS_ACCOUNT.error });
      // Refused because the order moved on (shipped, the window closed): show it as it is now.
      if (error instanceof ApiRequestError && error.status === 409) {
        void client.invalidateQueries({ queryKey: ordersQueryKey });
      }
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, submit };
}
