import type { FastifyPluginAsync } from 'fastify';
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
import { route } from '../../lib/route.ts';
import type { CheckoutService } from './service.ts';

const tags = ['checkout'];
const failures = [404];
/** Changes to a checkout: also 409 once it has become an order. */
const changeFailures = [404, 409];

export const checkoutRoutes =
  (checkout: CheckoutService): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'checkoutCreate',
      {
        tags,
        summary: "A checkout of the shopper's cart, priced from the catalogue",
        description:
          'Copies the available lines of the cart (the cart stays as it is until the order is placed). ' +
          '400 when the cart is empty, nothing in it can be bought, or a line asks for more than the stock.',
        body: checkoutCreateBody,
        answer: checkoutResponse,
        status: 201,
        errors: failures,
      },
      async (request) => ({
        message: CHECKOUT_MESSAGES.created,
        checkout: await checkout.createFromCart(authOf(request).userId, request.body.cartId),
      }),
    );

    route(
      app,
      'buyNow',
      {
        tags,
        summary: 'A checkout of one product colour and size (Buy Now)',
        description: 'The body `price` is accepted and ignored: the checkout is priced from the catalogue.',
        body: buyNowBody,
        answer: checkoutResponse,
        status: 201,
        errors: failures,
      },
      async (request) => {
        const { price: _ignored, ...input } = request.body;
        return {
          message: CHECKOUT_MESSAGES.created,
          checkout: await checkout.buyNow(authOf(request).userId, input),
        };
      },
    );

    route(
      app,
      'checkout',
      {
        tags,
        summary: "One of the shopper's checkouts, priced now (as charged once it became an order)",
        description:
          'A coupon that no longer applies (expired, used up, minimum no longer met…) is left out of ' +
          'the prices and its reason is given as `message`.',
        params: checkoutIdParams,
        answer: checkoutResponse,
        errors: failures,
      },
      async (request) => checkout.view(authOf(request).userId, request.params.id),
    );

    route(
      app,
      'checkoutCoupons',
      {
        tags,
        summary: 'Coupons the shopper can use on this checkout now, biggest saving first',
        params: checkoutCouponsParams,
        answer: checkoutCouponsResponse,
        errors: failures,
      },
      async (request) => ({
        coupons: await checkout.coupons(authOf(request).userId, request.params.checkoutId),
      }),
    );

    route(
      app,
      'applyCoupon',
      {
        tags,
        summary: 'Apply a coupon code (any case); replaces a coupon applied before',
        body: applyCouponBody,
        answer: checkoutResponse,
        errors: changeFailures,
      },
      async (request) => ({
        message: CHECKOUT_MESSAGES.couponApplied,
        checkout: await checkout.applyCoupon(
          authOf(request).userId,
          request.body.checkoutId,
          request.body.couponCode,
        ),
      }),
    );

    route(
      app,
      'removeCoupon',
      {
        tags,
        summary: 'Remove the applied coupon',
        body: checkoutRefBody,
        answer: checkoutResponse,
        errors: changeFailures,
      },
      async (request) => ({
        message: CHECKOUT_MESSAGES.couponRemoved,
        checkout: await checkout.removeCoupon(authOf(request).userId, request.body.checkoutId),
      }),
    );

    route(
      app,
      'applyCoins',
      {
        tags,
        summary: "Spend the shopper's coins on this checkout",
        description:
          'As many coins as the balance has and the items (after the coupon) cost, at the shop’s coin ' +
          'value; delivery is paid in cash. Coins are taken only when the order is placed.',
        body: checkoutRefBody,
        answer: checkoutResponse,
        errors: changeFailures,
      },
      async (request) => ({
        message: CHECKOUT_MESSAGES.pointsApplied,
        checkout: await checkout.applyCoins(authOf(request).userId, request.body.checkoutId),
      }),
    );

    route(
      app,
      'removeCoins',
      {
        tags,
        summary: 'Stop spending coins on this checkout',
        body: checkoutRefBody,
        answer: checkoutResponse,
        errors: changeFailures,
      },
      async (request) => ({
        message: CHECKOUT_MESSAGES.coinsRemoved,
        checkout: await checkout.removeCoins(authOf(request).userId, request.body.checkoutId),
      }),
    );
  };
