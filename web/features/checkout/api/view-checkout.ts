import type { Checkout } from '../../../../contract/checkout.ts';
import { ApiRequestError, apiGet, settled } from '../../../lib/api.ts';
import { answeredCheckout } from './read-checkout.ts';

// GET /api/user/checkout/view/{id} (bearer) → { success, checkout }.
export async function fetchCheckout(id: string, signal?: AbortSignal): Promise<Checkout> {
  const result = settled(
    await apiGet<unknown>(`/user/checkout/view/${encodeURIComponent(id)}`, { auth: true, signal }),
  );
  if (!result.success) throw new ApiRequestError(result);
  const checkout = answeredCheckout(result.data);
  if (!checkout) throw new Error('Unreadable checkout');
  return checkout;
}
