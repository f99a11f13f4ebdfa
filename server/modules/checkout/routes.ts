import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../contract/api.ts';
import {
  applyCouponBody,
  buyNowBody,
  CHECKOUT_MESSAGES,
  checkoutCouponsParams,
  checkoutCouponsResponse,
  checkoutCreateBody,
  checkoutIdParams,
  checkoutRefBody,
  checkoutResponse,
} from '../../../contract/checkout.ts';
import { authOf } from '../../lib/auth-guard.ts';
import type { AccountDeps } from '../users/deps.ts';
import { createCheckoutService } from './service.ts';

const tags = ['checkout'];
const security = [{ bearer: [] }];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
/** Changes to a checkout: also 409 once it has become an order. */
const changeFailures = { ...failures, 409: errorBodySchema };

export const checkoutRoutes =
  (deps: AccountDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const checkout = createCheckoutService(deps);
    // Personal data: never kept by a browser or proxy cache.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/user/checkout/create',
      {
        // Signed in is checked before the body, so strangers learn nothing from validation answers.
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: "A checkout of the shopper's cart, priced from the catalogue",
          description:
            'Copies the available lines of the cart (the cart stays as it is until the order is placed). ' +
            '400 when the cart is empty, nothing in it can be bought, or a line asks for more than the stock.',
          body: checkoutCreateBody,
          response: { 201: checkoutResponse, ...failures },
        },
      },
      async (request, reply) => {
        const made = await checkout.createFromCart(authOf(request).userId, request.body.cartId);
        return reply
          .status(201)
          .send({ success: true as const, message: CHECKOUT_MESSAGES.created, checkout: made });
      },
    );

    app.post(
      '/user/checkout/buy-now',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'A checkout of one product colour and size (Buy Now)',
          description: 'The body `price` is accepted and ignored: the checkout is priced from the catalogue.',
          body: buyNowBody,
          response: { 201: checkoutResponse, ...failures },
        },
      },
      async (request, reply) => {
        const { price: _ignored, ...input } = request.body;
        const made = await checkout.buyNow(authOf(request).userId, input);
        return reply
          .status(201)
          .send({ success: true as const, message: CHECKOUT_MESSAGES.created, checkout: made });
      },
    );

    app.get(
      '/user/checkout/view/:id',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: "One of the shopper's checkouts, priced now (as charged once it became an order)",
          description:
            'A coupon that no longer applies (expired, used up, minimum no longer met…) is left out of ' +
            'the prices and its reason is given as `message`.',
          params: checkoutIdParams,
          response: { 200: checkoutResponse, ...failures },
        },
      },
      async (request) => {
        const answer = await checkout.view(authOf(request).userId, request.params.id);
        return { success: true as const, ...answer };
      },
    );

    app.get(
      '/user/checkout/get/:checkoutId/coupons',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'Coupons the shopper can use on this checkout now, biggest saving first',
          params: checkoutCouponsParams,
          response: { 200: checkoutCouponsResponse, ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        coupons: await checkout.coupons(authOf(request).userId, request.params.checkoutId),
      }),
    );

    app.post(
      '/user/checkout/apply/coupon',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'Apply a coupon code (any case); replaces a coupon applied before',
          body: applyCouponBody,
          response: { 200: checkoutResponse, ...changeFailures },
        },
      },
      async (request) => ({
        success: true as const,
        message: CHECKOUT_MESSAGES.couponApplied,
        checkout: await checkout.applyCoupon(
          authOf(request).userId,
          request.body.checkoutId,
          request.body.couponCode,
        ),
      }),
    );

    app.post(
      '/user/checkout/remove/coupon',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'Remove the applied coupon',
          body: checkoutRefBody,
          response: { 200: checkoutResponse, ...changeFailures },
        },
      },
      async (request) => ({
        success: true as const,
        message: CHECKOUT_MESSAGES.couponRemoved,
        checkout: await checkout.removeCoupon(authOf(request).userId, request.body.checkoutId),
      }),
    );

    app.post(
      '/user/checkout/apply/coin',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: "Spend the shopper's coins on this checkout",
          description:
            'As many coins as the balance has and the items (after the coupon) cost, at the shop’s coin ' +
            'value; delivery is paid in cash. Coins are taken only when the order is placed.',
          body: checkoutRefBody,
          response: { 200: checkoutResponse, ...changeFailures },
        },
      },
      async (request) => ({
        success: true as const,
        message: CHECKOUT_MESSAGES.pointsApplied,
        checkout: await checkout.applyCoins(authOf(request).userId, request.body.checkoutId),
      }),
    );

    app.post(
      '/user/checkout/remove/coin',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'Stop spending coins on this checkout',
          body: checkoutRefBody,
          response: { 200: checkoutResponse, ...changeFailures },
        },
      },
      async (request) => ({
        success: true as const,
        message: CHECKOUT_MESSAGES.coinsRemoved,
        checkout: await checkout.removeCoins(authOf(request).userId, request.body.checkoutId),
      }),
    );
  };
