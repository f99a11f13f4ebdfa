import type { Address } from '../../../contract/address.ts';
import type { PublicUser } from '../../../contract/auth.ts';
import type { PincodeLocation } from '../../../contract/delivery.ts';
import { TOKEN_KEY, USER_ID_KEY } from '../../lib/auth-storage.ts';
import { makeAddress } from '../../test/address-fixtures.ts';
import { answer, type FakeHandlers, fakeApi, refusal } from '../../test/fake-api.ts';

// A stand-in for the address and pincode endpoints in component tests: it keeps the saved addresses
// like the server does, and any endpoint's answer can be replaced (e.g. by a failure or one that never
// comes).

export { makeAddress };

export const SHOPPER_TOKEN = 'token-1';

export function signInShopper(): void {
  localStorage.setItem(TOKEN_KEY, SHOPPER_TOKEN);
  localStorage.setItem(USER_ID_KEY, 'user-1');
}

/** The signed-in shopper as the profile endpoint gives it, with this phone. */
export function makeShopper(phone: string | null = '+919812345670'): PublicUser {
  return {
    _id: 'user-1',
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone,
    gender: null,
    image: null,
    coins: 40,
    referralCode: 'ASHA40',
    role: 'user',
  };
}

/** The profile endpoint's answer (the add form offers the account's phone from it). */
export const profileAnswer = (phone?: string | null) => ({ user: makeShopper(phone) });

/** India Post's answer for a few pincodes; any other is unknown. */
export const PLACES: Record<string, PincodeLocation> = {
  '560001': makePlace('560001', 'Bengaluru Urban', 'Karnataka'),
  '110001': makePlace('110001', 'New Delhi', 'Delhi'),
};

export function makePlace(
  pincode: string,
  district: string,
  state: string,
  overrides: Partial<PincodeLocation> = {},
): PincodeLocation {
  return { pincode, district, state, serviceable: true, codLimit: null, ...overrides };
}

export const ADDRESS_NOT_FOUND = 'Address not found';
export const PINCODE_UNKNOWN = 'Invalid pincode. Please check and try again.';

/**
 * The shopper's saved addresses (newest first) and the handlers that keep them; `handlers` replace any
 * of the defaults. Without a profile handler the profile is not found (no phone to offer).
 */
export function stubAddressApi({
  saved: initial = [],
  ...handlers
}: { saved?: Address[] } & FakeHandlers = {}) {
  const saved = [...initial];
  let next = saved.length + 1;
  const api = fakeApi({
    pincode: ({ params }) => PLACES[params.pincode] ?? refusal(404, PINCODE_UNKNOWN),
    profile: () => refusal(404, 'Not found'),
    addresses: () => ({ data: saved }),
    addressAdd: ({ body }) => {
      const address = makeAddress({
        ...body,
        _id: `addr-${next++}`,
        alternatenumber: body.alternatenumber ?? null,
      });
      saved.unshift(address);
      return answer({ success: true, message: 'Address added successfully', data: address }, 201);
    },
    addressUpdate: ({ params, body }) => {
      const at = saved.findIndex((address) => address._id === params.id);
      const before = saved[at];
      if (!before) return refusal(404, ADDRESS_NOT_FOUND);
      const after = { ...before, ...body };
      saved[at] = after;
      return { message: 'Address updated successfully', data: after };
    },
    addressDelete: ({ params }) => {
      const at = saved.findIndex((address) => address._id === params.id);
      if (at < 0) return refusal(404, ADDRESS_NOT_FOUND);
      saved.splice(at, 1);
      return { message: 'Address deleted successfully' };
    },
    ...handlers,
  });
  return { api, saved };
}

/** An answer that arrives only when the test says so. */
export function deferred<T = Response>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
