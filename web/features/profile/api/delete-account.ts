import { type ApiResult, apiDelete } from '../../../lib/api.ts';

// DELETE /api/user/profile/delete (bearer) → 200 (or 204): the account and its personal data are
// erased; orders stay for the shop's records.
export function deleteAccount(): Promise<ApiResult<unknown>> {
  return apiDelete<unknown>('/user/profile/delete', { auth: true });
}
