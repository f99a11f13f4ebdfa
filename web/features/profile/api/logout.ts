import type { ApiResult } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';

// The server revokes the session.
export function logout(): Promise<ApiResult<unknown>> {
  return call('logout');
}
