import { ADDRESS_MESSAGES } from '../../../contract/address.ts';
import type { ApiErrorBody } from '../../lib/api.ts';
import { ADDRESS_FIELDS, type AddressField } from './address-form.ts';

// How a refused add or edit is told (accounts §8 "Address").

export interface AddressFieldError {
  field: AddressField;
  message: string;
}

/** Our server's failures carry `success: false`; anything else (no network, a proxy's page) is not its word. */
export function isServerRefusal(error: ApiErrorBody): boolean {
  return error.success === false;
}

/** 'Error: {server message}', or 'Something went wrong. Please try again.' when no answer of ours came. */
export function addFailureText(error: ApiErrorBody): string {
  return isServerRefusal(error) && error.message
    ? ADDRESS_MESSAGES.serverError.replace('{error}', error.message)
    : ADDRESS_MESSAGES.somethingWrong;
}

/** The server's per-field messages that name a field of the form. */
export function fieldErrorsOf(error: ApiErrorBody): AddressFieldError[] {
  if (!isServerRefusal(error) || !Array.isArray(error.errors)) return [];
  return error.errors
    .filter((item) => (ADDRESS_FIELDS as readonly string[]).includes(item.field))
    .map((item) => ({ field: item.field as AddressField, message: item.msg }));
}
