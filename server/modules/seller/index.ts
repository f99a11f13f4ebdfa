// The seller module's public surface: applications to sell, the console's review of them, and their
// erasure with the account.

export { sellerReviewRoutes } from './review-routes.ts';
export {
  createSellerReviewService,
  type SellerReviewDeps,
  type SellerReviewService,
} from './review-service.ts';
export {
  createSellerErasure,
  createSellerService,
  type SellerErasure,
  type SellerService,
  type SellerSubmission,
} from './service.ts';
