import { postCheckoutChange } from './change-checkout.ts';

// POST /api/user/checkout/remove/coin (bearer) {checkoutId} → { success, message, checkout }.
export const removeCoins = (checkoutId: string) =>
  postCheckoutChange('/user/checkout/remove/coin', { checkoutId });
