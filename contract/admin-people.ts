import { z } from 'zod';
import { adminOrderRowSchema } from './admin-orders.ts';
import { SELLER_APPLICATION_STATUSES } from './seller.ts';

// The console's sellers desk, shoppers desk and dashboard (docs/decisions/024-the-console.md).
// Money is rupees on the wire.

export const ADMIN_PEOPLE_MESSAGES = {
  applicationNotFound: 'Application not found.',
  notPending: 'This application was already decided.',
  approved: 'Application approved: the account is now a seller.',
  rejected: 'Application rejected: the applicant has been told why.',
  rejectNeedsReason: 'Enter the reason the applicant will see.',
  documentLinkExpired: 'This document link has expired. Open the application again.',
  shopperNotFound: 'Shopper not found.',
  coinsAdjusted: 'Coins adjusted.',
  coinsAmountInvalid: 'Enter a whole number of coins, positive to add or negative to take away.',
  coinsReasonRequired: 'Enter the reason for the adjustment.',
  coinsWouldGoNegative: 'The shopper does not have that many coins.',
  signedOut: 'The shopper has been signed out everywhere.',
  blocked: 'The shopper is blocked: they cannot sign in or order.',
  unblocked: 'The shopper can sign in and order again.',
  blockNeedsReason: 'Enter the reason for blocking.',
  alreadyBlocked: 'This shopper is already blocked.',
  notBlocked: 'This shopper is not blocked.',
  cannotBlockStaff: 'A staff member cannot be blocked. Remove them from staff first.',
  /** What a blocked shopper is told when they try to sign in or order. */
  accountBlocked: 'This account has been blocked. Please contact support.',
  /** The applicant's in-app notification when the shop decides their application. */
  sellerApprovedTitle: 'Seller application approved',
  sellerApprovedMessage: 'Your application to sell with us has been approved. Welcome aboard!',
  sellerRejectedTitle: 'Seller application not approved',
  /** {reason} is the reason the staff member gave. */
  sellerRejectedMessage: 'Your application to sell with us was not approved: {reason}',
} as const;

// ---- Sellers desk ----

