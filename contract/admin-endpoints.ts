import type { z } from 'zod';
import type {
  adminArticleBody,
  adminArticleDeletedResponse,
  adminArticleListResponse,
  adminArticlePatchBody,
  adminArticleResponse,
  adminBroadcastAudienceQuery,
  adminBroadcastAudienceResponse,
  adminBroadcastBody,
  adminBroadcastListQuery,
  adminBroadcastListResponse,
  adminBroadcastResponse,
} from './admin-content.ts';
import type {
  adminCouponBody,
  adminCouponDetailQuery,
  adminCouponDetailResponse,
  adminCouponListQuery,
  adminCouponListResponse,
  adminCouponPatchBody,
  adminCouponResponse,
} from './admin-coupons.ts';
import type {
  adminHomeDoneResponse,
  adminHomeFeaturedBody,
  adminHomeFeaturedResponse,
  adminHomeItemCreateBody,
  adminHomeItemPatchBody,
  adminHomeItemResponse,
  adminHomePreviewQuery,
  adminHomePreviewResponse,
  adminHomeReorderBody,
  adminHomeResponse,
  adminHomeSettingsBody,
  adminHomeSettingsResponse,
  HomeItemKind,
} from './admin-home.ts';
import type {
  adminBulkStatusBody,
  adminBulkStatusResponse,
  adminCashBody,
  adminNewOrdersResponse,
  adminOrderChangedResponse,
  adminOrderDetailResponse,
  adminOrderListQuery,
  adminOrderListResponse,
  adminOrderStatusBody,
  adminRefundBody,
  adminReturnAcceptBody,
  adminReturnDeclineBody,
  adminReturnListQuery,
  adminReturnListResponse,
  adminRtoBody,
} from './admin-orders.ts';
import type {
  adminBlockBody,
  adminCoinAdjustBody,
  adminSellerDecidedResponse,
  adminSellerDetailResponse,
  adminSellerListQuery,
  adminSellerListResponse,
  adminSellerRejectBody,
  adminShopperChangedResponse,
  adminShopperDetailResponse,
  adminShopperListQuery,
  adminShopperListResponse,
  dashboardQuery,
  dashboardResponse,
} from './admin-people.ts';
import type {
  adminProductBulkBody,
  adminProductBulkResponse,
  adminProductCreateBody,
  adminProductDetailResponse,
  adminProductListQuery,
  adminProductListResponse,
  adminProductPatchBody,
  adminProductResponse,
  adminProductTypesResponse,
  adminUploadQuery,
  adminUploadResponse,
} from './admin-products.ts';
import type {
  adminStockExportQuery,
  adminStockImportQuery,
  adminStockImportResponse,
} from './admin-stock.ts';
import type {
  adminBrandBody,
  adminBrandListResponse,
  adminBrandPatchBody,
  adminBrandResponse,
  adminCategoryBody,
  adminCategoryListResponse,
  adminCategoryPatchBody,
  adminCategoryResponse,
  adminReorderBody,
  adminReorderResponse,
  adminSubcategoryBody,
  adminSubcategoryPatchBody,
  adminSubcategoryResponse,
} from './admin-taxonomy.ts';
import { endpoint } from './endpoint.ts';
import type {
  adminReviewDecidedResponse,
  adminReviewListQuery,
  adminReviewListResponse,
  adminReviewRejectBody,
} from './reviews.ts';
import type {
  synonymGroupBody,
  synonymGroupDeletedResponse,
  synonymGroupListQuery,
  synonymGroupListResponse,
  synonymGroupResponse,
} from './search.ts';
import type {
  auditListQuery,
  auditListResponse,
  staffAddBody,
  staffAddedResponse,
  staffListResponse,
  staffMeResponse,
  staffRemovedResponse,
} from './staff.ts';

// The console's endpoints (/api/admin/*), declared like the storefront's (contract/endpoints.ts) but
// kept apart so the storefront's first chunk carries none of them. Each names the staff permission it
// needs (contract/staff.ts); the server checks it on every call (server/modules/staff/guard.ts) and the
// authorisation matrix test (server/modules/staff/authorisation.test.ts) calls every one as every role.

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;
type OrderParams = { orderId: string };
type IdParams = { id: string };

