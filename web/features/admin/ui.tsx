import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Lock, Pencil, Plus, Search } from 'lucide-react';
import { type ComponentPropsWithRef, type FormEvent, type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonStyles } from '../../components/button-styles.ts';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { SectionError } from '../../components/SectionError.tsx';
import { Skeleton, skeletonKeys } from '../../components/Skeleton.tsx';
import { failureText } from '../../lib/failure.ts';
import { formatCount } from './console-format.ts';

// The console's shared pieces: headings, the "cannot see" note, failures, paging, tables, cards, Edit
// and Add buttons, form fields (inputs, choices, radio buttons, a search box) and dialogs. Every console
// page and desk builds from these; lists with selectable rows: paged-list.tsx; ordered lists:
// reorder.tsx; refused input: form-errors.ts; dialogs saving one record: form-dialog.tsx.

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
export const touch = 'min-h-11';
export const primaryButton = `${buttonStyles.primary} ${touch} ${focusRing}`;
export const secondaryButton = `${buttonStyles.secondary} ${touch} ${focusRing}`;
export const dangerButton = `inline-flex items-center justify-center gap-2 rounded-full bg-danger px-5 py-2.5 font-semibold text-white hover:bg-berry disabled:cursor-not-allowed disabled:opacity-60 ${touch} ${focusRing}`;
export const inputClass = `block w-full rounded-xl border border-line bg-paper px-3 py-2.5 text-ink placeholder:text-ink-soft/70 disabled:opacity-60 ${touch} ${focusRing} aria-[invalid=true]:border-danger`;
export const labelClass = 'mb-1 block text-sm font-semibold text-ink';
export const errorClass = 'mt-1 text-sm font-semibold text-danger';
export const cardClass = 'rounded-card bg-paper p-4 ring-1 ring-line/60';
export const linkClass = `font-semibold text-accent underline-offset-2 hover:underline ${focusRing}`;

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-display text-2xl font-extrabold text-ink">{title}</h1>
      {children}
    </div>
  );
}

/** Shown in place of a page the signed-in role may not read (no call is made). */
export function NoAccess() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card bg-paper px-6 py-12 text-center ring-1 ring-line/60">
      <Lock className="size-8 text-ink-soft" aria-hidden="true" />
      <h1 className="font-display text-xl font-extrabold text-ink">Your role cannot see this page</h1>
      <p className="text-sm text-ink-soft">Ask the shop’s owner if you need it.</p>
    </div>
  );
}

/**
 * A failed load, in the server's words when it gave some, with Try Again. A page with words of its own
 * for every other failure gives them as `failed`.
 */
export function LoadError({
  error,
  what,
  failed,
  onRetry,
}: {
  error: unknown;
  what: string;
  failed?: string;
  onRetry: () => void;
}) {
  return (
    <SectionError
      message={failureText(
        error,
        failed
          ? { failed }
          : {
              failed: `Could not load ${what}.`,
              noAnswer: `Could not load ${what}: check the connection and try again.`,
            },
      )}
      onRetry={onRetry}
    />
  );
}

/**
 * Previous and Next under a list. It says "Page 2 of 5" unless given a `summary` (then it is shown even
 * for a single page, e.g. "1–25 of 40 orders").
 */
export function Pager({
  page,
  limit,
  total,
  onPage,
  summary,
}: {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  summary?: ReactNode;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1 && summary === undefined) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite" className="text-ink-soft">
        {summary ?? `Page ${page} of ${pages}`}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={secondaryButton}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" /> Previous
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}

/** An Edit button named for what it edits ("Edit Tiny Threads"), e.g. a dialog's trigger. */
export function EditButton({
  name,
  className = secondaryButton,
  ...button
}: { name: string } & Omit<ComponentPropsWithRef<'button'>, 'type' | 'children'>) {
  return (
    <button type="button" className={className} aria-label={`Edit ${name}`} {...button}>
      <Pencil className="size-4" aria-hidden="true" /> Edit
    </button>
  );
}

/** A button with a plus that adds something ("New coupon"), e.g. the trigger of the dialog adding it. */
export function AddButton({
  className = primaryButton,
  children,
  ...button
}: Omit<ComponentPropsWithRef<'button'>, 'type'>) {
  return (
    <button type="button" className={className} {...button}>
      <Plus className="size-4" aria-hidden="true" /> {children}
    </button>
  );
}

