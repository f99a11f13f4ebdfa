import type { Address } from '../../../contract/address.ts';
import { TOKEN_KEY, USER_ID_KEY } from '../../lib/auth-storage.ts';
import { jsonResponse, stubFetch } from '../../test/render.tsx';

// A stand-in for the address and pincode endpoints in component tests: it keeps the saved addresses
// like the server does, and any answer can be replaced (e.g. by a failure or one that never comes).

type Answer = Response | Promise<Response>;
type Body = Record<string, unknown>;

export const SHOPPER_TOKEN = 'token-1';
export const VIEW_URL = '/api/user/address/view';
export const ADD_URL = '/api/user/address/add';
export const updateUrl = (id: string) => `/api/user/address/update/${id}`;
export const deleteUrl = (id: string) => `/api/user/address/delete/${id}`;
export const PROFILE_URL = '/api/user/profile/view';

/** The signed-in shopper's profile answer (GET /api/user/profile/view) with this phone. */
export function profileAnswer(phone: string | null = '+919812345670'): Response {
  return jsonResponse({
    success: true,
    user: {
      _id: 'user-1',
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone,
      gender: null,
      image: null,
      coins: 40,
      referralCode: 'ASHA40',
      role: 'user',
    },
  });
}

export function signInShopper(): void {
  localStorage.setItem(TOKEN_KEY, SHOPPER_TOKEN);
  localStorage.setItem(USER_ID_KEY, 'user-1');
}

/** India Post's answer for a few pincodes; any other is unknown. */
export const PLACES: Record<string, { district: string; state: string }> = {
  '560001': { district: 'Bengaluru Urban', state: 'Karnataka' },
  '110001': { district: 'New Delhi', state: 'Delhi' },
};

export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    _id: 'addr-1',
    name: 'Asha Rao',
    number: '9876543210',
    alternatenumber: null,
    address: '12 Lake View Road, Indiranagar',
    landmark: 'Opposite the park',
    pincode: '560001',
    city: 'Bengaluru Urban',
    state: 'Karnataka',
    addressType: 'home',
    createdAt: '2026-01-05T10:00:00.000Z',
    serviceable: true,
    codLimit: null,
    ...overrides,
  };
}

export interface AddressApiOptions {
  addresses?: Address[];
  onView?: () => Answer;
  onAdd?: (body: Body) => Answer;
  onUpdate?: (id: string, body: Body) => Answer;
  onDelete?: (id: string) => Answer;
  onPincode?: (pincode: string) => Answer;
  /** The profile answer; without it the profile is not found (no phone to offer). */
  onProfile?: () => Answer;
}

export function stubAddressApi(options: AddressApiOptions = {}) {
  const saved = [...(options.addresses ?? [])];
  let next = saved.length + 1;
  const spy = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body: Body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Body) : {};
    const pin = /^\/api\/pincode\/(\d+)$/.exec(url)?.[1];
    if (pin !== undefined && method === 'GET') {
      if (options.onPincode) return options.onPincode(pin);
      const place = PLACES[pin];
      return place
        ? jsonResponse({ success: true, pincode: pin, ...place })
        : jsonResponse({ success: false, message: 'Invalid pincode. Please check and try again.' }, 404);
    }
    if (url === PROFILE_URL && method === 'GET' && options.onProfile) return options.onProfile();
    if (url === VIEW_URL && method === 'GET') {
      if (options.onView) return options.onView();
      return jsonResponse({ success: true, data: saved });
    }
    if (url === ADD_URL && method === 'POST') {
      if (options.onAdd) return options.onAdd(body);
      const address = makeAddress({
        ...(body as Partial<Address>),
        _id: `addr-${next++}`,
        alternatenumber: typeof body.alternatenumber === 'string' ? body.alternatenumber : null,
      });
      saved.unshift(address);
      return jsonResponse({ success: true, message: 'Address added successfully', data: address }, 201);
    }
    const updated = /^\/api\/user\/address\/update\/(.+)$/.exec(url)?.[1];
    if (updated !== undefined && method === 'PATCH') {
      if (options.onUpdate) return options.onUpdate(updated, body);
      const at = saved.findIndex((address) => address._id === updated);
      if (at < 0) return jsonResponse({ success: false, message: 'Address not found' }, 404);
      saved[at] = { ...saved[at]!, ...(body as Partial<Address>) };
      return jsonResponse({ success: true, message: 'Address updated successfully', data: saved[at] });
    }
    const deleted = /^\/api\/user\/address\/delete\/(.+)$/.exec(url)?.[1];
    if (deleted !== undefined && method === 'DELETE') {
      if (options.onDelete) return options.onDelete(deleted);
      const at = saved.findIndex((address) => address._id === deleted);
      if (at < 0) return jsonResponse({ success: false, message: 'Address not found' }, 404);
      saved.splice(at, 1);
      return jsonResponse({ success: true, message: 'Address deleted successfully' });
    }
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });

  /** The calls made to one method and URL, with their parsed JSON bodies and headers. */
  function calls(method: string, url: string) {
    return spy.mock.calls
      .filter(([called, init]) => called === url && (init?.method ?? 'GET') === method)
      .map(([, init]) => ({
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Body) : undefined,
        headers: new Headers(init?.headers),
      }));
  }
  return { spy, calls, saved };
}

/** A response that arrives only when the test says so. */
export function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
