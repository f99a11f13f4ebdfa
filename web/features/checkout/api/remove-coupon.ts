import { call } from '../../../lib/call.ts';
import { checkoutChanged } from './change-checkout.ts';

export const removeCoupon = (checkoutId: string) =>
  checkoutChanged(call('removeCoupon', { body: { checkoutId } }));
