import { Banknote, FileText, PackageOpen, Undo2 } from 'lucide-react';
import { useState } from 'react';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrderDetail,
  adminCashBody,
  adminOrderStatusBody,
  adminRtoBody,
} from '../../../../../contract/admin-orders.ts';
import { ORDER_DESCRIPTION_MAX, type OrderStatus, statusLabel } from '../../../../../contract/order.ts';
import { buttonStyles } from '../../../../components/button-styles.ts';
import { notifyError } from '../../../../lib/notify.ts';
import { adminCall } from '../../call.ts';
import { indiaToday, inputClass, issuesByField, serverFieldErrors } from '../desk.ts';
import { openOrderPdf } from '../open-pdf.ts';
import { useDeskChange } from '../use-desk-change.ts';
import { DeskDialog } from './DeskDialog.tsx';
import { Field } from './Field.tsx';

/** Statuses from which a parcel can come back refused at the door. */
export const RTO_FROM: readonly OrderStatus[] = [
  'Confirmed',
  'Processing',
  'Shipping',
  'Shipped',
  'In-Transit',
];

type Errors = Record<string, string>;

/** Move one order: courier and tracking for Shipped, a reason for Cancelled, else an optional note. */
function MoveDialog({
  detail,
  orderKey,
  status,
  onClose,
}: {
  detail: AdminOrderDetail;
  orderKey: string;
  status: OrderStatus;
  onClose: () => void;
}) {
  const { busy, run } = useDeskChange(orderKey);
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const shipped = status === 'Shipped';
  const cancelled = status === 'Cancelled';

  async function submit() {
    const parsed = adminOrderStatusBody.safeParse({
      status,
      from: detail.order.status,
      ...(shipped ? { courier, trackingNumber } : {}),
      note: note.trim() || undefined,
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    const outcome = await run(() =>
      adminCall('adminOrderStatus', { params: { orderId: detail.order._id }, body: parsed.data }),
    );
    // Done, or someone else moved the order first (it reloads): either way this move is over.
    if (outcome.ok || outcome.status === 409) onClose();
    else setErrors(serverFieldErrors(outcome.fieldErrors));
  }

  return (
    <DeskDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Move to ${statusLabel(status)}`}
      description={`${detail.order.orderNumber} is ${statusLabel(detail.order.status)} now.`}
      busy={busy}
      submit={`Move to ${statusLabel(status)}`}
      busyLabel="Saving…"
      danger={cancelled}
      onSubmit={() => void submit()}
    >
      {shipped ? (
        <>
          <Field label="Courier" error={errors.courier}>
            {(control) => (
              <input
                {...control}
                type="text"
                maxLength={60}
                value={courier}
                onChange={(event) => setCourier(event.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Tracking number" error={errors.trackingNumber}>
            {(control) => (
              <input
                {...control}
                type="text"
                maxLength={60}
                value={trackingNumber}
                onChange={(event) => setTrackingNumber(event.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        </>
      ) : null}
      <Field
        label={cancelled ? 'Reason for cancelling' : 'Note (optional)'}
        hint={cancelled ? 'The shopper sees this reason.' : undefined}
        error={errors.note}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={ORDER_DESCRIPTION_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      {errors.status || errors[''] ? (
        <p className="text-sm text-danger">{errors.status ?? errors['']}</p>
      ) : null}
    </DeskDialog>
  );
}

/** Cash collected on delivery: the amount (the payable, to start with) and the India date. */
function CashDialog({
  detail,
  orderKey,
  onClose,
}: {
  detail: AdminOrderDetail;
  orderKey: string;
  onClose: () => void;
}) {
  const { busy, run } = useDeskChange(orderKey);
  const today = indiaToday();
  const [amount, setAmount] = useState(String(detail.order.finalPayableAmount));
  const [collectedOn, setCollectedOn] = useState(today);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  async function submit() {
    const parsed = adminCashBody.safeParse({
      amount: amount.trim() === '' ? Number.NaN : Number(amount),
      collectedOn,
      note: note.trim() || undefined,
    });
    // A day in the future is refused too (the contract's message; the server checks it again).
    const future: Errors = collectedOn > today ? { collectedOn: ADMIN_ORDER_MESSAGES.cashDateInvalid } : {};
    if (!parsed.success || 'collectedOn' in future) {
      setErrors({ ...(parsed.success ? {} : issuesByField(parsed.error)), ...future });
      return;
    }
    setErrors({});
    const outcome = await run(() =>
      adminCall('adminOrderCash', { params: { orderId: detail.order._id }, body: parsed.data }),
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
      title="Cash collected"
      description={`The cash the courier collected for ${detail.order.orderNumber}.`}
      busy={busy}
      submit="Record cash"
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
            step="0.01"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Collected on" error={errors.collectedOn}>
        {(control) => (
          <input
            {...control}
            type="date"
            max={today}
            value={collectedOn}
            onChange={(event) => setCollectedOn(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
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

/** Refused at the door: the parcel comes back and its stock, coins and coupon with it. */
function RtoDialog({
  detail,
  orderKey,
  onClose,
}: {
  detail: AdminOrderDetail;
  orderKey: string;
  onClose: () => void;
}) {
  const { busy, run } = useDeskChange(orderKey);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  async function submit() {
    const parsed = adminRtoBody.safeParse({ note: note.trim() || undefined });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    const outcome = await run(() =>
      adminCall('adminOrderRto', { params: { orderId: detail.order._id }, body: parsed.data }),
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
      title="Returned to origin?"
      description={`${detail.order.orderNumber} was refused at the door and is coming back. Its stock, coins and coupon are given back.`}
      busy={busy}
      submit="Mark returned to origin"
      busyLabel="Saving…"
      danger
      onSubmit={() => void submit()}
    >
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

type Open = { kind: 'move'; status: OrderStatus } | { kind: 'cash' } | { kind: 'rto' } | null;

/** What the desk can do with one order now; changes only for a role with orders:write. */
export function OrderActions({
  detail,
  orderKey,
  canWrite,
}: {
  detail: AdminOrderDetail;
  orderKey: string;
  canWrite: boolean;
}) {
  const [open, setOpen] = useState<Open>(null);
  const [opening, setOpening] = useState(false);
  const { order } = detail;
  const close = () => setOpen(null);
  const canCash = order.status === 'Delivered' && detail.cash === null;
  const canRto = RTO_FROM.includes(order.status) && !detail.returnedToOrigin;

  async function pdf(name: 'adminOrderInvoice' | 'adminOrderPackingSlip') {
    setOpening(true);
    const failure = await openOrderPdf(name, order._id);
    setOpening(false);
    if (failure) notifyError(failure, 'account');
  }

  return (
    <div className="space-y-3">
      {canWrite && detail.moves.length > 0 ? (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="float-left mr-1 text-sm font-bold text-ink">Move to</legend>
          {detail.moves.map((status) => (
            <button
              key={status}
              type="button"
              aria-label={`Move to ${statusLabel(status)}`}
              onClick={() => setOpen({ kind: 'move', status })}
              className="rounded-full border border-line bg-paper px-3.5 py-1.5 text-sm font-semibold text-ink transition-colors hover:border-accent hover:text-accent"
            >
              {statusLabel(status)}
            </button>
          ))}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {canWrite && canCash ? (
          <button type="button" onClick={() => setOpen({ kind: 'cash' })} className={buttonStyles.primary}>
            <Banknote className="size-4" aria-hidden="true" />
            Cash collected
          </button>
        ) : null}
        {canWrite && canRto ? (
          <button type="button" onClick={() => setOpen({ kind: 'rto' })} className={buttonStyles.secondary}>
            <Undo2 className="size-4" aria-hidden="true" />
            Returned to origin
          </button>
        ) : null}
        {order.invoiceAvailable ? (
          <button
            type="button"
            disabled={opening}
            onClick={() => void pdf('adminOrderInvoice')}
            className={buttonStyles.secondary}
          >
            <FileText className="size-4" aria-hidden="true" />
            Invoice (PDF)
          </button>
        ) : null}
        <button
          type="button"
          disabled={opening}
          onClick={() => void pdf('adminOrderPackingSlip')}
          className={buttonStyles.secondary}
        >
          <PackageOpen className="size-4" aria-hidden="true" />
          Packing slip (PDF)
        </button>
      </div>

      {open?.kind === 'move' ? (
        <MoveDialog detail={detail} orderKey={orderKey} status={open.status} onClose={close} />
      ) : null}
      {open?.kind === 'cash' ? <CashDialog detail={detail} orderKey={orderKey} onClose={close} /> : null}
      {open?.kind === 'rto' ? <RtoDialog detail={detail} orderKey={orderKey} onClose={close} /> : null}
    </div>
  );
}
