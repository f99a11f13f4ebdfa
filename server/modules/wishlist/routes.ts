import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../contract/api.ts';
import {
  WISHLIST_MESSAGES,
  wishlistChangeResponse,
  wishlistProductBody,
  wishlistResponse,
} from '../../../contract/wishlist.ts';
import { authOf } from '../../lib/auth-guard.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { AccountDeps } from '../users/deps.ts';
import { createWishlistService } from './service.ts';

const tags = ['wishlist'];
const security = [{ bearer: [] }];

export const wishlistRoutes =
  (deps: AccountDeps & { catalog: Pick<CatalogService, 'cards'> }): FastifyPluginAsyncZod =>
  async (app) => {
    const wishlist = createWishlistService({ ...deps, catalogCards: deps.catalog.cards });
    // Personal data: never kept by a browser or proxy cache.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/user/wishlist/add',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'Save a product to the wishlist (saving it again changes nothing)',
          body: wishlistProductBody,
          response: {
            200: wishlistChangeResponse,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: WISHLIST_MESSAGES.added,
        productIds: await wishlist.add(authOf(request).userId, request.body.productId),
      }),
    );

    app.delete(
      '/user/wishlist/delete',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'Remove a product from the wishlist (removing an unsaved one changes nothing)',
          body: wishlistProductBody,
          response: { 200: wishlistChangeResponse, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => ({
        success: true as const,
        message: WISHLIST_MESSAGES.removed,
        productIds: await wishlist.remove(authOf(request).userId, request.body.productId),
      }),
    );

    app.get(
      '/user/wishlist/get',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'The saved products as cards, newest first (unavailable products left out)',
          response: { 200: wishlistResponse, 401: errorBodySchema },
        },
      },
      async (request) => ({
        success: true as const,
        wishlist: await wishlist.entries(authOf(request).userId),
      }),
    );
  };
