import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminOrderDetail } from '../../../../contract/admin-orders.ts';
import type { FieldError } from '../../../../contract/api.ts';
import type { ApiResult } from '../../../lib/api.ts';
import { failureStatus, failureText, fieldErrors } from '../../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { deskKeys } from './desk.ts';

export const CHANGE_FAILED = 'The change could not be saved. Try again.';

export type ChangeOutcome = { ok: true } | { ok: false; status: number; fieldErrors: FieldError[] };

/** The order as the desk shows it, from a change's answer. */
export function detailOf(answer: AdminOrderDetail & { success?: true; message?: string }): AdminOrderDetail {
  const { order, shopper, cash, refund, returnedToOrigin, invoiceNumber, moves, audit } = answer;
  return { order, shopper, cash, refund, returnedToOrigin, invoiceNumber, moves, audit };
}

/**
 * Sends one change of an order (a move, cash, a return decision, a refund). Success: the server's
 * message as a toast, the order's page shows the answer, and the lists are asked again. A refusal: its
 * message as a toast, its field errors for the form; a 409 (someone else changed the order) also
 * reloads the order, so the page shows what it is now.
 */
export function useDeskChange(orderKey?: string) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function run(
    send: () => Promise<ApiResult<AdminOrderDetail & { success: true; message: string }>>,
  ): Promise<ChangeOutcome> {
    setBusy(true);
    try {
      const result = await send();
      if (result.success) {
        const detail = detailOf(result.data);
        notifySuccess(result.data.message, 'account');
        client.setQueryData(deskKeys.order(detail.order._id), detail);
        if (orderKey && orderKey !== detail.order._id) client.setQueryData(deskKeys.order(orderKey), detail);
        void client.invalidateQueries({ queryKey: deskKeys.orders });
        void client.invalidateQueries({ queryKey: deskKeys.returns });
        return { ok: true };
      }
      notifyError(failureText(result, { failed: CHANGE_FAILED }), 'account');
      const status = failureStatus(result);
      if (status === 409 && orderKey) void client.invalidateQueries({ queryKey: deskKeys.order(orderKey) });
      return { ok: false, status, fieldErrors: fieldErrors(result) };
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
