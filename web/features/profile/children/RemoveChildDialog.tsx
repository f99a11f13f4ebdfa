import * as Dialog from '@radix-ui/react-dialog';
import { Trash2, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChildProfile } from '../../../../contract/child-profile.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { useRemoveChild } from './use-children.ts';

const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-danger px-5 py-2.5 font-semibold text-white shadow-soft transition-colors hover:bg-[#a12a22] disabled:cursor-not-allowed disabled:opacity-60';

/** Remove on a child's row: an alert dialog with Cancel focused. */
export function RemoveChildDialog({ child }: { child: ChildProfile }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { run: remove, pending: removing } = useRemoveChild();

  async function confirm() {
    const outcome = await remove(child);
    if (outcome.status === 'done') setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !removing && setOpen(next)}>
      <Dialog.Trigger
        aria-label={t('children.removeOf', { name: child.name })}
        className={`${buttonStyles.quiet} min-h-11 text-sm text-danger hover:bg-blush`}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {t('children.remove')}
      </Dialog.Trigger>
      <DialogFrame
        role="alertdialog"
        title={t('children.removeTitle', { name: child.name })}
        description={t('children.removeText')}
        closeDisabled={removing}
        icon={
          <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-blush">
            <TriangleAlert className="size-5 text-danger" />
          </span>
        }
        // An alert dialog is answered, not dismissed by a stray click outside it.
        onPointerDownOutside={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close ref={cancelRef} disabled={removing} className={buttonStyles.secondary}>
            {t('children.cancel')}
          </Dialog.Close>
          <button type="button" disabled={removing} onClick={() => void confirm()} className={dangerButton}>
            <Trash2 className="size-4" aria-hidden="true" />
            {removing ? t('children.removing') : t('children.remove')}
          </button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
