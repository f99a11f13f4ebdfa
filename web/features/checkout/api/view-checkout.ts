import type { Checkout } from '../../../../contract/checkout.ts';
import { unwrap } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';
import { answeredCheckout } from './read-checkout.ts';

export async function fetchCheckout(id: string, signal?: AbortSignal): Promise<Checkout> {
  const checkout = answeredCheckout(await unwrap(call('checkout', { params: { id }, signal })));
  if (!checkout) throw new Error('Unreadable checkout');
  return checkout;
}
