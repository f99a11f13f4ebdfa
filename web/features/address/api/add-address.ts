import type { AddressInput } from '../../../../contract/address.ts';
import { call } from '../../../lib/call.ts';

export function addAddress(body: AddressInput) {
  return call('addressAdd', { body });
}
