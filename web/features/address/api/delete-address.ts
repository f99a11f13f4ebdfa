import { type ApiResult, apiDelete, settled } from '../../../lib/api.ts';

// DELETE /api/user/address/delete/{id} (bearer) → { success, message }.
export async function deleteAddress(id: string): Promise<ApiResult<unknown>> {
  return settled(await apiDelete<unknown>(`/user/address/delete/${encodeURIComponent(id)}`, { auth: true }));
}
