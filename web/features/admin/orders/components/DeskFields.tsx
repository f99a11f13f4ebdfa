import type { ComponentProps } from 'react';
import { ORDER_DESCRIPTION_MAX } from '../../../../../contract/order.ts';
import { Field, FormDialog, inputClass } from '../../ui.tsx';

// What the order and returns desks' dialogs share: the dialog that changes one order, and the fields
// they ask again and again (a note or a reason, an amount in rupees, an India date, a short text).

interface TextProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A note of at most ORDER_DESCRIPTION_MAX characters ("Note (optional)" unless labelled). */
export function NoteField({
  label = 'Note (optional)',
  hint,
  rows = 2,
  value,
  onChange,
  error,
}: TextProps & { label?: string; hint?: string | undefined; rows?: number }) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          maxLength={ORDER_DESCRIPTION_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

/** An amount in rupees, paise allowed, at most `max` when given. */
export function AmountField({ value, onChange, error, max }: TextProps & { max?: number }) {
  return (
    <Field label="Amount (₹)" error={error}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="decimal"
          min={0}
          max={max}
          step="0.01"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

/** An India date (YYYY-MM-DD), at most `max` (today). */
export function DayField({ label, value, onChange, error, max }: TextProps & { label: string; max: string }) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="date"
          max={max}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

/** Text of at most 60 characters (courier, tracking number, payment reference). */
export function ShortTextField({ label, value, onChange, error }: TextProps & { label: string }) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="text"
          maxLength={60}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

/** A dialog changing one order: open until `onClose`, "Saving…" while its request runs. */
export function DeskChangeDialog({
  onClose,
  ...props
}: Omit<ComponentProps<typeof FormDialog>, 'open' | 'onOpenChange' | 'busyLabel' | 'cancelLabel'> & {
  onClose: () => void;
}) {
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busyLabel="Saving…"
      cancelLabel="Close"
      {...props}
    />
  );
}
