// The address module's public surface: the shopper's saved addresses.
export { type AddressService, createAddressService } from './service.ts';
