import type { z } from 'zod';
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
import { endpoint } from './endpoint.ts';
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

  // The dashboard.
  adminDashboard: endpoint<{ query: In<typeof dashboardQuery>; answer: Out<typeof dashboardResponse> }>()(
    'GET',
    '/admin/dashboard',
    'dashboard:read',
  ),
} as const;

export type AdminEndpoints = typeof ADMIN_ENDPOINTS;
export type AdminEndpointName = keyof AdminEndpoints;
