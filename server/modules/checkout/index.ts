// The checkout module's public surface: the checkout service (which also serves the order placed from
// a checkout, in its transaction), the one price rule that the checkout page and the order share, and
// the console's coupon desk.

export { couponDeskRoutes } from './coupon-desk-routes.ts';
export { type CouponDesk, type CouponDeskDeps, createCouponDesk } from './coupon-desk-service.ts';
export type { CheckoutForOrder, CheckoutLineRow } from './lines-repo.ts';
export {
  type CheckoutTotals,
  type CouponRow,
  couponRefusal,
  type PricedLine,
  priceCheckout,
  purchaseCoins,
} from './pricing.ts';
export {
  type BuyNowInput,
  type CheckoutAnswer,
  type CheckoutDeps,
  type CheckoutService,
  createCheckoutService,
} from './service.ts';