export const adminSellerListQuery = z.object({
  status: z.enum(SELLER_APPLICATION_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const adminSellerRowSchema = z.object({
  _id: z.string(),
  status: z.enum(SELLER_APPLICATION_STATUSES),
  ownerName: z.string(),
  businessName: z.string(),
  storeType: z.string(),
  city: z.string(),
  state: z.string(),
  phone: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export const adminSellerListResponse = z.object({
  success: z.literal(true),
  applications: z.array(adminSellerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
/** One document: a link that works for a few minutes, for staff only. */
export const sellerDocumentLinkSchema = z.object({
  kind: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
  expiresAt: z.string(),
});
export const adminSellerDetailResponse = z.object({
  success: z.literal(true),
  application: adminSellerRowSchema.extend({
    address: z.string(),
    pincode: z.string(),
    businessLocation: z.string(),
    businessLandmark: z.string().nullable(),
    description: z.string().nullable(),
    gstNumber: z.string().nullable(),
    bankName: z.string(),
    /** Masked: only the last four digits (XXXXXX1234). */
    bankAccount: z.string(),
    accountHolderName: z.string(),
    ifscCode: z.string(),
    rejectReason: z.string().nullable(),
    decidedAt: z.string().nullable(),
    documents: z.array(sellerDocumentLinkSchema),
  }),
});
export const adminSellerParams = z.object({
  id: z.uuid({ error: ADMIN_PEOPLE_MESSAGES.applicationNotFound }),
});
export const adminSellerRejectBody = z.strictObject({
  reason: z.string().trim().min(1, { error: ADMIN_PEOPLE_MESSAGES.rejectNeedsReason }).max(500),
});
export const adminSellerDecidedResponse = z.object({ success: z.literal(true), message: z.string() });
/** GET /api/admin/seller-documents/{token}: the file itself; the token is signed and short-lived. */
export const sellerDocumentParams = z.object({ token: z.string().min(10).max(1000) });

// ---- Shoppers desk ----

export const adminShopperListQuery = z.object({
  /** A phone (10 digits, or part), an email, or a name. */
  q: z.string().trim().max(80).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const adminShopperRowSchema = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  orderCount: z.number().int(),
  blocked: z.boolean(),
});
export const adminShopperListResponse = z.object({
  success: z.literal(true),
  shoppers: z.array(adminShopperRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export const adminShopperParams = z.object({ id: z.uuid({ error: ADMIN_PEOPLE_MESSAGES.shopperNotFound }) });
export const coinLedgerEntrySchema = z.object({
  _id: z.string(),
  delta: z.number().int(),
  reason: z.string(),
  ref: z.string(),
  at: z.string(),
});
export const adminShopperDetailSchema = z.object({
  shopper: adminShopperRowSchema.extend({
    role: z.string(),
    blockedReason: z.string().nullable(),
    blockedAt: z.string().nullable(),
    referralCode: z.string(),
  }),
  orders: z.array(adminOrderRowSchema),
  addresses: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      number: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      pincode: z.string(),
    }),
  ),
  coins: z.object({ balance: z.number().int(), ledger: z.array(coinLedgerEntrySchema) }),
});
export const adminShopperDetailResponse = adminShopperDetailSchema.extend({ success: z.literal(true) });
export const adminShopperChangedResponse = adminShopperDetailSchema.extend({
  success: z.literal(true),
  message: z.string(),
});
export const adminCoinAdjustBody = z.strictObject({
  delta: z
    .number({ error: ADMIN_PEOPLE_MESSAGES.coinsAmountInvalid })
    .int({ error: ADMIN_PEOPLE_MESSAGES.coinsAmountInvalid })
    .min(-1_000_000, { error: ADMIN_PEOPLE_MESSAGES.coinsAmountInvalid })
    .max(1_000_000, { error: ADMIN_PEOPLE_MESSAGES.coinsAmountInvalid })
    .refine((value) => value !== 0, { error: ADMIN_PEOPLE_MESSAGES.coinsAmountInvalid }),
  reason: z.string().trim().min(1, { error: ADMIN_PEOPLE_MESSAGES.coinsReasonRequired }).max(200),
});
export const adminBlockBody = z.strictObject({
  reason: z.string().trim().min(1, { error: ADMIN_PEOPLE_MESSAGES.blockNeedsReason }).max(200),
});

// ---- Dashboard ----

export const DASHBOARD_RANGES = ['today', '7d', '30d'] as const;
export const dashboardQuery = z.object({ range: z.enum(DASHBOARD_RANGES).default('today') });
export const dashboardResponse = z.object({
  success: z.literal(true),
  range: z.enum(DASHBOARD_RANGES),
  /** India dates, both ends included. */
  from: z.string(),
  to: z.string(),
  /** Orders placed in the range (cancelled ones included in the count, not in revenue). */
  orders: z.number().int(),
  /** Σ payable of the range's orders that are not cancelled or returned. */
  revenue: z.number(),
  averageOrderValue: z.number(),
  /** Delivered cash-on-delivery orders whose cash is not recorded yet (whatever the range). */
  cashOutstanding: z.object({ orders: z.number().int(), amount: z.number() }),
  /** Share (0–1) of the range's orders cancelled, and returned or asking to return. */
  cancellationRate: z.number(),
  returnRate: z.number(),
  revenueByDay: z.array(z.object({ day: z.string(), orders: z.number().int(), revenue: z.number() })),
  lowStock: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      colorName: z.string(),
      size: z.string(),
      stock: z.number().int(),
    }),
  ),
  topProducts: z.array(
    z.object({ productId: z.string(), name: z.string(), quantity: z.number().int(), revenue: z.number() }),
  ),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
