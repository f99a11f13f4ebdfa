import type { LightMyRequestResponse } from 'fastify';
import type { Address } from '../../contract/address.ts';
import type { Kit } from './kit.ts';
import { bearer, call, type Shopper } from './shoppers.ts';
import { multipart } from './uploads.ts';

// Valid forms as the storefront sends them: a saved address and a seller application.

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

/** Saves an address through the API (Mumbai unless overridden). */
export async function addAddress(
  t: Kit,
  who: Shopper,
  overrides: Record<string, unknown> = {},
): Promise<Address> {
  const res = await call(t, 'POST', '/user/address/add', who, mumbaiAddress(overrides));
  if (res.statusCode !== 201) throw new Error(`add answered ${res.statusCode}: ${res.body}`);
  return res.json().data as Address;
}

export async function listAddresses(t: Kit, who: Shopper): Promise<Address[]> {
  const res = await call(t, 'GET', '/user/address/view', who);
  if (res.statusCode !== 200) throw new Error(`view answered ${res.statusCode}: ${res.body}`);
  return res.json().data as Address[];
}

/** Every text field of a valid seller application, as the form sends them (bankDetails a JSON string). */
export function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    ownername: 'Meera Iyer',
    email: 'Meera.Iyer@Example.IN',
    password: 'loom-seller-1',
    number: '9876501234',
    address: '14 Temple Street, Mylapore',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600004',
    businessname: 'Little Threads',
    storetype: "Kids' clothing boutique",
    businesslocation: 'Mylapore, Chennai',
    businesslandmark: 'Near Kapaleeshwarar Temple',
    description: 'Hand-block printed cotton frocks for ages 1 to 8.',
    bankDetails: JSON.stringify({
      bankName: 'State Bank of India',
      accountNumber: '30123456789',
      accountHolderName: 'Meera Iyer',
      ifscCode: 'sbin0001234',
    }),
    gstNumber: '33abcde1234f1z5',
    ...overrides,
  };
}

export interface FilePart {
  bytes: Buffer;
  name: string;
  type?: string;
}

export type SellerFiles = Partial<Record<'storelogo' | 'license' | 'images' | 'passbookImage', FilePart[]>>;

export function formWith(fields: Record<string, string>, files: SellerFiles): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, parts] of Object.entries(files)) {
    for (const part of parts ?? []) {
      form.append(name, new Blob([new Uint8Array(part.bytes)], { type: part.type ?? '' }), part.name);
    }
  }
  return form;
}

/** POST /api/user/profile/register as `who` (null: no token). */
export async function submitApplication(
  t: Kit,
  who: Shopper | null,
  fields: Record<string, string>,
  files: SellerFiles,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await multipart(formWith(fields, files));
  return t.app.inject({
    method: 'POST',
    url: '/api/user/profile/register',
    headers: { ...headers, ...(who ? bearer(who.token) : {}) },
    payload,
  });
}
