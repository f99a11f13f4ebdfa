import type { Checkout } from '../../../../contract/checkout.ts';
import { ApiRequestError, apiPost, settled } from '../../../lib/api.ts';
import { answeredCheckout } from './read-checkout.ts';

// A coupon or coins change answers { success, message, checkout }: the checkout as it now stands,
// which replaces the one on screen (accounts §4, §7). Null when the answer carries none readable.
export async function postCheckoutChange(
  path: string,
  body: Record<string, unknown>,
): Promise<Checkout | null> {
  const result = settled(await apiPost<unknown>(path, { auth: true, body }));
  if (!result.success) throw new ApiRequestError(result);
  return answeredCheckout(result.data);
}
