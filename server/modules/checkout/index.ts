// The checkout module's public surface: the checkout service (which also serves the order placed from
// a checkout, in its transaction) and the one price rule that the checkout page and the order share.
export type { CheckoutLineRow } from './lines-repo.ts';
export {
  type CheckoutTotals,
  type CouponRow,
  couponRefusal,
  type PricedLine,
  priceCheckout,
  purchaseCoins,
} from './pricing.ts';
export type { LockedCheckout } from './repo.ts';
export {
  type BuyNowInput,
  type CheckoutAnswer,
  type CheckoutDeps,
  type CheckoutService,
  createCheckoutService,
} from './service.ts';
