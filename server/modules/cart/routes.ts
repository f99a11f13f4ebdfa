import type { FastifyPluginAsync } from 'fastify';
import {
  CART_MESSAGES,
  cartAddBody,
  cartQuantityBody,
  cartRemoveBody,
  cartResponse,
  cartViewParams,
} from '../../../contract/cart.ts';
import { authOf } from '../../lib/auth-guard.ts';
import { route } from '../../lib/route.ts';
import type { CartService } from './service.ts';

const tags = ['cart'];

export const cartRoutes =
  (cart: CartService): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'cartAdd',
      {
        tags,
        summary: 'Add one of a product colour and size (again: one more, within stock)',
        description:
          'userId must be the signed-in shopper. The colour may be given by its value or its name. ' +
          'No price is accepted: the cart always prices from the catalogue.',
        body: cartAddBody,
        answer: cartResponse,
        errors: [403, 404, 409],
      },
      async (request) => {
        const { userId, ...input } = request.body;
        return {
          message: CART_MESSAGES.added,
          cart: await cart.add(authOf(request).userId, userId, input),
        };
      },
    );

    route(
      app,
      'cart',
      {
        tags,
        summary: "The signed-in shopper's cart, priced from the catalogue now",
        params: cartViewParams,
        answer: cartResponse,
        errors: [403],
      },
      async (request) => ({ cart: await cart.view(authOf(request).userId, request.params.userId) }),
    );

    route(
      app,
      'cartQuantity',
      {
        tags,
        summary: 'One more or one fewer of a cart line (at least 1, at most the stock)',
        body: cartQuantityBody,
        answer: cartResponse,
        errors: [403, 404, 409],
      },
      async (request) => {
        const { userId, ...change } = request.body;
        return { cart: await cart.changeQuantity(authOf(request).userId, userId, change) };
      },
    );

    route(
      app,
      'cartRemove',
      {
        tags,
        summary: 'Remove a line from the cart',
        body: cartRemoveBody,
        answer: cartResponse,
        errors: [403, 404],
      },
      async (request) => ({
        message: CART_MESSAGES.removed,
        cart: await cart.remove(authOf(request).userId, request.body.userId, request.body.itemId),
      }),
    );
  };