export function TableSkeleton({ rows = 5, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-2">
      {skeletonKeys(rows).map((key) => (
        <Skeleton key={key} className="h-11 rounded-xl" />
      ))}
    </div>
  );
}

/**
 * A table in a scrolling card, with a caption for screen readers. Wide tables keep a minimum width and
 * scroll sideways on narrow screens; `fit` tables (a few short columns in half a page) wrap instead.
 */
export function Table({
  caption,
  head,
  children,
  fit = false,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
  fit?: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-card bg-paper ring-1 ring-line/60">
      <table className={`w-full text-left text-sm ${fit ? '' : 'min-w-[40rem]'}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-xs uppercase tracking-wide text-ink-soft">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line/70">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = 'px-4 py-3 align-top';

/**
 * One page of a paged list as a table, with every state around it: the skeleton while it loads, the
 * failure with Try again, the empty note, then the count ("25 shoppers"), the table and the pager.
 */
export function ListResult<Data extends { page: number; limit: number; total: number }, Row>({
  query,
  rows,
  loadingLabel,
  what,
  empty,
  noun,
  countNote,
  caption,
  head,
  row,
  onPage,
}: {
  query: UseQueryResult<Data>;
  /** The page's rows out of the answer. */
  rows: (data: Data) => readonly Row[];
  /** The skeleton's name, e.g. "Loading shoppers". */
  loadingLabel: string;
  /** What failed to load, e.g. "shoppers" (see LoadError). */
  what: string;
  empty: ReactNode;
  /** The count's noun, one and many: ['shopper', 'shoppers']. */
  noun: readonly [string, string];
  /** Said after the count, e.g. "newest first". */
  countNote?: string;
  caption: string;
  head: string[];
  /** One <tr> (with its key) for a row. */
  row: (row: Row) => ReactNode;
  onPage: (page: number) => void;
}) {
  if (query.isPending) return <TableSkeleton label={loadingLabel} />;
  if (query.isError) {
    return <LoadError error={query.error} what={what} onRetry={() => void query.refetch()} />;
  }
  const { page, limit, total } = query.data;
  const items = rows(query.data);
  if (items.length === 0) return <Empty>{empty}</Empty>;
  return (
    <>
      <p className="mb-2 text-sm text-ink-soft" aria-live="polite">
        {formatCount(total)} {total === 1 ? noun[0] : noun[1]}
        {countNote ? `, ${countNote}` : null}
      </p>
      <Table caption={caption} head={head}>
        {items.map(row)}
      </Table>
      <Pager page={page} limit={limit} total={total} onPage={onPage} />
    </>
  );
}

export function Badge({
  tone = 'quiet',
  children,
}: {
  tone?: 'quiet' | 'danger' | 'good';
  children: ReactNode;
}) {
  const tones = {
    quiet: 'bg-cream text-ink-soft ring-line',
    danger: 'bg-blush text-berry ring-berry/30',
    good: 'bg-mint text-leaf ring-leaf/30',
  };
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${tones[tone]}`}>
      {children}
    </span>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-card border border-dashed border-line bg-paper/70 px-4 py-8 text-center text-sm text-ink-soft">
      {children}
    </p>
  );
}

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled form control with its hint and error under it; `children` gets the id and aria wiring. */
export function Field({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled <input> (Field's wiring) taking the input's own props: a value and onChange, or
 * react-hook-form's register() spread on it.
 */
export function InputField({
  label,
  error,
  hint,
  className,
  ...input
}: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
} & Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...input} {...control} className={inputClass} />}
    </Field>
  );
}

/** A choice in a SelectField: a string is its own value and label. */
export type SelectOption = string | { value: string; label: string };

/**
 * A labelled <select> (Field's wiring): `none` names the empty choice (''), `options` follow it, and any
 * `children` (e.g. option groups) after them.
 */
export function SelectField({
  label,
  value,
  onChange,
  none,
  options = [],
  error,
  hint,
  disabled = false,
  className,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  none?: string;
  options?: readonly SelectOption[];
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        >
          {none === undefined ? null : <option value="">{none}</option>}
          {options.map((option) =>
            typeof option === 'string' ? (
              <option key={option} value={option}>
                {option}
              </option>
            ) : (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ),
          )}
          {children}
        </select>
      )}
    </Field>
  );
}

