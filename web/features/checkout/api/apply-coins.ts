import { postCheckoutChange } from './change-checkout.ts';

// POST /api/user/checkout/apply/coin (bearer) {checkoutId} → { success, message, checkout }.
export const applyCoins = (checkoutId: string) =>
  postCheckoutChange('/user/checkout/apply/coin', { checkoutId });
