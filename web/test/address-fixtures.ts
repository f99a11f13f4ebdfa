import type { Address } from '../../contract/address.ts';

// A saved address as the address list answers it, for the tests of the screens that read the list
// beside the address screens (the cart's delivery date, the checkout's address step and payment page).

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
