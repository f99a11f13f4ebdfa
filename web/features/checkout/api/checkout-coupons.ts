import type { CouponSummary } from '../../../../contract/checkout.ts';
import { unwrap } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';
import { readCoupons } from './read-checkout.ts';

// The coupons this shopper can use on this checkout now, with what each would take off.
export async function fetchCheckoutCoupons(
  checkoutId: string,
  signal?: AbortSignal,
): Promise<CouponSummary[]> {
  return readCoupons(await unwrap(call('checkoutCoupons', { params: { checkoutId }, signal })));
}
