import * as Dialog from '@radix-ui/react-dialog';
import { Trash2, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Address } from '../../../../contract/address.ts';
import { AddressSummary } from '../../../components/AddressSummary.tsx';
import { buttonStyles } from '../../../components/button-styles.ts';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { ADDRESS_TEXTS, deleteAddressOf } from '../address-texts.ts';
import { useDeleteAddress } from '../use-address-changes.ts';

const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-danger px-5 py-2.5 font-semibold text-white shadow-soft transition-colors hover:bg-[#a12a22] disabled:cursor-not-allowed disabled:opacity-60';

/** Delete on a saved address: an alert dialog showing the address, with Cancel focused. */
export function DeleteAddressDialog({ address }: { address: Address }) {
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { remove, removing } = useDeleteAddress();

  async function confirm() {
    const outcome = await remove(address);
    if (outcome.status === 'done') setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !removing && setOpen(next)}>
      <Dialog.Trigger
        // Names which address, so each row's button says more than its visible word.
        aria-label={deleteAddressOf(address.name)}
        className={`${buttonStyles.quiet} text-sm text-danger hover:bg-blush`}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {ADDRESS_TEXTS.delete}
      </Dialog.Trigger>
      <DialogFrame
        role="alertdialog"
        title={ADDRESS_TEXTS.deleteTitle}
        description="It will no longer be offered at checkout."
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
        <div className="rounded-2xl bg-cream/70 p-4">
          <AddressSummary address={address} />
        </div>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close ref={cancelRef} disabled={removing} className={buttonStyles.secondary}>
            {ADDRESS_TEXTS.cancel}
          </Dialog.Close>
          <button type="button" disabled={removing} onClick={() => void confirm()} className={dangerButton}>
            <Trash2 className="size-4" aria-hidden="true" />
            {removing ? ADDRESS_TEXTS.deleting : ADDRESS_TEXTS.delete}
          </button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
