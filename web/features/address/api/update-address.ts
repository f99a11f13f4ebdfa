import type { BodyOf } from '../../../../contract/endpoints.ts';
import { call } from '../../../lib/call.ts';

/** Every field, the alternate number included (the edit dialog requires it). */
export type AddressUpdate = BodyOf<'addressUpdate'>;

export function updateAddress(id: string, body: AddressUpdate) {
  return call('addressUpdate', { params: { id }, body });
}
