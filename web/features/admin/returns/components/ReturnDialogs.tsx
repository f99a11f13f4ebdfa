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
import { DeskDialog } from '../../orders/components/DeskDialog.tsx';
import { Field } from '../../orders/components/Field.tsx';
import { indiaToday, inputClass, issuesByField, labelClass, serverFieldErrors } from '../../orders/desk.ts';
import { useDeskChange } from '../../orders/use-desk-change.ts';

type Errors = Record<string, string>;

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
  const { busy, run } = useDeskChange(target.orderId);
  const [restock, setRestock] = useState(true);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  async function submit() {
    const parsed = adminReturnAcceptBody.safeParse({ restock, note: note.trim() || undefined });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    const outcome = await run(() =>
      adminCall('adminReturnAccept', { params: { orderId: target.orderId }, body: parsed.data }),
    );
    if (outcome.ok || outcome.status === 409) onClose();
    else setErrors(serverFieldErrors(outcome.fieldErrors));
  }

  return (
    <DeskDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Accept the return"
      description={`${target.orderNumber} becomes Returned.`}
      busy={busy}
      submit="Accept return"
      busyLabel="Saving…"
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
      <Field label="Note (optional)" error={errors.note}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={ORDER_DESCRIPTION_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
    </DeskDialog>
  );
}

/** Decline a return: back to Delivered, with the reason the shopper sees. */
export function DeclineDialog({ target, onClose }: DialogProps) {
  const { busy, run } = useDeskChange(target.orderId);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  async function submit() {
    const parsed = adminReturnDeclineBody.safeParse({ reason });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    const outcome = await run(() =>
      adminCall('adminReturnDecline', { params: { orderId: target.orderId }, body: parsed.data }),
    );
    if (outcome.ok || outcome.status === 409) onClose();
    else setErrors(serverFieldErrors(outcome.fieldErrors));
  }

  return (
    <DeskDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Decline the return"
      description={`${target.orderNumber} goes back to Delivered.`}
      busy={busy}
      submit="Decline return"
      busyLabel="Saving…"
      danger
      onSubmit={() => void submit()}
    >
      <Field label="Reason" hint="The shopper sees this reason." error={errors.reason}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={ORDER_DESCRIPTION_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
    </DeskDialog>
  );
}

type Method = keyof typeof REFUND_METHOD_LABELS;
const METHODS = Object.keys(REFUND_METHOD_LABELS) as Method[];

/** The refund paid on an accepted return: amount (at most what was paid), method, reference, date. */
export function RefundDialog({ target, onClose }: DialogProps) {
  const { busy, run } = useDeskChange(target.orderId);
  const today = indiaToday();
  const [amount, setAmount] = useState(String(target.payable));
  const [method, setMethod] = useState<Method>('upi');
  const [reference, setReference] = useState('');
  const [refundedOn, setRefundedOn] = useState(today);
  const [errors, setErrors] = useState<Errors>({});

  async function submit() {
    const value = amount.trim() === '' ? Number.NaN : Number(amount);
    const parsed = adminRefundBody.safeParse({
      amount: value,
      method,
      reference: reference.trim() || undefined,
      refundedOn,
    });
    // At most what the shopper paid (the contract's message; the server checks it again).
    const tooMuch: Errors =
      value > target.payable ? { amount: ADMIN_ORDER_MESSAGES.refundAmountInvalid } : {};
    if (!parsed.success || 'amount' in tooMuch) {
      setErrors({ ...(parsed.success ? {} : issuesByField(parsed.error)), ...tooMuch });
      return;
    }
    setErrors({});
    const outcome = await run(() =>
      adminCall('adminReturnRefund', { params: { orderId: target.orderId }, body: parsed.data }),
    );
    if (outcome.ok) onClose();
    else setErrors(serverFieldErrors(outcome.fieldErrors));
  }

  return (
    <DeskDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Record the refund"
      description={`The refund paid for ${target.orderNumber}.`}
      busy={busy}
      submit="Record refund"
      busyLabel="Saving…"
      onSubmit={() => void submit()}
    >
      <Field label="Amount (₹)" error={errors.amount}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="decimal"
            min={0}
            max={target.payable}
            step="0.01"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
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
        {errors.method ? <p className="mt-1 text-sm font-semibold text-danger">{errors.method}</p> : null}
      </fieldset>
      {method === 'coins' ? null : (
        <Field label="Reference (UTR or UPI)" error={errors.reference}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={60}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      )}
      <Field label="Refunded on" error={errors.refundedOn}>
        {(control) => (
          <input
            {...control}
            type="date"
            max={today}
            value={refundedOn}
            onChange={(event) => setRefundedOn(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
    </DeskDialog>
  );
}
