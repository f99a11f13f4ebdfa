import { call } from '../../../lib/call.ts';
import { checkoutChanged } from './change-checkout.ts';

export const applyCoins = (checkoutId: string) =>
  checkoutChanged(call('applyCoins', { body: { checkoutId } }));