export const ADMIN_ENDPOINTS = {
  // Who is signed in, staff and the audit log.
  adminMe: endpoint<{ answer: Out<typeof staffMeResponse> }>()('GET', '/admin/me', 'dashboard:read'),
  adminStaffList: endpoint<{ answer: Out<typeof staffListResponse> }>()('GET', '/admin/staff', 'staff:read'),
  adminStaffAdd: endpoint<{ body: In<typeof staffAddBody>; answer: Out<typeof staffAddedResponse> }>()(
    'POST',
    '/admin/staff',
    'staff:write',
  ),
  adminStaffRemove: endpoint<{ params: IdParams; answer: Out<typeof staffRemovedResponse> }>()(
    'DELETE',
    '/admin/staff/:id',
    'staff:write',
  ),
  adminAudit: endpoint<{ query: In<typeof auditListQuery>; answer: Out<typeof auditListResponse> }>()(
    'GET',
    '/admin/audit',
    'audit:read',
  ),

  // The order desk.
  adminOrders: endpoint<{
    query: In<typeof adminOrderListQuery>;
    answer: Out<typeof adminOrderListResponse>;
  }>()('GET', '/admin/orders', 'orders:read'),
  adminNewOrders: endpoint<{ answer: Out<typeof adminNewOrdersResponse> }>()(
    'GET',
    '/admin/orders/new',
    'orders:read',
  ),
  adminOrdersSeen: endpoint<{ answer: Out<typeof adminNewOrdersResponse> }>()(
    'POST',
    '/admin/orders/seen',
    'orders:read',
  ),
  adminOrder: endpoint<{ params: OrderParams; answer: Out<typeof adminOrderDetailResponse> }>()(
    'GET',
    '/admin/orders/:orderId',
    'orders:read',
  ),
  adminOrderStatus: endpoint<{
    params: OrderParams;
    body: In<typeof adminOrderStatusBody>;
    answer: Out<typeof adminOrderChangedResponse>;
  }>()('PATCH', '/admin/orders/:orderId/status', 'orders:write'),
  adminOrdersBulkStatus: endpoint<{
    body: In<typeof adminBulkStatusBody>;
    answer: Out<typeof adminBulkStatusResponse>;
  }>()('POST', '/admin/orders/bulk-status', 'orders:write'),
  adminOrderCash: endpoint<{
    params: OrderParams;
    body: In<typeof adminCashBody>;
    answer: Out<typeof adminOrderChangedResponse>;
  }>()('POST', '/admin/orders/:orderId/cash-collected', 'orders:write'),
  adminOrderRto: endpoint<{
    params: OrderParams;
    body: In<typeof adminRtoBody>;
    answer: Out<typeof adminOrderChangedResponse>;
  }>()('POST', '/admin/orders/:orderId/returned-to-origin', 'orders:write'),
  /** A PDF (application/pdf, sent by the route itself: no JSON answer). */
  adminOrderInvoice: endpoint<{ params: OrderParams; answer: never }>()(
    'GET',
    '/admin/orders/:orderId/invoice',
    'orders:read',
  ),
  /** A PDF (application/pdf, sent by the route itself: no JSON answer). */
  adminOrderPackingSlip: endpoint<{ params: OrderParams; answer: never }>()(
    'GET',
    '/admin/orders/:orderId/packing-slip',
    'orders:read',
  ),

  // The returns desk.
  adminReturns: endpoint<{
    query: In<typeof adminReturnListQuery>;
    answer: Out<typeof adminReturnListResponse>;
  }>()('GET', '/admin/returns', 'returns:read'),
  adminReturnAccept: endpoint<{
    params: OrderParams;
    body: In<typeof adminReturnAcceptBody>;
    answer: Out<typeof adminOrderChangedResponse>;
  }>()('POST', '/admin/returns/:orderId/accept', 'returns:write'),
  adminReturnDecline: endpoint<{
    params: OrderParams;
    body: In<typeof adminReturnDeclineBody>;
    answer: Out<typeof adminOrderChangedResponse>;
  }>()('POST', '/admin/returns/:orderId/decline', 'returns:write'),
  adminReturnRefund: endpoint<{
    params: OrderParams;
    body: In<typeof adminRefundBody>;
    answer: Out<typeof adminOrderChangedResponse>;
  }>()('POST', '/admin/returns/:orderId/refund', 'returns:write'),

  // Sellers.
  adminSellerApplications: endpoint<{
    query: In<typeof adminSellerListQuery>;
    answer: Out<typeof adminSellerListResponse>;
  }>()('GET', '/admin/seller-applications', 'sellers:read'),
  adminSellerApplication: endpoint<{ params: IdParams; answer: Out<typeof adminSellerDetailResponse> }>()(
    'GET',
    '/admin/seller-applications/:id',
    'sellers:read',
  ),
  adminSellerApprove: endpoint<{ params: IdParams; answer: Out<typeof adminSellerDecidedResponse> }>()(
    'POST',
    '/admin/seller-applications/:id/approve',
    'sellers:write',
  ),
  adminSellerReject: endpoint<{
    params: IdParams;
    body: In<typeof adminSellerRejectBody>;
    answer: Out<typeof adminSellerDecidedResponse>;
  }>()('POST', '/admin/seller-applications/:id/reject', 'sellers:write'),
  /**
   * A seller's document (the file itself). Public because a link opened in a new tab carries no bearer
   * header: the signed, five-minute token in the path is the credential, and it names the staff member
   * it was made for, who must still hold sellers:read when it is opened.
   */
  adminSellerDocument: endpoint<{ params: { token: string }; answer: Blob }>()(
    'GET',
    '/admin/seller-documents/:token',
    'public',
  ),

  // Shoppers.
  adminShoppers: endpoint<{
    query: In<typeof adminShopperListQuery>;
    answer: Out<typeof adminShopperListResponse>;
  }>()('GET', '/admin/shoppers', 'shoppers:read'),
  adminShopper: endpoint<{ params: IdParams; answer: Out<typeof adminShopperDetailResponse> }>()(
    'GET',
    '/admin/shoppers/:id',
    'shoppers:read',
  ),
  adminShopperCoins: endpoint<{
    params: IdParams;
    body: In<typeof adminCoinAdjustBody>;
    answer: Out<typeof adminShopperChangedResponse>;
  }>()('POST', '/admin/shoppers/:id/coins', 'shoppers:write'),
  adminShopperSignOut: endpoint<{ params: IdParams; answer: Out<typeof adminShopperChangedResponse> }>()(
    'POST',
    '/admin/shoppers/:id/sign-out',
    'shoppers:write',
  ),
  adminShopperBlock: endpoint<{
    params: IdParams;
    body: In<typeof adminBlockBody>;
    answer: Out<typeof adminShopperChangedResponse>;
  }>()('POST', '/admin/shoppers/:id/block', 'shoppers:write'),
  adminShopperUnblock: endpoint<{ params: IdParams; answer: Out<typeof adminShopperChangedResponse> }>()(
    'POST',
    '/admin/shoppers/:id/unblock',
    'shoppers:write',
  ),

  // Products.
  adminProducts: endpoint<{
    query: In<typeof adminProductListQuery>;
    answer: Out<typeof adminProductListResponse>;
  }>()('GET', '/admin/products', 'catalogue:read'),
  adminProductCreate: endpoint<{
    body: In<typeof adminProductCreateBody>;
    answer: Out<typeof adminProductResponse>;
  }>()('POST', '/admin/products', 'catalogue:write'),
  /** Every product type used in the catalogue (the editor's and the filters' choices). */
  adminProductTypes: endpoint<{ answer: Out<typeof adminProductTypesResponse> }>()(
    'GET',
    '/admin/product-types',
    'catalogue:read',
  ),
  adminProductsBulk: endpoint<{
    body: In<typeof adminProductBulkBody>;
    answer: Out<typeof adminProductBulkResponse>;
  }>()('POST', '/admin/products/bulk', 'catalogue:write'),
  adminProduct: endpoint<{ params: IdParams; answer: Out<typeof adminProductDetailResponse> }>()(
    'GET',
    '/admin/products/:id',
    'catalogue:read',
  ),
  adminProductUpdate: endpoint<{
    params: IdParams;
    body: In<typeof adminProductPatchBody>;
    answer: Out<typeof adminProductResponse>;
  }>()('PATCH', '/admin/products/:id', 'catalogue:write'),
  /** Archives the product (DELETE never removes a product: past orders keep pointing at it). */
  adminProductArchive: endpoint<{ params: IdParams; answer: Out<typeof adminProductResponse> }>()(
    'DELETE',
    '/admin/products/:id',
    'catalogue:write',
  ),
  adminProductDuplicate: endpoint<{ params: IdParams; answer: Out<typeof adminProductResponse> }>()(
    'POST',
    '/admin/products/:id/duplicate',
    'catalogue:write',
  ),
  /** Multipart: one part named `file`. */
  adminUpload: endpoint<{
    query: In<typeof adminUploadQuery>;
    form: Record<string, never>;
    answer: Out<typeof adminUploadResponse>;
  }>()('POST', '/admin/uploads', 'catalogue:write'),

  // The stock sheet.
  /** A CSV file (text/csv, sent by the route itself: no JSON answer). */
  adminStockExport: endpoint<{ query: In<typeof adminStockExportQuery>; answer: never }>()(
    'GET',
    '/admin/stock/export',
    'catalogue:read',
  ),
  /** The body is the CSV itself (text/csv). */
  adminStockImport: endpoint<{
    query: In<typeof adminStockImportQuery>;
    answer: Out<typeof adminStockImportResponse>;
  }>()('POST', '/admin/stock/import', 'catalogue:write'),

  // Brands, categories and subcategories (all of them, hidden ones too).
  adminBrands: endpoint<{ answer: Out<typeof adminBrandListResponse> }>()(
    'GET',
    '/admin/brands',
    'catalogue:read',
  ),
  adminBrandCreate: endpoint<{ body: In<typeof adminBrandBody>; answer: Out<typeof adminBrandResponse> }>()(
    'POST',
    '/admin/brands',
    'catalogue:write',
  ),
  adminBrandsReorder: endpoint<{
    body: In<typeof adminReorderBody>;
    answer: Out<typeof adminReorderResponse>;
  }>()('POST', '/admin/brands/order', 'catalogue:write'),
  adminBrandUpdate: endpoint<{
    params: IdParams;
    body: In<typeof adminBrandPatchBody>;
    answer: Out<typeof adminBrandResponse>;
  }>()('PATCH', '/admin/brands/:id', 'catalogue:write'),
  adminCategories: endpoint<{ answer: Out<typeof adminCategoryListResponse> }>()(
    'GET',
    '/admin/categories',
    'catalogue:read',
  ),
  adminCategoryCreate: endpoint<{
    body: In<typeof adminCategoryBody>;
    answer: Out<typeof adminCategoryResponse>;
  }>()('POST', '/admin/categories', 'catalogue:write'),
  adminCategoriesReorder: endpoint<{
    body: In<typeof adminReorderBody>;
    answer: Out<typeof adminReorderResponse>;
  }>()('POST', '/admin/categories/order', 'catalogue:write'),
  adminCategoryUpdate: endpoint<{
    params: IdParams;
    body: In<typeof adminCategoryPatchBody>;
    answer: Out<typeof adminCategoryResponse>;
  }>()('PATCH', '/admin/categories/:id', 'catalogue:write'),
  adminSubcategoryCreate: endpoint<{
    body: In<typeof adminSubcategoryBody>;
    answer: Out<typeof adminSubcategoryResponse>;
  }>()('POST', '/admin/subcategories', 'catalogue:write'),
  /** One category's subcategories in their new order. */
  adminSubcategoriesReorder: endpoint<{
    params: IdParams;
    body: In<typeof adminReorderBody>;
    answer: Out<typeof adminReorderResponse>;
  }>()('POST', '/admin/categories/:id/subcategories/order', 'catalogue:write'),
  adminSubcategoryUpdate: endpoint<{
    params: IdParams;
    body: In<typeof adminSubcategoryPatchBody>;
    answer: Out<typeof adminSubcategoryResponse>;
  }>()('PATCH', '/admin/subcategories/:id', 'catalogue:write'),

  // Home merchandising.
  /** Every home section and its items (hidden, scheduled and ended ones too), the featured products. */
  adminHome: endpoint<{ answer: Out<typeof adminHomeResponse> }>()(
    'GET',
    '/admin/home-sections',
    'content:read',
  ),
  /** The storefront's home as it would be at a time (not cached), optionally with hidden items shown. */
  adminHomePreview: endpoint<{
    query: In<typeof adminHomePreviewQuery>;
    answer: Out<typeof adminHomePreviewResponse>;
  }>()('GET', '/admin/home-sections/preview', 'content:read'),
  adminHomeItemCreate: endpoint<{
    body: In<typeof adminHomeItemCreateBody>;
    answer: Out<typeof adminHomeItemResponse>;
  }>()('POST', '/admin/home-sections', 'content:write'),
  adminHomeItemUpdate: endpoint<{
    params: { kind: HomeItemKind; id: string };
    body: In<typeof adminHomeItemPatchBody>;
    answer: Out<typeof adminHomeItemResponse>;
  }>()('PATCH', '/admin/home-sections/:kind/:id', 'content:write'),
  adminHomeItemDelete: endpoint<{
    params: { kind: HomeItemKind; id: string };
    answer: Out<typeof adminHomeDoneResponse>;
  }>()('DELETE', '/admin/home-sections/:kind/:id', 'content:write'),
  /** One section's items in their new order (every item of the kind). */
  adminHomeReorder: endpoint<{
    params: { kind: HomeItemKind };
    body: In<typeof adminHomeReorderBody>;
    answer: Out<typeof adminHomeDoneResponse>;
  }>()('POST', '/admin/home-sections/:kind/order', 'content:write'),
  /** The featured products, the whole list in order. */
  adminHomeFeatured: endpoint<{
    body: In<typeof adminHomeFeaturedBody>;
    answer: Out<typeof adminHomeFeaturedResponse>;
  }>()('POST', '/admin/home-sections/featured', 'content:write'),
  /** Whole sections switched on or off. */
  adminHomeSettings: endpoint<{
    body: In<typeof adminHomeSettingsBody>;
    answer: Out<typeof adminHomeSettingsResponse>;
  }>()('PATCH', '/admin/home-sections/settings', 'content:write'),

  // Search words: phrases that mean the same in a search ('frock', 'dress').
  adminSearchWords: endpoint<{
    query: In<typeof synonymGroupListQuery>;
    answer: Out<typeof synonymGroupListResponse>;
  }>()('GET', '/admin/search-words', 'catalogue:read'),
  adminSearchWordsCreate: endpoint<{
    body: In<typeof synonymGroupBody>;
    answer: Out<typeof synonymGroupResponse>;
  }>()('POST', '/admin/search-words', 'catalogue:write'),
  adminSearchWordsUpdate: endpoint<{
    params: IdParams;
    body: In<typeof synonymGroupBody>;
    answer: Out<typeof synonymGroupResponse>;
  }>()('PATCH', '/admin/search-words/:id', 'catalogue:write'),
  adminSearchWordsDelete: endpoint<{ params: IdParams; answer: Out<typeof synonymGroupDeletedResponse> }>()(
    'DELETE',
    '/admin/search-words/:id',
    'catalogue:write',
  ),

  // Coupons.
  adminCoupons: endpoint<{
    query: In<typeof adminCouponListQuery>;
    answer: Out<typeof adminCouponListResponse>;
  }>()('GET', '/admin/coupons', 'coupons:read'),
  adminCouponCreate: endpoint<{
    body: In<typeof adminCouponBody>;
    answer: Out<typeof adminCouponResponse>;
  }>()('POST', '/admin/coupons', 'coupons:write'),
  /** One coupon, its usage and a page of its redemptions. */
  adminCoupon: endpoint<{
    params: IdParams;
    query: In<typeof adminCouponDetailQuery>;
    answer: Out<typeof adminCouponDetailResponse>;
  }>()('GET', '/admin/coupons/:id', 'coupons:read'),
  adminCouponUpdate: endpoint<{
    params: IdParams;
    body: In<typeof adminCouponPatchBody>;
    answer: Out<typeof adminCouponResponse>;
  }>()('PATCH', '/admin/coupons/:id', 'coupons:write'),
  adminCouponPause: endpoint<{ params: IdParams; answer: Out<typeof adminCouponResponse> }>()(
    'POST',
    '/admin/coupons/:id/pause',
    'coupons:write',
  ),
  adminCouponResume: endpoint<{ params: IdParams; answer: Out<typeof adminCouponResponse> }>()(
    'POST',
    '/admin/coupons/:id/resume',
    'coupons:write',
  ),

  // Content.
  /** The articles behind /referral/{id}. */
  adminArticles: endpoint<{ answer: Out<typeof adminArticleListResponse> }>()(
    'GET',
    '/admin/articles',
    'content:read',
  ),
  adminArticleCreate: endpoint<{
    body: In<typeof adminArticleBody>;
    answer: Out<typeof adminArticleResponse>;
  }>()('POST', '/admin/articles', 'content:write'),
  adminArticleUpdate: endpoint<{
    params: IdParams;
    body: In<typeof adminArticlePatchBody>;
    answer: Out<typeof adminArticleResponse>;
  }>()('PATCH', '/admin/articles/:id', 'content:write'),
  adminArticleDelete: endpoint<{ params: IdParams; answer: Out<typeof adminArticleDeletedResponse> }>()(
    'DELETE',
    '/admin/articles/:id',
    'content:write',
  ),
  /** Offer notifications sent so far. */
  adminOfferNotifications: endpoint<{
    query: In<typeof adminBroadcastListQuery>;
    answer: Out<typeof adminBroadcastListResponse>;
  }>()('GET', '/admin/offer-notifications', 'content:read'),
  /** How many shoppers a notification to this audience would reach now. */
  adminOfferNotificationAudience: endpoint<{
    query: In<typeof adminBroadcastAudienceQuery>;
    answer: Out<typeof adminBroadcastAudienceResponse>;
  }>()('GET', '/admin/offer-notifications/audience', 'content:read'),
  adminOfferNotificationSend: endpoint<{
    body: In<typeof adminBroadcastBody>;
    answer: Out<typeof adminBroadcastResponse>;
  }>()('POST', '/admin/offer-notifications', 'content:write'),

  // Shoppers' reviews, held until approved.
  adminReviews: endpoint<{
    query: In<typeof adminReviewListQuery>;
    answer: Out<typeof adminReviewListResponse>;
  }>()('GET', '/admin/reviews', 'reviews:read'),
  adminReviewApprove: endpoint<{ params: IdParams; answer: Out<typeof adminReviewDecidedResponse> }>()(
    'POST',
    '/admin/reviews/:id/approve',
    'reviews:write',
  ),
  adminReviewReject: endpoint<{
    params: IdParams;
    body: In<typeof adminReviewRejectBody>;
    answer: Out<typeof adminReviewDecidedResponse>;
  }>()('POST', '/admin/reviews/:id/reject', 'reviews:write'),

  // The dashboard.
  adminDashboard: endpoint<{ query: In<typeof dashboardQuery>; answer: Out<typeof dashboardResponse> }>()(
    'GET',
    '/admin/dashboard',
    'dashboard:read',
  ),
} as const;

export type AdminEndpoints = typeof ADMIN_ENDPOINTS;
export type AdminEndpointName = keyof AdminEndpoints;
