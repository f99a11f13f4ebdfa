import { useQueryClient } from '@tanstack/react-query';
import { ORDER_CHANGE_MESSAGES, type Order } from '../../../contract/order.ts';
import { failureStatus, failureText } from '../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useAccountAction } from '../../lib/use-account-action.ts';
import { changeOrder, type OrderChangeInput, type OrderChangeKind } from './api/change-order.ts';
import { orderSays } from './order-texts.ts';
import { ordersQueryKey } from './use-orders.ts';

// Cancel and return (rules/accounts §4, §5, §8): send the reason and description; on success say what the
// server said, and read the list and the open order again; on failure say why (the server's words,
// else the spec's texts, in the page's language) and keep the dialog open to try again.

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

/**
 * Our server's own words when it refused; `noAnswer` when no answer came (the network); `refused` for
 * an answer without words, a gateway's error page included.
 */
export function changeFailureMessage(error: unknown, kind: OrderChangeKind): string {
  const texts = FALLBACK[kind];
  return failureText(error, { failed: texts.refused, noAnswer: texts.noAnswer, noAnswerWhen: 'unreached' });
}

export function useOrderChange(kind: OrderChangeKind) {
  const client = useQueryClient();
  const action = useAccountAction({
    mutationFn: ({ order, input }: { order: Order; input: OrderChangeInput }) =>
      changeOrder(kind, order._id, input),
    onSuccess: (changed) => {
      notifySuccess(orderSays(changed.message || FALLBACK[kind].done), 'account');
      void client.invalidateQueries({ queryKey: ordersQueryKey });
    },
    onError: (error) => {
      notifyError(orderSays(changeFailureMessage(error, kind)), 'account');
      // Refused because the order moved on (shipped, the window closed): show it as it is now.
      if (failureStatus(error) === 409) void client.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });

  /** Resolves to true when the server made the change. */
  async function submit(order: Order, input: OrderChangeInput): Promise<boolean> {
    if (action.isPending) return false;
    return action.mutateAsync({ order, input }).then(
      () => true,
      () => false,
    );
  }

  return { busy: action.isPending, submit };
}
