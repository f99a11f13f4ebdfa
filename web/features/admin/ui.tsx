import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, Lock } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonStyles } from '../../components/button-styles.ts';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { SectionError } from '../../components/SectionError.tsx';
import { Skeleton, skeletonKeys } from '../../components/Skeleton.tsx';
import { failureText } from '../../lib/failure.ts';

// The console's shared pieces: headings, the "cannot see" note, failures, paging, tables and dialogs.

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
export const touch = 'min-h-11';
export const primaryButton = `${buttonStyles.primary} ${touch} ${focusRing}`;
export const secondaryButton = `${buttonStyles.secondary} ${touch} ${focusRing}`;
export const dangerButton = `inline-flex items-center justify-center gap-2 rounded-full bg-danger px-5 py-2.5 font-semibold text-white hover:bg-berry disabled:cursor-not-allowed disabled:opacity-60 ${touch} ${focusRing}`;
export const inputClass = `w-full rounded-xl border border-line bg-paper px-3 py-2.5 text-ink ${touch} ${focusRing} aria-[invalid=true]:border-danger`;
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

/** A failed load, in the server's words when it gave some, with Try Again. */
export function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  return (
    <SectionError
      message={failureText(error, {
        failed: `Could not load ${what}.`,
        noAnswer: `Could not load ${what}: check the connection and try again.`,
      })}
      onRetry={onRetry}
    />
  );
}

export function Pager({
  page,
  limit,
  total,
  onPage,
}: {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-end gap-2 text-sm">
      <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" /> Previous
      </button>
      <span aria-live="polite" className="px-2 text-ink-soft">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className={secondaryButton}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
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

/** A table in a scrolling card, with a caption for screen readers. */
export function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-card bg-paper ring-1 ring-line/60">
      <table className="w-full min-w-[40rem] text-left text-sm">
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
    <Dialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <DialogFrame title={title} description={description} closeDisabled={busy}>
        <div className="flex flex-wrap justify-end gap-2">
          <Dialog.Close asChild>
            <button type="button" className={secondaryButton} disabled={busy}>
              Cancel
            </button>
          </Dialog.Close>
          <button
            type="button"
            className={danger ? dangerButton : primaryButton}
            disabled={busy}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}

type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

/** A dialog asking for a reason (reject, block), checked with the contract's schema and its messages. */
export function ReasonDialog({
  trigger,
  title,
  description,
  label,
  confirmLabel,
  schema,
  onSubmit,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  label: string;
  confirmLabel: string;
  schema: ReasonSchema;
  onSubmit: (reason: string) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const form = useForm<{ reason: string }>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const busy = form.formState.isSubmitting;
  const error = form.formState.errors.reason?.message;
  const submit = form.handleSubmit(async ({ reason }) => {
    if (await onSubmit(reason)) {
      setOpen(false);
      form.reset();
    }
  });
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <DialogFrame title={title} description={description} closeDisabled={busy}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-reason`} className="text-sm font-semibold text-ink">
              {label}
            </label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              className={inputClass}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...form.register('reason')}
            />
            {error ? (
              <p id={`${id}-error`} className="text-sm text-danger">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <button type="button" className={secondaryButton} disabled={busy}>
                Cancel
              </button>
            </Dialog.Close>
            <button type="submit" className={dangerButton} disabled={busy}>
              {confirmLabel}
            </button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}

/** A label and value pair inside a <dl>. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
      <dd className="break-words text-sm text-ink">{children ?? '—'}</dd>
    </div>
  );
}

export function Card({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="rounded-card bg-paper p-4 ring-1 ring-line/60 md:p-5" aria-label={title}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-display text-lg font-extrabold text-ink">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
