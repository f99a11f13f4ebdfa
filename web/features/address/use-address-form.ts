import { useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { AddressInput, addressAddBody, addressUpdateBody } from '../../../contract/address.ts';
import { type AddressFormValues, addressResolver } from './address-form.ts';
import type { AddressFieldError } from './save-feedback.ts';
import { type PincodeVerify, usePincodeVerify } from './use-pincode-verify.ts';

export type PhoneField = 'number' | 'alternatenumber';

export interface AddressFormState {
  form: UseFormReturn<AddressFormValues, unknown, AddressInput>;
  verify: PincodeVerify;
  /** Called as a phone field is typed in, so "same numbers" shows on that one. */
  phoneEdited: (field: PhoneField) => void;
  /** Puts the server's per-field messages on their fields (the first one gets the focus). */
  showServerErrors: (errors: AddressFieldError[]) => void;
}

/** One address form (the add form or the edit dialog) over the given contract schema. */
export function useAddressForm(
  schema: typeof addressAddBody | typeof addressUpdateBody,
  defaultValues: AddressFormValues,
): AddressFormState {
  const lastPhone = useRef<PhoneField>('alternatenumber');
  const [resolver] = useState(() => addressResolver(schema, () => lastPhone.current));
  const form = useForm<AddressFormValues, unknown, AddressInput>({
    resolver,
    defaultValues,
    // Each field is checked when left, then on every change; Save checks them all.
    mode: 'onTouched',
  });
  const verify = usePincodeVerify(form);
  return {
    form,
    verify,
    phoneEdited: (field) => {
      lastPhone.current = field;
    },
    showServerErrors: (errors) => {
      errors.forEach(({ field, message }, index) => {
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
      });
    },
  };
}
