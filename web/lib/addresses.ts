import type { QueryClient } from '@tanstack/react-query';
import type { Address, AddressType } from '../../contract/address.ts';
import { ApiRequestError } from './api.ts';
import { call } from './call.ts';
import { filledText, numberOrNull, recordOr, textOr } from './read.ts';
import { useAccountQuery } from './use-account-query.ts';

// The shopper's saved addresses, newest first, read by the address screens and the checkout. A 404 or
// the message 'No addresses found' means none yet (rules/accounts §7), not a failure. Types only from the
// contract; the answer is read field by field so one odd row cannot break the page.

const NONE_FOUND = /no addresses found/i;

export function readAddress(value: unknown): Address | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = recordOr(value);
  const id = textOr(row._id) || textOr(row.id);
  if (!id) return null;
  const addressType: AddressType = row.addressType === 'work' ? 'work' : 'home';
  return {
    _id: id,
    name: textOr(row.name),
    number: textOr(row.number),
    alternatenumber: filledText(row.alternatenumber),
    address: textOr(row.address),
    landmark: textOr(row.landmark),
    pincode: textOr(row.pincode),
    city: textOr(row.city),
    state: textOr(row.state),
    addressType,
    createdAt: textOr(row.createdAt),
    serviceable: row.serviceable !== false,
    codLimit: numberOrNull(row.codLimit),
  };
}

export async function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  const result = await call('addresses', { signal });
  if (!result.success) {
    if (result.status === 404 || NONE_FOUND.test(result.error.message)) return [];
    throw new ApiRequestError(result);
  }
  const rows: unknown = result.data?.data;
  if (!Array.isArray(rows)) throw new Error('Unreadable address list');
  return rows.map(readAddress).filter((address): address is Address => address !== null);
}

export const addressesQueryKey = ['addresses'] as const;

/** Reads the list again (after an add, edit or delete) and waits for it. */
export function reloadAddresses(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: addressesQueryKey, exact: true });
}

export interface AddressesState {
  signedIn: boolean;
  /** The signed-in shopper's addresses, newest first, once loaded. */
  addresses: Address[] | undefined;
  loading: boolean;
  /** The load failed for a reason other than a lost session. */
  failed: boolean;
  retry: () => void;
}

/**
 * The signed-in shopper's saved addresses (cached under ['addresses'], read only while a token is
 * stored). An auth failure clears the sign-in and goes to /signin after 1 s.
 */
export function useAddresses(): AddressesState {
  const { data, ...state } = useAccountQuery(addressesQueryKey, fetchAddresses);
  return { ...state, addresses: data };
}
