import { PackageX, RotateCcw, Undo2 } from 'lucide-react';
import type { Order } from '../../../../contract/order.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { cancelOrderLabel, ORDER_TEXTS, returnOrderLabel } from '../order-texts.ts';
import { OrderChangeDialog } from './OrderChangeDialog.tsx';

const cancelButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-danger/35 bg-paper px-4 py-2 text-sm font-semibold text-danger transition-colors hover:border-danger hover:bg-blush/60';
const returnButton = `${buttonStyles.secondary} px-4 py-2 text-sm`;

/**
 * What the shopper may do with an order now (rules/accounts §4), as the server decided: Cancel Order,
 * Return, or the words 'Return Requested' with no action. Nothing for any other state.
 */
export function OrderActions({ order }: { order: Order }) {
  if (order.status === 'Return_Requested') {
    return (
      <span
        data-testid="return-requested"
        className="inline-flex items-center gap-1.5 rounded-full bg-butter/70 px-3 py-1.5 text-sm font-semibold text-amber-900"
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        {ORDER_TEXTS.returnRequested}
      </span>
    );
  }
  if (!order.canCancel && !order.canReturn) return null;
  return (
    <>
      {order.canCancel ? (
        <OrderChangeDialog
          kind="cancel"
          order={order}
          trigger={
            <button type="button" aria-label={cancelOrderLabel(order.orderNumber)} className={cancelButton}>
              <PackageX className="size-4" aria-hidden="true" />
              {ORDER_TEXTS.cancelOrder}
            </button>
          }
        />
      ) : null}
      {order.canReturn ? (
        <OrderChangeDialog
          kind="return"
          order={order}
          trigger={
            <button type="button" aria-label={returnOrderLabel(order.orderNumber)} className={returnButton}>
              <Undo2 className="size-4" aria-hidden="true" />
              {ORDER_TEXTS.returnOrder}
            </button>
          }
        />
      ) : null}
    </>
  );
}
