import { useEffect, useId } from 'react';
import { toast } from 'sonner';
import { ADDRESS_MESSAGES, addressAddBody } from '../../../../contract/address.ts';
import { TOAST_MS_ACCOUNT } from '../../../../contract/constants.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { EMPTY_ADDRESS } from '../address-form.ts';
import { ADDRESS_TEXTS } from '../address-texts.ts';
import { useAddAddress } from '../use-address-changes.ts';
import { useAddressForm } from '../use-address-form.ts';
import { AddressFields } from './AddressFields.tsx';

/**
 * The add-address form (accounts §2 "Addresses", §4 "Address form"): saved, it says so, empties
 * itself and hands over to `onAdded` (which hides it); the list reads itself again.
 */
export function AddressForm({ onAdded, onCancel }: { onAdded: () => void; onCancel: () => void }) {
  const state = useAddressForm(addressAddBody, EMPTY_ADDRESS);
  const { form, verify } = state;
  const { add, adding } = useAddAddress();
  const headingId = useId();

  // Opened by 'Add New Shipping Address': the shopper starts typing at once.
  useEffect(() => {
    form.setFocus('name');
  }, [form]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      const outcome = await add(values);
      if (outcome.status === 'done') {
        form.reset(EMPTY_ADDRESS);
        verify.reset();
        onAdded();
      } else {
        state.showServerErrors(outcome.fieldErrors);
      }
    },
    // Each field says what is missing or wrong ('Please fill in all required fields.' on empty ones).
    () => toast.error(ADDRESS_MESSAGES.correctErrors, { duration: TOAST_MS_ACCOUNT.error }),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60 md:p-6"
    >
      <h3 id={headingId} className="mb-4 font-display text-lg font-extrabold text-ink">
        {ADDRESS_TEXTS.addHeading}
      </h3>
      <AddressFields state={state} alternateOptional disabled={adding} />
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={adding} className={buttonStyles.secondary}>
          {ADDRESS_TEXTS.cancel}
        </button>
        <button type="submit" disabled={adding} className={buttonStyles.primary}>
          {adding ? ADDRESS_TEXTS.saving : ADDRESS_TEXTS.save}
        </button>
      </div>
    </form>
  );
}
