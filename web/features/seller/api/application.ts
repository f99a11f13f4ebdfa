import type { SellerApplicationSummary } from '../../../../contract/seller.ts';
import { ApiRequestError, type ApiResult, apiGet, apiPost } from '../../../lib/api.ts';

// GET /api/user/seller/application (bearer) → { success, application: summary | null } and
// POST /api/user/profile/register (bearer, multipart) → 200 { success, message, application }; failures
// 400/409/413/415 { success: false, message, errors? }.

export const sellerApplicationQueryKey = ['seller-application'] as const;

const STATUSES = ['pending', 'approved', 'rejected'] as const;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The summary of an answer, or null when the answer holds none. */
export function readApplication(value: unknown): SellerApplicationSummary | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  const status = STATUSES.find((s) => s === row.status);
  if (!text(row._id) || !status) return null;
  return {
    _id: text(row._id),
    status,
    businessname: text(row.businessname),
    storetype: text(row.storetype),
    createdAt: text(row.createdAt),
    updatedAt: text(row.updatedAt),
  };
}

export async function fetchSellerApplication(signal?: AbortSignal): Promise<SellerApplicationSummary | null> {
  const result = await apiGet<{ application?: unknown }>('/user/seller/application', { auth: true, signal });
  if (!result.success) throw new ApiRequestError(result);
  return readApplication(result.data?.application);
}

export interface SellerSubmitBody {
  success?: boolean;
  message?: string;
  application?: unknown;
}

export function submitSellerApplication(form: FormData): Promise<ApiResult<SellerSubmitBody | null>> {
  return apiPost<SellerSubmitBody | null>('/user/profile/register', { auth: true, form });
}
