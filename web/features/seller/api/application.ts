import type { SellerApplicationSummary } from '../../../../contract/seller.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';
import { filledText, isRecord, textOr } from '../../../lib/read.ts';

export const sellerApplicationQueryKey = ['seller-application'] as const;

const STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The summary of an answer, or null when the answer holds none. */
export function readApplication(value: unknown): SellerApplicationSummary | null {
  if (!isRecord(value)) return null;
  const status = STATUSES.find((s) => s === value.status);
  const id = textOr(value._id);
  if (!id || !status) return null;
  // The reason the shop gave comes with a rejected application only.
  const rejectReason = status === 'rejected' ? filledText(value.rejectReason, { trim: true }) : null;
  return {
    _id: id,
    status,
    businessname: textOr(value.businessname),
    storetype: textOr(value.storetype),
    ...(rejectReason ? { rejectReason } : {}),
    createdAt: textOr(value.createdAt),
    updatedAt: textOr(value.updatedAt),
  };
}

export async function fetchSellerApplication(signal?: AbortSignal): Promise<SellerApplicationSummary | null> {
  const result = await call('sellerApplication', { signal });
  if (!result.success) throw new ApiRequestError(result);
  return readApplication(result.data?.application);
}

/** Sends the application as multipart: its text fields and its files. */
export function submitSellerApplication(form: FormData) {
  return call('sellerRegister', { form });
}
