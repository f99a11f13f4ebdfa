import { fieldErrors, refusalMessage } from '../../lib/failure.ts';
import { ADDRESS_FIELDS, type AddressField } from './address-form.ts';
import { ADDRESS_SAYS, serverErrorText } from './address-texts.ts';

// How a refused add or edit is told (rules/accounts §8 "Address").

export interface AddressFieldError {
  field: AddressField;
  message: string;
}

const isAddressField = (field: string): field is AddressField =>
  (ADDRESS_FIELDS as readonly string[]).includes(field);

/** 'Error: {server message}', or 'Something went wrong. Please try again.' when no answer of ours came. */
export function addFailureText(failure: unknown): string {
  const words = refusalMessage(failure);
  return words ? serverErrorText(words) : ADDRESS_SAYS.somethingWrong;
}

/** The server's per-field messages that name a field of the form. */
export function fieldErrorsOf(failure: unknown): AddressFieldError[] {
  return fieldErrors(failure).flatMap((item) =>
    isAddressField(item.field) ? [{ field: item.field, message: item.msg }] : [],
  );
}
