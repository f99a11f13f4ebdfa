import * as Dialog from '@radix-ui/react-dialog';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { type Address, addressUpdateBody } from '../../../../contract/address.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { toFormValues } from '../address-form.ts';
import { ADDRESS_SAYS, ADDRESS_TEXTS, editAddressOf } from '../address-texts.ts';
import type { AddressUpdate } from '../api/update-address.ts';
import { useUpdateAddress } from '../use-address-changes.ts';
import { useAddressForm } from '../use-address-form.ts';
import { AddressFields } from './AddressFields.tsx';

/** The form inside the dialog; mounted on each opening, so it starts from the saved address. */
function EditForm({
  address,
  updating,
  update,
  onDone,
}: {
  address: Address;
  updating: boolean;
  update: ReturnType<typeof useUpdateAddress>['update'];
  onDone: () => void;
}) {
  // The dialog requires the alternate number (rules/accounts §5), hence the update schema.
  const state = useAddressForm(addressUpdateBody, toFormValues(address));
  const { form } = state;

  const onSubmit = form.handleSubmit(
    async (values) => {
      // The form's values are typed for both schemas; the update schema has required the alternate number.
      const outcome = await update(address, values as AddressUpdate);
      if (outcome.status === 'done') onDone();
      else state.showServerErrors(outcome.fieldErrors);
    },
    // Each field says what is missing or wrong ('Name is required', …; the spec's 'Please fill in all
    // required fields.' once above the buttons).
    () => notifyError(ADDRESS_SAYS.correctErrors, 'account'),
  );

  return (
    <form noValidate onSubmit={onSubmit}>
      <AddressFields state={state} alternateOptional={false} disabled={updating} />
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close disabled={updating} className={buttonStyles.secondary}>
          {ADDRESS_TEXTS.cancel}
        </Dialog.Close>
        <button type="submit" disabled={updating} className={buttonStyles.primary}>
          {updating ? ADDRESS_TEXTS.updating : ADDRESS_TEXTS.update}
        </button>
      </div>
    </form>
  );
}

/** Edit on a saved address: the same fields and rules as the add form, in a dialog. */
export function EditAddressDialog({ address }: { address: Address }) {
  const [open, setOpen] = useState(false);
  const { update, updating } = useUpdateAddress();

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !updating && setOpen(next)}>
      <Dialog.Trigger
        // Names which address, so each row's button says more than its visible word.
        aria-label={editAddressOf(address.name)}
        className={`${buttonStyles.quiet} text-sm`}
      >
        <Pencil className="size-4" aria-hidden="true" />
        {ADDRESS_TEXTS.edit}
      </Dialog.Trigger>
      <DialogFrame
        wide
        title={ADDRESS_TEXTS.editTitle}
        description={ADDRESS_TEXTS.editIntro}
        closeDisabled={updating}
        // Escape in an open state list closes the list, not the dialog.
        onEscapeKeyDown={(event) => {
          const target = event.target;
          if (target instanceof HTMLElement && target.getAttribute('aria-expanded') === 'true') {
            event.preventDefault();
          }
        }}
        // A half-edited address is not thrown away by a stray click beside the dialog.
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <EditForm address={address} updating={updating} update={update} onDone={() => setOpen(false)} />
      </DialogFrame>
    </Dialog.Root>
  );
}
