import { postCheckoutChange } from './change-checkout.ts';

// POST /api/user/checkout/remove/coupon (bearer) {checkoutId} → { success, message, checkout }.
export const removeCoupon = (checkoutId: string) =>
  postCheckoutChange('/user/checkout/remove/coupon', { checkoutId });
