import { type ApiResult, apiPost } from '../../../lib/api.ts';

// POST /api/user/profile/logout (bearer) → 200 { success, message }: the server revokes the session.
export function logout(): Promise<ApiResult<unknown>> {
  return apiPost<unknown>('/user/profile/logout', { auth: true });
}
