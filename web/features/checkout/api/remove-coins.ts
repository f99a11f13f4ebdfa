import { call } from '../../../lib/call.ts';
import { checkoutChanged } from './change-checkout.ts';

export const removeCoins = (checkoutId: string) =>
  checkoutChanged(call('removeCoins', { body: { checkoutId } }));
