import type { z } from 'zod';
import type {
  addressAddBody,
  addressDeletedResponse,
  addressListResponse,
  addressResponse,
  addressUpdateBody,
} from './address.ts';
import type { alertAddBody, alertAddResponse, alertListResponse, alertRemoveResponse } from './alerts.ts';
import type {
  codeSentResponse,
  loginBody,
  messageResponse,
  outboxQuery,
  outboxResponse,
  phoneOnlyBody,
  phoneOtpBody,
  registerBody,
  resetPasswordBody,
  resetSendBody,
  resetVerifyBody,
  resetVerifyResponse,
  sendOtpBody,
  sendOtpResponse,
  signInResponse,
  socialCallbackQuery,
  verifyOtpBody,
} from './auth.ts';
import type { cartAddBody, cartQuantityBody, cartRemoveBody, cartResponse } from './cart.ts';
import type {
  articleResponse,
  brandListResponse,
  categoryListResponse,
  coinValueResponse,
  homeResponse,
  listingQuerySchema,
  productListResponse,
  productViewResponse,
  searchSuggestionsQuerySchema,
  searchSuggestionsResponse,
  similarProductsResponse,
  subcategoryListResponse,
} from './catalog.ts';
import type {
  applyCouponBody,
  buyNowBody,
  checkoutCouponsResponse,
  checkoutCreateBody,
  checkoutRefBody,
  checkoutResponse,
} from './checkout.ts';
import type {
  childListResponse,
  childProfileBody,
  childProfileUpdateBody,
  childRemovedResponse,
  childResponse,
} from './child-profile.ts';
import type { deliveryEstimateQuery, deliveryEstimateResponse, pincodeLookupResponse } from './delivery.ts';
import type { healthResponse, livenessResponse, readinessResponse } from './health.ts';
import type {
  notificationListQuery,
  notificationListResponse,
  notificationReadAllResponse,
  notificationReadResponse,
} from './notification.ts';
import type {
  orderCancelBody,
  orderChangedResponse,
  orderCreateBody,
  orderCreatedResponse,
  orderListQuery,
  orderListResponse,
  orderResponse,
  orderReturnBody,
} from './order.ts';
import type { profileResponse, profileUpdateFields, profileUpdateResponse } from './profile.ts';
import type { reviewFormFields } from './review-form.ts';
import type {
  productReviewsQuery,
  productReviewsResponse,
  reviewableQuery,
  reviewableResponse,
  reviewCreatedResponse,
  reviewHelpfulResponse,
} from './reviews.ts';
import type { searchSuggestQuery, searchSuggestResponse } from './search.ts';
import type {
  sellerApplicationFormFields,
  sellerApplicationResponse,
  sellerSubmitResponse,
} from './seller.ts';
import type { sizeChartResponse } from './size-chart.ts';
import type { wishlistChangeResponse, wishlistProductBody, wishlistResponse } from './wishlist.ts';

// Every endpoint of the API, declared once: its method, its path under /api, who may call it and the
// shapes it takes and gives. The server registers routes from this table (server/lib/route.ts), the web
// calls them by name (web/lib/call.ts) and web tests fake them by name (web/test/fake-api.ts), so a
// misspelt or missing endpoint is a type error on every side.
//
// The shapes are type-only: this file imports no zod at run time and ships in the storefront's first
// chunk at the size of its paths. The zod schemas that check the same shapes live beside the types in
// each domain's contract file and are handed to the route on the server.

