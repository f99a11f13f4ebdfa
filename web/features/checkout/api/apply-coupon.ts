import { postCheckoutChange } from './change-checkout.ts';

// POST /api/user/checkout/apply/coupon (bearer) {checkoutId, couponCode} → { success, message, checkout }.
export const applyCoupon = (checkoutId: string, couponCode: string) =>
  postCheckoutChange('/user/checkout/apply/coupon', { checkoutId, couponCode });
