import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../contract/api.ts';
import {
  CART_MESSAGES,
  cartAddBody,
  cartQuantityBody,
  cartRemoveBody,
  cartResponse,
  cartViewParams,
} from '../../../contract/cart.ts';
import { authOf } from '../../lib/auth-guard.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { AccountDeps } from '../users/deps.ts';
import { createCartService } from './service.ts';
import { createCartViewCache } from './view-cache.ts';

const tags = ['cart'];
const security = [{ bearer: [] }];
const failures = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

export const cartRoutes =
  (deps: AccountDeps & { catalog: Pick<CatalogService, 'onCachesInvalidated'> }): FastifyPluginAsyncZod =>
  async (app) => {
    const views = createCartViewCache({ ttlMs: deps.config.cartViewCacheMs, clock: deps.clock });
    // Announced catalogue changes (an order taking stock, a status change putting it back) count at once.
    deps.catalog.onCachesInvalidated(views.clear);
    const cart = createCartService({ ...deps, views });
    // Personal data: never kept by a browser or proxy cache.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/user/cart/add',
      {
        // Signed in is checked before the body, so strangers learn nothing from validation answers.
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'Add one of a product colour and size (again: one more, within stock)',
          description:
            'userId must be the signed-in shopper. The colour may be given by its value or its name. ' +
            'No price is accepted: the cart always prices from the catalogue.',
          body: cartAddBody,
          response: { 200: cartResponse, ...failures, 409: errorBodySchema },
        },
      },
      async (request) => {
        const { userId, ...input } = request.body;
        return {
          success: true as const,
          message: CART_MESSAGES.added,
          cart: await cart.add(authOf(request).userId, userId, input),
        };
      },
    );

    app.get(
      '/user/cart/view/:userId',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: "The signed-in shopper's cart, priced from the catalogue now",
          params: cartViewParams,
          response: { 200: cartResponse, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => ({
        success: true as const,
        cart: await cart.view(authOf(request).userId, request.params.userId),
      }),
    );

    app.patch(
      '/user/cart/update/quantity',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'One more or one fewer of a cart line (at least 1, at most the stock)',
          body: cartQuantityBody,
          response: { 200: cartResponse, ...failures, 409: errorBodySchema },
        },
      },
      async (request) => {
        const { userId, ...change } = request.body;
        return {
          success: true as const,
          cart: await cart.changeQuantity(authOf(request).userId, userId, change),
        };
      },
    );

    app.delete(
      '/user/cart/remove/product',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'Remove a line from the cart',
          body: cartRemoveBody,
          response: { 200: cartResponse, ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        message: CART_MESSAGES.removed,
        cart: await cart.remove(authOf(request).userId, request.body.userId, request.body.itemId),
      }),
    );
  };
