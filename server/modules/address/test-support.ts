import type { Address } from '../../../contract/address.ts';
import { type AccountsTestApp, call, type Shopper } from '../profile/test-support.ts';

export { call, type Shopper, shopper } from '../profile/test-support.ts';

// Helpers for the address tests: signed-in shoppers, calls under /api and a valid form.

/** A complete, valid address in Mumbai; override fields per test. */
export function mumbaiAddress(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Asha Rao',
    number: '9876543210',
    alternatenumber: '9123456780',
    address: '12 Marine Drive, Flat 4B',
    landmark: 'Near the Oval Maidan',
    pincode: '400001',
    city: 'Mumbai',
    state: 'Maharashtra',
    addressType: 'home',
    ...overrides,
  };
}

export async function addAddress(
  t: AccountsTestApp,
  who: Shopper,
  overrides: Record<string, unknown> = {},
): Promise<Address> {
  const res = await call(t, 'POST', '/user/address/add', who, mumbaiAddress(overrides));
  if (res.statusCode !== 201) throw new Error(`add answered ${res.statusCode}: ${res.body}`);
  return res.json().data as Address;
}

export async function listAddresses(t: AccountsTestApp, who: Shopper): Promise<Address[]> {
  const res = await call(t, 'GET', '/user/address/view', who);
  if (res.statusCode !== 200) throw new Error(`view answered ${res.statusCode}: ${res.body}`);
  return res.json().data as Address[];
}
