import { Banknote, FileText, PackageOpen, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_ENDPOINTS } from '../../../../../contract/admin-endpoints.ts';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrderDetail,
  adminCashBody,
  adminOrderStatusBody,
  adminRtoBody,
} from '../../../../../contract/admin-orders.ts';
import { fillPath } from '../../../../../contract/endpoint.ts';
import { type OrderStatus, statusLabel } from '../../../../../contract/order.ts';
import type { ApiResult } from '../../../../lib/api.ts';
import { openPath } from '../../../../lib/download.ts';
import { failureStatus, failureText, isRefusal } from '../../../../lib/failure.ts';
import { notifyError } from '../../../../lib/notify.ts';
import { adminCall } from '../../call.ts';
import { indiaToday } from '../../console-format.ts';
import { CONSOLE_TOAST } from '../../console-query.ts';
import { primaryButton, secondaryButton } from '../../ui.tsx';
import { useDeskForm } from '../use-desk-change.ts';
import { AmountField, DayField, DeskChangeDialog, NoteField, ShortTextField } from './DeskFields.tsx';

/** Statuses from which a parcel can come back refused at the door. */
export const RTO_FROM: readonly OrderStatus[] = [
  'Confirmed',
  'Processing',
  'Shipping',
  'Shipped',
  'In-Transit',
];

type OrderPdf = 'adminOrderInvoice' | 'adminOrderPackingSlip';

/** Why a PDF did not open: the server's words, else what went wrong in plain words. */
export function pdfFailureText(result: ApiResult<unknown>): string {
  if (failureStatus(result) === 401 && !isRefusal(result)) return 'Sign in again to open the file.';
  return failureText(result, {
    failed: 'The file could not be opened. Try again.',
    noAnswer: 'The file could not be opened. Check the connection and try again.',
    noAnswerWhen: 'unreached',
  });
}

/** What each dialog changing this order is given; it calls onClose when it is over. */
interface OrderDialogProps {
  detail: AdminOrderDetail;
  orderKey: string;
  onClose: () => void;
}

/** Move one order: courier and tracking for Shipped, a reason for Cancelled, else an optional note. */
function MoveDialog({ detail, orderKey, status, onClose }: OrderDialogProps & { status: OrderStatus }) {
  // Done, or someone else moved the order first (it reloads): either way this move is over.
  const { busy, errors, send } = useDeskForm(orderKey, onClose);
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [note, setNote] = useState('');
  const shipped = status === 'Shipped';
  const cancelled = status === 'Cancelled';

  const submit = () =>
    send(
      adminOrderStatusBody.safeParse({
        status,
        from: detail.order.status,
        ...(shipped ? { courier, trackingNumber } : {}),
        note: note.trim() || undefined,
      }),
      (body) => adminCall('adminOrderStatus', { params: { orderId: detail.order._id }, body }),
    );

  return (
    <DeskChangeDialog
      onClose={onClose}
      title={`Move to ${statusLabel(status)}`}
      description={`${detail.order.orderNumber} is ${statusLabel(detail.order.status)} now.`}
      busy={busy}
      submitLabel={`Move to ${statusLabel(status)}`}
      danger={cancelled}
      onSubmit={() => void submit()}
    >
      {shipped ? (
        <>
          <ShortTextField label="Courier" value={courier} onChange={setCourier} error={errors.courier} />
          <ShortTextField
            label="Tracking number"
            value={trackingNumber}
            onChange={setTrackingNumber}
            error={errors.trackingNumber}
          />
        </>
      ) : null}
      <NoteField
        label={cancelled ? 'Reason for cancelling' : 'Note (optional)'}
        hint={cancelled ? 'The shopper sees this reason.' : undefined}
        rows={3}
        value={note}
        onChange={setNote}
        error={errors.note}
      />
      {errors.status || errors[''] ? (
        <p className="text-sm text-danger">{errors.status ?? errors['']}</p>
      ) : null}
    </DeskChangeDialog>
  );
}