import type { ADMIN_ENDPOINTS } from './admin-endpoints.ts';
import { type Endpoint, endpoint, fillPath } from './endpoint.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const ENDPOINTS = {
  // Health and the demo outbox.
  health: endpoint<{ answer: Out<typeof healthResponse> }>()('GET', '/health'),
  healthLive: endpoint<{ answer: Out<typeof livenessResponse> }>()('GET', '/health/live'),
  healthReady: endpoint<{ answer: Out<typeof readinessResponse> }>()('GET', '/health/ready'),
  outbox: endpoint<{ query: In<typeof outboxQuery>; answer: Out<typeof outboxResponse> }>()(
    'GET',
    '/dev/outbox',
  ),

  // Catalogue (storefront).
  home: endpoint<{ answer: Out<typeof homeResponse> }>()('GET', '/user/home'),
  article: endpoint<{ params: { id: string }; answer: Out<typeof articleResponse> }>()(
    'GET',
    '/user/home/info/:id',
  ),
  productList: endpoint<{ query: In<typeof listingQuerySchema>; answer: Out<typeof productListResponse> }>()(
    'GET',
    '/user/Products/view',
  ),
  searchSuggestions: endpoint<{
    query: In<typeof searchSuggestionsQuerySchema>;
    answer: Out<typeof searchSuggestionsResponse>;
  }>()('GET', '/user/Products/suggestions'),
  /** Suggestions while typing: shelves (categories, product types) and products, popular first. */
  searchSuggest: endpoint<{
    query: In<typeof searchSuggestQuery>;
    answer: Out<typeof searchSuggestResponse>;
  }>()('GET', '/user/search/suggest'),
  productView: endpoint<{ params: { id: string }; answer: Out<typeof productViewResponse> }>()(
    'GET',
    '/user/Products/view/:id',
  ),
  similarProducts: endpoint<{ params: { id: string }; answer: Out<typeof similarProductsResponse> }>()(
    'GET',
    '/user/Products/similar/:id',
  ),
  sizeChart: endpoint<{ params: { productId: string }; answer: Out<typeof sizeChartResponse> }>()(
    'GET',
    '/user/size-chart/:productId',
  ),
  categories: endpoint<{ answer: Out<typeof categoryListResponse> }>()('GET', '/user/categories/view'),
  subcategories: endpoint<{ params: { categoryId: string }; answer: Out<typeof subcategoryListResponse> }>()(
    'GET',
    '/user/Subcategories/view/subcategory/:categoryId',
  ),
  brands: endpoint<{ answer: Out<typeof brandListResponse> }>()('GET', '/user/brand/view'),
  coinValue: endpoint<{ answer: Out<typeof coinValueResponse> }>()('GET', '/user/coin/view'),

  // Delivery.
  expectedDate: endpoint<{
    query: In<typeof deliveryEstimateQuery>;
    answer: Out<typeof deliveryEstimateResponse>;
  }>()('GET', '/user/Products/expected_date'),
  pincode: endpoint<{ params: { pincode: string }; answer: Out<typeof pincodeLookupResponse> }>()(
    'GET',
    '/pincode/:pincode',
  ),

  // Accounts (rules/accounts §2–§4).
  register: endpoint<{ body: In<typeof registerBody>; answer: Out<typeof codeSentResponse> }>()(
    'POST',
    '/user/auth/register',
  ),
  registerVerify: endpoint<{ body: In<typeof phoneOtpBody>; answer: Out<typeof messageResponse> }>()(
    'POST',
    '/user/auth/register/verify-otp',
  ),
  registerResend: endpoint<{ body: In<typeof phoneOnlyBody>; answer: Out<typeof codeSentResponse> }>()(
    'POST',
    '/user/auth/register/resend-otp',
  ),
  sendOtp: endpoint<{ body: In<typeof sendOtpBody>; answer: Out<typeof sendOtpResponse> }>()(
    'POST',
    '/user/auth/send-otp',
  ),
  resendOtp: endpoint<{ body: In<typeof sendOtpBody>; answer: Out<typeof sendOtpResponse> }>()(
    'POST',
    '/user/auth/resend-otp',
  ),
  verifyOtp: endpoint<{ body: In<typeof verifyOtpBody>; answer: Out<typeof signInResponse> }>()(
    'POST',
    '/user/auth/verify-otp',
  ),
  login: endpoint<{ body: In<typeof loginBody>; answer: Out<typeof signInResponse> }>()(
    'POST',
    '/user/auth/login',
  ),
  resetSendOtp: endpoint<{ body: In<typeof resetSendBody>; answer: Out<typeof codeSentResponse> }>()(
    'POST',
    '/user/auth/forgot-password/send-otp',
  ),
  resetVerifyOtp: endpoint<{ body: In<typeof resetVerifyBody>; answer: Out<typeof resetVerifyResponse> }>()(
    'POST',
    '/user/auth/forgot-password/verify-otp',
  ),
  resetPassword: endpoint<{ body: In<typeof resetPasswordBody>; answer: Out<typeof messageResponse> }>()(
    'PATCH',
    '/user/auth/forgot-password/reset-password',
  ),
  /** A 302 to the identity provider, followed by the browser itself (never called with fetch). */
  socialStart: endpoint<{ answer: never }>()('GET', '/user/auth/google'),
  socialCallback: endpoint<{ query: In<typeof socialCallbackQuery>; answer: Out<typeof signInResponse> }>()(
    'GET',
    '/user/auth/google/callback',
  ),

  // Profile and seller application.
  profile: endpoint<{ answer: Out<typeof profileResponse> }>()('GET', '/user/profile/view', 'shopper'),
  profileUpdate: endpoint<{
    form: In<typeof profileUpdateFields>;
    answer: Out<typeof profileUpdateResponse>;
  }>()('PATCH', '/user/profile/update', 'shopper'),
  logout: endpoint<{ answer: Out<typeof messageResponse> }>()('POST', '/user/profile/logout', 'shopper'),
  deleteAccount: endpoint<{ answer: Out<typeof messageResponse> }>()(
    'DELETE',
    '/user/profile/delete',
    'shopper',
  ),
  sellerRegister: endpoint<{
    form: In<typeof sellerApplicationFormFields>;
    answer: Out<typeof sellerSubmitResponse>;
  }>()('POST', '/user/profile/register', 'shopper'),
  sellerApplication: endpoint<{ answer: Out<typeof sellerApplicationResponse> }>()(
    'GET',
    '/user/seller/application',
    'shopper',
  ),

  // The shopper's children (sizes by age).
  children: endpoint<{ answer: Out<typeof childListResponse> }>()('GET', '/user/children', 'shopper'),
  childAdd: endpoint<{ body: In<typeof childProfileBody>; answer: Out<typeof childResponse> }>()(
    'POST',
    '/user/children',
    'shopper',
  ),
  childUpdate: endpoint<{
    params: { id: string };
    body: In<typeof childProfileUpdateBody>;
    answer: Out<typeof childResponse>;
  }>()('PATCH', '/user/children/:id', 'shopper'),
  childRemove: endpoint<{ params: { id: string }; answer: Out<typeof childRemovedResponse> }>()(
    'DELETE',
    '/user/children/:id',
    'shopper',
  ),

  // Wishlist, and alerts (back in stock, price drop).
  wishlistAdd: endpoint<{
    body: In<typeof wishlistProductBody>;
    answer: Out<typeof wishlistChangeResponse>;
  }>()('POST', '/user/wishlist/add', 'shopper'),
  wishlistRemove: endpoint<{
    body: In<typeof wishlistProductBody>;
    answer: Out<typeof wishlistChangeResponse>;
  }>()('DELETE', '/user/wishlist/delete', 'shopper'),
  wishlist: endpoint<{ answer: Out<typeof wishlistResponse> }>()('GET', '/user/wishlist/get', 'shopper'),
  alerts: endpoint<{ answer: Out<typeof alertListResponse> }>()('GET', '/user/alerts', 'shopper'),
  alertAdd: endpoint<{ body: In<typeof alertAddBody>; answer: Out<typeof alertAddResponse> }>()(
    'POST',
    '/user/alerts',
    'shopper',
  ),
  alertRemove: endpoint<{ params: { id: string }; answer: Out<typeof alertRemoveResponse> }>()(
    'DELETE',
    '/user/alerts/:id',
    'shopper',
  ),

  // Cart.
  cartAdd: endpoint<{ body: In<typeof cartAddBody>; answer: Out<typeof cartResponse> }>()(
    'POST',
    '/user/cart/add',
    'shopper',
  ),
  cart: endpoint<{ params: { userId: string }; answer: Out<typeof cartResponse> }>()(
    'GET',
    '/user/cart/view/:userId',
    'shopper',
  ),
  cartQuantity: endpoint<{ body: In<typeof cartQuantityBody>; answer: Out<typeof cartResponse> }>()(
    'PATCH',
    '/user/cart/update/quantity',
    'shopper',
  ),
  cartRemove: endpoint<{ body: In<typeof cartRemoveBody>; answer: Out<typeof cartResponse> }>()(
    'DELETE',
    '/user/cart/remove/product',
    'shopper',
  ),

  // Checkout.
  checkoutCreate: endpoint<{ body: In<typeof checkoutCreateBody>; answer: Out<typeof checkoutResponse> }>()(
    'POST',
    '/user/checkout/create',
    'shopper',
  ),
  buyNow: endpoint<{ body: In<typeof buyNowBody>; answer: Out<typeof checkoutResponse> }>()(
    'POST',
    '/user/checkout/buy-now',
    'shopper',
  ),
  checkout: endpoint<{ params: { id: string }; answer: Out<typeof checkoutResponse> }>()(
    'GET',
    '/user/checkout/view/:id',
    'shopper',
  ),
  checkoutCoupons: endpoint<{
    params: { checkoutId: string };
    answer: Out<typeof checkoutCouponsResponse>;
  }>()('GET', '/user/checkout/get/:checkoutId/coupons', 'shopper'),
  applyCoupon: endpoint<{ body: In<typeof applyCouponBody>; answer: Out<typeof checkoutResponse> }>()(
    'POST',
    '/user/checkout/apply/coupon',
    'shopper',
  ),
  removeCoupon: endpoint<{ body: In<typeof checkoutRefBody>; answer: Out<typeof checkoutResponse> }>()(
    'POST',
    '/user/checkout/remove/coupon',
    'shopper',
  ),
  applyCoins: endpoint<{ body: In<typeof checkoutRefBody>; answer: Out<typeof checkoutResponse> }>()(
    'POST',
    '/user/checkout/apply/coin',
    'shopper',
  ),
  removeCoins: endpoint<{ body: In<typeof checkoutRefBody>; answer: Out<typeof checkoutResponse> }>()(
    'POST',
    '/user/checkout/remove/coin',
    'shopper',
  ),

  // Addresses.
  addressAdd: endpoint<{ body: In<typeof addressAddBody>; answer: Out<typeof addressResponse> }>()(
    'POST',
    '/user/address/add',
    'shopper',
  ),
  addresses: endpoint<{ answer: Out<typeof addressListResponse> }>()('GET', '/user/address/view', 'shopper'),
  addressUpdate: endpoint<{
    params: { id: string };
    body: In<typeof addressUpdateBody>;
    answer: Out<typeof addressResponse>;
  }>()('PATCH', '/user/address/update/:id', 'shopper'),
  addressDelete: endpoint<{ params: { id: string }; answer: Out<typeof addressDeletedResponse> }>()(
    'DELETE',
    '/user/address/delete/:id',
    'shopper',
  ),

  // Notifications.
  notifications: endpoint<{
    query: In<typeof notificationListQuery>;
    answer: Out<typeof notificationListResponse>;
  }>()('GET', '/user/notification/view', 'shopper'),
  notificationRead: endpoint<{ params: { id: string }; answer: Out<typeof notificationReadResponse> }>()(
    'PATCH',
    '/user/notification/read/:id',
    'shopper',
  ),
  notificationReadAll: endpoint<{ answer: Out<typeof notificationReadAllResponse> }>()(
    'PATCH',
    '/user/notification/read-all',
    'shopper',
  ),

  // Orders.
  orderCreate: endpoint<{ body: In<typeof orderCreateBody>; answer: Out<typeof orderCreatedResponse> }>()(
    'POST',
    '/user/order/create',
    'shopper',
  ),
  orderList: endpoint<{ query: In<typeof orderListQuery>; answer: Out<typeof orderListResponse> }>()(
    'GET',
    '/user/order/view',
    'shopper',
  ),
  order: endpoint<{ params: { id: string }; answer: Out<typeof orderResponse> }>()(
    'GET',
    '/user/order/view/:id',
    'shopper',
  ),
  orderCancel: endpoint<{
    params: { orderId: string };
    body: In<typeof orderCancelBody>;
    answer: Out<typeof orderChangedResponse>;
  }>()('POST', '/user/order/cancel/:orderId', 'shopper'),
  orderReturn: endpoint<{
    params: { orderId: string };
    body: In<typeof orderReturnBody>;
    answer: Out<typeof orderChangedResponse>;
  }>()('POST', '/user/order/return/:orderId', 'shopper'),
  /** The order's GST tax invoice, a PDF (application/pdf, no JSON answer); 409 before it ships. */
  orderInvoice: endpoint<{ params: { id: string }; answer: never }>()(
    'GET',
    '/user/order/invoice/:id',
    'shopper',
  ),

  // Reviews by buyers (contract/reviews.ts): written after delivery, shown once the shop approves them.
  /** Multipart: the text fields and up to three file parts named `photos`. */
  reviewCreate: endpoint<{ form: In<typeof reviewFormFields>; answer: Out<typeof reviewCreatedResponse> }>()(
    'POST',
    '/user/reviews',
    'shopper',
  ),
  productReviews: endpoint<{
    params: { productId: string };
    query: In<typeof productReviewsQuery>;
    answer: Out<typeof productReviewsResponse>;
  }>()('GET', '/user/Products/reviews/:productId'),
  reviewHelpful: endpoint<{ params: { id: string }; answer: Out<typeof reviewHelpfulResponse> }>()(
    'POST',
    '/user/reviews/:id/helpful',
    'shopper',
  ),
  reviewable: endpoint<{ query: In<typeof reviewableQuery>; answer: Out<typeof reviewableResponse> }>()(
    'GET',
    '/user/reviews/reviewable',
    'shopper',
  ),
} as const;

