import type { ApiResult } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';

// 200 (or 204): the account and its personal data are erased; orders stay for the shop's records.
export function deleteAccount(): Promise<ApiResult<unknown>> {
  return call('deleteAccount');
}
