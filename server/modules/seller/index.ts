// The seller module's public surface: applications to sell, and their erasure with the account.
export {
  createSellerErasure,
  createSellerService,
  type SellerErasure,
  type SellerService,
  type SellerSubmission,
} from './service.ts';
