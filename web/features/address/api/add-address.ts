import type { AddressInput } from '../../../../contract/address.ts';
import { type ApiResult, apiPost, settled } from '../../../lib/api.ts';

// POST /api/user/address/add (bearer) → 201 { success, message, data: Address };
// failures { success: false, message, errors?: [{ field, msg }] }.
export async function addAddress(body: AddressInput): Promise<ApiResult<unknown>> {
  return settled(await apiPost<unknown>('/user/address/add', { auth: true, body }));
}
