import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_PEOPLE_MESSAGES,
  adminBlockBody,
  adminCoinAdjustBody,
  adminShopperChangedResponse,
  adminShopperDetailResponse,
  adminShopperListQuery,
  adminShopperListResponse,
  adminShopperParams,
} from '../../../contract/admin-people.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../staff/index.ts';
import type { ShoppersDesk } from './service.ts';

// The console's shoppers desk (/api/admin/shoppers*).

const tags = ['console: shoppers'];

export const shoppersDeskRoutes =
  (desk: ShoppersDesk): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'adminShoppers',
      {
        tags,
        summary:
          'Find shoppers by phone (whole or its start), email (its start) or name (its start); newest first',
        querystring: adminShopperListQuery,
        answer: adminShopperListResponse,
      },
      async (request) => desk.list(request.query),
    );

    route(
      app,
      'adminShopper',
      {
        tags,
        summary:
          'One shopper: their account, last 20 orders, addresses, coin balance and last 50 coin entries',
        params: adminShopperParams,
        answer: adminShopperDetailResponse,
        errors: [404],
      },
      async (request) => desk.detail(request.params.id),
    );

    route(
      app,
      'adminShopperCoins',
      {
        tags,
        summary: "Add coins to (or take them from) a shopper's balance, with the reason",
        description: 'The balance never goes below zero (409).',
        params: adminShopperParams,
        body: adminCoinAdjustBody,
        answer: adminShopperChangedResponse,
        errors: [404, 409],
      },
      async (request) => ({
        message: ADMIN_PEOPLE_MESSAGES.coinsAdjusted,
        ...(await desk.adjustCoins(actorOf(request), request.params.id, request.body)),
      }),
    );

    route(
      app,
      'adminShopperSignOut',
      {
        tags,
        summary: 'End every sign-in of the shopper',
        params: adminShopperParams,
        answer: adminShopperChangedResponse,
        errors: [404],
      },
      async (request) => ({
        message: ADMIN_PEOPLE_MESSAGES.signedOut,
        ...(await desk.signOut(actorOf(request), request.params.id)),
      }),
    );

    route(
      app,
      'adminShopperBlock',
      {
        tags,
        summary: 'Block a shopper: signed out everywhere, and they cannot sign in or order',
        description: 'A staff member cannot be blocked (409); nor can a shopper already blocked.',
        params: adminShopperParams,
        body: adminBlockBody,
        answer: adminShopperChangedResponse,
        errors: [404, 409],
      },
      async (request) => ({
        message: ADMIN_PEOPLE_MESSAGES.blocked,
        ...(await desk.block(actorOf(request), request.params.id, request.body.reason)),
      }),
    );

    route(
      app,
      'adminShopperUnblock',
      {
        tags,
        summary: 'Unblock a shopper: they can sign in and order again',
        params: adminShopperParams,
        answer: adminShopperChangedResponse,
        errors: [404, 409],
      },
      async (request) => ({
        message: ADMIN_PEOPLE_MESSAGES.unblocked,
        ...(await desk.unblock(actorOf(request), request.params.id)),
      }),
    );
  };
