import { describe, expect, it } from 'vitest';
import { addressDeletedResponse, addressListResponse, addressResponse } from '../../../contract/address.ts';
import { pincodeLookupResponse } from '../../../contract/delivery.ts';
import { profileResponse } from '../../../contract/profile.ts';
import { makeAddress, makePlace, PLACES, profileAnswer } from './test-server.ts';

// The address fakes answer what the server answers: each builder's output passes the contract's schema.
// (The older server's pincode answer without service fields is a tolerated shape, tested on its own in
// address-form.test.ts.)
describe('address test data', () => {
  it('builds addresses the address endpoints could answer', () => {
    const work = makeAddress({ _id: 'addr-2', alternatenumber: '9988776655', addressType: 'work' });
    expect(() => addressListResponse.parse({ success: true, data: [makeAddress(), work] })).not.toThrow();
    expect(() => addressResponse.parse({ success: true, message: 'Saved', data: work })).not.toThrow();
    expect(() => addressDeletedResponse.parse({ success: true, message: 'Deleted' })).not.toThrow();
  });

  it('builds the pincode table the lookup could answer', () => {
    const places = [...Object.values(PLACES), makePlace('194101', 'Leh', 'Ladakh', { serviceable: false })];
    for (const place of places) {
      expect(() => pincodeLookupResponse.parse({ success: true, ...place })).not.toThrow();
    }
  });

  it('builds the profile the add form reads the phone from', () => {
    for (const phone of ['9812345670', null]) {
      expect(() => profileResponse.parse({ success: true, ...profileAnswer(phone) })).not.toThrow();
    }
  });
});