/** Cash collected on delivery: the amount (the payable, to start with) and the India date. */
function CashDialog({ detail, orderKey, onClose }: OrderDialogProps) {
  const { busy, errors, send } = useDeskForm(orderKey, onClose, { closeOnConflict: false });
  const today = indiaToday();
  const [amount, setAmount] = useState(String(detail.order.finalPayableAmount));
  const [collectedOn, setCollectedOn] = useState(today);
  const [note, setNote] = useState('');

  const submit = () =>
    send(
      adminCashBody.safeParse({
        amount: amount.trim() === '' ? Number.NaN : Number(amount),
        collectedOn,
        note: note.trim() || undefined,
      }),
      (body) => adminCall('adminOrderCash', { params: { orderId: detail.order._id }, body }),
      // A day in the future is refused too (the contract's message; the server checks it again).
      collectedOn > today ? { collectedOn: ADMIN_ORDER_MESSAGES.cashDateInvalid } : {},
    );

  return (
    <DeskChangeDialog
      onClose={onClose}
      title="Cash collected"
      description={`The cash the courier collected for ${detail.order.orderNumber}.`}
      busy={busy}
      submitLabel="Record cash"
      onSubmit={() => void submit()}
    >
      <AmountField value={amount} onChange={setAmount} error={errors.amount} />
      <DayField
        label="Collected on"
        max={today}
        value={collectedOn}
        onChange={setCollectedOn}
        error={errors.collectedOn}
      />
      <NoteField value={note} onChange={setNote} error={errors.note} />
    </DeskChangeDialog>
  );
}

/** Refused at the door: the parcel comes back and its stock, coins and coupon with it. */
function RtoDialog({ detail, orderKey, onClose }: OrderDialogProps) {
  const { busy, errors, send } = useDeskForm(orderKey, onClose);
  const [note, setNote] = useState('');

  const submit = () =>
    send(adminRtoBody.safeParse({ note: note.trim() || undefined }), (body) =>
      adminCall('adminOrderRto', { params: { orderId: detail.order._id }, body }),
    );

  return (
    <DeskChangeDialog
      onClose={onClose}
      title="Returned to origin?"
      description={`${detail.order.orderNumber} was refused at the door and is coming back. Its stock, coins and coupon are given back.`}
      busy={busy}
      submitLabel="Mark returned to origin"
      danger
      onSubmit={() => void submit()}
    >
      <NoteField value={note} onChange={setNote} error={errors.note} />
    </DeskChangeDialog>
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
  const dialog: OrderDialogProps = { detail, orderKey, onClose: () => setOpen(null) };
  const canCash = order.status === 'Delivered' && detail.cash === null;
  const canRto = RTO_FROM.includes(order.status) && !detail.returnedToOrigin;

  async function pdf(name: OrderPdf) {
    setOpening(true);
    const result = await openPath(fillPath(ADMIN_ENDPOINTS[name].path, { orderId: order._id }));
    setOpening(false);
    if (!result.success) notifyError(pdfFailureText(result), CONSOLE_TOAST);
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
          <button type="button" onClick={() => setOpen({ kind: 'cash' })} className={primaryButton}>
            <Banknote className="size-4" aria-hidden="true" />
            Cash collected
          </button>
        ) : null}
        {canWrite && canRto ? (
          <button type="button" onClick={() => setOpen({ kind: 'rto' })} className={secondaryButton}>
            <Undo2 className="size-4" aria-hidden="true" />
            Returned to origin
          </button>
        ) : null}
        {order.invoiceAvailable ? (
          <button
            type="button"
            disabled={opening}
            onClick={() => void pdf('adminOrderInvoice')}
            className={secondaryButton}
          >
            <FileText className="size-4" aria-hidden="true" />
            Invoice (PDF)
          </button>
        ) : null}
        <button
          type="button"
          disabled={opening}
          onClick={() => void pdf('adminOrderPackingSlip')}
          className={secondaryButton}
        >
          <PackageOpen className="size-4" aria-hidden="true" />
          Packing slip (PDF)
        </button>
      </div>

      {open?.kind === 'move' ? <MoveDialog {...dialog} status={open.status} /> : null}
      {open?.kind === 'cash' ? <CashDialog {...dialog} /> : null}
      {open?.kind === 'rto' ? <RtoDialog {...dialog} /> : null}
    </div>
  );
}
