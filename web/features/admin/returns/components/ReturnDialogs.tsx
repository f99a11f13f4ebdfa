import { useState } from 'react';
import {
  ADMIN_ORDER_MESSAGES,
  adminRefundBody,
  adminReturnAcceptBody,
  adminReturnDeclineBody,
  REFUND_METHOD_LABELS,
} from '../../../../../contract/admin-orders.ts';
import { ORDER_DESCRIPTION_MAX } from '../../../../../contract/order.ts';
import { adminCall } from '../../call.ts';
import { indiaToday } from '../../console-format.ts';
import { serverFieldErrors } from '../../form-errors.ts';
import {
  AmountField,
  DayField,
  DeskChangeDialog,
  NoteField,
  ShortTextField,
} from '../../orders/components/DeskFields.tsx';
import { useDeskChange, useDeskForm } from '../../orders/use-desk-change.ts';
import { errorClass, labelClass, ReasonDialog } from '../../ui.tsx';

export interface ReturnTarget {
  orderId: string;
  orderNumber: string;
  /** What the shopper paid: the most a refund can be. */
  payable: number;
}

interface DialogProps {
  target: ReturnTarget;
  onClose: () => void;
}

/** Accept a return: the order becomes Returned; the items go back in stock unless unchecked. */
export function AcceptDialog({ target, onClose }: DialogProps) {
  const { busy, errors, send } = useDeskForm(target.orderId, onClose);
  const [restock, setRestock] = useState(true);
  const [note, setNote] = useState('');

  const submit = () =>
    send(adminReturnAcceptBody.safeParse({ restock, note: note.trim() || undefined }), (body) =>
      adminCall('adminReturnAccept', { params: { orderId: target.orderId }, body }),
    );

  return (
    <DeskChangeDialog
      onClose={onClose}
      title="Accept the return"
      description={`${target.orderNumber} becomes Returned.`}
      busy={busy}
      submitLabel="Accept return"
      onSubmit={() => void submit()}
    >
      <label className="flex items-center gap-2 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          checked={restock}
          onChange={(event) => setRestock(event.target.checked)}
          className="size-4 accent-accent"
        />
        Put the items back in stock
      </label>
      <NoteField value={note} onChange={setNote} error={errors.note} />
    </DeskChangeDialog>
  );
}

/** Decline a return: back to Delivered, with the reason the shopper sees. */
export function DeclineDialog({ target, onClose }: DialogProps) {
  const { run } = useDeskChange(target.orderId);
  return (
    <ReasonDialog
      onClose={onClose}
      title="Decline the return"
      description={`${target.orderNumber} goes back to Delivered.`}
      label="Reason"
      hint="The shopper sees this reason."
      maxLength={ORDER_DESCRIPTION_MAX}
      confirmLabel="Decline return"
      busyLabel="Saving…"
      cancelLabel="Close"
      schema={adminReturnDeclineBody}
      onSubmit={async (reason) => {
        const outcome = await run(() =>
          adminCall('adminReturnDecline', { params: { orderId: target.orderId }, body: { reason } }),
        );
        if (outcome.ok || outcome.status === 409) return true;
        return serverFieldErrors(outcome.fieldErrors).reason ?? false;
      }}
    />
  );
}

type Method = keyof typeof REFUND_METHOD_LABELS;
const METHODS = Object.keys(REFUND_METHOD_LABELS) as Method[];

/** The refund paid on an accepted return: amount (at most what was paid), method, reference, date. */
export function RefundDialog({ target, onClose }: DialogProps) {
  const { busy, errors, send } = useDeskForm(target.orderId, onClose, { closeOnConflict: false });
  const today = indiaToday();
  const [amount, setAmount] = useState(String(target.payable));
  const [method, setMethod] = useState<Method>('upi');
  const [reference, setReference] = useState('');
  const [refundedOn, setRefundedOn] = useState(today);

  function submit() {
    const value = amount.trim() === '' ? Number.NaN : Number(amount);
    return send(
      adminRefundBody.safeParse({
        amount: value,
        method,
        reference: reference.trim() || undefined,
        refundedOn,
      }),
      (body) => adminCall('adminReturnRefund', { params: { orderId: target.orderId }, body }),
      // At most what the shopper paid (the contract's message; the server checks it again).
      value > target.payable ? { amount: ADMIN_ORDER_MESSAGES.refundAmountInvalid } : {},
    );
  }

  return (
    <DeskChangeDialog
      onClose={onClose}
      title="Record the refund"
      description={`The refund paid for ${target.orderNumber}.`}
      busy={busy}
      submitLabel="Record refund"
      onSubmit={() => void submit()}
    >
      <AmountField max={target.payable} value={amount} onChange={setAmount} error={errors.amount} />
      <fieldset>
        <legend className={labelClass}>Paid by</legend>
        <div className="flex flex-wrap gap-3">
          {METHODS.map((choice) => (
            <label key={choice} className="flex items-center gap-1.5 text-sm font-semibold text-ink">
              <input
                type="radio"
                name="refund-method"
                value={choice}
                checked={method === choice}
                onChange={() => setMethod(choice)}
                className="size-4 accent-accent"
              />
              {REFUND_METHOD_LABELS[choice]}
            </label>
          ))}
        </div>
        {errors.method ? <p className={errorClass}>{errors.method}</p> : null}
      </fieldset>
      {method === 'coins' ? null : (
        <ShortTextField
          label="Reference (UTR or UPI)"
          value={reference}
          onChange={setReference}
          error={errors.reference}
        />
      )}
      <DayField
        label="Refunded on"
        max={today}
        value={refundedOn}
        onChange={setRefundedOn}
        error={errors.refundedOn}
      />
    </DeskChangeDialog>
  );
}
