import { call } from '../../../lib/call.ts';
import { checkoutChanged } from './change-checkout.ts';

export const applyCoupon = (checkoutId: string, couponCode: string) =>
  checkoutChanged(call('applyCoupon', { body: { checkoutId, couponCode } }));
