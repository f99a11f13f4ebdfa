import type { CouponSummary } from '../../../../contract/checkout.ts';
import { ApiRequestError, apiGet, settled } from '../../../lib/api.ts';
import { readCoupons } from './read-checkout.ts';

// GET /api/user/checkout/get/{checkoutId}/coupons (bearer) → { success, coupons }: what this shopper
// can use on this checkout now, with what each would take off.
export async function fetchCheckoutCoupons(
  checkoutId: string,
  signal?: AbortSignal,
): Promise<CouponSummary[]> {
  const result = settled(
    await apiGet<unknown>(`/user/checkout/get/${encodeURIComponent(checkoutId)}/coupons`, {
      auth: true,
      signal,
    }),
  );
  if (!result.success) throw new ApiRequestError(result);
  return readCoupons(result.data);
}