/** The storefront's endpoints (the ones its first chunk knows). */
export type StorefrontEndpoints = typeof ENDPOINTS;
export type StorefrontEndpointName = keyof StorefrontEndpoints;
/** Every endpoint of the API: the storefront's and the console's (contract/admin-endpoints.ts). */
export type Endpoints = StorefrontEndpoints & typeof ADMIN_ENDPOINTS;
export type EndpointName = keyof Endpoints;

/** The shapes an endpoint was declared with. */
export type ShapesOf<N extends EndpointName> = Endpoints[N] extends Endpoint<infer S> ? S : never;
/** The success body an endpoint answers with. */
export type AnswerOf<N extends EndpointName> = ShapesOf<N>['answer'];
export type ParamsOf<N extends EndpointName> = ShapesOf<N> extends { params: infer P } ? P : undefined;
export type QueryOf<N extends EndpointName> = ShapesOf<N> extends { query: infer Q } ? Q : undefined;
export type BodyOf<N extends EndpointName> = ShapesOf<N> extends { body: infer B } ? B : undefined;
export type FormOf<N extends EndpointName> = ShapesOf<N> extends { form: infer F } ? F : undefined;

/** The concrete path under /api of a storefront endpoint, e.g. endpointPath('order', { id }) → /user/order/view/abc. */
export function endpointPath(name: StorefrontEndpointName, params: Record<string, string> = {}): string {
  return fillPath(ENDPOINTS[name].path, params);
}
