import type { ApiResult } from '../../../lib/api.ts';

// Every address call answers { success, message, data? } (DESIGN.md §4). A 2xx answer that still
// says `success: false` is the server's refusal, read like a failure status.

export function settled<T>(result: ApiResult<T>): ApiResult<T> {
  if (!result.success) return result;
  const body = result.data as { success?: unknown; message?: unknown } | null;
  if (typeof body !== 'object' || body === null || body.success !== false) return result;
  const message = typeof body.message === 'string' ? body.message : '';
  return { success: false, error: { ...body, success: false, message }, status: result.status };
}
