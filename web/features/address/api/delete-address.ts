import { call } from '../../../lib/call.ts';

export function deleteAddress(id: string) {
  return call('addressDelete', { params: { id } });
}
