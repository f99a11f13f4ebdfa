import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { buttonStyles } from '../../../../components/button-styles.ts';
import { DialogFrame } from '../../../../components/DialogFrame.tsx';

export const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-danger px-5 py-2.5 font-semibold text-white shadow-soft transition-colors hover:bg-[#a12a22] disabled:cursor-not-allowed disabled:opacity-60';

/**
 * A desk dialog: a form with Close and a submit button. It stays open while its request runs; the
 * caller closes it on success.
 */
export function DeskDialog({
  open,
  onOpenChange,
  title,
  description,
  busy,
  submit,
  busyLabel,
  danger = false,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  busy: boolean;
  submit: string;
  busyLabel: string;
  danger?: boolean;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogFrame title={title} description={description} closeDisabled={busy}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
          className="space-y-4"
        >
          {children}
          <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
            <Dialog.Close type="button" disabled={busy} className={buttonStyles.secondary}>
              Close
            </Dialog.Close>
            <button
              type="submit"
              disabled={busy}
              aria-busy={busy}
              className={danger ? dangerButton : buttonStyles.primary}
            >
              {busy ? busyLabel : submit}
            </button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
