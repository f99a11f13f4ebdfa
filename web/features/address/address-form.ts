import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  ADDRESS_MESSAGES,
  ADDRESS_PHONE,
  ADDRESS_REQUIRED_MESSAGES,
  type Address,
  type AddressInput,
  type AddressType,
  type addressAddBody,
  type addressUpdateBody,
} from '../../../contract/address.ts';
import { localPhoneDigits } from '../../../contract/auth.ts';

// The add form and the edit dialog (rules/accounts §2 "Addresses", §4 "Address form", §5 "Address"): the
// contract's schemas and texts, plus where the "same numbers" message shows.

export interface AddressFormValues {
  name: string;
  number: string;
  /** Blank = none (add form only; the edit dialog requires it). */
  alternatenumber: string;
  address: string;
  landmark: string;
  pincode: string;
  city: string;
  state: string;
  addressType: AddressType;
}

export type AddressField = keyof AddressFormValues;

export const ADDRESS_FIELDS: readonly AddressField[] = [
  'name',
  'number',
  'alternatenumber',
  'address',
  'landmark',
  'pincode',
  'city',
  'state',
  'addressType',
];

export const EMPTY_ADDRESS: AddressFormValues = {
  name: '',
  number: '',
  alternatenumber: '',
  address: '',
  landmark: '',
  pincode: '',
  city: '',
  state: '',
  addressType: 'home',
};

/** A saved address as the edit dialog starts it; stored phones may carry +91. */
export function toFormValues(address: Address): AddressFormValues {
  return {
    name: address.name,
    number: localPhoneDigits(address.number),
    alternatenumber: address.alternatenumber ? localPhoneDigits(address.alternatenumber) : '',
    address: address.address,
    landmark: address.landmark,
    pincode: address.pincode,
    city: address.city,
    state: address.state,
    addressType: address.addressType,
  };
}

/** What a phone input keeps: digits only, at most 10 (a pasted +91 or leading 0 is dropped first). */
export function phoneInput(raw: string): string {
  return localPhoneDigits(raw).replace(/\D/g, '').slice(0, 10);
}

/** What the pincode input keeps: digits only, at most 6. */
export function pincodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 6);
}

export function isPhoneField(field: string): field is 'number' | 'alternatenumber' {
  return field === 'number' || field === 'alternatenumber';
}

function samePhones(values: AddressFormValues): boolean {
  const primary = localPhoneDigits(values.number.trim());
  const alternate = localPhoneDigits(values.alternatenumber.trim());
  return ADDRESS_PHONE.test(primary) && primary === alternate;
}

const REQUIRED_TEXTS: ReadonlySet<string> = new Set(Object.values(ADDRESS_REQUIRED_MESSAGES));

/** True when the message is one of the per-field "… is required" texts. */
export const isRequiredMessage = (message: unknown): boolean =>
  typeof message === 'string' && REQUIRED_TEXTS.has(message);

/**
 * zodResolver of the contract's schema, with two changes. An empty field says which field it is
 * ('Name is required'), not the spec's one sentence under every field. And the contract reports
 * equal numbers on the alternate field and only once every other field is valid; the form says it as
 * soon as both numbers are valid, on the number the shopper typed last ("Primary number cannot be…" /
 * "Alternate number cannot be…"), so the message always names the field being changed.
 */
export function addressResolver(
  schema: typeof addressAddBody | typeof addressUpdateBody,
  lastPhoneEdited: () => 'number' | 'alternatenumber',
): Resolver<AddressFormValues, unknown, AddressInput> {
  const base = zodResolver(schema) as unknown as Resolver<AddressFormValues, unknown, AddressInput>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors: FieldErrors<AddressFormValues> = { ...result.errors };
    if (errors.alternatenumber?.message === ADDRESS_MESSAGES.alternateSameAsPrimary) {
      delete errors.alternatenumber;
    }
    for (const field of Object.keys(
      ADDRESS_REQUIRED_MESSAGES,
    ) as (keyof typeof ADDRESS_REQUIRED_MESSAGES)[]) {
      const error = errors[field];
      if (error?.message === ADDRESS_MESSAGES.required) {
        errors[field] = { ...error, type: 'required', message: ADDRESS_REQUIRED_MESSAGES[field] };
      }
    }
    if (samePhones(values)) {
      const field = lastPhoneEdited();
      errors[field] ??= {
        type: 'same',
        message:
          field === 'number'
            ? ADDRESS_MESSAGES.primarySameAsAlternate
            : ADDRESS_MESSAGES.alternateSameAsPrimary,
      };
    }
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors };
  };
}
