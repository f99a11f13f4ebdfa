import { useEffect, useId } from 'react';
import { addressAddBody } from '../../../../contract/address.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useProfile } from '../../../lib/profile.ts';
import { EMPTY_ADDRESS, phoneInput } from '../address-form.ts';
import { ADDRESS_SAYS, ADDRESS_TEXTS } from '../address-texts.ts';
import { useAddAddress } from '../use-address-changes.ts';
import { useAddressForm } from '../use-address-form.ts';
import { AddressFields } from './AddressFields.tsx';

/** The signed-in shopper's phone as the form takes it (10 digits), once the profile has loaded. */
function useAccountPhone(): string {
  const { user } = useProfile();
  return user?.phone ? phoneInput(user.phone) : '';
}

/**
 * The add-address form (rules/accounts §2 "Addresses", §4 "Address form"): saved, it says so, empties
 * itself and hands over to `onAdded` (which hides it); the list reads itself again. With
 * `chooseAdded` the saved address becomes the chosen one.
 */
export function AddressForm({
  onAdded,
  onCancel,
  chooseAdded = false,
}: {
  onAdded: () => void;
  onCancel: () => void;
  chooseAdded?: boolean;
}) {
  const state = useAddressForm(addressAddBody, EMPTY_ADDRESS);
  const { form, verify } = state;
  const { add, adding } = useAddAddress({ choose: chooseAdded });
  const headingId = useId();
  const accountPhone = useAccountPhone();

  // Opened by 'Add New Shipping Address': the shopper starts typing at once.
  useEffect(() => {
    form.setFocus('name');
  }, [form]);

  // Most parcels go to the shopper's own phone: offer the account's number, never over one typed.
  useEffect(() => {
    if (!accountPhone) return;
    const { isDirty, isTouched } = form.getFieldState('number');
    if (isDirty || isTouched || form.getValues('number')) return;
    form.resetField('number', { defaultValue: accountPhone });
  }, [accountPhone, form]);

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
    // Each field says what is missing or wrong ('Name is required', …; the spec's 'Please fill in all
    // required fields.' once above the buttons).
    () => notifyError(ADDRESS_SAYS.correctErrors, 'account'),
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
