import type { QueryClient } from '@tanstack/react-query';
import type { Address, AddressType } from '../../contract/address.ts';
import { ApiRequestError, apiGet, settled } from './api.ts';
import { useAccountQuery } from './use-account-query.ts';

// The shopper's saved addresses, read by the address screens and the checkout.
//
// GET /api/user/address/view (bearer) → { success, data: Address[] }, newest first. A 404 or the
// message 'No addresses found' means none yet (accounts §7), not a failure. Types only from the
// contract; the answer is read field by field so one odd row cannot break the page.

const NONE_FOUND = /no addresses found/i;

type Loose = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function readAddress(value: unknown): Address | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Loose;
  const id = text(row._id) || text(row.id);
  if (!id) return null;
  const addressType: AddressType = row.addressType === 'work' ? 'work' : 'home';
  return {
    _id: id,
    name: text(row.name),
    number: text(row.number),
    alternatenumber: text(row.alternatenumber) || null,
    address: text(row.address),
    landmark: text(row.landmark),
    pincode: text(row.pincode),
    city: text(row.city),
    state: text(row.state),
    addressType,
    createdAt: text(row.createdAt),
    serviceable: row.serviceable !== false,
    codLimit: typeof row.codLimit === 'number' ? row.codLimit : null,
  };
}

export async function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  const result = settled(await apiGet<{ data?: unknown }>('/user/address/view', { auth: true, signal }));
  if (!result.success) {
    if (result.status === 404 || NONE_FOUND.test(result.error.message)) return [];
    throw new ApiRequestError(result);
  }
  const rows = result.data?.data;
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
