import type { Checkout } from '../../../../contract/checkout.ts';
import { type ApiResult, unwrap } from '../../../lib/api.ts';
import { answeredCheckout } from './read-checkout.ts';

// A coupon or coins change answers { success, message, checkout }: the checkout as it now stands,
// which replaces the one on screen (rules/accounts §4, §7). Null when the answer carries none readable.
export async function checkoutChanged(sent: Promise<ApiResult<unknown>>): Promise<Checkout | null> {
  return answeredCheckout(await unwrap(sent));
}
