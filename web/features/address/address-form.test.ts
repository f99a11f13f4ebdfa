import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  ADDRESS_REQUIRED_MESSAGES,
  addressAddBody,
  addressUpdateBody,
} from '../../../contract/address.ts';
import { answer, fakeApi, refusal } from '../../test/fake-api.ts';
import {
  type AddressFormValues,
  addressResolver,
  EMPTY_ADDRESS,
  phoneInput,
  pincodeInput,
  toFormValues,
} from './address-form.ts';
import { lookupPincode } from './api/lookup-pincode.ts';
import { makeAddress, makePlace, PINCODE_UNKNOWN, PLACES } from './test-server.ts';

const valid: AddressFormValues = {
  ...EMPTY_ADDRESS,
  name: 'Asha Rao',
  number: '9876543210',
  address: '12 Lake View Road',
  landmark: 'Opposite the park',
  pincode: '560001',
  city: 'Bengaluru Urban',
  state: 'Karnataka',
};

async function resolve(
  values: AddressFormValues,
  last: 'number' | 'alternatenumber' = 'alternatenumber',
  schema: typeof addressAddBody | typeof addressUpdateBody = addressAddBody,
) {
  return addressResolver(schema, () => last)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
}

describe('address form rules', () => {
  it('passes a valid address through the contract schema, blank alternate left out', async () => {
    const result = await resolve({ ...valid, number: '+91 98765 43210' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ ...valid, alternatenumber: undefined });
  });

  it('says equal numbers on the number typed last, even while other fields are still wrong', async () => {
    const same = { ...EMPTY_ADDRESS, number: '9876543210', alternatenumber: '9876543210' };
    const onAlternate = await resolve(same, 'alternatenumber');
    expect(onAlternate.errors.alternatenumber?.message).toBe(ADDRESS_MESSAGES.alternateSameAsPrimary);
    expect(onAlternate.errors.number).toBeUndefined();
    // An empty field names itself ('Please fill in all required fields.' is said once by the form).
    expect(onAlternate.errors.name?.message).toBe(ADDRESS_REQUIRED_MESSAGES.name);

    const onPrimary = await resolve({ ...valid, alternatenumber: '9876543210' }, 'number');
    expect(onPrimary.errors).toEqual({
      number: expect.objectContaining({ message: ADDRESS_MESSAGES.primarySameAsAlternate }),
    });
    expect(onPrimary.values).toEqual({});
  });

  it('requires the alternate number with the update schema', async () => {
    const result = await resolve(valid, 'alternatenumber', addressUpdateBody);
    expect(result.errors.alternatenumber?.message).toBe(ADDRESS_REQUIRED_MESSAGES.alternatenumber);
  });

  it('keeps digits only: 10 for a phone (after a pasted +91 or 0), 6 for a pincode', () => {
    expect(phoneInput('98765-432109')).toBe('9876543210');
    expect(phoneInput('+91 98765 43210')).toBe('9876543210');
    expect(phoneInput('09876543210')).toBe('9876543210');
    expect(pincodeInput('560 001 9')).toBe('560001');
  });

  it('starts the edit form from a saved address, phones without +91', () => {
    expect(toFormValues(makeAddress({ number: '+919876543210', alternatenumber: null }))).toMatchObject({
      number: '9876543210',
      alternatenumber: '',
      addressType: 'home',
    });
  });
});

describe('pincode lookup', () => {
  it('reads the district and state of a known pincode, and whether the shop delivers there', async () => {
    const api = fakeApi({ pincode: ({ params }) => PLACES[params.pincode] ?? refusal(404, PINCODE_UNKNOWN) });
    expect(await lookupPincode('560001')).toEqual({
      status: 'found',
      place: {
        pincode: '560001',
        district: 'Bengaluru Urban',
        state: 'Karnataka',
        serviceable: true,
        codLimit: null,
      },
    });
    expect(api.calls('pincode').map((sent) => sent.url)).toEqual(['/api/pincode/560001']);
  });

  it('reads a remote pincode with its cash limit, and one the shop does not serve', async () => {
    fakeApi({
      pincode: ({ params }) =>
        params.pincode === '781001'
          ? makePlace('781001', 'Kamrup', 'Assam', { codLimit: 5000 })
          : makePlace('194101', 'Leh', 'Ladakh', { serviceable: false, codLimit: 0 }),
    });
    expect(await lookupPincode('781001')).toMatchObject({ place: { serviceable: true, codLimit: 5000 } });
    expect(await lookupPincode('194101')).toMatchObject({ place: { serviceable: false, codLimit: 0 } });
  });

  it("takes only the shop's own 404 for an unknown pincode", async () => {
    const api = fakeApi({ pincode: () => refusal(404, PINCODE_UNKNOWN) });
    expect(await lookupPincode('999999')).toEqual({ status: 'unknown' });
    api.on('pincode', () => new Response('<html>Not Found</html>', { status: 404 }));
    expect(await lookupPincode('999999')).toEqual({ status: 'failed' });
    api.on('pincode', () => answer({ success: true }));
    expect(await lookupPincode('560001')).toEqual({ status: 'failed' });
  });

  // Shapes an older server answered with, which the form still reads.
  it("reads an older server's answer without service fields as served with no limit", async () => {
    fakeApi({
      pincode: () =>
        answer({ success: true, pincode: '560001', district: 'Bengaluru Urban', state: 'Karnataka' }),
    });
    expect(await lookupPincode('560001')).toEqual({
      status: 'found',
      place: makePlace('560001', 'Bengaluru Urban', 'Karnataka'),
    });
  });

  it("reads an older server's 200 saying success: false as an unknown pincode", async () => {
    fakeApi({ pincode: () => answer({ success: false, message: PINCODE_UNKNOWN }) });
    expect(await lookupPincode('999999')).toEqual({ status: 'unknown' });
  });
});
