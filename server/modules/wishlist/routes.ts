import type { FastifyPluginAsync } from 'fastify';
import {
  WISHLIST_MESSAGES,
  wishlistChangeResponse,
  wishlistProductBody,
  wishlistResponse,
} from '../../../contract/wishlist.ts';
import { authOf } from '../../lib/auth-guard.ts';
import { route } from '../../lib/route.ts';
import type { WishlistService } from './service.ts';

const tags = ['wishlist'];

export const wishlistRoutes =
  (wishlist: WishlistService): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'wishlistAdd',
      {
        tags,
        summary: 'Save a product to the wishlist (saving it again changes nothing)',
        body: wishlistProductBody,
        answer: wishlistChangeResponse,
        errors: [404, 409],
      },
      async (request) => ({
        message: WISHLIST_MESSAGES.added,
        productIds: await wishlist.add(authOf(request).userId, request.body.productId),
      }),
    );

    route(
      app,
      'wishlistRemove',
      {
        tags,
        summary: 'Remove a product from the wishlist (removing an unsaved one changes nothing)',
        body: wishlistProductBody,
        answer: wishlistChangeResponse,
      },
      async (request) => ({
        message: WISHLIST_MESSAGES.removed,
        productIds: await wishlist.remove(authOf(request).userId, request.body.productId),
      }),
    );

    route(
      app,
      'wishlist',
      {
        tags,
        summary: 'The saved products as cards, newest first (unavailable products left out)',
        answer: wishlistResponse,
      },
      async (request) => ({ wishlist: await wishlist.entries(authOf(request).userId) }),
    );
  };
