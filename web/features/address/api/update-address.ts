import type { AddressInput } from '../../../../contract/address.ts';
import { type ApiResult, apiPatch, settled } from '../../../lib/api.ts';

// PATCH /api/user/address/update/{id} (bearer), every field → { success, message, data: Address }.
export async function updateAddress(id: string, body: AddressInput): Promise<ApiResult<unknown>> {
  return settled(
    await apiPatch<unknown>(`/user/address/update/${encodeURIComponent(id)}`, { auth: true, body }),
  );
}
