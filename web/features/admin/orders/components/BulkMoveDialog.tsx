import { useState } from 'react';
import { adminBulkStatusBody } from '../../../../../contract/admin-orders.ts';
import { ORDER_STATUSES, type OrderStatus, statusLabel } from '../../../../../contract/order.ts';
import { issuesByField } from '../../form-errors.ts';
import { Field, FormDialog, inputClass } from '../../ui.tsx';
import { NoteField } from './DeskFields.tsx';

/** Statuses a bulk move may ask for: Shipped needs a tracking number per order, so it is one at a time. */
export const BULK_STATUSES = ORDER_STATUSES.filter((status) => status !== 'Shipped');

/** "Move to…" for the selected orders: a status and a note (required to cancel). */
export function BulkMoveDialog({
  open,
  onOpenChange,
  count,
  busy,
  onMove,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  busy: boolean;
  onMove: (status: OrderStatus, note: string | undefined) => void;
}) {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit() {
    if (!status) {
      setErrors({ status: 'Choose the status to move the orders to.' });
      return;
    }
    const parsed = adminBulkStatusBody.safeParse({
      orders: [{ id: '00000000-0000-4000-8000-000000000000' }],
      status: status || undefined,
      note: note.trim() || undefined,
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    onMove(parsed.data.status, parsed.data.note);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setErrors({});
      }}
      title="Move orders"
      description={`${count} selected ${count === 1 ? 'order' : 'orders'}. Each is moved or refused on its own.`}
      busy={busy}
      submitLabel="Move"
      busyLabel="Moving…"
      cancelLabel="Close"
      onSubmit={submit}
    >
      <Field label="Move to" error={errors.status}>
        {(control) => (
          <select
            {...control}
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
            className={inputClass}
          >
            <option value="">Choose a status</option>
            {BULK_STATUSES.map((choice) => (
              <option key={choice} value={choice}>
                {statusLabel(choice)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <NoteField
        label={status === 'Cancelled' ? 'Reason for cancelling' : 'Note (optional)'}
        hint={status === 'Cancelled' ? 'The shopper sees this reason.' : undefined}
        rows={3}
        value={note}
        onChange={setNote}
        error={errors.note}
      />
    </FormDialog>
  );
}
