import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminOrderDetail } from '../../../../contract/admin-orders.ts';
import type { FieldError } from '../../../../contract/api.ts';
import type { ApiResult } from '../../../lib/api.ts';
import { failureStatus, failureText, fieldErrors } from '../../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { consoleKeys } from '../console-keys.ts';
import { CONSOLE_TOAST } from '../console-query.ts';
import { issuesByField, serverFieldErrors } from '../form-errors.ts';

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
        notifySuccess(result.data.message, CONSOLE_TOAST);
        client.setQueryData(consoleKeys.order(detail.order._id), detail);
        if (orderKey && orderKey !== detail.order._id)
          client.setQueryData(consoleKeys.order(orderKey), detail);
        void client.invalidateQueries({ queryKey: consoleKeys.orders });
        void client.invalidateQueries({ queryKey: consoleKeys.returns });
        return { ok: true };
      }
      notifyError(failureText(result, { failed: CHANGE_FAILED }), CONSOLE_TOAST);
      const status = failureStatus(result);
      if (status === 409 && orderKey)
        void client.invalidateQueries({ queryKey: consoleKeys.order(orderKey) });
      return { ok: false, status, fieldErrors: fieldErrors(result) };
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}

type Errors = Record<string, string>;
type Checked<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * A desk dialog's form: its errors by field, and `send`, which shows the contract's messages (plus any
 * the dialog adds, e.g. a day in the future) or sends the checked body. The dialog closes when the
 * change is done, and on a 409 (someone else changed the order first; it reloads) unless
 * `closeOnConflict` is false; else the server's field errors are shown.
 */
export function useDeskForm(
  orderKey: string | undefined,
  onClose: () => void,
  { closeOnConflict = true }: { closeOnConflict?: boolean } = {},
) {
  const { busy, run } = useDeskChange(orderKey);
  const [errors, setErrors] = useState<Errors>({});

  async function send<T>(
    checked: Checked<T>,
    change: (body: T) => Promise<ApiResult<AdminOrderDetail & { success: true; message: string }>>,
    refused: Errors = {},
  ) {
    if (!checked.success || Object.keys(refused).length > 0) {
      setErrors({ ...(checked.success ? {} : issuesByField(checked.error)), ...refused });
      return;
    }
    setErrors({});
    const outcome = await run(() => change(checked.data));
    if (outcome.ok || (closeOnConflict && outcome.status === 409)) onClose();
    else setErrors(serverFieldErrors(outcome.fieldErrors));
  }

  return { busy, errors, send };
}
