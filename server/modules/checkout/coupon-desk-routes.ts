import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_COUPON_MESSAGES,
  adminCouponBody,
  adminCouponDetailQuery,
  adminCouponDetailResponse,
  adminCouponListQuery,
  adminCouponListResponse,
  adminCouponParams,
  adminCouponPatchBody,
  adminCouponResponse,
} from '../../../contract/admin-coupons.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../staff/index.ts';
import type { CouponDesk } from './coupon-desk-service.ts';

// The console's coupon desk (/api/admin/coupons*).

const tags = ['console: coupons'];
const M = ADMIN_COUPON_MESSAGES;

export const couponDeskRoutes =
  (desk: CouponDesk): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'adminCoupons',
      {
        tags,
        summary: 'Coupons, newest first, by part of their code and their state, with how often each was used',
        description:
          'state: running (open now), scheduled (starts later), ended, paused, usedUp (its usage limit reached). ' +
          'Amounts are rupees; a percent coupon’s value is the percent.',
        querystring: adminCouponListQuery,
        answer: adminCouponListResponse,
      },
      async (request) => desk.list(request.query),
    );

    route(
      app,
      'adminCoupon',
      {
        tags,
        summary: 'One coupon with its usage and a page of its redemptions (newest first)',
        description:
          'Each redemption names the order, the shopper’s phone by its last four digits, the discount and when.',
        params: adminCouponParams,
        querystring: adminCouponDetailQuery,
        answer: adminCouponDetailResponse,
        errors: [404],
      },
      async (request) => desk.detail(request.params.id, request.query.page, request.query.limit),
    );

    route(
      app,
      'adminCouponCreate',
      {
        tags,
        summary: 'Create a coupon',
        description: 'The code is stored upper case and must be unique (409).',
        body: adminCouponBody,
        answer: adminCouponResponse,
        status: 201,
        errors: [409],
      },
      async (request) => ({ message: M.created, coupon: await desk.create(actorOf(request), request.body) }),
    );

    route(
      app,
      'adminCouponUpdate',
      {
        tags,
        summary: 'Change a coupon’s fields',
        description:
          'The code of a coupon already used on orders cannot change (409); the usage limit cannot go below ' +
          'its used count (400).',
        params: adminCouponParams,
        body: adminCouponPatchBody,
        answer: adminCouponResponse,
        errors: [404, 409],
      },
      async (request) => ({
        message: M.saved,
        coupon: await desk.update(actorOf(request), request.params.id, request.body),
      }),
    );

    route(
      app,
      'adminCouponPause',
      {
        tags,
        summary:
          'Pause a coupon: shoppers can no longer apply it, and a checkout holding it is priced without it',
        params: adminCouponParams,
        answer: adminCouponResponse,
        errors: [404, 409],
      },
      async (request) => ({
        message: M.paused,
        coupon: await desk.pause(actorOf(request), request.params.id),
      }),
    );

    route(
      app,
      'adminCouponResume',
      {
        tags,
        summary: 'Resume a paused coupon',
        params: adminCouponParams,
        answer: adminCouponResponse,
        errors: [404, 409],
      },
      async (request) => ({
        message: M.resumed,
        coupon: await desk.resume(actorOf(request), request.params.id),
      }),
    );
  };