/** One choice of a few, as radio buttons under a legend. */
export function RadioChoice<Value extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className={`size-4 accent-accent ${focusRing}`}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A list's search box with its Search button (it submits the form around it). */
export function SearchBar({
  label,
  placeholder,
  value,
  onChange,
  maxLength,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}) {
  return (
    <div className="flex gap-2">
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-soft"
        />
        <input
          type="search"
          aria-label={label}
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} pl-9`}
        />
      </div>
      <button type="submit" className={primaryButton}>
        Search
      </button>
    </div>
  );
}

/**
 * The console's one dialog: the shop's frame around a form with Cancel and a submit button. It stays
 * open while `busy` (its request runs); the caller closes it. With a `trigger` the trigger opens it.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  busy,
  submitLabel,
  busyLabel = submitLabel,
  cancelLabel = 'Cancel',
  danger = false,
  wide = false,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  /** Room for a two-column form from 768 px. */
  wide?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <DialogFrame
        title={title}
        description={description}
        closeDisabled={busy}
        wide={wide}
        closeLabel="Close"
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(event);
          }}
          className="flex flex-col gap-4"
        >
          {children}
          <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" className={secondaryButton} disabled={busy}>
                {cancelLabel}
              </button>
            </Dialog.Close>
            <button
              type="submit"
              className={danger ? dangerButton : primaryButton}
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? busyLabel : submitLabel}
            </button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}

/** A yes/no question before an action; the action's promise keeps the dialog busy until it settles. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  danger = false,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** Resolves true when done (the dialog closes), false to keep it open. */
  onConfirm: () => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      if (await onConfirm()) setOpen(false);
    } finally {
      setBusy(false);
    }
  }
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description={description}
      busy={busy}
      submitLabel={confirmLabel}
      danger={danger}
      onSubmit={() => void confirm()}
    />
  );
}

type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

/**
 * A dialog asking for a reason (reject, block, decline), checked with the contract's schema and its
 * messages. With a `trigger` the trigger opens it; without one it opens at once and `onClose` says when
 * it closed. `onSubmit` resolves true when done (it closes), false to stay open, or the server's words
 * about the reason to show under it.
 */
export function ReasonDialog({
  trigger,
  onClose,
  title,
  description,
  label,
  hint,
  maxLength,
  confirmLabel,
  busyLabel,
  cancelLabel,
  schema,
  onSubmit,
}: {
  trigger?: ReactNode;
  onClose?: () => void;
  title: string;
  description: ReactNode;
  label: string;
  hint?: string;
  maxLength?: number;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  schema: ReasonSchema;
  onSubmit: (reason: string) => Promise<boolean | string>;
}) {
  const [open, setOpen] = useState(!trigger);
  const form = useForm<{ reason: string }>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const busy = form.formState.isSubmitting;
  function openChange(next: boolean) {
    setOpen(next);
    if (!next) onClose?.();
  }
  const submit = form.handleSubmit(async ({ reason }) => {
    const outcome = await onSubmit(reason);
    if (typeof outcome === 'string') form.setError('reason', { message: outcome });
    else if (outcome) {
      openChange(false);
      form.reset();
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={openChange}
      trigger={trigger}
      title={title}
      description={description}
      busy={busy}
      submitLabel={confirmLabel}
      busyLabel={busyLabel}
      cancelLabel={cancelLabel}
      danger
      onSubmit={(event) => void submit(event)}
    >
      <Field label={label} hint={hint} error={form.formState.errors.reason?.message}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={maxLength}
            className={inputClass}
            {...form.register('reason')}
          />
        )}
      </Field>
    </FormDialog>
  );
}

/** A label and value pair inside a <dl>. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
      <dd className="break-words text-sm text-ink">{children ?? '—'}</dd>
    </div>
  );
}

/** A titled card (a region named by its heading), with an optional action beside the title. */
export function Card({
  title,
  children,
  action,
  className = '',
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <section className={`${cardClass} md:p-5 ${className}`} aria-label={title}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-display text-lg font-extrabold text-ink">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
